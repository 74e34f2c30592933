import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signedOut, stubFetch } from '~test/fetch-stub';

// findBy/waitFor wait up to 5 s instead of 1 s: a lazily loaded route can take longer than a
// second on a loaded two-core CI machine, which failed tests that pass on their own. A test
// that is really broken still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// console.error fails the test (React warnings, act() problems, unhandled fetches):
// docs/requirements/platform.md#plat-rules-tests.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  const originalError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  });
  // jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubFetch(signedOut);
});

afterEach(() => {
  cleanup();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
