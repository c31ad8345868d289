// `npm run dev`: the sandbox API on SANDBOX_PORT (8081) and Vite with hot reload on PORT
// (5173), which proxies every API path to the sandbox, so the app runs on one origin as in
// production. Validators and styles are regenerated first; rerun `npm run gen` after editing definitions or recipes.
import { createServer } from 'vite';
import { generateStyles } from './gen-styles';
import { generateValidators } from './gen-validators';
import { buildServer } from '../src/server/app';

const root = process.cwd();
generateValidators({ rootDir: root, outDir: `${root}/src/generated` });
await generateStyles(root);

const sandboxPort = Number(process.env['SANDBOX_PORT'] ?? 8081);
const sandbox = await buildServer({ dataDir: `${root}/.data`, logger: false });
await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });

const target = `http://127.0.0.1:${sandboxPort}`;
const vite = await createServer({
  root,
  server: {
    host: '127.0.0.1',
    port: Number(process.env['PORT'] ?? 5173),
    proxy: { '^/(service-|identity|ft/|waitlist/|offercode/|__sandbox/)': { target, changeOrigin: false } },
  },
});
await vite.listen();
console.log(`sandbox API on ${target}`);
vite.printUrls();
console.log('open /account/heloc/register-v2');
