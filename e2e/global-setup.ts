// Starts the built server once for the whole e2e run: free port, temporary data directory,
// embedded defaults. The base URL reaches the tests through E2E_BASE_URL.
import { startServer } from './server-process';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  // The server prints the development admin's random password once, on its first start.
  const admin = /yöneticisi oluşturuldu: (\S+) \/ (\S+)/.exec(server.output);
  if (!admin) throw new Error(`The server did not print the development admin:\n${server.output}`);
  process.env.E2E_ADMIN_EMAIL = admin[1];
  process.env.E2E_ADMIN_PASSWORD = admin[2];

  return () => server.stop();
}
