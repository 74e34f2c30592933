// The product removes any service workers and caches at start-up
// (docs/requirements/screens.md#scr-app-start), so a page never runs code or serves responses left
// behind by an earlier deployment. Best effort: it never throws.

async function unregisterServiceWorkers(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || typeof container.getRegistrations !== 'function') return;
  const registrations = await container.getRegistrations();
  await Promise.allSettled(registrations.map((registration) => registration.unregister()));
}

async function deleteCacheStorage(): Promise<void> {
  const cacheStorage = globalThis.caches;
  if (!cacheStorage || typeof cacheStorage.keys !== 'function') return;
  const names = await cacheStorage.keys();
  await Promise.allSettled(names.map((name) => cacheStorage.delete(name)));
}

export async function clearServiceWorkersAndCaches(): Promise<void> {
  await Promise.allSettled([
    Promise.resolve().then(unregisterServiceWorkers),
    Promise.resolve().then(deleteCacheStorage),
  ]);
}
