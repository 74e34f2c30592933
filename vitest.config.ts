import { defineConfig } from 'vitest/config';

// One `npm test` for the whole repository: each workspace is a Vitest project.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
