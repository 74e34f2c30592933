import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  api,
  API_REDIRECT_FLAG,
  ApiError,
  installApiRedirect,
  resolveApiUrl,
} from '~/lib/api-client';
import { jsonResponse, stubFetch } from '~test/fetch-stub';

describe('resolveApiUrl', () => {
  it('replaces a leading /api with the base', () => {
    expect(resolveApiUrl('/api/trial/status', '/api')).toBe('/api/trial/status');
    expect(resolveApiUrl('/api/trial/status', 'https://api.example.com/v1')).toBe(
      'https://api.example.com/v1/trial/status',
    );
    expect(resolveApiUrl('/api/trial/status', '/backend')).toBe('/backend/trial/status');
  });

  it('maps exactly /api to the base itself, keeping a query', () => {
    expect(resolveApiUrl('/api', '/backend')).toBe('/backend');
    expect(resolveApiUrl('/api?x=1', '/backend')).toBe('/backend?x=1');
  });

  it('appends any other relative path to the base', () => {
    expect(resolveApiUrl('/auth/me', '/api')).toBe('/api/auth/me');
    expect(resolveApiUrl('auth/me', '/api')).toBe('/api/auth/me');
    expect(resolveApiUrl('/billing/me?debug=1', 'https://api.example.com')).toBe(
      'https://api.example.com/billing/me?debug=1',
    );
  });

  it('treats /apix as an ordinary path, not the /api prefix', () => {
    expect(resolveApiUrl('/apix/thing', '/backend')).toBe('/backend/apix/thing');
  });

  it('trims every trailing slash of the base', () => {
    expect(resolveApiUrl('/auth/me', '/api///')).toBe('/api/auth/me');
    expect(resolveApiUrl('/api/trial/status', 'https://api.example.com/')).toBe(
      'https://api.example.com/trial/status',
    );
  });

  it('leaves absolute URLs unchanged', () => {
    expect(resolveApiUrl('https://cdn.example.com/api/x', '/backend')).toBe(
      'https://cdn.example.com/api/x',
    );
    expect(resolveApiUrl('http://localhost:3000/auth/me', '/backend')).toBe(
      'http://localhost:3000/auth/me',
    );
  });

  it('returns the input unchanged when the URL cannot be computed', () => {
    expect(resolveApiUrl('/auth/me', undefined as unknown as string)).toBe('/auth/me');
  });
});

describe('installApiRedirect', () => {
  let underlyingFetch: ReturnType<typeof stubFetch>;

  beforeEach(() => {
    Reflect.deleteProperty(window, API_REDIRECT_FLAG);
    underlyingFetch = stubFetch(() => jsonResponse({ ok: true }));
  });

  afterEach(() => {
    Reflect.deleteProperty(window, API_REDIRECT_FLAG);
  });

  function lastCall(): [RequestInfo | URL, RequestInit?] {
    const call = underlyingFetch.mock.calls.at(-1);
    if (!call) throw new Error('fetch was not called');
    return call;
  }

  it('sends /api requests to the base with credentials by default', async () => {
    installApiRedirect('https://api.example.com/');
    await window.fetch('/api/trial/status?x=1');
    const [input, init] = lastCall();
    expect(input).toBe('https://api.example.com/trial/status?x=1');
    expect(init?.credentials).toBe('include');
  });

  it('keeps the credentials the caller chose', async () => {
    installApiRedirect('/backend');
    await window.fetch('/api/auth/me', { credentials: 'omit', method: 'POST' });
    const [input, init] = lastCall();
    expect(input).toBe(`${window.location.origin}/backend/auth/me`);
    expect(init).toMatchObject({ credentials: 'omit', method: 'POST' });
  });

  it('wraps fetch only once per page', async () => {
    expect(installApiRedirect('/backend')).toBe(true);
    const wrapped = window.fetch;
    expect(installApiRedirect('/backend')).toBe(false);
    expect(window.fetch).toBe(wrapped);
    await window.fetch('/api/auth/me');
    expect(lastCall()[0]).toBe(`${window.location.origin}/backend/auth/me`);
  });

  it('does not nest the base when a request is already under it', async () => {
    installApiRedirect('/api');
    await window.fetch('/api/auth/me');
    expect(lastCall()[0]).toBe('/api/auth/me');
    expect(lastCall()[1]?.credentials).toBe('include');
  });

  it('leaves other requests alone', async () => {
    installApiRedirect('/backend');
    await window.fetch('/apix/file.json');
    await window.fetch('https://example.org/api/x');
    expect(underlyingFetch.mock.calls).toEqual([
      ['/apix/file.json', undefined],
      ['https://example.org/api/x', undefined],
    ]);
  });

  it('redirects URL objects', async () => {
    installApiRedirect('/backend');
    await window.fetch(new URL('/api/auth/me', window.location.href));
    expect(lastCall()[0]).toBe(`${window.location.origin}/backend/auth/me`);
  });

  it('redirects Request objects, keeping method, headers and body', async () => {
    installApiRedirect('https://api.example.com');
    const request = new Request(`${window.location.origin}/api/contact`, {
      method: 'POST',
      headers: { 'X-Apply-Draft-Id': 'd1' },
      body: JSON.stringify({ name: 'Ayşe' }),
    });
    await window.fetch(request);
    const [input, init] = lastCall();
    if (!(input instanceof Request)) throw new Error('expected a Request');
    expect(input.url).toBe('https://api.example.com/contact');
    expect(input.method).toBe('POST');
    expect(input.headers.get('X-Apply-Draft-Id')).toBe('d1');
    expect(await input.text()).toBe('{"name":"Ayşe"}');
    expect(init?.credentials).toBe('include');
  });

  it("keeps a Request's own non-default credentials", async () => {
    installApiRedirect('/backend');
    await window.fetch(
      new Request(`${window.location.origin}/api/auth/me`, { credentials: 'omit' }),
    );
    const [input, init] = lastCall();
    expect(input instanceof Request && input.url).toBe(`${window.location.origin}/backend/auth/me`);
    expect(init?.credentials).toBeUndefined();
  });

  it('passes the original request through when the redirect cannot be computed', async () => {
    installApiRedirect('http://[invalid');
    await window.fetch('/api/auth/me', { method: 'DELETE' });
    expect(lastCall()).toEqual(['/api/auth/me', { method: 'DELETE' }]);
  });
});

