// Sandbox sign-in at /auth/login and /heloc-signer/login (the real sign-in is another product).
// With mode=signup it stands in for the identity broker's sign-up of the newer auth mode. Either
// way it sends the user to redirectUrl when that is a safe local path, else to the dashboard (the
// signer login: to the signer's conditions page, the signer area's one page so far).
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RequestError } from '../../api/http';
import { login, registerIdentity } from '../../api/identity';
import { SIGNER_PREFIX, session } from '../../api/session';
import { formatPhone, isSafeRedirect, reducePhone } from '../../domain';
import { BannerView, SubmitButton } from '../../renderer';
import { Button, Input } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { SessionNotice } from '../session-notice';

/** E-mail and password sign-in (or sign-up) against the sandbox identity service. */
export default function LoginPage() {
  const { t, brand } = useAppEnv();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const signup = params.get('mode') === 'signup';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchMode = () => {
    const next = new URLSearchParams(search);
    if (signup) next.delete('mode');
    else next.set('mode', 'signup');
    navigate(`${pathname}?${next.toString()}`, { replace: true });
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { jwt } = signup
        ? await registerIdentity(brand.orgCode, { email: email.trim(), password, phoneNumber: reducePhone(phone) })
        : await login(email.trim(), password);
      session.setToken(jwt);
      const redirect = params.get('redirectUrl');
      // A full load, so the flow starts again with the new session (auth mode, flags, profile).
      const home = pathname.startsWith(SIGNER_PREFIX) ? `${SIGNER_PREFIX}/conditions` : '/dashboard';
      window.location.assign(redirect && isSafeRedirect(redirect) ? redirect : home);
    } catch (err) {
      if (err instanceof RequestError && err.status === 401) setError(t(signup ? 'msg:signup.exists' : 'msg:login.failed'));
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const title = t(signup ? 'msg:signup.title' : 'msg:login.title');
  return (
    <PageShell title={title}>
      <PageTitle>{title}</PageTitle>
      <SessionNotice />
      {error ? <BannerView banner={{ tone: 'error', message: error }} /> : null}
      <form onSubmit={(e) => void onSubmit(e)} style={{ display: 'grid', gap: '1rem', marginTop: '1rem' }}>
        <label>
          {t('msg:login.email')}
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        {signup ? (
          <label>
            {t('msg:signup.phone')}
            <Input type="tel" name="phone" autoComplete="tel-national" inputMode="tel" value={phone} onChange={(e) => setPhone(formatPhone(e.target.value))} required />
          </label>
        ) : null}
        <label>
          {t('msg:login.password')}
          <Input
            type="password"
            name="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <SubmitButton label={t(signup ? 'msg:signup.submit' : 'msg:login.submit')} loading={busy} loadingText={t('msg:common.submitting')} />
      </form>
      <p style={{ marginTop: '1rem' }}>
        <Button type="button" variant="link" onClick={switchMode}>
          {t(signup ? 'msg:signup.haveAccount' : 'msg:signup.noAccount')}
        </Button>
      </p>
    </PageShell>
  );
}
