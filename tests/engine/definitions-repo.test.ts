// The definitions in this repository pass the same checks as `npm run flows:check`.
import { describe, expect, it } from 'vitest';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';
import { formatError, runFlowsCheck } from '../../scripts/flows-check';

describe('repository definitions', () => {
  it('load without errors', () => {
    const { errors, definitions } = checkDefinitionsAt(process.cwd());
    expect(errors.map(formatError)).toEqual([]);
    expect(Object.keys(definitions.flows).length).toBeGreaterThan(0);
  }, 60_000);

  it('flows:check prints one summary line and exits 0 when clean', () => {
    const lines: string[] = [];
    expect(runFlowsCheck(process.cwd(), (l) => lines.push(l))).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^flows:check OK: \d+ flows, \d+ step schemas, \d+ brands, \d+ messages/);
  }, 60_000);
});

describe('flows:check output', () => {
  it('prints each error as file#pointer with its fix and exits 1', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, cpSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    mkdirSync(join(process.cwd(), '.tmp'), { recursive: true });
    const root = mkdtempSync(join(process.cwd(), '.tmp', 'check-'));
    try {
      cpSync(join(process.cwd(), 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
      mkdirSync(join(root, 'flows/messages'), { recursive: true });
      writeFileSync(join(root, 'flows/messages/v1.json'), JSON.stringify({ $schema: '../../schemas/meta/messages.schema.json', version: 2, locale: 'en-US', messages: {} }));
      const lines: string[] = [];
      expect(runFlowsCheck(root, (l) => lines.push(l))).toBe(1);
      expect(lines[0]).toBe('flows/messages/v1.json#/version: version 2 does not match the file name v1.json');
      expect(lines[1]).toMatch(/^ {2}fix: Set "version": 1\./);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
