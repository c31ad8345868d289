// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endsSession, errorMessageOf, request, RequestError } from '../../src/api/http';
import { session } from '../../src/api/session';

describe('the generic request error message (seed 000 §8)', () => {
  it.each([
    [{ errors: ['Street is required', 'Zip is required'] }, 'Street is required, Zip is required'],
    [{ errors: [] }, 'Something unexpected happened'],
    [{ message: 'Nope' }, 'Nope'],
    ['<html>', 'Something unexpected happened'],
    [null, 'Something unexpected happened'],
  ])('%j reads %s', (data, message) => {
    expect(errorMessageOf(data)).toBe(message);
  });
});

describe('answers that end the session', () => {
  it.each([
    [401, {}, true],
    [403, { message: 'unauthenticated' }, true],
    [403, { message: 'Invalid Signature' }, true],
    [403, { message: 'forbidden' }, false],
    [500, { message: 'unauthenticated' }, false],
  ])('%i %j -> %s', (status, data, ends) => {
    expect(endsSession(status, data)).toBe(ends);
  });
});

describe('request', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    session.orgCode = 'LAKESHORE';
    localStorage.setItem('jwt', 'old-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('sends a Blob as raw bytes (octet-stream) and can answer a Blob (file upload and download)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"id":"F1"}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    expect(await request('/files', { method: 'POST', body: file, token: 'chat.t' })).toEqual({ id: 'F1' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer chat.t');
    fetchMock.mockResolvedValueOnce(new Response('bytes', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await request<Blob>('/files/F1', { token: 'chat.t', responseType: 'blob' });
    expect(await blob.text()).toBe('bytes');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Token state is invalid."}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await expect(request('/files/F1', { token: 'chat.t', responseType: 'blob' })).rejects.toMatchObject({ status: 401, message: 'Token state is invalid.' });
  });

  it('sends credentials, the bearer token, the origin and the org', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await request('/service-profile/api/v1/profile');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(init.credentials).toBe('include');
    expect(headers['Authorization']).toBe('Bearer old-token');
    expect(headers['x-org']).toBe('LAKESHORE');
    expect(headers['x-origin']).toBe(window.location.origin);
  });

  it('replaces the stored token from a 200 answer with a Bearer header', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { Authorization: 'Bearer new-token', 'Content-Type': 'application/json' } }));
    await request('/service-profile/api/v1/profile');
    expect(localStorage.getItem('jwt')).toBe('new-token');
  });

  it('clears the session and goes to login on 401', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{"message":"unauthenticated"}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await expect(request('/service-profile/api/v1/profile')).rejects.toBeInstanceOf(RequestError);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/auth\/login\?redirectUrl=/);
  });

  it('does not end the session for a 401 to a call sent without the token', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{"message":"identity exists"}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await expect(request('/identity/api/v1/registration/register', { method: 'POST', external: true })).rejects.toBeInstanceOf(RequestError);
    expect(localStorage.getItem('jwt')).toBe('old-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('wraps a network failure as status 0 with the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(0);
    expect((error as RequestError).message).toBe('Something unexpected happened');
  });
});
