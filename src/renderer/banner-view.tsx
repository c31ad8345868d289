import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { BannerDefinition } from '../engine/types';
import { alertSlotRecipe } from './theme/recipes';

export interface BannerViewProps {
  /** A resolved banner: `message` already translated. */
  banner: Pick<BannerDefinition, 'tone' | 'message'>;
}

/** An info, warning or error banner; errors interrupt (role=alert), the rest are polite (role=status). */
export function BannerView({ banner }: BannerViewProps) {
  const styles = useSlotRecipe({ recipe: alertSlotRecipe })({ tone: banner.tone });
  return (
    <chakra.div role={banner.tone === 'error' ? 'alert' : 'status'} css={styles.root} data-tone={banner.tone}>
      <chakra.p css={styles.content}>{banner.message}</chakra.p>
    </chakra.div>
  );
}
