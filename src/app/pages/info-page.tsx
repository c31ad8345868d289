// Pages that only inform: not accepting applications (referrer required), the waitlist.
import { useLocation } from 'react-router-dom';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

const TEXTS = {
  notAccepting: { title: 'msg:notAccepting.title', body: 'msg:notAccepting.body' },
  waitlist: { title: 'msg:waitlist.title', body: 'msg:waitlist.body' },
} as const;

/** An information page from message keys. */
export default function InfoPage({ kind }: { kind: keyof typeof TEXTS }) {
  const { t } = useAppEnv();
  const { search } = useLocation();
  const reason = new URLSearchParams(search).get('reason');
  const texts = TEXTS[kind];
  return (
    <PageShell title={t(texts.title)}>
      <PageTitle>{t(texts.title)}</PageTitle>
      {reason === 'referrer-required' ? <p role="alert">{t('msg:error.referrerRequired')}</p> : null}
      <p>{t(texts.body)}</p>
    </PageShell>
  );
}
