// @vitest-environment happy-dom
// Focus after an action that stays on the page (issue 25): the result it shows takes focus (a
// text that appeared before one whose words changed), else the page's first control; never
// when the applicant has meanwhile put focus elsewhere.
import { afterEach, describe, expect, it } from 'vitest';
import { changedResult, focusResult, resultTexts } from '../../../src/app/shell/page-focus';

const page = (html: string) => {
  document.body.innerHTML = `<div id="page">${html}</div><button id="outside">x</button>`;
  return document.getElementById('page')!;
};
const wait = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('changedResult', () => {
  it('prefers a text that appeared, then one whose words changed, and finds nothing when nothing changed', () => {
    const before = new Map([['position', 'Document 1 of 3'], ['lead', 'Read it']]);
    expect(changedResult(before, new Map([['position', 'Document 2 of 3'], ['lead', 'Read it'], ['signed1', 'You signed']]))).toBe('signed1');
    expect(changedResult(before, new Map([['position', 'Document 2 of 3'], ['lead', 'Read it']]))).toBe('position');
    expect(changedResult(before, new Map(before))).toBeUndefined();
  });
});

describe('focusResult', () => {
  it('focuses the status that the refreshed page shows (made focusable, not a tab stop)', async () => {
    const root = page('<p data-page-result="lead">Read it</p><form><input id="name"></form>');
    const before = resultTexts(root);
    focusResult(root, before, 500);
    const status = document.createElement('div');
    status.setAttribute('data-page-result', 'signed1');
    status.innerHTML = '<div role="status">You signed document 1</div>';
    status.style.display = 'contents';
    root.prepend(status);
    await wait(20);
    expect(document.activeElement?.textContent).toBe('You signed document 1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('falls to the first control when nothing shown changed', async () => {
    const root = page('<p data-page-result="lead">Read it</p><button disabled>Busy</button><input id="name">');
    focusResult(root, resultTexts(root), 30);
    await wait(60);
    expect(document.activeElement?.id).toBe('name');
  });

  it('leaves focus where the applicant put it meanwhile', async () => {
    const root = page('<p data-page-result="lead">Read it</p><input id="name">');
    focusResult(root, resultTexts(root), 30);
    document.getElementById('outside')!.focus();
    await wait(60);
    expect(document.activeElement?.id).toBe('outside');
  });
});
