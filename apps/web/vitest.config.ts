import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
      unstubGlobals: true,
      restoreMocks: true,
      // Room for the 5 s findBy timeout (test/setup.ts) on a loaded CI machine.
      testTimeout: 15_000,
    },
  }),
);
