import { defineConfig } from '@playwright/test';

// E2E specs drive Debian's Chromium (never a downloaded browser) against a real server that
// e2e/global-setup.ts starts on a free port with a temporary DATA_DIR.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Flags for a closed network and a root user in CI (see .library env notes).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
