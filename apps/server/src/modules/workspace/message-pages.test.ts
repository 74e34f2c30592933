// Paged history of a long topic (issue 18, docs/decisions/013-paged-topic-history.md): pages from
// the newest back by `limit` questions and a `before` cursor; without either, the whole topic as
// before. Pairs never straddle two pages.
import { MESSAGE_PAGE } from '@psikorehber/shared/constants';
import { WORKSPACE_MESSAGES } from '@psikorehber/shared/messages';
import type { MessageDto } from '@psikorehber/shared/schemas/workspace';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { eachMessage, listMessages, ownTopic } from './repository';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { ask, trialUser } from '../../../test/support/workspace';

interface Page {
  ok: true;
  items: MessageDto[];
  hasMore: boolean;
  nextCursor: string | null;
}

type Owner = Awaited<ReturnType<typeof trialUser>>;

const START = Date.parse('2026-10-01T08:00:00.000Z');

describeEachDatabase('paged topic history', (driver) => {
  const ctx = useTestApp(driver, {
    providers: { engine: new FakeEngine(), rateLimits: new AccountLimitsOffStore() },
  });

  /** `count` question/answer pairs, a minute apart, answers 1 ms after their question. */
  async function insertPairs(owner: Owner, count: number, from = 0) {
    const base = { topicId: owner.topic, workspaceId: owner.ws, userId: owner.userId };
    await ctx.database.db.insert(messages).values(
      Array.from({ length: count }, (_, i) => {
        const at = START + (from + i) * 60_000;
        return [
          { ...base, role: 'user', text: `Soru ${String(from + i + 1)}`, createdAt: new Date(at) },
          {
            ...base,
            role: 'assistant',
            text: `Yanıt ${String(from + i + 1)}`,
            createdAt: new Date(at + 1),
          },
        ];
      }).flat(),
    );
  }

  function get(owner: Pick<Owner, 'cookie' | 'ws' | 'topic'>, query = '') {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${owner.ws}/topics/${owner.topic}/messages${query}`,
      headers: { cookie: owner.cookie },
    });
  }

  async function page(owner: Owner, query: string): Promise<Page> {
    const res = await get(owner, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  }

  /** Every page from the newest back, `limit` questions each. */
  async function allPages(owner: Owner, limit: number): Promise<Page[]> {
    const pages = [await page(owner, `?limit=${String(limit)}`)];
    while (pages.at(-1)!.hasMore) {
      const cursor = pages.at(-1)!.nextCursor!;
      pages.push(await page(owner, `?limit=${String(limit)}&before=${encodeURIComponent(cursor)}`));
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  const texts = (items: MessageDto[]) => items.map((m) => m.text);

  it('answers the whole topic, oldest first and exactly as before, without paging parameters', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-all@example.com');
    await insertPairs(owner, 30);
    const res = await get(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['items', 'ok']);
    const items = body.items as MessageDto[];
    expect(items).toHaveLength(60);
    expect(texts(items).slice(0, 3)).toEqual(['Soru 1', 'Yanıt 1', 'Soru 2']);
    expect(texts(items).at(-1)).toBe('Yanıt 30');
    // Unknown parameters change nothing.
    expect((await get(owner, '?page=2&size=5')).json()).toEqual(body);
  });

  it('pages from the newest back: limit questions with their answers, oldest first in each page', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-order@example.com');
    await insertPairs(owner, 7);
    const first = await page(owner, '?limit=3');
    expect(texts(first.items)).toEqual([
      'Soru 5',
      'Yanıt 5',
      'Soru 6',
      'Yanıt 6',
      'Soru 7',
      'Yanıt 7',
    ]);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toMatch(/^2026-10-01T08:04:00\.000000Z_[0-9a-f-]{36}$/);
    expect(first.nextCursor!.endsWith(first.items[0]!.id)).toBe(true);

    const pages = await allPages(owner, 3);
    expect(pages.map((p) => texts(p.items))).toEqual([
      ['Soru 5', 'Yanıt 5', 'Soru 6', 'Yanıt 6', 'Soru 7', 'Yanıt 7'],
      ['Soru 2', 'Yanıt 2', 'Soru 3', 'Yanıt 3', 'Soru 4', 'Yanıt 4'],
      ['Soru 1', 'Yanıt 1'],
    ]);
    expect(pages.at(-1)).toMatchObject({ hasMore: false, nextCursor: null });
    // The pages put together are the whole list.
    const whole = (await get(owner)).json<{ items: MessageDto[] }>().items;
    expect(pages.toReversed().flatMap((p) => p.items)).toEqual(whole);

    // A topic that fits in one page says so at once; an empty one is an empty last page.
    expect(await page(owner, '?limit=7')).toMatchObject({ hasMore: false, nextCursor: null });
    const empty = await trialUser(ctx.app, ctx.database.db, 'pages-empty@example.com');
    expect(await page(empty, '?limit=5')).toEqual({
      ok: true,
      items: [],
      hasMore: false,
      nextCursor: null,
    });
  });

  it('takes 1 to 100 questions a page, and as many as the workspace asks for when only before is given', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-limits@example.com');
    await insertPairs(owner, 120);
    expect(texts((await page(owner, '?limit=1')).items)).toEqual(['Soru 120', 'Yanıt 120']);
    const hundred = await page(owner, `?limit=${String(MESSAGE_PAGE.maxPairs)}`);
    expect(hundred.items).toHaveLength(200);
    expect(hundred.items[0]!.text).toBe('Soru 21');
    const rest = await page(owner, `?before=${encodeURIComponent(hundred.nextCursor!)}`);
    expect(rest.items).toHaveLength(MESSAGE_PAGE.pairs * 2);
    expect(rest.items.at(-1)!.text).toBe('Yanıt 20');
    expect(rest.items[0]!.text).toBe(`Soru ${String(21 - MESSAGE_PAGE.pairs)}`);
  });

  it('refuses a bad limit or cursor with 400 invalid_body in Turkish, never 500', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-invalid@example.com');
    await insertPairs(owner, 3);
    const { nextCursor } = await page(owner, '?limit=1');
    const id = nextCursor!.split('_')[1]!;
    const limitMessage = WORKSPACE_MESSAGES.pageLimit(MESSAGE_PAGE.maxPairs);
    const cases: Array<[string, string, string]> = [
      ['?limit=0', 'limit', limitMessage],
      ['?limit=101', 'limit', limitMessage],
      ['?limit=-1', 'limit', limitMessage],
      ['?limit=1.5', 'limit', limitMessage],
      ['?limit=abc', 'limit', limitMessage],
      ['?limit=', 'limit', limitMessage],
      ['?limit=1e1', 'limit', limitMessage],
      ['?limit=5&limit=6', 'limit', limitMessage],
      ['?limit=99999999999999999999', 'limit', limitMessage],
      ['?before=', 'before', WORKSPACE_MESSAGES.pageCursor],
      ['?before=abc', 'before', WORKSPACE_MESSAGES.pageCursor],
      [`?before=${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      // A pattern-shaped cursor with month 13, 25 o'clock, February 30th, year 0.
      [`?before=2026-13-01T08:00:00.000000Z_${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      [`?before=2026-10-01T25:00:00.000000Z_${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      [`?before=2026-02-30T08:00:00.000000Z_${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      [`?before=0000-10-01T08:00:00.000000Z_${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      // Milliseconds only, a bad id, SQL in the id, a cursor far too long.
      [`?before=2026-10-01T08:00:00.000Z_${id}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      ['?before=2026-10-01T08:00:00.000000Z_not-a-uuid', 'before', WORKSPACE_MESSAGES.pageCursor],
      [
        `?before=${encodeURIComponent(`2026-10-01T08:00:00.000000Z_${id}'); drop table messages;--`)}`,
        'before',
        WORKSPACE_MESSAGES.pageCursor,
      ],
      [`?before=${'9'.repeat(5000)}`, 'before', WORKSPACE_MESSAGES.pageCursor],
      [`?before=${nextCursor!}&before=${nextCursor!}`, 'before', WORKSPACE_MESSAGES.pageCursor],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({
        ok: false,
        error: 'invalid_body',
        message,
        details: [{ field, message }],
      });
    }
    // Both wrong: both named.
    const both = await get(owner, '?limit=0&before=x');
    expect(
      both
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['before', 'limit']);
    // A well-formed cursor the topic never had is only a place in time: the older messages.
    const old = await page(owner, `?limit=2&before=2026-10-01T08:01:30.000000Z_${id}`);
    expect(texts(old.items)).toEqual(['Soru 1', 'Yanıt 1', 'Soru 2', 'Yanıt 2']);
    expect(old.hasMore).toBe(false);
  });

  it('answers 404 for another user’s topic with paging parameters, and a cursor opens nothing of theirs', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-owner@example.com');
    const other = await trialUser(ctx.app, ctx.database.db, 'pages-other@example.com');
    await insertPairs(owner, 4);
    const { nextCursor } = await page(owner, '?limit=1');
    const cursor = encodeURIComponent(nextCursor!);
    for (const query of ['?limit=2', `?limit=2&before=${cursor}`, `?before=${cursor}`]) {
      const foreign = await get({ ...owner, cookie: other.cookie }, query);
      expect(foreign.statusCode, query).toBe(404);
      expect(foreign.json().error).toBe('not_found');
      // Own workspace, the owner's topic.
      const mixed = await get({ cookie: other.cookie, ws: other.ws, topic: owner.topic }, query);
      expect(mixed.statusCode, query).toBe(404);
    }
    // The owner's cursor on one's own topic reads one's own (empty) topic only.
    expect((await page(other, `?limit=5&before=${cursor}`)).items).toEqual([]);
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${owner.ws}/topics/${owner.topic}/messages?limit=2`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('never splits a pair: every page begins with a question, whatever the limit', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-pairs@example.com');
    const base = { topicId: owner.topic, workspaceId: owner.ws, userId: owner.userId };
    // A lone answer at the start (its question gone), pairs, a failed answer, and a question whose
    // answer is still being written at the end.
    await ctx.database.db.insert(messages).values({
      ...base,
      role: 'assistant',
      text: 'Sahipsiz yanıt',
      createdAt: new Date(START - 60_000),
    });
    await insertPairs(owner, 5);
    await ctx.database.db.insert(messages).values([
      { ...base, role: 'user', text: 'Soru 6', createdAt: new Date(START + 5 * 60_000) },
      {
        ...base,
        role: 'assistant',
        text: '',
        status: 'error',
        endReason: 'provider_error',
        createdAt: new Date(START + 5 * 60_000 + 1),
      },
      { ...base, role: 'user', text: 'Soru 7', createdAt: new Date(START + 6 * 60_000) },
      {
        ...base,
        role: 'assistant',
        text: 'Yazılıyor',
        status: 'streaming',
        createdAt: new Date(START + 6 * 60_000 + 1),
      },
    ]);
    const whole = (await get(owner)).json<{ items: MessageDto[] }>().items;
    for (const limit of [1, 2, 3, 4, 7, 8]) {
      const pages = await allPages(owner, limit);
      expect(
        pages.toReversed().flatMap((p) => p.items),
        `limit ${String(limit)}`,
      ).toEqual(whole);
      for (const [index, { items }] of pages.entries()) {
        const last = index === pages.length - 1;
        // Only the oldest page may begin with the lone answer.
        if (!last) expect(items[0]?.role, `limit ${String(limit)}`).toBe('user');
        expect(items.filter((m) => m.role === 'user').length).toBeLessThanOrEqual(limit);
        for (const [i, message] of items.entries()) {
          if (message.role === 'assistant' && message.text !== 'Sahipsiz yanıt')
            expect(items[i - 1]?.role, `limit ${String(limit)}: ${message.text}`).toBe('user');
        }
      }
    }
    expect(texts((await page(owner, '?limit=1')).items)).toEqual(['Soru 7', 'Yazılıyor']);
    expect(texts((await allPages(owner, 7)).at(-1)!.items)).toEqual(['Sahipsiz yanıt']);
  });

  it('keeps older pages where they are while new pairs are asked and old ones removed', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-stable@example.com');
    await insertPairs(owner, 6);
    const first = await page(owner, '?limit=2');
    expect(texts(first.items)).toEqual(['Soru 5', 'Yanıt 5', 'Soru 6', 'Yanıt 6']);
    // A new question is asked meanwhile: it joins the newest end, the next page does not move.
    const asked = await ask(ctx.app, owner.cookie, owner.ws, owner.topic, 'Yeni bir soru?');
    expect(asked.statusCode, asked.body).toBe(200);
    const cursor = encodeURIComponent(first.nextCursor!);
    expect(texts((await page(owner, `?limit=2&before=${cursor}`)).items)).toEqual([
      'Soru 3',
      'Yanıt 3',
      'Soru 4',
      'Yanıt 4',
    ]);
    expect((await page(owner, '?limit=1')).items[0]!.text).toBe('Yeni bir soru?');
    // The question the cursor names is gone (its pair removed): the cursor still holds.
    await ctx.database.db.delete(messages).where(eq(messages.id, first.items[0]!.id));
    expect(texts((await page(owner, `?limit=2&before=${cursor}`)).items)).toEqual([
      'Soru 3',
      'Yanıt 3',
      'Soru 4',
      'Yanıt 4',
    ]);
  });

  it('pages messages that share a millisecond without losing or repeating one, and so does the PDF export', async () => {
    const owner = await trialUser(ctx.app, ctx.database.db, 'pages-micro@example.com');
    // Written by the database itself, microseconds apart within one millisecond.
    for (const [i, micros] of ['100', '200', '300', '400', '500', '600'].entries()) {
      await ctx.database.db.insert(messages).values({
        topicId: owner.topic,
        workspaceId: owner.ws,
        userId: owner.userId,
        role: i % 2 === 0 ? 'user' : 'assistant',
        text: `M${String(i + 1)}`,
        createdAt: sql`${`2026-10-01T08:00:00.123${micros}Z`}::timestamptz`,
      });
    }
    const pages = await allPages(owner, 1);
    expect(pages.map((p) => texts(p.items))).toEqual([
      ['M5', 'M6'],
      ['M3', 'M4'],
      ['M1', 'M2'],
    ]);
    expect(pages[0]!.nextCursor).toMatch(/^2026-10-01T08:00:00\.123500Z_/);
    // The PDF export reads the same order in batches, here 4 at a time.
    await insertPairs(owner, 3);
    const read: string[] = [];
    const topic = await ownTopic(ctx.database.db, owner.userId, owner.ws, owner.topic);
    for await (const row of eachMessage(ctx.database.db, topic, 4)) {
      read.push(row.text);
    }
    const whole = await listMessages(ctx.database.db, owner.userId, owner.topic);
    expect(read).toEqual(whole.map((row) => row.text));
    // (Soru 1 is at 08:00:00.000, Yanıt 1 a millisecond later, the six 0.12 s later.)
    expect(read).toEqual([
      'Soru 1',
      'Yanıt 1',
      'M1',
      'M2',
      'M3',
      'M4',
      'M5',
      'M6',
      'Soru 2',
      'Yanıt 2',
      'Soru 3',
      'Yanıt 3',
    ]);
  });
});
