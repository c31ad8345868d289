// @vitest-environment happy-dom
// The chat calls' paths and limits: stream mode (fe-webchat-stream) inits through the omni
// proxy, whose client gives up after 6 s (seed 001 §9); the Twilio path keeps the 30 s timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatApi, type InitWebChatRequest } from '../../src/api/chat';
import { RequestError } from '../../src/api/http';

const body: InitWebChatRequest = {
  name: 'Alex', email: 'a@example.com', applicationUuid: null, tag: 'heloc', skill: 'HELOC_CHATBOT', welcomeMessage: 'Hi',
  pageUrl: 'http://x', chatMode: 'CHATBOT', orgCode: 'HOMELINE', identity: null,
};

/** A fetch that never answers, only fails when its signal aborts; records the URLs. */
function hangingFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    urls.push(url);
    return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  return urls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('initWebChat', () => {
  it('in stream mode calls the omni proxy and fails after 6 s without an answer', async () => {
    const urls = hangingFetch();
    const settled = vi.fn();
    const call = chatApi.initWebChat(body, true).catch((e: unknown) => (settled(), e));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(0);
    expect(urls[0]).toBe('/service-omni-proxy/insecure/api/v1/stream/init-web-chat');
  });

  it('otherwise calls Twilio initWebChat with the usual 30 s timeout', async () => {
    const urls = hangingFetch();
    const settled = vi.fn();
    const call = chatApi.initWebChat(body, false).catch((e: unknown) => (settled(), e));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(24_000);
    expect(await call).toBeInstanceOf(RequestError);
    expect(urls[0]).toBe('/service-csp/external/api/v1/twilio/initWebChat');
  });
});
