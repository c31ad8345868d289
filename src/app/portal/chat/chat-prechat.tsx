// The pre-chat form (seed 001 §2, §5): name and e-mail through the generic StepForm, with who
// the borrower will talk to (agent or chatbot) and the chat hours.
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { StepForm } from '../../../renderer';
import { Button } from '../../../renderer/ui/primitives';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { useChatForm } from './use-chat-form';

/** The pre-chat step of the chat window. */
export const ChatPrechat = observer(function ChatPrechat({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const form = useChatForm('chat-prechat@1');
  return (
    <chakra.div display="flex" flexDirection="column" gap="3">
      <p>{store.mode === 'agent' ? t('msg:chat.modeAgent') : t('msg:chat.modeChatbot')}</p>
      {store.hoursText !== '' && <chakra.p fontSize="sm">{t('msg:chat.hours', { hours: store.hoursText })}</chakra.p>}
      <p>{t('msg:chat.prechat.intro')}</p>
      {form.failed ? (
        <div role="alert">
          <p>{t('msg:common.requestError')}</p>
          <Button type="button" variant="outline" onClick={form.retry}>
            {t('msg:common.retry')}
          </Button>
        </div>
      ) : form.loaded && form.uiSchema ? (
        <StepForm
          idPrefix="chat_prechat"
          schema={form.loaded.schema}
          uiSchema={form.uiSchema}
          formData={store.prechat}
          validator={form.loaded.validator}
          onChange={(data) => store.setPrechat(data as { name?: string; email?: string })}
          onSubmit={(data) => void store.start(data as { name: string; email: string })}
          submitLabel={t('msg:chat.prechat.submit')}
          submitting={store.phase === 'starting'}
          formContext={form.formContext}
        />
      ) : (
        <p role="status">{t('msg:common.loading')}</p>
      )}
    </chakra.div>
  );
});
