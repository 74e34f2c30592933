// console.error in a server test means something went wrong that no assertion caught
// (docs/requirements/platform.md#plat-rules-tests).
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called:\n${first.join('\n')}`);
  }
});
