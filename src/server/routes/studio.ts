// The flow studio (issue 26), sandbox only: GET /__sandbox/studio, the routing explorer over the
// machine that ships. Registered beside the QA page (app.ts, control API on), so a production
// server answers 404 and the browser bundle never holds it (docs/decisions.md 604).
import type { FastifyInstance } from 'fastify';
import { createRuntimeEvaluator } from '../../engine/conditions-runtime';
import { readResolvedFiles, shippedVersion } from '../../engine/definitions-node';
import type { ApplicationContext } from '../../engine/machine';
import { createTranslator } from '../../engine/messages';
import { explainRoute } from '../../engine/routing-explain';
import type { JsonValue, MachineDefinition } from '../../engine/types';
import { checklistStatuses, DECISIONS, SUB_DECISIONS } from '../qa-page/options';
import { renderStudioPage, type StudioView } from '../studio/render';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The extra data as a context patch: an object whose profile/application/status are objects; else why not. */
function parseData(text: string): { data: Obj; error: string | null } {
  if (text.trim() === '') return { data: {}, error: null };
  try {
    const data: unknown = JSON.parse(text);
    if (!isObj(data)) return { data: {}, error: 'not an object' };
    return { data, error: null };
  } catch (e) {
    return { data: {}, error: (e as Error).message };
  }
}

/** Registers the studio page. */
export function studioRoutes(app: FastifyInstance, root: string): void {
  const files = readResolvedFiles(root);
  const catalogue = shippedVersion<{ messages: Record<string, string> }>(files, 'flows/messages/studio')?.json.messages ?? {};
  const t = createTranslator(catalogue);
  const machine = shippedVersion<MachineDefinition>(files, 'flows/application');
  if (!machine) throw new Error('no flows/application version ships');
  const def = machine.json;
  const statuses = checklistStatuses(root);
  const evaluate = createRuntimeEvaluator();

  app.get('/__sandbox/studio', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const q = (k: string): string => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const state = def.states.includes(q('state')) ? q('state') : (def.states[0] ?? '');
    const asked = { status: q('status'), decision: q('decision'), subDecision: q('subDecision'), state, data: q('data') };
    const { data, error } = parseData(asked.data);
    const part = (k: string): Obj => (isObj(data[k]) ? (data[k] as Obj) : {});
    const status: Obj = { ...part('status') };
    if (asked.status) status['checklistStatus'] = asked.status;
    if (asked.decision) status['uwDecision'] = asked.decision;
    if (asked.subDecision) status['uwSubDecision'] = asked.subDecision;
    const ctx: ApplicationContext = { profile: part('profile'), application: part('application'), status, machine: { state } };
    const checkedStatus = typeof status['checklistStatus'] === 'string' ? status['checklistStatus'] : null;
    // The first visit (no query) shows the empty form; extra data that is not JSON is said, not guessed at.
    const view: StudioView = {
      t,
      definition: machine.path,
      statuses,
      decisions: DECISIONS,
      subDecisions: SUB_DECISIONS,
      states: def.states,
      asked,
      dataError: error,
      explanation: Object.keys(query).length === 0 || error !== null ? null : explainRoute(def, { status: checkedStatus, state, ctx }, evaluate),
    };
    return reply.type('text/html; charset=utf-8').send(renderStudioPage(view));
  });
}
