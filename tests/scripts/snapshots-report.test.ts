// The per-brand snapshot report (scripts/snapshots-report.ts): brands side by side per page and
// state, a changed snapshot marked with its expected, actual and diff, a new one marked new.
import { describe, expect, it } from 'vitest';
import { parseShot, render, type Shot } from '../../scripts/snapshots-report';

describe('snapshots report', () => {
  it('reads page, state, brand and viewport from a baseline name', () => {
    expect(parseShot('registration/register/index/failed-continue.LAKESHORE.desktop.full.png')).toEqual({
      page: 'registration/register/index',
      state: 'failed-continue',
      brand: 'LAKESHORE',
      viewport: 'desktop',
      full: true,
    });
    expect(parseShot('application/income/upload/MANUAL_PAYSTUB/empty.EMPIRE.phone.content.png')).toEqual({
      page: 'application/income/upload/MANUAL_PAYSTUB',
      state: 'empty',
      brand: 'EMPIRE',
      viewport: 'phone',
      full: false,
      content: true,
    });
    expect(parseShot('registration/register/index/notes.txt')).toBeNull();
  });

  it('puts the brands side by side and marks the changed one with its expected, actual and diff', () => {
    const base = { page: 'registration/registration-v2/index', state: 'empty', viewport: 'phone', full: false };
    const shots: Shot[] = [
      { ...base, brand: 'HOMELINE', baseline: 'h.png' },
      { ...base, brand: 'LAKESHORE', baseline: 'l.png', expected: 'l-expected.png', actual: 'l-actual.png', diff: 'l-diff.png' },
      { ...base, state: 'failed-continue', brand: 'PINECREST', actual: 'p-actual.png' },
    ];
    const html = render(shots);
    expect(html).toContain('<th scope="col">HOMELINE</th><th scope="col">LAKESHORE</th><th scope="col">PINECREST</th>');
    expect(html).toContain('1 changed:</strong> <a href="#registration/registration-v2/index · empty">');
    expect(html).toMatch(/<td class="changed"><span class="mark">CHANGED<\/span><figure><img loading="lazy" src="l-expected.png"[^>]*>.*src="l-actual.png".*src="l-diff.png"/);
    expect(html).toMatch(/<td class="same"><span class="mark"><\/span><figure><img loading="lazy" src="h.png"/);
    expect(html).toContain('<td class="new"><span class="mark">NEW</span>');
    expect(html).toContain('; 1 new.');
  });

  it('gives the main column of an application page a row of its own per viewport', () => {
    const html = render([{ page: 'application/identity', state: 'empty', brand: 'HOMELINE', viewport: 'desktop', full: false, content: true, baseline: 'c.png' }]);
    expect(html).toContain('<th scope="row">desktop (main column)</th>');
    expect(html).toContain('alt="HOMELINE desktop main column"');
  });
});
