// The exit survey (seed 001 §2, §4; content in docs/decisions.md): one reason and an optional
// comment from schemas/steps/leave-survey/v1.json, sent as the telemetry event
// 'heloc-leave-survey'. Send or Skip both log out (after 750 ms, see use-logout.ts).
import { useLocation } from 'react-router-dom';
import { trackEvent } from '../../api/telemetry';
import { applicationUuidOf } from '../../domain/account-nav';
import { PortalButton as Button } from './portal-button';
import { useAppEnv } from '../app-env-context';
import { StepDialog } from './step-dialog';

/** The telemetry event the survey answers travel in. */
export const LEAVE_SURVEY_EVENT = 'heloc-leave-survey';

/** The survey dialog; `onDone` after Send or Skip, `onCancel` on Escape. */
export function LeaveSurveyModal({ open, onDone, onCancel }: { open: boolean; onDone(): void; onCancel(): void }) {
  const { t } = useAppEnv();
  const { pathname } = useLocation();

  function record(answer: { reason?: unknown; comment?: unknown } | null) {
    const applicationUuid = applicationUuidOf(pathname);
    void trackEvent(LEAVE_SURVEY_EVENT, {
      eventType: 'APP',
      ...(applicationUuid ? { applicationUuid } : {}),
      eventProperties: answer
        ? { action: 'SUBMITTED', route: pathname, reason: answer.reason, ...(typeof answer.comment === 'string' ? { comment: answer.comment } : {}) }
        : { action: 'SKIPPED', route: pathname },
    });
    onDone();
  }

  return (
    <StepDialog
      step="leave-survey@1"
      open={open}
      title={t('msg:survey.title')}
      intro={t('msg:survey.intro')}
      submitLabel={t('msg:survey.submit')}
      submitting={false}
      error={null}
      onSubmit={(data) => record(data)}
      onClose={onCancel}
    >
      <Button type="button" variant="outline" fullWidth mt="3" onClick={() => record(null)}>
        {t('msg:survey.skip')}
      </Button>
    </StepDialog>
  );
}
