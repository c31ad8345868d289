// The chat launcher on application pages (seed 001 §2): a button at the bottom right that
// opens the chat window; `pop-webchat` opens it at load. Owns the ChatStore for the page:
// operating status polled every 60 s, a live session resumed from the tab.
import { useEffect, useRef, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useLocation, useParams } from 'react-router-dom';
import { chatApi, openChatSocket } from '../../../api/chat';
import { profileQuery } from '../../../api/profile';
import { session } from '../../../api/session';
import { chatDevToolsEnabled, devModeFrom, popWebchatRequested } from '../../../domain/chat';
import { Button } from '../../../renderer/ui/primitives';
import { ChatStore, type ChatContext } from '../../../stores/chat-store';
import type { SocketLike } from '../../../stores/chat-stream';
import { useAppEnv } from '../../app-env';
import { registerChatOpener } from '../../shell/chat-prompt';
import { useFeatureFlags } from '../use-feature-flags';
import { ChatWindow } from './chat-window';

/** Flags that shape the chat (seed 001 §6). */
export const BORROWER_AUTH_FLAG = 'fe-csp-feature-flag-borrower-authentication';
export const STREAM_FLAG = 'fe-webchat-stream';

/** The `sub` of a JWT (the identity uuid), or null; the token is not verified here, the server does that. */
export function identityOf(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}

// Below 768 px (the phone layout, use-viewport.ts) a floating button sat over the offer panel and
// the property card, so on phones it is docked: a bar across the bottom edge, above the home
// indicator, with the page's end kept clear of it (LauncherRoom). From 768 px it floats at the
// bottom right, beside the content column, as seed 001 §2 places it.
const Launcher = chakra(Button, {
  base: {
    position: 'fixed', zIndex: 999, left: '0', right: '0', bottom: '0', width: 'full', borderRadius: '0',
    minHeight: '12', paddingBottom: 'calc(env(safe-area-inset-bottom, 0px) + 0.5rem)', paddingTop: '2',
    boxShadow: '0 -2px 10px rgba(0,0,0,0.18)',
    md: { left: 'auto', right: '4', bottom: '4', width: 'auto', borderRadius: 'l2', minHeight: 'auto', paddingBottom: '2', boxShadow: '0 4px 14px rgba(0,0,0,0.25)' },
  },
});
/** Room below the page's last content, as tall as the docked bar (or the floating button), so it never hides it. */
const LauncherRoom = chakra('div', { base: { height: 'calc(3.5rem + env(safe-area-inset-bottom, 0px))', md: { height: '16' } } });

function ChatIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/** The launcher and, when open, the window. Default export for React.lazy. */
const ChatLauncher = observer(function ChatLauncher() {
  const { t, brand } = useAppEnv();
  const { search } = useLocation();
  const params = useParams();
  const secure = session.token !== null;
  const flags = useFeatureFlags();
  const profile = useQuery({ ...profileQuery(), enabled: secure, retry: false, staleTime: 60_000 });
  const launcher = useRef<HTMLButtonElement>(null);
  const devMode = devModeFrom(search, import.meta.env.PROD);

  const [store] = useState(() => {
    const context: ChatContext = {
      orgCode: brand.orgCode,
      applicationUuid: params['uuid'] ?? null,
      identity: identityOf(session.token),
      pageUrl: () => window.location.href,
      welcomeMessage: t('msg:chat.welcome'),
      devMode,
      flags: { borrowerAuth: false, stream: false },
    };
    return new ChatStore({
      api: chatApi, context, storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
      // The browser's WebSocket is a SocketLike (its handlers take the narrower DOM event types).
      openSocket: typeof WebSocket === 'undefined' ? null : (sid) => openChatSocket(sid) as unknown as SocketLike,
    });
  });

  // Flags arrive after the store exists; it reads them when a chat starts.
  const enabled = (key: string) => flags.data?.some((f) => f.key === key && f.enabled) ?? false;
  store.setFlags({ borrowerAuth: enabled(BORROWER_AUTH_FLAG), stream: enabled(STREAM_FLAG) });

  // The navbar's chat prompt opens this window (src/app/shell/chat-prompt.ts).
  useEffect(() => registerChatOpener(() => store.openWindow()), [store]);

  useEffect(() => {
    store.activate();
    if (popWebchatRequested(window.location.search)) store.openWindow();
    return () => store.dispose();
  }, [store]);

  // Prefill the pre-chat form from the profile once, without overwriting what was typed.
  const p = profile.data;
  useEffect(() => {
    if (!p || store.prechat.name !== undefined || store.prechat.email !== undefined) return;
    const name = [p.name?.firstName, p.name?.lastName].filter(Boolean).join(' ');
    store.setPrechat({ ...(name ? { name } : {}), ...(p.email ? { email: p.email } : {}) });
  }, [p, store]);

  const close = () => {
    store.closeWindow();
    // After the window unmounts, focus returns to the launcher.
    requestAnimationFrame(() => launcher.current?.focus());
  };

  return (
    <>
      <LauncherRoom aria-hidden="true" />
      {!store.isOpen && (
        <Launcher ref={launcher} type="button" onClick={store.openWindow} aria-haspopup="dialog">
          <ChatIcon />
          {t('msg:chat.launcher')}
        </Launcher>
      )}
      {store.isOpen && <ChatWindow store={store} onClose={close} devTools={chatDevToolsEnabled(import.meta.env.PROD)} />}
    </>
  );
});

export default ChatLauncher;
