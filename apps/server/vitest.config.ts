import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite initdb takes a few seconds).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/support/setup.ts'],
  },
});
