// Issue 15: an answer that raises risk opens with the notice and ends with the protocol, the topic
// keeps the categories for the workspace to show, and the answer says which engine wrote it
// (nothing left the server with the embedded one).
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { ask, trialUser } from '../../../test/support/workspace';

describeEachDatabase('risk in a topic', (driver) => {
  const ctx = useTestApp(driver);

  it('remembers the risk an answer raised, once per category, in the order raised', async () => {
    const { cookie, ws, topic } = await trialUser(
      ctx.app,
      ctx.database.db,
      'risk-topic@example.com',
    );
    const topics = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/workspaces/v2/${ws}/topics`,
          headers: { cookie },
        })
      ).json<{ items: Array<{ id: string; riskKinds: string[] }> }>().items;
    expect((await topics()).find((t) => t.id === topic)?.riskKinds).toEqual([]);

    const first = await ask(
      ctx.app,
      cookie,
      ws,
      topic,
      'Danışanım ilaçlarını biriktirdiğini ve bu hafta sonu hepsini içmeyi planladığını söyledi.',
    );
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<{ answer: { text: string; provider: string; sentText: null } }>()
      .answer;
    expect(answer.text.trimStart().startsWith('> **⚠️ Risk uyarısı')).toBe(true);
    expect(answer.text).toContain('## Risk Protokolü');
    expect(answer).toMatchObject({ provider: 'offline', sentText: null });
    expect((await topics()).find((t) => t.id === topic)?.riskKinds).toEqual(['suicide']);

    const second = await ask(
      ctx.app,
      cookie,
      ws,
      topic,
      'Ayrıca eşinin onu dövdüğünü ve telefonunu elinden aldığını anlattı; yine ilaç biriktiriyor.',
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((await topics()).find((t) => t.id === topic)?.riskKinds).toEqual([
      'suicide',
      'domesticViolence',
    ]);

    // A question without risk adds nothing and carries no notice.
    const calm = await ask(
      ctx.app,
      cookie,
      ws,
      topic,
      'Panik bozukluğunda maruz bırakmaya nasıl başlarım?',
    );
    expect(calm.json<{ answer: { text: string } }>().answer.text).not.toContain('Risk uyarısı');
  }, 60_000);
});
