// Reference of the HTTP benchmark (issue 18 §3): the common Node.js stack for a database-backed
// session. Express 5 + express-session + connect-pg-simple (its own `session` table in the
// product's database, default settings: the store reads the session and touches its expiry on
// every request), GET /api/auth/me answering the user kept in the session. Started like the app
// (own process, same bundle format, same server clock, same pool size). On `seed` it writes one
// session per bench user (bench{i}@ornek.com, seeded by the app server) and answers their cookies.
import { randomBytes, createHmac } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import pg from 'pg';
import { send, serverClock, type Fixtures, type ParentMessage } from './ipc';

const COOKIE = 'connect.sid';
const SECRET = randomBytes(32).toString('hex');
const TTL_MS = 30 * 86_400_000;

declare module 'express-session' {
  interface SessionData {
    user: { id: string; email: string; name: string | null; role: string; approved: boolean };
  }
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PgStore = connectPgSimple(session);
const store = new PgStore({ pool, createTableIfMissing: true, pruneSessionInterval: false });

const app = express();
app.disable('x-powered-by');
app.use(
  session({
    store,
    secret: SECRET,
    name: COOKIE,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: TTL_MS },
  }),
);
app.get('/api/auth/me', (req, res) => {
  const user = req.session.user;
  if (!user) {
    res.status(401).json({ ok: false, error: 'unauthorized' });
    return;
  }
  res.set('Cache-Control', 'no-store').json({ ok: true, user });
});

/** The signed cookie value express-session expects (cookie-signature: `s:` + sid + `.` + HMAC). */
function signedCookie(sid: string): string {
  const mac = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return encodeURIComponent(`s:${sid}.${mac}`);
}

async function seed(count: number): Promise<Fixtures> {
  // The `session` table of connect-pg-simple (createTableIfMissing runs on first use).
  await new Promise<void>((resolve, reject) =>
    store.get('none', (err: unknown) => (err ? reject(err as Error) : resolve())),
  );
  const { rows } = await pool.query<{
    id: string;
    email: string;
    full_name: string | null;
    role: string;
  }>(
    `select id, email, full_name, role from users where email like 'bench%@ornek.com'
      order by email limit $1`,
    [count],
  );
  const expires = new Date(Date.now() + TTL_MS);
  const users: Fixtures['users'] = [];
  for (const u of rows) {
    const sid = randomBytes(24).toString('base64url');
    const sess = {
      cookie: { originalMaxAge: TTL_MS, expires, httpOnly: true, sameSite: 'lax', path: '/' },
      user: { id: u.id, email: u.email, name: u.full_name, role: u.role, approved: true },
    };
    await new Promise<void>((resolve, reject) =>
      store.set(sid, sess as unknown as session.SessionData, (err) =>
        err ? reject(err as Error) : resolve(),
      ),
    );
    users.push({ token: signedCookie(sid), ws: '', topic: '' });
  }
  return { cookieName: COOKIE, users, history: { ws: '', topic: '', messages: 0 } };
}

const server = app.listen(0, '127.0.0.1');
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
const clock = serverClock(server);

process.on('message', (message: ParentMessage) => {
  const reply = async () => {
    if (message.type === 'seed') send({ type: 'seeded', fixtures: await seed(message.users) });
    else if (message.type === 'timings') send({ type: 'timings', ...clock.take() });
    else if (message.type === 'drain') {
      await clock.drained();
      send({ type: 'drained' });
    } else if (message.type === 'stop') {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      store.close();
      await pool.end();
      process.exit(0);
    }
  };
  reply().catch((err: unknown) => {
    send({
      type: 'error',
      message: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  });
});

const address = server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
