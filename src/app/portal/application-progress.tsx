// What the sidebar and the phone menu both show: the application ID, the stepper and the
// security note (seed 000 §2, seed 001 §2, §9).
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import type { Application, ChecklistStatus } from '../../api/application';
import { useAppEnv } from '../app-env';
import { ProgressStepper } from './progress-stepper';

const Note = chakra('p', { base: { mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'track', fontSize: 'sm', color: 'fg.muted' } });

/** Application ID at the top, the stepper, `children`, the encryption note at the bottom. Missing data shows what is known. */
export function ApplicationProgress({ app, status, children }: { app: Application | undefined; status: ChecklistStatus | undefined; children?: ReactNode }) {
  const { t } = useAppEnv();
  return (
    <>
      <chakra.dl mb="4" fontSize="sm">
        <chakra.dt color="fg.muted">{t('msg:progress.loanNumber')}</chakra.dt>
        <chakra.dd fontWeight="bold" fontSize="md" data-testid="sidebar-loan-number">
          {app?.loanNumber ?? '…'}
        </chakra.dd>
      </chakra.dl>
      <ProgressStepper progress={status?.portalProgress} manualNotary={app?.status?.manualNotary === true} />
      {children}
      <Note>{t('msg:progress.securityNote')}</Note>
    </>
  );
}
