import { describe, expect, it, vi } from 'vitest';
import { fetchSession } from '~/lib/session';
import { jsonResponse, stubFetch } from '~test/fetch-stub';

describe('fetchSession', () => {
  it('reads the user and the application status of GET /auth/me', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        ok: true,
        user: {
          id: 7,
          email: 'ayse@example.com',
          role: 'user',
          name: 'Ayşe',
          approved: false,
          applicationStatus: 'SUBMITTED',
        },
      }),
    );
    await expect(fetchSession()).resolves.toEqual({
      id: '7',
      email: 'ayse@example.com',
      role: 'USER',
      name: 'Ayşe',
      approved: false,
      applicationStatus: 'SUBMITTED',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  // docs/requirements/data.md#data-user-shapes
  it('accepts the shapes the requirements list and derives approval from the status', async () => {
    stubFetch(() =>
      jsonResponse({
        data: { account: { uid: 'u9', email: 'x@example.com', fullName: 'X Y' } },
        applicationStatus: 'APPROVED',
      }),
    );
    await expect(fetchSession()).resolves.toEqual({
      id: 'u9',
      email: 'x@example.com',
      role: 'USER',
      name: 'X Y',
      approved: true,
      applicationStatus: 'APPROVED',
    });
  });

  it.each([
    ['401', () => jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401)],
    ['404', () => jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404)],
    ['500', () => new Response('oops', { status: 500 })],
    ['an unexpected shape', () => jsonResponse({ ok: true })],
  ])('treats %s as signed out', async (_name, answer) => {
    stubFetch(answer);
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('treats a network failure as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchSession()).resolves.toBeNull();
  });
});
