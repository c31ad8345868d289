import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP, withBootData } from '../../src/server/static-site';
import { startSandbox, type Sandbox } from './helpers';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
/** The data block and preload links a flow page's index.html carries before </head> (src/server/boot-data.ts). */
const BOOT_BLOCK = /(<link rel="modulepreload" crossorigin href="[^"]+">)*<script type="application\/json" id="heloc-boot">[^<]*<\/script>/;
/** A build's dist/landing.json (scripts/landing-preloads.ts): one brand on its own version of the flow. */
const LANDING = {
  flows: { 'registration-v2': { key: 'registration-v2@5', brands: { LAKESHORE: 'registration-v2.lakeshore@4' } }, bench: { key: 'bench@2', brands: {} } },
  steps: {
    'registration-v2@5': { basePath: '/account/heloc/register-v2', paths: { '': ['assets/property-address@2-Aa11Bb22.js', 'assets/registration-v2@5-Cc33Dd44.js'], 'for-sale': ['assets/for-sale@2-Ee55Ff66.js'] } },
    'registration-v2.lakeshore@4': { basePath: '/account/heloc/register-v2', paths: { '': ['assets/registration-v2.lakeshore@4-Gg77Hh88.js', 'assets/x.js"><script>alert(1)</script>'] } },
    'bench@2': { basePath: '/account/heloc/bench', paths: { '': ['assets/annual-income@1-Ii99Jj00.js'] } },
  },
};
const preloadsOf = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
let sb: Sandbox;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heloc-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'landing.json'), JSON.stringify(LANDING));
  sb = await startSandbox({ staticDir: dir });
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static hosting of the built app', () => {
  it.each(['/account/heloc/register-v2', '/account/heloc/1234/product/select', '/auth/login', '/dashboard', '/heloc-signer/login', '/not-accepting-apps', '/marketing-waitlist', '/waitlist', '/plaid-oauth-success'])(
    'answers index.html with the strict CSP for %s',
    async (path) => {
      const r = await sb.call('GET', path);
      expect(r.status).toBe(200);
      // A flow page's index.html carries its boot data block (issue 24; tested below), nothing else differs.
      expect(String(r.body).replace(BOOT_BLOCK, '')).toBe(INDEX);
      expect(r.headers.get('content-security-policy')).toBe(CSP);
      expect(r.headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('cache-control')).toBe('no-cache');
    },
  );

  // Issue 23: the app sends these on to the brand's main site (src/domain/main-site.ts); the server must not answer 404.
  it.each(['/terms', '/privacy', '/licenses', '/communications', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport', '/dashboard/settings'])(
    'answers index.html for the main-site path %s, so the app can leave for the brand site',
    async (path) => {
      const r = await sb.call('GET', `${path}?x=1`);
      expect(r.status).toBe(200);
      expect(r.body).toBe(INDEX);
    },
  );

  // Issue 24: a flow page's first load reads the flags and the auth mode from index.html, not by two API requests.
  it('puts the flow pages\' flags and auth mode into index.html as a JSON data block, under the same strict CSP', async () => {
    for (const [path, org] of [['/account/heloc/register-v2', 'HOMELINE'], ['/account/heloc/bench?org=lakeshore', 'LAKESHORE'], ['/account/heloc/register/name?org=NOPE', 'HOMELINE']] as const) {
      const r = await sb.call('GET', path);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-security-policy')).toBe(CSP);
      const block = BOOT_BLOCK.exec(String(r.body));
      expect(block, path).not.toBeNull();
      expect(String(r.body).indexOf(block![0])).toBeLessThan(String(r.body).indexOf('</head>'));
      const data = JSON.parse(/id="heloc-boot">([^<]*)<\/script>/.exec(block![0])![1]!) as { orgCode: string; flags: unknown[]; newAuthMode: boolean };
      const flags = await sb.call('POST', '/service-optimize/external/api/v1/features', { body: { optimizeUser: { orgCode: org } } });
      const auth = await sb.call('GET', `/identity-broker/customer/api/v3/auth-mode?application=heloc&org=${org}`);
      expect(data).toEqual({ orgCode: org, flags: flags.body, newAuthMode: (auth.body as { newAuthMode: boolean }).newAuthMode });
    }
    for (const path of ['/dashboard', '/auth/login', '/account/heloc/1234/product/select']) expect(String((await sb.call('GET', path)).body)).toBe(INDEX);
  });

  it("preloads a flow page's landing step's script files (the brand's shipped flow, the step the path names), hashed asset names only", async () => {
    expect(preloadsOf(String((await sb.call('GET', '/account/heloc/register-v2')).body))).toEqual(['/assets/property-address@2-Aa11Bb22.js', '/assets/registration-v2@5-Cc33Dd44.js']);
    expect(preloadsOf(String((await sb.call('GET', '/account/heloc/register-v2/for-sale/')).body))).toEqual(['/assets/for-sale@2-Ee55Ff66.js']);
    expect(preloadsOf(String((await sb.call('GET', '/account/heloc/register-v2?org=LAKESHORE')).body))).toEqual(['/assets/registration-v2.lakeshore@4-Gg77Hh88.js']);
    expect(preloadsOf(String((await sb.call('GET', '/account/heloc/bench')).body))).toEqual(['/assets/annual-income@1-Ii99Jj00.js']);
    expect(preloadsOf(String((await sb.call('GET', '/account/heloc/register-v2/nope')).body))).toEqual([]);
    expect(String((await sb.call('GET', '/account/heloc/register-v2?org=LAKESHORE')).body)).not.toContain('alert');
  });

  it('escapes < in the boot data so no value can close its script element', () => {
    const html = withBootData(INDEX, { text: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /id="heloc-boot">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('caches hashed assets for a year', async () => {
    const r = await sb.call('GET', '/assets/index-Ab12Cd34.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-security-policy')).toBeNull();
  });

  it('does not fall back for API paths or other methods', async () => {
    const r = await sb.call('GET', '/service-application/api/v1/nope');
    expect(r.status).toBe(404);
    expect(r.body.errors).toHaveLength(1);
    expect((await sb.call('POST', '/dashboard', { body: {} })).status).toBe(404);
    expect((await sb.call('GET', '/assets/missing-Zz99Yy88.js')).status).toBe(404);
  });

  it.each([
    ['/', '/dashboard'],
    ['/account', '/dashboard'],
    ['/account/heloc-signer', '/heloc-signer'],
    ['/account/heloc-signer/login?x=1', '/heloc-signer/login?x=1'],
    ['/account/register?utm_source=a', '/account/heloc/register?utm_source=a'],
    ['/register?referrer=abc&state=CA', '/account/heloc/register?referrer=abc&state=CA'],
    ['/register/account-setup', '/account/heloc/register/account-setup'],
  ])('redirects %s to %s', async (from, to) => {
    const r = await sb.call('GET', from);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(to);
  });
});

describe('without a build', () => {
  it('answers a placeholder page under the same CSP', async () => {
    const bare = await startSandbox({ staticDir: join(dir, 'nothing-here') });
    try {
      const r = await bare.call('GET', '/account/heloc/register-v2');
      expect(r.status).toBe(200);
      expect(r.body).toContain('npm run build');
      expect(r.headers.get('content-security-policy')).toBe(CSP);
    } finally {
      await bare.close();
    }
  });
});
