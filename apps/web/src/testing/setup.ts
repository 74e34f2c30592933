import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signedOut, stubFetch } from '~/testing/fetch-stub';

// STYLE 12: console.error fails the test (React warnings, act() problems, unhandled fetches).
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
