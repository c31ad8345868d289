// Application pages in the bench: a borrower and application made through the sandbox API (as
// registration makes them), and which page group each built chunk belongs to, so a cold load can
// say whose JS it fetched (a group's JS must come with its pages, never with registration).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ORG = 'HOMELINE';
const PASSWORD = 'Str0ng!Passw0rd';
let seq = 0;

async function api(url: string, method: string, path: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-org': ORG, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A new borrower with a Texas application. Without `softCredit` the application is created
 * without the SOFT_CREDIT consent and waits in PROFILE_INCOMPLETE (docs/sandbox.md), so the
 * routing tables send the applicant to start/profile. `patch` then sets what QA sets
 * (PATCH /__sandbox/applications/{uuid}, e.g. { checklistStatus: 'HMDA' }).
 */
export async function borrowerWithApplication(url: string, opts: { softCredit: boolean; patch?: Record<string, unknown>; emailTag?: string }): Promise<{ jwt: string; uuid: string }> {
  const email = `bench${Date.now()}${seq++}${opts.emailTag ?? ''}@example.com`;
  const phone = `512555${String((Date.now() + seq++) % 10000).padStart(4, '0')}`;
  const { jwt } = (await api(url, 'POST', `/identity/api/v1/registration/register?organization=${ORG}`, { email, password: PASSWORD, phoneNumber: phone })) as { jwt: string };
  const created = await api(
    url,
    'POST',
    '/service-application/api/v1/application/heloc?state=TX',
    {
      consentRequests: opts.softCredit ? [{ type: 'SOFT_CREDIT', version: 3 }] : [],
      income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
      profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' }, dob: '1980-04-12', email },
      propertyListedForSale: false,
      propertyRequest: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
      publish: true,
      employmentType: 'FULL_TIME',
    },
    jwt,
  );
  const uuid = String(created['uuid'] ?? created['applicationUuid']);
  if (opts.patch) await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, opts.patch);
  return { jwt, uuid };
}

type Json = Record<string, unknown>;
const highest = (dir: string): Json | undefined => {
  const files = readdirSync(dir).filter((f) => /^v\d+\.json$/.test(f)).sort((a, b) => Number(a.slice(1, -5)) - Number(b.slice(1, -5)));
  const last = files.at(-1);
  return last ? (JSON.parse(readFileSync(join(dir, last), 'utf8')) as Json) : undefined;
};
const refs = (schema: unknown): string[] => (Array.isArray(schema) ? schema.map(String) : typeof schema === 'string' ? [schema] : []);

/**
 * Labels every JS file of the build by what it belongs to: `group:<id>` for a page group's
 * definitions, conditions and step forms (flows/pages/<id>), `registration` for the registration
 * flows' step forms, `application-shell` for the generic page mount, else '' (shared code).
 */
export function chunkOwners(distDir: string, repo: string): Map<string, string[]> {
  const formOwners = new Map<string, Set<string>>();
  const own = (key: string, owner: string) => formOwners.set(key, new Set([...(formOwners.get(key) ?? []), owner]));
  const pagesDir = join(repo, 'flows/pages');
  for (const group of readdirSync(pagesDir)) {
    const file = highest(join(pagesDir, group));
    for (const page of (file?.['pages'] as Json[] | undefined) ?? []) {
      if (page['kind'] === 'form') own(refs(page['schema']).join('_'), `group:${group}`);
    }
  }
  for (const flow of ['registration-v2', 'register']) {
    const file = highest(join(repo, 'flows', flow));
    for (const step of (file?.['steps'] as Json[] | undefined) ?? []) {
      own(refs(step['schema']).join('_'), 'registration');
      for (const v of (step['schemaVariants'] as Json[] | undefined) ?? []) own(refs(v['schema']).join('_'), 'registration');
    }
  }
  const owners = new Map<string, string[]>();
  const assets = join(distDir, 'assets');
  for (const name of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const stem = name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
    const head = readFileSync(join(assets, name), 'utf8').slice(0, 400);
    const pagesFile = /pages\.schema\.json`?,id:`([a-z0-9-]+)`/.exec(head);
    const conditions = /^pages\.([a-z0-9-]+)@\d+$/.exec(stem);
    const list: string[] = [];
    if (pagesFile) list.push(`group:${pagesFile[1]}`);
    else if (conditions) list.push(`group:${conditions[1]}`);
    else if (formOwners.has(stem)) list.push(...formOwners.get(stem)!);
    else if (stem === 'application-page') list.push('application-shell');
    owners.set(`/assets/${name}`, list);
  }
  return owners;
}

/** The owners (groups, registration, shell) of the scripts a load fetched, sorted and unique. */
export function ownersOf(urls: readonly string[], owners: Map<string, string[]>): string[] {
  return [...new Set(urls.flatMap((u) => owners.get(u) ?? []))].sort();
}
