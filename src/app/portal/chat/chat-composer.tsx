// The message input (seed 001 §2, §5): text, file attach in agent mode (accepted kinds up to
// 10 MB only, sizes shown 1000-based), Send (which uploads the files first). An empty message with no files is not sent.
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { CHAT_FILE_ACCEPT, fileView } from '../../../domain/chat-files';
import { PortalButton as Button } from '../portal-button';
import type { ChatStore } from '../../../stores/chat-store';
import { useAppEnv } from '../../app-env';

const TextArea = chakra('textarea', {
  base: {
    display: 'block', w: 'full', minH: '11', maxH: '8rem', px: '3', py: '2', fontSize: 'md', resize: 'vertical',
    bg: 'brand.surface', color: 'brand.text', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  },
});

/** The composer at the bottom of an active chat. */
export const ChatComposer = observer(function ChatComposer({ store }: { store: ChatStore }) {
  const { t } = useAppEnv();
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    void store.send();
  };
  // Enter sends, Shift+Enter adds a line (the usual chat convention).
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <chakra.form onSubmit={submit} display="flex" flexDirection="column" gap="2" pt="3" borderTopWidth="1px" borderColor="track">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        {t('msg:chat.input')}
      </chakra.label>
      <TextArea id={inputId} data-chat-input rows={2} value={store.draft} onChange={(e) => store.setDraft(e.target.value)} onKeyDown={onKeyDown} maxLength={2000} />
      {store.files.length > 0 && (
        <chakra.ul listStyle="none" p="0" m="0" display="flex" flexWrap="wrap" gap="2" aria-label={t('msg:chat.attachments')}>
          {store.files.map((f, i) => {
            const view = fileView(f);
            return (
              <chakra.li key={`${f.name}-${i}`} display="flex" alignItems="center" gap="1" fontSize="sm" borderWidth="1px" borderColor="track" borderRadius="md" pl="2">
                {t('msg:chat.fileSize', { name: view.name, size: view.size })}
                <Button type="button" variant="link" minH="8" minW="8" px="2" onClick={() => store.removeFile(i)} aria-label={t('msg:chat.removeFile', { name: f.name })}>
                  <span aria-hidden="true">×</span>
                </Button>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
      {store.refusedFiles.length > 0 && (
        <chakra.div role="alert" color="danger.fg" fontSize="sm">
          {store.refusedFiles.map((f, i) => (
            <p key={`${f.name}-${i}`}>{t(f.reason === 'size' ? 'msg:chat.fileTooLarge' : 'msg:chat.fileRefused', { name: f.name })}</p>
          ))}
        </chakra.div>
      )}
      <chakra.div display="flex" gap="2" alignItems="center" justifyContent="space-between" flexWrap="wrap">
        {store.canAttach ? (
          <>
            <chakra.input
              ref={fileInput}
              type="file"
              multiple
              accept={CHAT_FILE_ACCEPT}
              srOnly
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                store.addFiles(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} aria-describedby={hintId}>
              {t('msg:chat.attach')}
            </Button>
            <chakra.span id={hintId} srOnly>
              {t('msg:chat.attachHint')}
            </chakra.span>
          </>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!store.canSendDraft} aria-disabled={!store.canSendDraft}>
          {store.sending ? t('msg:chat.sending') : t('msg:chat.send')}
        </Button>
      </chakra.div>
    </chakra.form>
  );
});
