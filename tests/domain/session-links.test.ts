// The replay link and the API base the relative-URL flag selects (seed 000 §7, seed 001 §7).
import { describe, expect, it, vi } from 'vitest';
import { apiBaseFor, relativeUrlFlag, replayLink } from '../../src/domain/session-links';
import { selectApiBase } from '../../src/app/api-base';
import { session } from '../../src/api/session';

describe('session links', () => {
  it('names the replay session by tracker and telemetry session', () => {
    expect(replayLink({ uuid: 's-1', trackerUuid: 't-1' })).toBe('https://app.fullstory.com/ui/SANDBOX/session/t-1:s-1');
  });

  it('reads fe-relative-url-{application name}', () => {
    expect(relativeUrlFlag('heloc')).toBe('fe-relative-url-heloc');
  });

  it('uses relative calls when the flag is on or no absolute base is configured', () => {
    expect(apiBaseFor(true, 'https://api.example.com/')).toBe('');
    expect(apiBaseFor(false, 'https://api.example.com/')).toBe('https://api.example.com');
    expect(apiBaseFor(false, undefined)).toBe('');
    expect(apiBaseFor(false, 'not a url')).toBe('');
  });

  it('asks the flag with the single feature call only when an absolute base is configured', async () => {
    const ask = vi.fn(async (key: string) => ({ key, enabled: false }));
    await selectApiBase(undefined, ask);
    expect(ask).not.toHaveBeenCalled();
    await selectApiBase('https://api.example.com', ask);
    expect(ask).toHaveBeenCalledWith('fe-relative-url-heloc', session.orgCode, undefined, false);
    expect(session.apiBase).toBe('https://api.example.com');
    await selectApiBase('https://api.example.com', async (key) => ({ key, enabled: true }));
    expect(session.apiBase).toBe('');
    session.apiBase = '';
  });
});
