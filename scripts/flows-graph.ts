// `npm run flows:graph`: draws the application state machine (flows/application) and each
// registration flow as Mermaid diagrams, to stdout or to the file given. Paste into any
// Mermaid viewer (GitHub renders ```mermaid blocks). Draws the versions the build ships
// (the highest, resolved when written as a patch).
import { writeFileSync } from 'node:fs';
import { readResolvedFiles, shippedVersion } from '../src/engine/definitions-node';
import type { FlowDefinition, MachineDefinition } from '../src/engine/types';

/** The machine as a Mermaid state diagram: one edge per event and from-state ('*' as [*] notes). */
export function machineDiagram(def: MachineDefinition): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${def.initial}`];
  for (const [event, spec] of Object.entries(def.events)) {
    const froms = spec.from === '*' ? ['any'] : spec.from;
    for (const from of froms) lines.push(`  ${from === 'any' ? 'anyState' : from} --> ${spec.to}: ${event}`);
  }
  lines.push('  note left of anyState: events accepted in any state');
  return lines.join('\n');
}

/** A flow as a Mermaid flowchart: steps in order, skip rules as dashed edges. */
export function flowDiagram(flow: FlowDefinition): string {
  const lines = ['flowchart TD'];
  flow.steps.forEach((step, i) => {
    const label = `${step.id}\\n${Array.isArray(step.schema) ? step.schema.join(' + ') : step.schema}`;
    lines.push(`  ${step.id.replace(/-/g, '_')}["${label}"]`);
    const next = flow.steps[i + 1];
    if (next) lines.push(`  ${step.id.replace(/-/g, '_')} --> ${next.id.replace(/-/g, '_')}`);
    if (step.skipWhen) lines.push(`  ${step.id.replace(/-/g, '_')} -.-> |skipped when its rule holds| ${step.id.replace(/-/g, '_')}`);
  });
  lines.push(`  submit(("submit: ${flow.submit.map((e) => e.effect).join(' → ')}"))`);
  const last = flow.steps.filter((s) => !s.info).at(-1);
  if (last) lines.push(`  ${last.id.replace(/-/g, '_')} --> submit`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = readResolvedFiles(process.cwd());
  const machine = shippedVersion<MachineDefinition>(files, 'flows/application');
  const parts = machine ? ['## Application state machine', `(${machine.path})`, '```mermaid', machineDiagram(machine.json), '```'] : [];
  const flowDirs = new Set([...files.keys()].map((p) => /^flows\/([^/]+)\/v[0-9]+\.json$/.exec(p)?.[1]).filter((d): d is string => d !== undefined && d !== 'application' && d !== 'messages'));
  for (const dir of [...flowDirs].sort()) {
    const flow = shippedVersion<FlowDefinition>(files, `flows/${dir}`);
    if (flow) parts.push(`## Flow ${flow.json.id}`, `(${flow.path})`, '```mermaid', flowDiagram(flow.json), '```');
  }
  const out = parts.join('\n\n') + '\n';
  const target = process.argv[2];
  if (target) writeFileSync(target, out);
  else process.stdout.write(out);
}
