// A wallet address shown shortened (first 6 and last 5, seed 001 §9) with the full address in a
// tooltip (focusable, so keyboard users reach it too) and an optional copy button.
import { chakra } from '@chakra-ui/react';
import { shortenWallet } from '../../domain/wallet';
import { useAppEnv } from '../app-env';
import { CopyButton } from './copy-button';
import { Tooltip } from './tooltip';

const Code = chakra('code', {
  base: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 'sm', px: '1', py: '0.5', borderRadius: 'sm', _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } },
});

/** The shortened address; `copy` adds a copy button for the full one. */
export function WalletAddress({ address, copy = false }: { address: string; copy?: boolean }) {
  const { t } = useAppEnv();
  const short = shortenWallet(address);
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2" flexWrap="wrap">
      {short === address ? (
        <Code>{address}</Code>
      ) : (
        <Tooltip content={t('msg:wallet.addressTooltip', { address })}>
          {(describedBy) => (
            <Code tabIndex={0} aria-describedby={describedBy} data-testid="wallet-address">
              {short}
            </Code>
          )}
        </Tooltip>
      )}
      {copy ? <CopyButton value={address} what={t('msg:wallet.addressName')} /> : null}
    </chakra.span>
  );
}
