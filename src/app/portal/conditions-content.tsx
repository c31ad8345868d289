// The `conditions` page widget (flows/pages/conditions, route conditions; docs/definitions.md
// 'Application pages', docs/renderer.md): the lender's conditions for this application, oldest
// first, each with what its category asks and — while it needs the applicant — the link to the
// page that answers it (upload a document, give a phone number, verify the ID again), done ones
// shown done. The list is the page's `reads.conditions` (the same query, so one request), read
// again every 60 s and on window focus (seed 001 §7). The page's own texts and buttons (the
// definition) say what happens next when nothing is open. Shares ConditionCards with the
// additional signer's list.
import { useQuery } from '@tanstack/react-query';
import { pageReadsQuery } from '../../api/page-reads';
import { CONDITIONS_POLL_MS, type ConditionsRead, type SignerCondition } from '../../domain/conditions';
import { routePath } from '../../engine/routing';
import { useAppEnv } from '../app-env';
import { ConditionCards } from './condition-card';
import { documentTitleRecipe } from './document-recipes';
import { styled } from '../../renderer/theme/styled';

const Heading = styled('h2', documentTitleRecipe);

/** The page of a condition's action, with the seed's query (conditionUuid, conditionType, conditionEnum). */
export function conditionHref(uuid: string, c: SignerCondition): string {
  const path = routePath(uuid, c.route);
  return c.action === 'verifyId' ? path : `${path}?${new URLSearchParams(c.query).toString()}`;
}

/** The conditions list of application `uuid`. */
export function ConditionsContent({ uuid }: { uuid: string }) {
  const { t } = useAppEnv();
  const read = useQuery({ ...pageReadsQuery(uuid, { conditions: true }), refetchInterval: CONDITIONS_POLL_MS, refetchOnWindowFocus: true });
  const data = read.data?.['conditions'] as unknown as ConditionsRead | undefined;
  // A failed read is the page's to show (application-page.tsx: the message with Try again).
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="conditions-list-title" style={{ marginBlock: '1rem' }}>
      <Heading id="conditions-list-title">{t('msg:signer.conditions.listLabel')}</Heading>
      <div style={{ marginTop: '0.75rem' }}>
        <ConditionCards conditions={data.items} hrefOf={(c) => conditionHref(uuid, c)} />
      </div>
    </section>
  );
}
