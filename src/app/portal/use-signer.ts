// The signed-in user's role and the additional signer's data (seed 001 §6, §7), shared by the
// signed-in navbar and the signer pages through the query cache:
// - the identity (as the navbar always read it);
// - the application in context: /account/heloc/{uuid}/… or, on /heloc-signer/… pages, the
//   `applicationUuid` query the navbar's Conditions link carries for a listed (v1) signer;
// - additional signer: `isAdditionalSigner(identity, application)`; broker: `isBrokerUser`;
// - only for an additional signer: the co-deed status; the flags; and, only while the
//   `additional-signer-conditions` flag is on, the conditions list, polled every 60 s and on
//   window focus.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { fetchAccountIdentity, type AccountIdentity } from '../../api/account';
import { applicationQuery, type Application } from '../../api/application';
import { fetchCoDeedStatus, fetchConditions, type CoDeedStatus } from '../../api/signer';
import { signerConditionsKey } from '../../api/page-reads';
import type { FeatureFlag } from '../../api/flags';
import { applicationUuidOf } from '../../domain/account-nav';
import { CONDITIONS_FLAG, CONDITIONS_POLL_MS, openConditionCount, type SignerCondition } from '../../domain/conditions';
import { BROKER_FLAG, brokerModeOf, CO_DEEDER, isAdditionalSigner, isBrokerUser, isListedSigner, SIGNER_CONDITIONS_PATH } from '../../domain/signer';
import { useAppEnv } from '../app-env-context';
import { flagEnabled, useFeatureFlags } from './use-feature-flags';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What useSigner answers. */
export interface SignerState {
  identity: UseQueryResult<AccountIdentity>;
  /** The role is known once the identity answered; before that both are false. */
  additionalSigner: boolean;
  broker: boolean;
  /** The application in context, when there is one. */
  application: UseQueryResult<Application>;
  coDeed: UseQueryResult<CoDeedStatus>;
  flags: UseQueryResult<FeatureFlag[]>;
  /** The `additional-signer-conditions` flag (false until the flags answered). */
  conditionsOn: boolean;
  /** The application whose conditions are listed: the context one when the user is listed in it, else the co-deed status's. */
  conditionsApplication: string | undefined;
  conditions: UseQueryResult<SignerCondition[]>;
  /** Open conditions, once the list is loaded. */
  openCount: number | undefined;
  /** Where the Conditions link goes (with the context application for a listed signer). */
  conditionsHref: string;
}

/** The application uuid a path (and its query) puts in context. */
export function contextApplicationUuid(pathname: string, search: string): string | undefined {
  const inPath = applicationUuidOf(pathname);
  if (inPath !== undefined) return inPath;
  if (!pathname.startsWith('/heloc-signer')) return undefined;
  const q = new URLSearchParams(search).get('applicationUuid');
  return q !== null && UUID.test(q) ? q : undefined;
}

/**
 * The role and signer data. `poll`: this observer polls the conditions every 60 s (the navbar
 * leaves it to the conditions page while that page is open, so the list is not read twice a minute).
 */
export function useSigner({ poll }: { poll: boolean }): SignerState {
  const { brand } = useAppEnv();
  const { pathname, search } = useLocation();
  const identity = useQuery({ queryKey: ['identity'], queryFn: fetchAccountIdentity, retry: false, staleTime: 300_000 });
  const contextUuid = contextApplicationUuid(pathname, search);
  // A CO_DEEDER needs no application to count; the page reads it anyway (same cache entry), so this adds no request there.
  const application = useQuery({
    ...applicationQuery(contextUuid ?? ''),
    enabled: contextUuid !== undefined && identity.isSuccess && identity.data.profileType !== CO_DEEDER,
    staleTime: 60_000,
  });
  const additionalSigner = identity.isSuccess && isAdditionalSigner(identity.data, application.data);
  const mode = brokerModeOf(brand.toggles['brokerMode']);
  const flags = useFeatureFlags({ enabled: identity.isSuccess && (additionalSigner || mode === 'optimizely') });
  const broker = identity.isSuccess && isBrokerUser(mode, { flagEnabled: flagEnabled(flags.data, BROKER_FLAG), identityIsBroker: identity.data.isBroker });
  const coDeed = useQuery({ queryKey: ['co-deed-status'], queryFn: () => fetchCoDeedStatus(), enabled: additionalSigner, staleTime: 60_000, retry: false });
  const conditionsOn = flagEnabled(flags.data, CONDITIONS_FLAG) === true;
  const listedIn = application.data !== undefined && isListedSigner(identity.data?.uuid, application.data) ? application.data.uuid : undefined;
  const conditionsApplication = listedIn ?? coDeed.data?.applicationUuid;
  const conditions = useQuery({
    queryKey: signerConditionsKey(conditionsApplication),
    queryFn: () => fetchConditions(conditionsApplication ?? ''),
    enabled: additionalSigner && conditionsOn && conditionsApplication !== undefined,
    refetchInterval: poll ? CONDITIONS_POLL_MS : false,
    refetchOnWindowFocus: true,
    // A page and the navbar mounting one after the other share one read.
    staleTime: 5_000,
  });
  return {
    identity,
    additionalSigner,
    broker,
    application,
    coDeed,
    flags,
    conditionsOn,
    conditionsApplication,
    conditions,
    openCount: conditions.data ? openConditionCount(conditions.data) : undefined,
    conditionsHref: listedIn ? `${SIGNER_CONDITIONS_PATH}?applicationUuid=${listedIn}` : SIGNER_CONDITIONS_PATH,
  };
}
