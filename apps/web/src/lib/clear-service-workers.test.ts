import { describe, expect, it, vi } from 'vitest';
import { clearServiceWorkersAndCaches } from '~/lib/clear-service-workers';

function stubServiceWorkers(registrations: { unregister: () => Promise<boolean> }[]) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistrations: async () => registrations },
  });
}

describe('clearServiceWorkersAndCaches', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const registrations = [
      { unregister: vi.fn(async () => true) },
      { unregister: vi.fn(async () => true) },
    ];
    stubServiceWorkers(registrations);
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache', 'api-cache'],
      delete: deleteCache,
    });

    await clearServiceWorkersAndCaches();

    for (const registration of registrations)
      expect(registration.unregister).toHaveBeenCalledOnce();
    expect(deleteCache.mock.calls).toEqual([['workbox-precache'], ['api-cache']]);
  });

  it('keeps going when one step fails', async () => {
    const working = { unregister: vi.fn(async () => true) };
    stubServiceWorkers([{ unregister: () => Promise.reject(new Error('busy')) }, working]);
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', {
      keys: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      delete: deleteCache,
    });

    await expect(clearServiceWorkersAndCaches()).resolves.toBeUndefined();
    expect(working.unregister).toHaveBeenCalledOnce();
    expect(deleteCache).not.toHaveBeenCalled();
  });

  it('does nothing, without throwing, when the APIs are missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    vi.stubGlobal('caches', undefined);
    await expect(clearServiceWorkersAndCaches()).resolves.toBeUndefined();
  });
});
