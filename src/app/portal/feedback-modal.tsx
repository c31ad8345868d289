// 'Share your thoughts with our CEO' (seed 001 §2, §5, §7): topic, message and marketing
// consent from schemas/steps/feedback-ceo/v1.json; sent with the route's application uuid and
// the path. Success closes the dialog with a toast; a failure keeps the answers and says why.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sendCeoFeedback, type CeoFeedback } from '../../api/account';
import { applicationUuidOf } from '../../domain/account-nav';
import { PortalButton as Button } from './portal-button';
import { useAppEnv } from '../app-env-context';
import { StepDialog } from './step-dialog';
import { toasts } from './toast-store';

/** The feedback dialog; `onClose` runs on Cancel, Escape and after a successful send. */
export function FeedbackModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useAppEnv();
  const { pathname } = useLocation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new form after each successful send; a cancelled one keeps what was typed.
  const [round, setRound] = useState(0);

  async function submit(data: Record<string, unknown>) {
    const applicationUuid = applicationUuidOf(pathname);
    const body: CeoFeedback = {
      ...(applicationUuid ? { applicationUuid } : {}),
      message: String(data['message']),
      topic: data['topic'] as CeoFeedback['topic'],
      marketingConsent: data['marketingConsent'] === true,
      pathname,
      productType: 'HELOC',
    };
    setSending(true);
    setError(null);
    try {
      await sendCeoFeedback(body);
      setRound((r) => r + 1);
      onClose();
      toasts.show(t('msg:feedback.sent'), 'success');
    } catch (e) {
      setError(t('msg:feedback.error', { reason: e instanceof Error ? e.message : t('msg:common.requestError') }));
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <StepDialog
      key={round}
      step="feedback-ceo@1"
      open={open}
      title={t('msg:feedback.title')}
      intro={t('msg:feedback.intro')}
      submitLabel={t('msg:feedback.submit')}
      submitting={sending}
      error={error}
      onSubmit={(data) => void submit(data)}
      onClose={close}
    >
      <Button type="button" variant="outline" fullWidth mt="3" onClick={close}>
        {t('msg:feedback.cancel')}
      </Button>
    </StepDialog>
  );
}
