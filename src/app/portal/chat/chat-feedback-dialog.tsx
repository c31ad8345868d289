// The thumbs-down dialog (seed 001 §2, §5): a reason (required) and optional extra information
// (max 140) through the generic StepForm, in a native modal <dialog> (focus trap, Escape).
import { useEffect, useRef } from 'react';
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { BannerView, StepForm } from '../../../renderer';
import { dialogSlotRecipe } from '../../../renderer/theme/recipes';
import { slotClasses } from '../../../renderer/theme/styled';
import { PortalButton as Button } from '../portal-button';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { useChatForm } from './use-chat-form';

/** Open while the store has a message under feedback; focus returns to its thumbs-down button on close. */
export const ChatFeedbackDialog = observer(function ChatFeedbackDialog({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Static classes: recipes ship as class names only (vite.config.ts 'recipes-as-class-names').
  const styles = slotClasses(dialogSlotRecipe);
  const form = useChatForm('chat-feedback@1');
  const open = store.feedback.messageId !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal?.();
    }
    if (!open && dialog.open) {
      dialog.close?.();
      // The thumbs-down button is gone once feedback is sent: fall back to the message log.
      const back = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : document.querySelector<HTMLElement>('[data-chat-focus-return]');
      back?.focus();
    }
  }, [open]);

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby="chat-feedback-title"
      className={styles.content}
      onCancel={(e) => {
        e.preventDefault();
        store.feedback.cancel();
      }}
    >
      {open && (
        <>
          <chakra.h2 id="chat-feedback-title" className={styles.title}>
            {t('msg:chat.feedback.title')}
          </chakra.h2>
          {store.feedback.failed && <BannerView banner={{ tone: 'error', message: t('msg:chat.alert.generic') }} />}
          {form.loaded && form.uiSchema ? (
            <StepForm
              idPrefix="chat_feedback"
              schema={form.loaded.schema}
              uiSchema={form.uiSchema}
              formData={store.feedback.draft}
              validator={form.loaded.validator}
              onChange={(data) => store.feedback.setDraft(data as { reason?: string; extraInfo?: string })}
              onSubmit={(data) => void store.feedback.submit(data as { reason: string; extraInfo?: string })}
              submitLabel={t('msg:chat.feedback.submit')}
              submitting={store.feedback.sending}
              formContext={form.formContext}
            >
              <Button type="button" variant="outline" mt="3" onClick={store.feedback.cancel}>
                {t('msg:chat.feedback.cancel')}
              </Button>
            </StepForm>
          ) : (
            <p role="status">{t('msg:common.loading')}</p>
          )}
        </>
      )}
    </chakra.dialog>
  );
});
