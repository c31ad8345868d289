// The maintenance page (seed 000 §2): the flag's title and message (or the defaults) and,
// when the flag says so, a link to the dashboard. Shown by MaintenanceGate, not routed.
import type { MaintenanceContent } from '../../domain/maintenance';
import { spaceAboveRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { ButtonLink } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** The maintenance page for resolved content (tenant text rendered as text). */
export function MaintenancePage({ content }: { content: MaintenanceContent }) {
  const { t } = useAppEnv();
  return (
    <PageShell title={content.title}>
      <PageTitle>{content.title}</PageTitle>
      <p>{content.message}</p>
      {content.showDashboardLink && (
        <ButtonLink href="/dashboard" className={recipeClass(spaceAboveRecipe, { size: 'lg' })}>
          {t('msg:maintenance.dashboardLink')}
        </ButtonLink>
      )}
    </PageShell>
  );
}

export default MaintenancePage;
