// The brand's lender image (seed 001 §1 lenderImageKey: EHL or EOL; 'other' has none, decision
// 553): a named widget shared by the wide screens' sidebar and the phones' progress row (decision
// 566), in the portal's chunk (no byte of the first step's JS).
import { chakra } from '@chakra-ui/react';
import { useAppEnv } from '../app-env';
import ehlImage from './lender-images/equal-housing-lender.svg?no-inline';
import eolImage from './lender-images/equal-opportunity-lender.svg?no-inline';

/** The equal-housing marks by lenderImageKey. Alt text: messages@3 footer.lenderImage.<key>. */
const LENDER_IMAGES: Readonly<Record<string, string>> = { EHL: ehlImage, EOL: eolImage };

/** Drawn sizes: the sidebar's, and the phone's (beside the 'Application progress' button, as tall as it). */
const SIZES = { sidebar: { width: '64px', height: '59px', mt: '4' }, phone: { width: '44px', height: '41px', mt: '0' } } as const;

/** The brand's mark, or nothing when its lenderImageKey has none. */
export function LenderImage({ size }: { size: keyof typeof SIZES }) {
  const { t, brand } = useAppEnv();
  const mark = LENDER_IMAGES[brand.lenderImageKey];
  if (!mark) return null;
  const s = SIZES[size];
  return <chakra.img src={mark} alt={t(`msg:footer.lenderImage.${brand.lenderImageKey}`)} width={s.width} height={s.height} mt={s.mt} flexShrink={0} data-testid="lender-image" />;
}
