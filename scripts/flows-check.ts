// `npm run flows:check`: lints every flow, step schema, brand, message catalogue and the
// machine at once, printing each problem as file#pointer with its fix. Exit 1 on any error.
import { checkDefinitionsAt } from '../src/engine/definitions-node';
import type { DefinitionError } from '../src/engine/definitions';
import type { Definitions } from '../src/engine/definitions';

/** Formats one error as `file#pointer: message` and an indented fix line. */
export function formatError(e: DefinitionError): string {
  return `${e.file}#${e.pointer}: ${e.message}\n  fix: ${e.fix}`;
}

/** One line of counts for a clean run. */
export function summary(d: Definitions): string {
  const flows = Object.keys(d.flows).length;
  const steps = Object.keys(d.stepSchemas).length;
  const brands = Object.keys(d.brands).length;
  const messages = Object.keys(d.catalogue).length;
  return `flows:check OK: ${flows} flows, ${steps} step schemas, ${brands} brands, ${messages} messages${d.machine ? `, machine ${d.machine.id}@${d.machine.version}` : ''}`;
}

/** Runs the check on rootDir, prints the result and returns the exit code. */
export function runFlowsCheck(rootDir: string, log: (line: string) => void = console.log): number {
  const { definitions, errors } = checkDefinitionsAt(rootDir);
  if (errors.length === 0) {
    log(summary(definitions));
    return 0;
  }
  for (const e of errors) {
    const [first = '', second = ''] = formatError(e).split('\n');
    log(first);
    log(second);
  }
  log(`\nflows:check found ${errors.length} problem${errors.length === 1 ? '' : 's'}.`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runFlowsCheck(process.cwd());
}
