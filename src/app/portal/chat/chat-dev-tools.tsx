// Dev-only chat tools (seed 001 §6: agent selection, reset, keyboard shortcuts). ChatWindow
// loads this file lazily and only outside production builds (import.meta.env.PROD is a build
// constant), so neither it nor the agents call is in the production bundle. The shortcuts
// (src/domain/chat.ts chatShortcut) work anywhere on the page while the window is open.
import { useEffect, useId } from 'react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { listChatAgents } from '../../../api/chat-agents';
import { chatShortcut } from '../../../domain/chat';
import { Select } from '../../../renderer/ui/primitives';
import { PortalButton as Button } from '../portal-button';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { CHAT_WINDOW_ID } from './chat-window';

/** Moves focus to the message box, else the first pre-chat field, else the window's heading. */
function focusChat(): void {
  const win = document.getElementById(CHAT_WINDOW_ID);
  const target = win?.querySelector<HTMLElement>('[data-chat-input]') ?? win?.querySelector<HTMLElement>('input, textarea, select:not([data-chat-dev])') ?? win?.querySelector<HTMLElement>('[data-chat-focus-return]');
  target?.focus();
}

/** The dev line: mode, agent for the next chat, Reset, and the shortcuts. Default export for React.lazy. */
const ChatDevTools = observer(function ChatDevTools({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const selectId = useId();
  const agents = useQuery({ queryKey: ['chat-dev-agents'], queryFn: listChatAgents, retry: false, staleTime: Infinity });

  const reset = () => {
    store.newChat();
    // After the reset the composer is gone: land on the heading, a fixed place.
    requestAnimationFrame(() => document.getElementById(CHAT_WINDOW_ID)?.querySelector<HTMLElement>('[data-chat-focus-return]')?.focus());
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = chatShortcut(e);
      if (action === null) return;
      e.preventDefault();
      if (action === 'reset') reset();
      else focusChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store]); // reset closes over the store only

  return (
    <chakra.div role="group" aria-label={t('msg:chat.dev.tools')} data-chat-dev-tools fontSize="sm" display="flex" flexDirection="column" gap="2" p="2" borderWidth="1px" borderStyle="dashed" borderColor="border.strong" borderRadius="md">
      <chakra.div display="flex" gap="2" alignItems="center" flexWrap="wrap">
        <p>{t('msg:chat.dev.mode', { mode: store.mode })}</p>
        <Button type="button" variant="link" onClick={reset} aria-keyshortcuts="Alt+Shift+R">
          {t('msg:chat.dev.reset')}
        </Button>
      </chakra.div>
      <chakra.div display="flex" flexDirection="column" gap="1">
        <chakra.label htmlFor={selectId} fontWeight="semibold">
          {t('msg:chat.dev.agent')}
        </chakra.label>
        <Select
          id={selectId}
          data-chat-dev
          value={store.targetWorker ?? ''}
          onChange={(e) => store.setTargetWorker(e.target.value === '' ? null : e.target.value)}
          disabled={!agents.data}
        >
          <option value="">{agents.isPending ? t('msg:chat.dev.agentsLoading') : t('msg:chat.dev.anyAgent')}</option>
          {(agents.data ?? []).map((a) => (
            <option key={a.workerSid} value={a.workerSid}>
              {t('msg:chat.dev.agentOption', { name: a.name, role: a.role })}
            </option>
          ))}
        </Select>
        {agents.isError && (
          <chakra.div role="alert" display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <chakra.span color="danger.fg">{t('msg:chat.dev.agentsFailed')}</chakra.span>
            <Button type="button" variant="outline" minH="10" px="3" onClick={() => void agents.refetch()}>
              {t('msg:chat.retry')}
            </Button>
          </chakra.div>
        )}
      </chakra.div>
      <p>{t('msg:chat.dev.shortcuts')}</p>
    </chakra.div>
  );
});

export default ChatDevTools;
