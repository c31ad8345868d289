// The desktop sidebar 'Application progress' (seed 000 §2, seed 001 §2): application ID, the
// stepper, the loan-officer card (only between 768 and 1279 px; wider screens show it beside
// the content), the security note at the bottom, and under it the brand's lender image (seed 001
// §1 lenderImageKey: EHL or EOL, decision 553; the LenderImage widget, which phones show beside
// their progress menu, decision 566).
import { useId } from 'react';
import { chakra } from '@chakra-ui/react';
import type { Application, ChecklistStatus } from '../../api/application';
import { useAppEnv } from '../app-env';
import { ApplicationProgress } from './application-progress';
import { LenderImage } from './lender-image';
import { LoanOriginatorCard } from './loan-originator-card';

const Aside = chakra('aside', {
  base: { flexShrink: 0, width: '16rem', mt: '6', p: '4', borderWidth: '1px', borderColor: 'track', borderRadius: 'lg', bg: 'white', alignSelf: 'flex-start' },
});
const Heading = chakra('h2', { base: { fontSize: 'lg', fontWeight: 'bold', mb: '3' } });

/** The sidebar; `withOriginator` puts the loan-officer card in it. */
export function ApplicationSidebar({ app, status, withOriginator }: { app: Application | undefined; status: ChecklistStatus | undefined; withOriginator: boolean }) {
  const { t } = useAppEnv();
  const headingId = useId();
  return (
    <Aside aria-labelledby={headingId} data-testid="application-sidebar">
      <Heading id={headingId}>{t('msg:progress.title')}</Heading>
      <ApplicationProgress app={app} status={status}>
        {withOriginator && (
          <chakra.div mt="4">
            <LoanOriginatorCard app={app} variant="card" />
          </chakra.div>
        )}
      </ApplicationProgress>
      <LenderImage size="sidebar" />
    </Aside>
  );
}
