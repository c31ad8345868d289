// The chat window (seed 001 §2): a non-modal dialog with a heading and Close; a full-screen
// sheet on phones, a panel at the bottom right from 48em. Focus moves into it when it opens
// and back to the launcher when it closes (Escape closes it too).
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { PortalButton as Button } from '../portal-button';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { ChatAlerts } from './chat-alerts';
import { ChatComposer } from './chat-composer';
import { ChatEnded } from './chat-ended';
import { ChatFeedbackDialog } from './chat-feedback-dialog';
import { ChatMessages } from './chat-messages';
import { ChatPrechat } from './chat-prechat';

export const CHAT_WINDOW_ID = 'chat-window';

// Dev-only tools (seed 001 §6): a production build replaces import.meta.env.PROD with true and
// drops the import, so the tools and their agents call are not in its bundle at all.
const ChatDevTools = import.meta.env.PROD ? null : lazy(() => import('./chat-dev-tools'));

const Sheet = chakra('section', {
  base: {
    position: 'fixed', inset: '0', zIndex: 1000, display: 'flex', flexDirection: 'column', bg: 'brand.surface', color: 'brand.text',
    '@media screen and (min-width: 48em)': {
      inset: 'auto', right: '4', bottom: '4', w: '24rem', h: 'min(40rem, calc(100vh - 2rem))', borderRadius: 'lg',
      borderWidth: '1px', borderColor: 'track', boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
    },
  },
});
const Header = chakra('header', { base: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'track' } });
const Body = chakra('div', { base: { flex: '1', overflowY: 'auto', px: '4', py: '3', display: 'flex', flexDirection: 'column', gap: '3' } });

/** The open chat window. */
export const ChatWindow = observer(function ChatWindow({ store, onClose, devTools }: { store: ChatStore; onClose(): void; devTools: boolean }) {
  const { t } = useAppEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    // Escape inside the feedback <dialog> is that dialog's (it handles cancel itself).
    if (e.key === 'Escape' && store.feedback.messageId === null) {
      e.stopPropagation();
      onClose();
    }
  };

  const title = store.mode === 'agent' ? t('msg:chat.titleAgent') : t('msg:chat.titleChatbot');
  const active = store.phase === 'messaging';
  return (
    <Sheet id={CHAT_WINDOW_ID} role="dialog" aria-modal="false" aria-labelledby="chat-window-title" onKeyDown={onKeyDown}>
      <Header>
        <chakra.h2 id="chat-window-title" ref={heading} tabIndex={-1} fontSize="lg" fontWeight="bold" outline="none" data-chat-focus-return>
          {title}
        </chakra.h2>
        <chakra.div display="flex" gap="2">
          {active && (
            <Button type="button" variant="outline" minH="10" px="3" whiteSpace="nowrap" onClick={() => void store.endChat()}>
              {t('msg:chat.endChat')}
            </Button>
          )}
          <Button type="button" variant="outline" minH="10" px="3" onClick={onClose} aria-label={t('msg:chat.close')}>
            <span aria-hidden="true">×</span>
          </Button>
        </chakra.div>
      </Header>
      <Body>
        <ChatAlerts store={store} />
        {devTools && ChatDevTools && (
          <Suspense fallback={null}>
            <ChatDevTools store={store} />
          </Suspense>
        )}
        {store.phase === 'prechat' || store.phase === 'starting' ? (
          <ChatPrechat store={store} />
        ) : store.phase === 'unavailable' ? (
          <chakra.div display="flex" flexDirection="column" gap="3" alignItems="flex-start">
            <p>{t('msg:chat.unavailable')}</p>
            <Button type="button" variant="outline" onClick={store.newChat}>
              {t('msg:chat.retry')}
            </Button>
          </chakra.div>
        ) : (
          <>
            <ChatMessages store={store} />
            {store.phase === 'ended' && <ChatEnded store={store} />}
          </>
        )}
      </Body>
      {active && (
        <chakra.div px="4" pb="3">
          <ChatComposer store={store} />
        </chakra.div>
      )}
      <ChatFeedbackDialog store={store} />
    </Sheet>
  );
});
