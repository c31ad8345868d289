// On phones, above the application page: the progress menu and the loan-officer bar (one island).
import type { Application, ChecklistStatus } from '../../api/application';
import { LoanOriginatorCard } from './loan-originator-card';
import { MobileProgressMenu } from './mobile-progress-menu';

/** The progress menu and the loan-officer bar. */
export function PhoneBars({ app, status }: { app: Application | undefined; status: ChecklistStatus | undefined }) {
  return (
    <>
      <MobileProgressMenu app={app} status={status} />
      <LoanOriginatorCard app={app} variant="bar" />
    </>
  );
}
