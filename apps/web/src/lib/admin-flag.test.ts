import { describe, expect, it } from 'vitest';
import { fetchAdminPing } from '~/lib/admin-flag';
import { jsonResponse, stubFetch } from '~test/fetch-stub';

// docs/requirements/data.md#data-admin-flag, docs/requirements/api.md#api-admin-ping
describe('fetchAdminPing', () => {
  it('is true for a 2xx answer and busts caches with a timestamp', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/i/admin/ping' ? new Response(null, { status: 204 }) : undefined,
    );
    await expect(fetchAdminPing()).resolves.toBe(true);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.href);
    expect(url.searchParams.get('_')).toMatch(/^\d+$/);
  });

  it.each([401, 403, 404, 500])('is false for %i', async (status) => {
    stubFetch(() => jsonResponse({ ok: false, error: 'x', message: 'y' }, status));
    await expect(fetchAdminPing()).resolves.toBe(false);
  });
});
