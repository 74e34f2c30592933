// Helpers for tests that need clinical content: a trial, the default workspace, topics and asks.
// `headers` carries what a case needs on top of the cookie (an Origin, an Accept).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { messages } from '../../src/db/schema';
import { approvedUser } from './billing';

type Headers = Record<string, string>;

export async function startTrial(app: FastifyInstance, cookie: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/trial/start', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The user's first workspace (created on first use). */
export async function workspaceOf(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/workspaces/v2', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ id: string }> }>().items[0]!.id;
}

export async function newTopic(
  app: FastifyInstance,
  cookie: string,
  ws: string,
  body: object = { title: 'Kaygılı danışan' },
  headers: Headers = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/workspaces/v2/${ws}/topics`,
    headers: { cookie, ...headers },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ topic: { id: string } }>().topic.id;
}

export function ask(
  app: FastifyInstance,
  cookie: string,
  ws: string,
  topic: string,
  text: string,
  headers: Headers = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/workspaces/v2/${ws}/topics/${topic}/ask`,
    headers: { cookie, ...headers },
    payload: { text },
  });
}

/** An approved user on a trial with a workspace and a topic. */
export async function trialUser(
  app: FastifyInstance,
  db: Database,
  email: string,
  title = 'Kaygılı danışan',
) {
  const user = await approvedUser(app, db, email);
  await startTrial(app, user.cookie);
  const ws = await workspaceOf(app, user.cookie);
  const topic = await newTopic(app, user.cookie, ws, { title });
  return { ...user, ws, topic };
}

/** Failed pairs inserted so far (each one a minute later than the one before). */
let failedPairs = 0;

/**
 * A question with a failed answer (a provider error, so "Yeniden oluştur" is free), stored
 * directly; each call at its own later time so the pairs keep their order. Returns the answer id.
 */
export async function insertFailedPair(
  db: Database,
  owner: { topicId: string; workspaceId: string; userId: string },
  question = 'Vaka sorusu',
): Promise<string> {
  const at = Date.now() + 60_000 * ++failedPairs;
  await db
    .insert(messages)
    .values({ ...owner, role: 'user', text: question, createdAt: new Date(at) });
  const [answer] = await db
    .insert(messages)
    .values({
      ...owner,
      role: 'assistant',
      text: '',
      status: 'error',
      endReason: 'provider_error',
      createdAt: new Date(at + 1),
    })
    .returning({ id: messages.id });
  return answer!.id;
}
