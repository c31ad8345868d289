// The error fallback (seed 000 §2): 'Sorry, looks like we have hit a snag!'.
import { Button, ButtonLink } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** Error fallback with Try again, Go to dashboard and the support contacts. */
export function SnagPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useAppEnv();
  return (
    <PageShell title={t('msg:snag.title')}>
      <PageTitle>{t('msg:snag.title')}</PageTitle>
      <p>{t('msg:snag.contact')}</p>
      <div style={{ display: 'flex', gap: '0.75rem', marginTop: '1.5rem', flexWrap: 'wrap' }}>
        <Button type="button" onClick={onRetry}>
          {t('msg:snag.retry')}
        </Button>
        <ButtonLink href="/dashboard" variant="outline">
          {t('msg:snag.dashboard')}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
