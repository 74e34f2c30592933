// Issue 14, item 2: what a user types into a search box (a client's name and symptom, an
// applicant's e-mail) never reaches the log, at any level; route patterns and paging values do.
import { expect, it } from 'vitest';
import { adminCookie } from '../../test/support/admin';
import { describeEachDatabase } from '../../test/support/test-database';
import { useTestApp } from '../../test/support/test-app';
import { trialUser, workspaceOf } from '../../test/support/workspace';

describeEachDatabase('access log', (driver) => {
  const ctx = useTestApp(driver, { env: { LOG_LEVEL: 'trace' } });

  it('logs route patterns and redacts every query value but paging and filters', async () => {
    const marker = 'Zeynepmarker Panikatak';
    const { cookie } = await trialUser(ctx.app, ctx.database.db, 'log-search@example.com');
    const ws = await workspaceOf(ctx.app, cookie);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${ws}/search?q=${encodeURIComponent(marker)}`,
      headers: { cookie },
    });
    expect(search.statusCode).toBe(200);

    const admin = await adminCookie(ctx.app, ctx.database.db);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/i/admin/applications?q=markerapplicant%40example.com&status=PENDING&page=1',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);

    const logs = ctx.logs();
    for (const secret of ['Zeynepmarker', 'Panikatak', 'markerapplicant', ws]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).toContain('/api/workspaces/v2/:ws/search?q=[REDACTED]');
    expect(logs).toContain('/api/i/admin/applications?q=[REDACTED]&status=PENDING&page=1');
  });
});
