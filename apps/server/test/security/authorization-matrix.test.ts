// Runs the authorization matrix of route-matrix.ts: every registered route × five actors against
// real fixtures, asserting the status of each cell, the error code of refusals, and that nobody but
// the owner ever receives the owner's clinical content (or, except admins, the owner's personal data).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../support/admin';
import { approvedUser } from '../support/billing';
import { FakeEngine } from '../support/fake-engine';
import { buildProductionApp } from '../support/production-app';
import { AccountLimitsOffStore } from '../support/rate-limits';
import { useTestApp } from '../support/test-app';
import { describeEachDatabase } from '../support/test-database';
import {
  ACTORS,
  buildFixtures,
  CLINICAL_MARKER,
  freshHelpers,
  type Actor,
  type Fixtures,
  type FreshHelpers,
} from './matrix-fixtures';
import { EXCLUDED, ROWS, type RouteRow } from './route-matrix';

const key = (method: string, route: string) => `${method} ${route}`;

/** Fastify answers HEAD for every GET route with the GET handler: same guards, same statuses. */
const HEAD_ROWS: RouteRow[] = ROWS.filter((row) => row.method === 'GET').map((row) => ({
  ...row,
  method: 'HEAD',
}));
const ALL_ROWS: RouteRow[] = [...ROWS, ...HEAD_ROWS];

/** The owner runs last: other actors' attempts on the owner's resources come first. */
const RUN_ORDER: readonly Actor[] = ['visitor', 'unapproved', 'other', 'admin', 'approved'];

/** The status every refusal carries in its body (docs/requirements/errors.md#err-codes). */
const REFUSAL_CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
};

/** Path parameters from the fixtures: always the owner's ids. */
function fillParams(route: string, f: Fixtures): string {
  const fileId = route.startsWith('/api/public/apply/') ? f.draft.fileId : f.owner.fileId;
  return route
    .replace(':ws', f.owner.workspaceId)
    .replace(':topic', f.owner.topicId)
    .replace(':msg', f.owner.answerId)
    .replace(':fileId', fileId)
    .replace(':id', f.owner.applicationId);
}

function registeredKeys(routes: ReadonlyArray<{ method: string; url: string }>): Set<string> {
  return new Set(routes.map((r) => key(r.method, r.url)));
}

