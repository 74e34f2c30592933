// Reference of the HTTP benchmark (issue 18 §3): the limit for a database-checked session. Plain
// Fastify, no plugins, and one prepared `pg` statement per request: the product's own session
// lookup (session by token hash, its user and application status) on the product's database and
// session rows, so only the product's request path differs. Started like the app (own process,
// same bundle format, same server clock, same pool size).
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { send, serverClock, type ParentMessage } from './ipc';

const COOKIE = '__Host-pr_session';
const LOOKUP = {
  name: 'reference_session_lookup',
  text: `select u.id, u.email, u.full_name, u.role, a.status
           from sessions s
           join users u on u.id = s.user_id
           left join applications a on a.user_id = u.id
          where s.token_hash = $1 and s.expires_at > now() and s.last_seen_at > $2
          limit 1`,
};
const IDLE_MS = 72 * 3_600_000;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const clock = serverClock(app.server);

function token(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

app.get('/api/auth/me', async (request, reply) => {
  const value = token(request.headers.cookie);
  if (!value) return reply.code(401).send({ ok: false, error: 'unauthorized' });
  const { rows } = await pool.query<{
    id: string;
    email: string;
    full_name: string | null;
    role: string;
    status: string | null;
  }>({
    ...LOOKUP,
    values: [
      createHash('sha256').update(value).digest('hex'),
      new Date(Date.now() - IDLE_MS).toISOString(),
    ],
  });
  const user = rows[0];
  if (!user) return reply.code(401).send({ ok: false, error: 'unauthorized' });
  const status = user.status ?? 'NONE';
  return {
    ok: true,
    user: {
      id: user.id,
      email: user.email,
      name: user.full_name,
      role: user.role,
      approved: status === 'APPROVED',
      applicationStatus: status,
    },
  };
});

process.on('message', (message: ParentMessage) => {
  if (message.type === 'timings') send({ type: 'timings', ...clock.take() });
  if (message.type === 'drain') void clock.drained().then(() => send({ type: 'drained' }));
  if (message.type === 'stop')
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