describe('api', () => {
  const BASE = '/api';

  it('sends JSON with credentials and query parameters, and parses the answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true, draftId: 'd1' }));
    const result = await api<{ draftId: string }>('/public/apply/draft', {
      method: 'POST',
      body: { email: 'a@example.com' },
      query: { page: 2, q: 'ayşe', skipped: undefined },
      base: BASE,
    });
    expect(result.draftId).toBe('d1');
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/public/apply/draft?page=2&q=ay%C5%9Fe');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@example.com"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through without a JSON content type', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'application/pdf' }), 'belge.pdf');
    await api('/apply/secure/files/upload', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      base: BASE,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('resolves with undefined for 204 and empty bodies', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api('/auth/logout', { method: 'POST', base: BASE })).resolves.toBeUndefined();
    stubFetch(() => new Response('', { status: 200 }));
    await expect(
      api('/apply/secure/submit', { method: 'POST', base: BASE }),
    ).resolves.toBeUndefined();
  });

  it("maps the server's error body to ApiError fields", async () => {
    const body = {
      ok: false,
      error: 'invalid_body',
      message: 'Form verilerini kontrol edin.',
      details: [{ field: 'email', message: 'Geçerli bir e-posta giriniz.' }],
    };
    stubFetch(() => jsonResponse(body, 400));
    const error = await api('/public/contact', { method: 'POST', body: {}, base: BASE }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_body',
      message: 'Form verilerini kontrol edin.',
      details: [{ field: 'email', message: 'Geçerli bir e-posta giriniz.' }],
      body,
    });
  });

  it('keeps the server code of a login failure', async () => {
    stubFetch(() =>
      jsonResponse(
        { ok: false, error: 'invalid_credentials', message: 'E-posta veya şifre hatalı.' },
        401,
      ),
    );
    await expect(
      api('/auth/login', { method: 'POST', body: {}, base: BASE }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'E-posta veya şifre hatalı.',
    });
  });

  it('gives a non-JSON error a code from its status and a Turkish message', async () => {
    stubFetch(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await api('/auth/me', { base: BASE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'Sunucu hatası. Lütfen tekrar deneyin.',
      details: [],
      body: '<html>Bad Gateway</html>',
    });
  });

  it('names a bodiless error by the shared status mapping, http_error where it names none', async () => {
    for (const [status, code] of [
      [400, 'invalid_body'],
      [404, 'not_found'],
      [429, 'rate_limited'],
      [503, 'internal_error'],
      [405, 'http_error'],
      [418, 'http_error'],
    ] as const) {
      stubFetch(() => new Response(null, { status }));
      await expect(api('/auth/me', { base: BASE })).rejects.toMatchObject({ status, code });
    }
  });

  it('turns a network failure into status 0, network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api('/auth/me', { base: BASE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect((error as ApiError).message).toMatch(/Sunucuya ulaşılamadı/);
  });

  it('rethrows an abort as it is, not as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );
    const error = await api('/auth/me', { base: BASE, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('validates the response with a schema', async () => {
    const schema = z.object({ user: z.object({ email: z.string() }) });
    stubFetch(() => jsonResponse({ user: { email: 'a@example.com', extra: 1 } }));
    await expect(api('/auth/me', { schema, base: BASE })).resolves.toEqual({
      user: { email: 'a@example.com' },
    });
  });

  it('throws invalid_response when the response does not match the schema', async () => {
    const schema = z.object({ user: z.object({ email: z.string() }) });
    stubFetch(() => jsonResponse({ user: { email: 42 } }));
    const error = await api('/auth/me', { schema, base: BASE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      body: { user: { email: 42 } },
    });
    expect((error as ApiError).details[0]?.field).toBe('user.email');
  });

  it('throws invalid_response for a successful answer that is not JSON', async () => {
    stubFetch(
      () =>
        new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(api('/billing/plans', { base: BASE })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
