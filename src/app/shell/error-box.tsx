// The generic error box (seed 001 §8: 'Error' and 'Something went wrong. Please try again.'): a
// section whose read failed says so, with the failure's own words when it has some, and Try again.
import { UNKNOWN_ERROR } from '../../api/http';
import { alertSlotRecipe } from '../../renderer/theme/recipes';
import { slotClasses } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';

/** The failure's own message, unless it is empty or only the generic fallback. */
export function ownMessage(error: unknown): string | null {
  const m = error instanceof Error ? error.message.trim() : '';
  return m === '' || m === UNKNOWN_ERROR ? null : m;
}

/** Title 'Error', the generic sentence, the failure's words if any, and Try again. */
export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useAppEnv();
  const alert = slotClasses(alertSlotRecipe, { tone: 'error' });
  const own = ownMessage(error);
  return (
    <div role="alert" className={alert.root} data-testid="error-box">
      <div className={alert.content}>
        <p>
          <strong>{t('msg:errorBox.title')}</strong>
        </p>
        <p>{t('msg:errorBox.message')}</p>
        {own !== null && <p>{own}</p>}
        {onRetry && (
          <Button type="button" variant="outline" onClick={onRetry}>
            {t('msg:common.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
