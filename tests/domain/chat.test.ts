import { describe, expect, it } from 'vitest';
import {
  AGENT_TOKEN_TTL_MS, CHATBOT_TOKEN_TTL_MS, CHAT_HISTORY_SIZE, LIVE_AGENT_ROLES, OPEN_STATUS_POLL_MS, NONCE_REFRESH_MS, decideMode,
  devModeFrom, expiryOf, isLiveAgentRole, popWebchatRequested, refreshDelay, sessionUsable, tokenExpired, tokenExpiresAt,
} from '../../src/domain/chat';

describe('decideMode (seed 001 §4)', () => {
  it.each([
    // session, open, expected
    [{ mode: 'agent' as const }, false, 'agent'],
    [{ mode: 'agent' as const }, undefined, 'agent'],
    [null, true, 'agent'],
    [null, false, 'chatbot'],
    [{ mode: 'chatbot' as const }, true, 'chatbot'],
  ])('session %j, open %s -> %s', (session, open, expected) => {
    expect(decideMode({ session, open })).toBe(expected);
  });

  it('treats unknown operating status as closed, so the chatbot still answers', () => {
    expect(decideMode({ session: null, open: undefined })).toBe('chatbot');
  });

  it('lets a dev mode win over hours and session', () => {
    expect(decideMode({ session: null, open: true, devMode: 'chatbot' })).toBe('chatbot');
    expect(decideMode({ session: { mode: 'chatbot' }, open: false, devMode: 'agent' })).toBe('agent');
  });
});

describe('devModeFrom', () => {
  it('reads mode=agent|chatbot outside production only', () => {
    expect(devModeFrom('?mode=agent', false)).toBe('agent');
    expect(devModeFrom('?x=1&mode=CHATBOT', false)).toBe('chatbot');
    expect(devModeFrom('?mode=agent', true)).toBeUndefined();
    expect(devModeFrom('?mode=broker', false)).toBeUndefined();
    expect(devModeFrom('', false)).toBeUndefined();
  });
});

describe('popWebchatRequested', () => {
  it('opens for a bare or truthy pop-webchat and not for false/0/absent', () => {
    expect(popWebchatRequested('?pop-webchat')).toBe(true);
    expect(popWebchatRequested('?pop-webchat=true')).toBe(true);
    expect(popWebchatRequested('?org=X&pop-webchat=1')).toBe(true);
    expect(popWebchatRequested('?pop-webchat=false')).toBe(false);
    expect(popWebchatRequested('?pop-webchat=0')).toBe(false);
    expect(popWebchatRequested('?popwebchat=true')).toBe(false);
  });
});

describe('tokens (seed 001 §9)', () => {
  const t0 = Date.UTC(2026, 10, 2, 18, 0, 0);

  it('lives 6 hours for an agent chat and 10 minutes for the chatbot', () => {
    expect(AGENT_TOKEN_TTL_MS).toBe(21_600_000);
    expect(CHATBOT_TOKEN_TTL_MS).toBe(600_000);
    expect(tokenExpiresAt(t0, 'agent') - t0).toBe(6 * 3600 * 1000);
    expect(tokenExpiresAt(t0, 'chatbot') - t0).toBe(10 * 60 * 1000);
  });

  it('is refreshed one minute before expiry, at once when already due', () => {
    const expires = tokenExpiresAt(t0, 'chatbot');
    expect(refreshDelay(expires, t0)).toBe(9 * 60 * 1000);
    expect(refreshDelay(expires, expires - 30_000)).toBe(0);
    expect(refreshDelay(expires, expires + 5_000)).toBe(0);
  });

  it('expires at the expiry instant, not a millisecond before', () => {
    const expires = tokenExpiresAt(t0, 'agent');
    expect(tokenExpired(expires, expires - 1)).toBe(false);
    expect(tokenExpired(expires, expires)).toBe(true);
  });

  it('takes the service expiry (ISO or ms) over the mode lifetime', () => {
    expect(expiryOf('2026-11-02T18:10:00Z', 'agent', t0)).toBe(Date.parse('2026-11-02T18:10:00Z'));
    expect(expiryOf(t0 + 5, 'agent', t0)).toBe(t0 + 5);
    expect(expiryOf(undefined, 'chatbot', t0)).toBe(t0 + 600_000);
    expect(expiryOf('not a date', 'agent', t0)).toBe(t0 + 21_600_000);
  });
});

describe('sessions and roles', () => {
  it('needs both a conversation and an omni proxy channel', () => {
    expect(sessionUsable({ conversationSid: 'CH1', omniProxyChannelId: 'OP1' })).toBe(true);
    expect(sessionUsable({ conversationSid: 'CH1' })).toBe(false);
    expect(sessionUsable({ conversationSid: '', omniProxyChannelId: 'OP1' })).toBe(false);
    expect(sessionUsable({ omniProxyChannelId: 'OP1' })).toBe(false);
    expect(sessionUsable(null)).toBe(false);
  });

  it('knows the four live-agent roles', () => {
    expect(LIVE_AGENT_ROLES).toEqual(['ADMIN', 'CSA', 'MANAGER', 'SPECIALIST']);
    expect(isLiveAgentRole('csa')).toBe(true);
    expect(isLiveAgentRole('SPECIALIST')).toBe(true);
    expect(isLiveAgentRole('BOT')).toBe(false);
    expect(isLiveAgentRole(null)).toBe(false);
  });

  it('keeps the seed constants', () => {
    expect(CHAT_HISTORY_SIZE).toBe(20);
    expect(OPEN_STATUS_POLL_MS).toBe(60_000);
    expect(NONCE_REFRESH_MS).toBe(60_000);
  });
});
