// The ended-chat panel (seed 001 §2, §4): why it ended, a survey after a chat with a live
// agent (one rating through the generic StepForm), and a new-chat button.
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ChatEndReason } from '../../../domain/chat';
import { BannerView, StepForm } from '../../../renderer';
import { Button } from '../../../renderer/ui/primitives';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { useChatForm } from './use-chat-form';

const REASON_KEYS: Readonly<Record<ChatEndReason, string>> = {
  'agent-ended': 'msg:chat.ended.agent',
  inactive: 'msg:chat.ended.inactive',
  expired: 'msg:chat.ended.expired',
  'customer-ended': 'msg:chat.ended.customer',
};

const ChatSurvey = observer(function ChatSurvey({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const form = useChatForm('chat-survey@1');
  if (!form.loaded || !form.uiSchema) return <p role="status">{t('msg:common.loading')}</p>;
  return (
    <chakra.section aria-labelledby="chat-survey-title" display="flex" flexDirection="column" gap="2">
      <chakra.h3 id="chat-survey-title" fontWeight="bold">
        {t('msg:chat.survey.title')}
      </chakra.h3>
      {store.feedback.surveyFailed && <BannerView banner={{ tone: 'error', message: t('msg:chat.alert.generic') }} />}
      <StepForm
        idPrefix="chat_survey"
        schema={form.loaded.schema}
        uiSchema={form.uiSchema}
        formData={undefined}
        validator={form.loaded.validator}
        onChange={() => undefined}
        onSubmit={(data) => void store.feedback.submitSurvey(Number(data['rating']))}
        submitLabel={t('msg:chat.survey.submit')}
        submitting={store.feedback.surveySending}
        formContext={form.formContext}
      />
    </chakra.section>
  );
});

/** Shown when the chat has ended. */
export const ChatEnded = observer(function ChatEnded({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  return (
    <chakra.div display="flex" flexDirection="column" gap="3" pt="3" borderTopWidth="1px" borderColor="track">
      <p role="status">{t(REASON_KEYS[store.endReason ?? 'inactive'])}</p>
      {store.feedback.surveyDone && <p role="status">{t('msg:chat.survey.thanks')}</p>}
      {store.feedback.surveyOpen && !store.feedback.surveyDone && <ChatSurvey store={store} />}
      <chakra.div display="flex" gap="2" flexWrap="wrap">
        {store.surveyOffered && !store.feedback.surveyOpen && (
          <Button type="button" variant="outline" onClick={store.feedback.openSurvey}>
            {t('msg:chat.ended.survey')}
          </Button>
        )}
        <Button type="button" onClick={store.newChat}>
          {t('msg:chat.ended.newChat')}
        </Button>
      </chakra.div>
    </chakra.div>
  );
});
