// The production build swaps in the deferred widget and field registries (vite.config.ts); a
// name missing there would render nothing in the built app while every unit test passes.
import { describe, expect, it } from 'vitest';
import { fields as deferredFields } from '../../src/renderer/rjsf/fields-deferred';
import { fields } from '../../src/renderer/rjsf/fields';
import { widgets as deferredWidgets, widgetsReady } from '../../src/renderer/widgets/deferred';
import { widgets } from '../../src/renderer/widgets/index';

describe('deferred registries', () => {
  it('name the same widgets and fields as the eager ones (ssn and bank-account included)', () => {
    expect(Object.keys(deferredWidgets).sort()).toEqual(Object.keys(widgets).sort());
    expect(Object.keys(deferredFields).sort()).toEqual(Object.keys(fields).sort());
    expect(Object.keys(widgets)).toContain('ssn');
    expect(Object.keys(fields)).toContain('bank-account');
  });

  it('load the ssn widget before a step that uses it renders', async () => {
    const pending = widgetsReady({ type: 'object', properties: { ssn: { type: 'string' } } }, { ssn: { 'ui:widget': 'ssn' } });
    expect(pending).not.toBeNull();
    await pending;
    expect(widgetsReady({ type: 'object', properties: { ssn: { type: 'string' } } }, { ssn: { 'ui:widget': 'ssn' } })).toBeNull();
  });
});
