// A path that lives on the brand's main site (seed 000 §2 'Redirects', 001 §2 navigation paths):
// the visit leaves for the same path there at once (replace: Back returns to where the visitor
// was, not here). The link is for a browser that does not follow the replace.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mainSiteExit } from '../../domain/main-site';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** Leaves for the brand's main site; a brand with no host sends the visitor to the dashboard instead. */
export default function MainSiteExit() {
  const { brand, t } = useAppEnv();
  const { pathname, search } = useLocation();
  const to = mainSiteExit(pathname, search, brand);
  useEffect(() => {
    if (to !== undefined) window.location.replace(to);
  }, [to]);
  if (to === undefined) return <Navigate to="/dashboard" replace />;
  const title = t('msg:mainSite.title', { brand: brand.company.shortName });
  return (
    <PageShell title={title}>
      <PageTitle>{title}</PageTitle>
      <p>
        <a href={to}>{t('msg:mainSite.link', { brand: brand.company.shortName })}</a>
      </p>
    </PageShell>
  );
}
