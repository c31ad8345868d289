// /plaid-oauth-success (seed 001 §2): the bank-linking provider sends the borrower back here
// after its OAuth hand-off. The page reads the application id stored when the application was
// created (session storage 'applicationUuid') and returns to that application's bank step with
// the provider's query (oauth_state_id) kept, so the bank step can resume the link. Without a
// stored id it says so and offers the dashboard. Exempt from login (src/engine/auth-paths.ts).
import { storageOrNull } from '../../api/browser-storage';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isUuid } from '../../domain/uuid';
import { spaceAboveRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { ButtonLink } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** Session storage key of the current application id (set when the application is created). */
export const APPLICATION_ID_KEY = 'applicationUuid';

/** The stored application id, or null when none (or not a uuid) is stored. */
export function storedApplicationId(storage: Pick<Storage, 'getItem'> | null = storageOrNull('sessionStorage')): string | null {
  try {
    const id = storage?.getItem(APPLICATION_ID_KEY) ?? null;
    return isUuid(id) ? id : null;
  } catch {
    return null;
  }
}

/** Route element for /plaid-oauth-success. */
export default function PlaidOauthPage() {
  const { t } = useAppEnv();
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = useMemo(() => storedApplicationId(), []);
  const target = id ? `/account/heloc/${id}/bank${search}` : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <PageShell title={t('msg:plaidOauth.title')}>
      <PageTitle>{t('msg:plaidOauth.title')}</PageTitle>
      {target ? (
        <>
          <p role="status">{t('msg:plaidOauth.returning')}</p>
          <p>
            <Link to={target} replace>
              {t('msg:plaidOauth.continue')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p role="alert">{t('msg:plaidOauth.noApplication')}</p>
          <ButtonLink href="/dashboard" className={recipeClass(spaceAboveRecipe, { size: 'lg' })}>
            {t('msg:plaidOauth.dashboard')}
          </ButtonLink>
        </>
      )}
    </PageShell>
  );
}
