// On phones, above the application page: the progress menu with the brand's lender image beside
// it (the sidebar's mark, decision 566: in the row's own space, covering nothing) and the
// loan-officer bar (one island).
import { chakra } from '@chakra-ui/react';
import type { Application, ChecklistStatus } from '../../api/application';
import { LenderImage } from './lender-image';
import { LoanOriginatorCard } from './loan-originator-card';
import { MobileProgressMenu } from './mobile-progress-menu';

/** The progress menu (with the lender image) and the loan-officer bar. */
export function PhoneBars({ app, status }: { app: Application | undefined; status: ChecklistStatus | undefined }) {
  return (
    <>
      <chakra.div display="flex" alignItems="flex-start" gap="3">
        <chakra.div flex="1" minWidth="0">
          <MobileProgressMenu app={app} status={status} />
        </chakra.div>
        <LenderImage size="phone" />
      </chakra.div>
      <LoanOriginatorCard app={app} variant="bar" />
    </>
  );
}
