// Starts the built server once for the whole e2e run: free port, temporary data directory,
// embedded defaults. The base URL reaches the tests through E2E_BASE_URL.
import { startServer } from './server-process';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // TRUST_PROXY: the helpers that prepare accounts over HTTP (support.ts createAccount) speak as
  // visitors of their own addresses (X-Forwarded-For), so the suite's many sign-ups do not
  // exhaust the per-IP code limit (10 per 15 minutes) that the browser-driven specs meet as
  // 127.0.0.1. Browsers send no such header, so they are still counted as one visitor.
  const server = await startServer({ TRUST_PROXY: 'true' });
  process.env.E2E_BASE_URL = server.baseURL;
  // The server prints the development admin's random password once, on its first start.
  const admin = /yöneticisi oluşturuldu: (\S+) \/ (\S+)/.exec(server.output);
  if (!admin) throw new Error(`The server did not print the development admin:\n${server.output}`);
  process.env.E2E_ADMIN_EMAIL = admin[1];
  process.env.E2E_ADMIN_PASSWORD = admin[2];

  return () => server.stop();
}
