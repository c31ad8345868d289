// The chat socket's pure rules (seed 001 §7, §9): 10 s ping, 12-hour lifetime, backoff, frames, merge.
import { describe, expect, it } from 'vitest';
import {
  SOCKET_LIFETIME_MS, SOCKET_PING_MS, afterClose, mergeMessages, parseSocketEvent, reconnectDelay, socketExpired, socketTimeLeft, socketUrl,
} from '../../src/domain/chat-socket';

describe('chat socket rules', () => {
  it('pings every 10 s and lives 12 hours', () => {
    expect(SOCKET_PING_MS).toBe(10_000);
    expect(SOCKET_LIFETIME_MS).toBe(12 * 3600 * 1000);
    expect(socketExpired(0, 12 * 3600 * 1000 - 1)).toBe(false);
    expect(socketExpired(0, 12 * 3600 * 1000)).toBe(true);
    expect(socketTimeLeft(1000, 1000 + 3600 * 1000)).toBe(11 * 3600 * 1000);
    expect(socketTimeLeft(0, 13 * 3600 * 1000)).toBe(0);
  });

  it('reconnects with the retry helper backoff (1 s doubling, 4 retries), then gives up', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, null]);
  });

  it('polls for good when refused, reopens at once at the lifetime, backs off otherwise', () => {
    expect(afterClose(4403)).toBe('refused');
    expect(afterClose(4000)).toBe('renew');
    expect(afterClose(1006)).toBe('retry');
    expect(afterClose(1011)).toBe('retry');
  });

  it('reads typing, message and ended frames and ignores anything else', () => {
    expect(parseSocketEvent('{"type":"typing","authorName":"Sam"}')).toEqual({ type: 'typing', authorName: 'Sam' });
    expect(parseSocketEvent('{"type":"message","message":{"id":"m1","seq":3,"body":"Hi"}}')).toEqual({ type: 'message', message: { id: 'm1', seq: 3, body: 'Hi' } });
    expect(parseSocketEvent('{"type":"ended","reason":"AGENT_ENDED"}')).toEqual({ type: 'ended', reason: 'AGENT_ENDED' });
    expect(parseSocketEvent('{"type":"message","message":{"seq":3}}')).toBeNull();
    expect(parseSocketEvent('not json')).toBeNull();
    expect(parseSocketEvent('{"type":"other"}')).toBeNull();
    expect(parseSocketEvent(new ArrayBuffer(2))).toBeNull();
  });

  it('merges messages by id (the socket and a poll may bring the same one) in seq order', () => {
    const a = { id: 'a', seq: 1, body: 'one' };
    const b = { id: 'b', seq: 2, body: 'two' };
    const b2 = { id: 'b', seq: 2, body: 'two (edited)' };
    const c = { id: 'c', seq: 3, body: 'three' };
    expect(mergeMessages([a, b], [c, b2])).toEqual([a, b2, c]);
    expect(mergeMessages([c], [a])).toEqual([a, c]);
  });

  it('builds a ws(s) URL without the token', () => {
    expect(socketUrl('http://localhost:4450', 'CH1')).toBe('ws://localhost:4450/service-omni-proxy/insecure/api/v1/stream/socket/CH1');
    expect(socketUrl('https://x.example/app', 'CH 1')).toBe('wss://x.example/service-omni-proxy/insecure/api/v1/stream/socket/CH%201');
  });
});
