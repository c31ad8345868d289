// The borrower's wallet accounts (seed 001 §3 'Wallet account', §7), shown where accounts show
// (the dashboard): name, shortened address with the full one in a tooltip and a copy button,
// the authorized wallets and the authorization type. A failed call shows the seed's message
// ('Failed to fetch profile details.', or 'JWT error' without a token) and Try again.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chakra } from '@chakra-ui/react';
import { getWalletAccounts } from '../../api/wallet';
import { useAppEnv } from '../app-env';
import { ListCard, StackedDetails } from './list-card';
import { WalletAddress } from './wallet-address';
import { ErrorBox } from '../shell/error-box';


/** The wallet accounts section. */
export function WalletAccounts() {
  const { t } = useAppEnv();
  const headingId = useId();
  // The seed's profile-type queries are not retried; Try again is the retry.
  const accounts = useQuery({ queryKey: ['wallet', 'accounts'], queryFn: getWalletAccounts, retry: false });
  let body;
  if (accounts.isError) {
    body = <ErrorBox error={accounts.error} onRetry={() => void accounts.refetch()} />;
  } else if (!accounts.data) {
    body = <p role="status">{t('msg:wallet.loading')}</p>;
  } else if (accounts.data.length === 0) {
    body = <p>{t('msg:wallet.empty')}</p>;
  } else {
    body = (
      <chakra.ul display="grid" gap="3" p="0" m="0">
        {accounts.data.map((a) => (
          <ListCard key={a.account.address}>
            <chakra.h3 fontWeight="semibold">{a.account.name}</chakra.h3>
            <StackedDetails mt="2" alignItems="center">
              <dt>{t('msg:wallet.address')}</dt>
              <dd>
                <WalletAddress address={a.account.address} copy />
              </dd>
              {a.authorizedWallets.length > 0 ? (
                <>
                  <dt>{t('msg:wallet.authorizedWallets')}</dt>
                  <dd>
                    {a.authorizedWallets.map((w) => (
                      <chakra.div key={w.address}>
                        <WalletAddress address={w.address} />
                      </chakra.div>
                    ))}
                  </dd>
                </>
              ) : null}
              {a.authorizationType ? (
                <>
                  <dt>{t('msg:wallet.authorizationType')}</dt>
                  <dd>{a.authorizationType}</dd>
                </>
              ) : null}
            </StackedDetails>
          </ListCard>
        ))}
      </chakra.ul>
    );
  }
  return (
    <chakra.section aria-labelledby={headingId} mt="8">
      <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold" mb="3">
        {t('msg:wallet.title')}
      </chakra.h2>
      {body}
    </chakra.section>
  );
}
