// @vitest-environment happy-dom
// Issue 23: the error texts of seed 000 §8 and seed 001 §8 where they appear: the fetch helper's
// shapes and the PDF answer (src/api/http.ts), the telemetry session and event errors, which are
// logged and kept instead of going silent (src/api/telemetry.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, RequestError } from '../../src/api/http';
import { session } from '../../src/api/session';
import { answerKind, fetchErrorMessage } from '../../src/domain/error-texts';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  session.orgCode = 'HOMELINE';
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('the fetch helper (seed 001 §7-8)', () => {
  it("a portal call's failure without errors says the answer's status field, else 'Error fetching', with status and data", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    const bare = (await request('/service-notifications/secure/api/v1/notifications', { errorShape: 'fetch' }).catch((e: unknown) => e)) as RequestError;
    expect(bare).toBeInstanceOf(RequestError);
    expect(bare.message).toBe('Error fetching');
    expect(bare.status).toBe(503);
    fetchMock.mockResolvedValueOnce(new Response('{"status":"Service temporarily unavailable"}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
    const named = (await request('/x', { errorShape: 'fetch' }).catch((e: unknown) => e)) as RequestError;
    expect(named.message).toBe('Service temporarily unavailable');
    expect(named.data).toEqual({ status: 'Service temporarily unavailable' });
  });

  it("an application call keeps seed 000's 'Something unexpected happened'; errors in the body win in both", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    expect(((await request('/x').catch((e: unknown) => e)) as RequestError).message).toBe('Something unexpected happened');
    fetchMock.mockResolvedValueOnce(new Response('{"errors":["Zip is required"]}', { status: 400, headers: { 'Content-Type': 'application/json' } }));
    expect(((await request('/x', { errorShape: 'fetch' }).catch((e: unknown) => e)) as RequestError).message).toBe('Zip is required');
  });

  it("a fetch that resolves with nothing is 'Response was not defined for {url}'", async () => {
    fetchMock.mockResolvedValueOnce(undefined);
    const error = (await request('/service-banners/banners').catch((e: unknown) => e)) as RequestError;
    expect(error.message).toBe('Response was not defined for /service-banners/banners');
    expect(error.status).toBe(0);
  });

  it("a success that says JSON but is not is 'Response was not convertible to json for {url}'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"broken', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = (await request('/service-banners/banners').catch((e: unknown) => e)) as RequestError;
    expect(error.message).toBe('Response was not convertible to json for /service-banners/banners');
  });

  it('parses by content type: a PDF answer comes back as its bytes, JSON parsed, anything else as text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.4 sample', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const pdf = await request<Blob>('/booklet.pdf');
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.4 sample');
    fetchMock.mockResolvedValueOnce(new Response('{"a":1}', { status: 200, headers: { 'Content-Type': 'application/problem+json' } }));
    expect(await request('/x')).toEqual({ a: 1 });
    fetchMock.mockResolvedValueOnce(new Response('plain words', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    expect(await request('/x')).toBe('plain words');
    expect([answerKind('application/pdf; charset=binary'), answerKind('application/json;charset=utf-8'), answerKind(null)]).toEqual(['pdf', 'json', 'text']);
    expect(fetchErrorMessage(null, '')).toBe('Error fetching');
    expect(fetchErrorMessage({}, 'Bad Gateway')).toBe('Bad Gateway');
  });
});

describe('telemetry errors are not silent (seed 001 §8, seed 000 §8)', () => {
  const telemetry = async () => {
    vi.resetModules();
    return import('../../src/api/telemetry');
  };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it("three failed attempts end in a 500 'An error occurred while establishing a session, retries failed.', logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    const t = await telemetry();
    expect(await t.telemetrySession()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const failure = t.telemetryFailure() as RequestError;
    expect(failure.message).toBe('An error occurred while establishing a session, retries failed.');
    expect(failure.status).toBe(500);
    expect(warn).toHaveBeenCalledWith('[heloc] telemetry: An error occurred while establishing a session, retries failed.');
  });

  it("an answer without a session is 'Could not establish session.' (the cause of the retries' failure)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json({ sessionKey: null }));
    const t = await telemetry();
    expect(await t.telemetrySession()).toBeNull();
    expect(((t.telemetryFailure() as RequestError).data as { cause: string }).cause).toBe('Could not establish session.');
  });

  it("an event without the visit's tracker is not sent: 'localTrackerUuid is required to send events'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json({ sessionKey: { uuid: 's-1', epoch: 1, trackerUuid: '' } }));
    const t = await telemetry();
    await t.trackEvent('PAGEVIEW');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session only, no event
    expect(t.telemetryFailure()?.message).toBe('localTrackerUuid is required to send events');
    expect(warn).toHaveBeenCalledWith('[heloc] telemetry: localTrackerUuid is required to send events');
  });
});
