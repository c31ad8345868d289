// The frame of every page of this issue: brand header with logo and support phone, one
// main landmark, a small footer. The full portal shell (sidebar, notifications, legal
// footer) is issue 3.
import { useEffect, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { pageTitle } from '../../engine/brand-resolution';
import { useAppEnv } from '../app-env';
import { logoUrl } from '../definitions';

const Header = chakra('header', {
  base: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'track', bg: 'white' },
});
const Main = chakra('main', {
  base: { maxWidth: '40rem', mx: 'auto', px: '4', pt: '6', pb: '12', outline: 'none' },
  variants: { wide: { true: { maxWidth: '62rem' }, false: {} } },
});
const Footer = chakra('footer', { base: { maxWidth: '40rem', mx: 'auto', px: '4', pb: '8', fontSize: 'xs', color: 'fg.muted' } });
const Link = chakra('a', { base: { color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' } });

/** Page frame with the brand's logo and support phone; sets the title '{brand} | {title}'. */
export function PageShell({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const { brand, t } = useAppEnv();
  useEffect(() => {
    document.title = pageTitle(brand, title);
  }, [brand, title]);
  const logo = logoUrl(brand);
  const phone = brand.support.phone || '888-819-6388';
  return (
    <>
      <Header>
        <a href="/dashboard">{logo ? <img src={logo} alt={brand.company.shortName} width={160} height={32} /> : brand.company.shortName}</a>
        <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} aria-label={`Call support at ${phone}`}>
          {phone}
        </Link>
      </Header>
      <Main id="main" tabIndex={-1} wide={wide}>
        {children}
      </Main>
      <Footer>
        <p>
          {brand.company.name} · NMLS #{brand.company.nmls} · {t('msg:registration.promo')}
        </p>
      </Footer>
    </>
  );
}
