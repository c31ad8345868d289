// The error fallback (seed 000 §2): 'Sorry, looks like we have hit a snag!', Try again, Go to
// dashboard, and the brand's support phone and e-mail as links. The error itself is reported by
// the boundary (src/app/error-boundary.tsx).
import type { ReactNode } from 'react';
import { styled } from '../../renderer/theme/styled';
import { Button, ButtonLink } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { supportPhone, telHref } from '../shell/footer-rules';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { textLinkRecipe } from '../shell/shell-recipes';

const ContactLink = styled('a', textLinkRecipe);

/** `text` with the first occurrence of each contact value turned into its link (tel:, mailto:). */
export function linkContacts(text: string, contacts: { value: string; href: string }[]): ReactNode[] {
  let parts: ReactNode[] = [text];
  contacts.forEach(({ value, href }, n) => {
    if (!value) return;
    parts = parts.flatMap((part, i): ReactNode[] => {
      if (typeof part !== 'string') return [part];
      const at = part.indexOf(value);
      if (at < 0) return [part];
      return [part.slice(0, at), <ContactLink key={`${n}-${i}`} href={href}>{value}</ContactLink>, part.slice(at + value.length)];
    });
  });
  return parts.filter((p) => p !== '');
}

/** Error fallback with Try again, Go to dashboard and the support contacts. */
export function SnagPage({ onRetry }: { onRetry: () => void }) {
  const { t, brand } = useAppEnv();
  const phone = supportPhone(brand);
  const email = brand.support.email;
  return (
    <PageShell title={t('msg:snag.title')}>
      <PageTitle>{t('msg:snag.title')}</PageTitle>
      <p>
        {linkContacts(t('msg:snag.contact'), [
          { value: phone, href: telHref(phone) },
          { value: email, href: `mailto:${email}` },
        ])}
      </p>
      <div style={{ display: 'flex', gap: '0.75rem', marginTop: '1.5rem', flexWrap: 'wrap' }}>
        <Button type="button" onClick={onRetry}>
          {t('msg:snag.retry')}
        </Button>
        <ButtonLink href="/dashboard" variant="outline">
          {t('msg:snag.dashboard')}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
