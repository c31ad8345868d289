// The production build's gate (`npm run build`): every definition version in the tree is
// published. An unpublished version is a draft: the dev server, the tests (`npx vite build`) and
// the studio may use it; a production build refuses it, with the command that publishes it, so
// what ships is exactly what definitions.lock.json holds and can no longer be edited in place.
import { checkDefinitionsAt, readLock } from '../src/engine/definitions-node';
import { unpublished } from './flows-publish';

/** The drafts of rootDir: versioned definition files the lock does not hold. */
export function draftsAt(rootDir: string): string[] {
  const { rawFiles } = checkDefinitionsAt(rootDir);
  return unpublished(
    rawFiles.map((f) => f.path),
    readLock(rootDir),
  );
}

/** The refusal's lines, or none when everything is published. */
export function draftRefusal(drafts: readonly string[]): string[] {
  if (drafts.length === 0) return [];
  return [
    `build: ${drafts.length} definition version${drafts.length === 1 ? ' is a draft' : 's are drafts'} (not published), and a production build ships only published versions:`,
    ...drafts.map((p) => `  ${p}`),
    `Publish ${drafts.length === 1 ? 'it' : 'them'} once final: npm run flows:publish -- ${drafts.join(' ')}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = draftRefusal(draftsAt(process.cwd()));
  for (const line of lines) console.error(line);
  process.exitCode = lines.length > 0 ? 1 : 0;
}
