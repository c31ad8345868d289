import { slotClasses } from './theme/styled';
import type { BannerDefinition } from '../engine/types';
import { alertSlotRecipe } from './theme/recipes';

export interface BannerViewProps {
  /** A resolved banner: `message` already translated. */
  banner: Pick<BannerDefinition, 'tone' | 'message'>;
}

/** An info, warning or error banner; errors interrupt (role=alert), the rest are polite (role=status). */
export function BannerView({ banner }: BannerViewProps) {
  const styles = slotClasses(alertSlotRecipe, { tone: banner.tone });
  return (
    <div role={banner.tone === 'error' ? 'alert' : 'status'} className={styles.root} data-tone={banner.tone}>
      <p className={styles.content}>{banner.message}</p>
    </div>
  );
}
