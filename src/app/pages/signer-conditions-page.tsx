// /heloc-signer/conditions (seed 000 §2 signer routes, seed 001 §6-§7): the additional signer's
// conditions list — the co-deed application's loan number and the signer's deed signature status,
// then the conditions of the seed's twelve categories, oldest first (the shared ConditionCards:
// category, what it asks, the lender's notes and comments, requested date and status); refreshed every 60 s and on window focus. Every wait says so, every
// failure shows its reason and Try again, and an empty or switched-off list says that.
import { useEffect, useId, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { isAuthFailure } from '../../api/account';
import { session } from '../../api/session';
import { coDeedStatusKey, signerConditionHref } from '../../domain/signer';
import { useAppEnv } from '../app-env';
import { PortalButton as Button } from '../portal/portal-button';
import { useSigner, type SignerState } from '../portal/use-signer';
import { RequireAuth } from '../require-auth';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { StackedDetails } from '../portal/list-card';
import { ConditionCards } from '../portal/condition-card';


const reasonOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

/** A failure with its reason and Try again. */
function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useAppEnv();
  return (
    <chakra.div role="alert" mt="4" p="4" borderWidth="1px" borderColor="border.strong" borderRadius="md">
      <p>{message}</p>
      <Button type="button" variant="outline" mt="3" onClick={onRetry}>
        {t('msg:common.retry')}
      </Button>
    </chakra.div>
  );
}

function Loading() {
  const { t } = useAppEnv();
  return (
    <chakra.p role="status" mt="4">
      {t('msg:signer.conditions.loading')}
    </chakra.p>
  );
}

/** The list, or why there is none. */
function ConditionsList({ signer }: { signer: SignerState }) {
  const { t } = useAppEnv();
  const fallback = t('msg:common.requestError');
  const { flags, conditions } = signer;
  if (flags.isError) {
    return <RetryAlert message={t('msg:signer.flags.error', { reason: reasonOf(flags.error, fallback) })} onRetry={() => void flags.refetch()} />;
  }
  if (!flags.data) return <Loading />;
  if (!signer.conditionsOn) return <chakra.p mt="4">{t('msg:signer.conditions.off')}</chakra.p>;
  if (!conditions.data) {
    if (conditions.isError) {
      return <RetryAlert message={t('msg:signer.conditions.error', { reason: reasonOf(conditions.error, fallback) })} onRetry={() => void conditions.refetch()} />;
    }
    return <Loading />;
  }
  return (
    <>
      {/* A failed refresh keeps the last list on screen and says it may be out of date. */}
      {conditions.isError && (
        <RetryAlert message={t('msg:signer.conditions.refreshError', { reason: reasonOf(conditions.error, fallback) })} onRetry={() => void conditions.refetch()} />
      )}
      {conditions.data.length === 0 ? (
        <chakra.p mt="4">{t('msg:signer.conditions.empty')}</chakra.p>
      ) : (
        <chakra.div mt="4">
          <ConditionCards conditions={conditions.data} hrefOf={signerConditionHref} />
        </chakra.div>
      )}
    </>
  );
}

function SignerConditions() {
  const { t } = useAppEnv();
  const signer = useSigner({ poll: true });
  const listId = useId();
  const { identity, coDeed } = signer;
  const fallback = t('msg:common.requestError');
  const staleToken = isAuthFailure(identity.error);
  // This page needs a sign-in: a stale token goes to the signer login (back here afterwards).
  useEffect(() => {
    if (staleToken) session.endSession();
  }, [staleToken]);

  let body: ReactNode;
  if (identity.isError) {
    body = <RetryAlert message={t('msg:signer.identity.error', { reason: reasonOf(identity.error, fallback) })} onRetry={() => void identity.refetch()} />;
  } else if (!identity.data || (signer.application.isLoading && !signer.additionalSigner)) {
    body = <Loading />;
  } else if (!signer.additionalSigner) {
    body = (
      <>
        <chakra.p mt="4">{t('msg:signer.conditions.notSigner')}</chakra.p>
        <chakra.p mt="4">
          <chakra.a href="/dashboard" color="brand.solid" textDecoration="underline">
            {t('msg:signer.conditions.dashboard')}
          </chakra.a>
        </chakra.p>
      </>
    );
  } else if (coDeed.isError) {
    body = <RetryAlert message={t('msg:signer.coDeed.error', { reason: reasonOf(coDeed.error, fallback) })} onRetry={() => void coDeed.refetch()} />;
  } else if (!coDeed.data) {
    body = <Loading />;
  } else {
    body = (
      <>
        <StackedDetails mt="4">
          {coDeed.data.loanNumber ? (
            <>
              <dt>{t('msg:signer.conditions.loanNumber')}</dt>
              <dd data-testid="signer-loan-number">{coDeed.data.loanNumber}</dd>
            </>
          ) : null}
          <dt>{t('msg:signer.conditions.coDeedStatus')}</dt>
          <dd data-testid="co-deed-status">{t(`msg:signer.coDeed.${coDeedStatusKey(coDeed.data.coDeedStatus)}`)}</dd>
        </StackedDetails>
        <chakra.section aria-labelledby={listId} mt="8">
          <chakra.h2 id={listId} fontSize="xl" fontWeight="bold">
            {t('msg:signer.conditions.listLabel')}
          </chakra.h2>
          <ConditionsList signer={signer} />
        </chakra.section>
      </>
    );
  }
  return (
    <>
      <chakra.p mt="2">{t('msg:signer.conditions.intro')}</chakra.p>
      {body}
    </>
  );
}

/** Route element for /heloc-signer/conditions. */
export default function SignerConditionsPage() {
  const { t } = useAppEnv();
  return (
    <RequireAuth>
      <PageShell title={t('msg:signer.conditions.title')}>
        <PageTitle>{t('msg:signer.conditions.title')}</PageTitle>
        <SignerConditions />
      </PageShell>
    </RequireAuth>
  );
}
