// The message list (seed 001 §2): a polite log, each message with who wrote it, its files as
// links with their sizes (opened in a new tab through a short-lived signed link: the chat token
// never goes in a URL), the agent typing (the socket's typing event), and on chatbot answers a
// thumbs-down button that opens the feedback dialog.
import { useEffect, useRef } from 'react';
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { chatFilePath } from '../../../api/chat';
import type { ChatFileView } from '../../../domain/chat-files';
import { linkPartnerDomains, partnerDomains } from '../../../domain/chat-links';
import type { ChatMessage, ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';
import { brands } from '../../definitions';

// Addresses on any brand's own domains are links in messages; every other address stays text.
const DOMAINS = partnerDomains(brands);
const MessageLink = chakra('a', { base: { color: 'brand.solid', textDecoration: 'underline', wordBreak: 'break-all' } });

/** A message body with partner-domain addresses as links (new tab, no opener). */
function MessageBody({ body }: { body: string }) {
  return (
    <p>
      {linkPartnerDomains(body, DOMAINS).map((s, i) =>
        'href' in s ? (
          <MessageLink key={i} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.text}
          </MessageLink>
        ) : (
          s.text
        ),
      )}
    </p>
  );
}

/** Where a signed link is opened: a tab opened at the click (so no popup blocker stops it), sent on once the link is made. */
function openInNewTab(link: Promise<string | null>): void {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  void link.then((url) => {
    if (url === null) tab?.close();
    else if (tab) tab.location.href = url;
    else window.location.assign(url);
  });
}

/** A file of a message: once stored, a link that opens it in a new tab through a short-lived signed link; else its name and size. */
const FileItem = observer(function FileItem({ store, file }: { store: ChatStore; file: ChatFileView }) {
  const { t } = useAppEnv();
  const label = t('msg:chat.fileSize', { name: file.name, size: file.size });
  const id = file.id;
  const sid = store.session?.conversationSid;
  if (id === undefined || sid === undefined) return <li>{label}</li>;
  return (
    <li>
      <MessageLink
        href={chatFilePath(sid, id)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => {
          e.preventDefault();
          openInNewTab(store.fileLink(id));
        }}
      >
        {label}
        <chakra.span srOnly>{t('msg:chat.opensNewTab')}</chakra.span>
      </MessageLink>
      {store.downloadFailed === id && (
        <chakra.span role="alert" display="block" color="danger.fg">
          {t('msg:chat.downloadFailed', { name: file.name })}
        </chakra.span>
      )}
    </li>
  );
});

const List = chakra('ol', { base: { listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' } });
const Bubble = chakra('div', {
  base: { px: '3', py: '2', borderRadius: 'lg', maxW: '85%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderWidth: '1px', borderColor: 'track' },
});
const Author = chakra('p', { base: { fontSize: 'sm', fontWeight: 'semibold', mb: '1' } });
const IconButton = chakra('button', {
  base: {
    display: 'inline-flex', alignItems: 'center', gap: '1', minH: '8', minW: '8', px: '2', mt: '1', borderRadius: 'md', borderWidth: '1px',
    borderColor: 'border.strong', bg: 'brand.surface', color: 'brand.text', fontSize: 'sm', cursor: 'pointer',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  },
});

function ThumbsDown() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17" />
    </svg>
  );
}

/** The chat's messages, newest last; the list scrolls to the newest. */
export const ChatMessages = observer(function ChatMessages({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const end = useRef<HTMLLIElement>(null);
  const count = store.messages.length;
  useEffect(() => {
    // A block body on purpose: newer Chromium returns a Promise from scrollIntoView, and an
    // effect must return nothing but a cleanup function.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const author = (m: ChatMessage): string => {
    if (m.author === 'customer') return t('msg:chat.you');
    if (m.author === 'agent') return t('msg:chat.agent', { name: m.authorName ?? '' });
    if (m.author === 'chatbot') return t('msg:chat.chatbot');
    return t('msg:chat.system');
  };

  return (
    // The log wraps the list: a role on the <ol> itself would orphan its <li>s.
    <div role="log" aria-label={t('msg:chat.messages')} aria-live="polite">
    <List>
      {store.messages.map((m) => {
        const mine = m.author === 'customer';
        const sent = store.feedback.sent.includes(m.id);
        return (
          <chakra.li key={m.id} display="flex" flexDirection="column" alignItems={mine ? 'flex-end' : 'flex-start'} data-author={m.author}>
            {/* Links take the text colour on the tinted bubble (brand.solid on brand.subtle is under 4.5:1); they stay underlined. */}
            <Bubble bg={mine ? 'brand.subtle' : 'brand.surface'} css={mine ? { '& a': { color: 'brand.text' } } : undefined}>
              <Author>{author(m)}</Author>
              {m.body !== '' && <MessageBody body={m.body} />}
              {m.files.length > 0 && (
                <chakra.ul aria-label={t('msg:chat.attachments')} listStyle="none" p="0" m="0" mt="1" fontSize="sm">
                  {m.files.map((f, i) => (
                    <FileItem key={f.id ?? `${f.name}-${i}`} store={store} file={f} />
                  ))}
                </chakra.ul>
              )}
            </Bubble>
            {m.author === 'chatbot' && m.questionId !== null && store.phase === 'messaging' &&
              (sent ? (
                <chakra.p fontSize="sm" mt="1">{t('msg:chat.feedbackSent')}</chakra.p>
              ) : (
                <IconButton type="button" onClick={() => store.feedback.thumbsDown(m.id)} aria-haspopup="dialog">
                  <ThumbsDown />
                  <chakra.span srOnly>{t('msg:chat.thumbsDown')}</chakra.span>
                </IconButton>
              ))}
          </chakra.li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </List>
    {store.typing !== null && (
      <chakra.p role="status" fontSize="sm" fontStyle="italic" mt="2" data-testid="chat-typing">
        {store.typing ? t('msg:chat.typingNamed', { name: store.typing }) : t('msg:chat.typing')}
      </chakra.p>
    )}
    </div>
  );
});
