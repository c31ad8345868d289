// The build's list of each application form page's code (src/generated/route-forms.js, written by
// `npm run gen`): a deep link fetches these forms, widgets and fields from boot with the page's
// reads, so the list must name what the page really draws.
import { describe, expect, it } from 'vitest';
import { formRefLists } from '../../src/engine/pages';
import { routeForms } from '../../src/generated/route-forms.js';
import { stepValidators } from '../../src/generated/steps/index.js';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';

const { definitions } = checkDefinitionsAt(process.cwd());
const formPages = Object.values(definitions.latestPages).flatMap((file) => file.pages.filter((p) => p.kind === 'form'));

describe('route-forms', () => {
  it('lists start/profile with its one form and the deferred widgets it draws', () => {
    expect(routeForms['start/profile']).toEqual({ forms: ['legal-name@1+birthdate@2+soft-credit-consent@1'], widgets: ['consent', 'dob', 'select'], fields: [] });
  });

  it('names the custom fields a page draws (the offer choice on product/select)', () => {
    expect(routeForms['product/select']?.fields).toEqual(['offerChoice']);
  });

  it('has every shipped form page, with every form it may show, each one a generated module', () => {
    expect(Object.keys(routeForms).sort()).toEqual(formPages.map((p) => p.route).sort());
    for (const page of formPages) {
      const keys = formRefLists(page).map((refs) => refs.join('+'));
      expect(routeForms[page.route]?.forms).toEqual([...new Set(keys)]);
      for (const key of keys) expect(stepValidators[key], key).toBeTypeOf('function');
    }
  });
});
