// Sandbox sign-in at /auth/login (the real sign-in is another product). Sends the user to
// redirectUrl when it is a safe local path, else to the dashboard.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/identity';
import { session } from '../../api/session';
import { isSafeRedirect } from '../../domain';
import { BannerView } from '../../renderer';
import { Button, Input } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** E-mail and password sign-in against the sandbox identity service. */
export default function LoginPage() {
  const { t } = useAppEnv();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { jwt } = await login(email.trim(), password);
      session.setToken(jwt);
      const redirect = params.get('redirectUrl');
      navigate(redirect && isSafeRedirect(redirect) ? redirect : '/dashboard', { replace: true });
    } catch (err) {
      setError(err instanceof Error && 'status' in err && (err as { status: number }).status === 401 ? t('msg:login.failed') : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell title={t('msg:login.title')}>
      <PageTitle>{t('msg:login.title')}</PageTitle>
      {error ? <BannerView banner={{ tone: 'error', message: error }} /> : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'grid', gap: '1rem', marginTop: '1rem' }}>
        <label>
          {t('msg:login.email')}
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label>
          {t('msg:login.password')}
          <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <Button type="submit" disabled={busy}>
          {t('msg:login.submit')}
        </Button>
      </form>
    </PageShell>
  );
}
