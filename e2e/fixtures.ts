// Shared e2e fixtures: the server's base URL, and a page that fails the test on any console
// error, uncaught exception or 5xx response (a CSP violation shows up as a console error too).
// Chromium also logs every 4xx response as "Failed to load resource"; those are answers the app
// handles (e.g. 401 from the session check when signed out), so they are not counted. A spec that
// arranges a failure on purpose (a 503 from the contact form) names its URLs in `allowedFailures`.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ allowedFailures: RegExp[] }>({
  allowedFailures: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set (global setup did not run)');
    await use(url);
  },
  page: async ({ page, allowedFailures }, use) => {
    const problems: string[] = [];
    const allowed = (url: string) => allowedFailures.some((pattern) => pattern.test(url));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text()))
        return;
      if (/^Failed to load resource/.test(msg.text()) && allowed(msg.location().url)) return;
      problems.push(`console.error: ${msg.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500 && !allowed(response.url()))
        problems.push(`HTTP ${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
