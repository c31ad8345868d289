// The four chat alerts of seed 001 §8 with their tones; the resend alert keeps the unsent
// message (its text and files) on screen with a Resend action.
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { fileView } from '../../../domain/chat-files';
import { BannerView } from '../../../renderer';
import { Button } from '../../../renderer/ui/primitives';
import { ALERT_TONE, type ChatAlert, type ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';

const KEYS: Readonly<Record<ChatAlert, string>> = {
  connectionLost: 'msg:chat.alert.connectionLost',
  generic: 'msg:chat.alert.generic',
  tokenInvalid: 'msg:chat.alert.tokenInvalid',
  resend: 'msg:chat.alert.resend',
};

/** The active alerts, in the order they were raised. */
export const ChatAlerts = observer(function ChatAlerts({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  if (store.alerts.length === 0) return null;
  return (
    <chakra.div display="flex" flexDirection="column">
      {store.alerts.map((alert) => (
        <div key={alert} data-alert={alert}>
          <BannerView banner={{ tone: ALERT_TONE[alert], message: t(KEYS[alert]) }} />
          {alert === 'resend' && store.unsent && (
            <chakra.div mt="-2" mb="3" display="flex" flexDirection="column" gap="2" alignItems="flex-start">
              {store.unsent.text !== '' && <chakra.p fontSize="sm">{t('msg:chat.unsent', { text: store.unsent.text })}</chakra.p>}
              {store.unsent.files.map((f, i) => (
                <chakra.p key={`${f.name}-${i}`} fontSize="sm">
                  {t('msg:chat.unsentFile', { ...fileView(f) })}
                </chakra.p>
              ))}
              <Button type="button" variant="outline" onClick={() => void store.resend()} disabled={store.sending}>
                {t('msg:chat.resend')}
              </Button>
            </chakra.div>
          )}
        </div>
      ))}
    </chakra.div>
  );
});