describe('the authorization matrix table', () => {
  it('names each route once', () => {
    const keys = [...ALL_ROWS, ...EXCLUDED].map((r) => key(r.method, r.route));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const row of ROWS) expect(Object.keys(row.expect).sort()).toEqual([...ACTORS].sort());
  });

  it('covers every route production registers, which has no development or sandbox routes', async () => {
    const app = await buildProductionApp();
    await app.ready();
    const production = [...registeredKeys(app.registeredRoutes)];
    await app.close();
    const table = new Set([...ALL_ROWS, ...EXCLUDED].map((r) => key(r.method, r.route)));
    expect(production.filter((k) => !table.has(k))).toEqual([]);
    expect(production.filter((k) => /\s\/(api\/)?(dev|sandbox)\//.test(k))).toEqual([]);
    // Rows marked devOnly are exactly the routes production leaves out for being development aids.
    for (const row of ROWS.filter((r) => r.devOnly)) {
      expect(production).not.toContain(key(row.method, row.route));
    }
  });
});

const engine = new FakeEngine();

describeEachDatabase('authorization matrix', (driver) => {
  const ctx = useTestApp(driver, {
    providers: { engine, rateLimits: new AccountLimitsOffStore() },
  });
  let f: Fixtures;
  let fresh: FreshHelpers;
  beforeAll(async () => {
    f = await buildFixtures(ctx.app, ctx.database.db);
    fresh = freshHelpers(ctx.app, ctx.database.db, f);
  }, 60_000);

  it('has a row for every registered route and no row for a route that is gone', () => {
    const registered = registeredKeys(ctx.app.registeredRoutes);
    const table = new Set([...ALL_ROWS, ...EXCLUDED].map((r) => key(r.method, r.route)));
    const missing = [...registered].filter((k) => !table.has(k));
    expect(missing, 'registered routes without a row in route-matrix.ts').toEqual([]);
    const gone = [...table].filter((k) => !registered.has(k));
    expect(gone, 'rows for routes that are no longer registered').toEqual([]);
  });

  it.for(ALL_ROWS.map((row) => [key(row.method, row.route), row] as const))(
    '%s',
    async ([, row]) => {
      const clinical = [CLINICAL_MARKER, f.owner.workspaceId, f.owner.topicId, f.owner.messageId];
      const personal = [
        f.accounts.approved.email,
        f.owner.userId,
        f.owner.applicationId,
        f.owner.fileId,
        f.owner.paymentOid,
      ];
      for (const actor of RUN_ORDER) {
        const cell = { actor, f, fresh, app: ctx.app };
        const built = row.request ? await row.request(cell) : {};
        const cookie =
          built.cookie === undefined
            ? actor === 'visitor'
              ? undefined
              : f.accounts[actor].cookie
            : (built.cookie ?? undefined);
        const url = built.url ?? fillParams(row.route, f);
        const stateChanging = row.method !== 'GET' && row.method !== 'HEAD';
        const res = await ctx.app.inject({
          method: row.method,
          url,
          headers: {
            // A browser sends its Origin with every state-changing request (CSRF,
            // docs/requirements/api.md#api-cors-csrf).
            ...(stateChanging ? { origin: ctx.config.publicUrl } : {}),
            ...(cookie ? { cookie } : {}),
            ...built.headers,
          },
          ...(built.payload !== undefined ? { payload: built.payload } : {}),
        });
        const where = `${row.method} ${row.route} as ${actor}`;
        const expected = [row.expect[actor]].flat();
        expect
          .soft(expected, `${where} answered ${String(res.statusCode)}: ${res.body.slice(0, 300)}`)
          .toContain(res.statusCode);
        const code = REFUSAL_CODES[res.statusCode];
        if (code && row.method !== 'HEAD' && row.route !== '/api/auth/login') {
          expect.soft(res.json<{ error?: string }>().error, `${where}: error code`).toBe(code);
        }
        if (actor !== 'approved') {
          for (const marker of clinical) {
            expect.soft(res.body.includes(marker), `${where}: owner's clinical data`).toBe(false);
          }
        }
        const seesOwner =
          actor === 'approved' ||
          actor === 'admin' ||
          row.devOnly === true ||
          (row.ownerDataFor ?? []).includes(actor);
        if (!seesOwner) {
          for (const marker of personal) {
            expect.soft(res.body.includes(marker), `${where}: owner's personal data`).toBe(false);
          }
        }
        await row.verify?.(cell, res, { url, cookie });
      }
    },
  );

  it('gives an admin who is also an approved user 404 on the owner clinical ids', async () => {
    // A promoted user passes requireApproved; ownership must still stop them.
    const email = fresh.email('onayli-yonetici');
    await approvedUser(ctx.app, ctx.database.db, email);
    const cookie = await adminCookie(ctx.app, ctx.database.db, email);
    const clinicalRows = ALL_ROWS.filter(
      (r) => r.expect.other === 404 && /workspaces/.test(r.route),
    );
    expect(clinicalRows.length).toBeGreaterThanOrEqual(8);
    for (const row of clinicalRows) {
      const built = row.request
        ? await row.request({ actor: 'other', f, fresh, app: ctx.app })
        : {};
      const url = built.url ?? fillParams(row.route, f);
      const res = await ctx.app.inject({
        method: row.method,
        url,
        headers: { cookie, origin: ctx.config.publicUrl },
        ...(built.payload !== undefined ? { payload: built.payload } : {}),
      });
      expect.soft(res.statusCode, `${row.method} ${row.route}: ${res.body}`).toBe(404);
      expect.soft(res.body).not.toContain(CLINICAL_MARKER);
      // As for the other approved user: a refused request changed nothing.
      await row.verify?.({ actor: 'other', f, fresh, app: ctx.app }, res, { url, cookie });
    }
  });
});
