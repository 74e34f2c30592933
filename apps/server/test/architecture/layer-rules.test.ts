// The server's layer rules (eslint.config.js) refuse what they must and allow what they must: if a
// rule is lost or its pattern goes stale, `npm run lint` would silently stop guarding the layers
// (docs/decisions/022-the-house-plumbing-modules-and-requirements.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The restricted-import messages ESLint gives for `source` placed at `file` (repo-relative). */
async function restrictions(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('server layer rules', () => {
  it('keeps http/, lib/, db/ and providers/ from importing a module', async () => {
    for (const dir of ['http', 'lib', 'db', 'providers/mail']) {
      const up = dir.includes('/') ? '../../' : '../';
      const found = await restrictions(
        `apps/server/src/${dir}/probe.ts`,
        `import { enforce } from '${up}modules/billing';\nexport const probe = enforce;\n`,
      );
      expect(found.join('\n'), dir).toMatch(/must not import a module/);
    }
  });

  it('lets a module reach another only through its public file', async () => {
    const file = 'apps/server/src/modules/account/probe.ts';
    const deep = await restrictions(file, "import { settlePayment } from '../billing/payments';\n");
    expect(deep.join('\n')).toMatch(/public file/);
    expect(await restrictions(file, "import { settlePayment } from '../billing';\n")).toEqual([]);
    expect(await restrictions(file, "import { x } from './erase';\n")).toEqual([]);
    expect(await restrictions(file, "import { AppError } from '../../http/errors';\n")).toEqual([]);
  });

  it('lets a module see the AI engine only through its seam', async () => {
    const file = 'apps/server/src/modules/workspace/probe.ts';
    const seam = "import type { SupervisionEngine } from '../../providers/ai/engine';\n";
    expect(await restrictions(file, seam)).toEqual([]);
    const inside = await restrictions(
      file,
      "import { assessRisk } from '../../providers/ai/risk';\n",
    );
    expect(inside.join('\n')).toMatch(/through providers\/ai\/engine only/);
  });

  it("keeps queries in a module's repository.ts", async () => {
    const query = "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\n";
    const inService = await restrictions('apps/server/src/modules/auth/service.ts', query);
    expect(inService.join('\n')).toMatch(/build queries in the module's repository/);
    expect(inService.join('\n')).toMatch(/query tables in the module's repository/);
    expect(await restrictions('apps/server/src/modules/auth/repository.ts', query)).toEqual([]);
    const rowType = "import type { UserRow } from '../../db/schema';\n";
    expect(await restrictions('apps/server/src/modules/auth/service.ts', rowType)).toEqual([]);
  });

  it('keeps test code out of production files, not out of tests', async () => {
    const source = "import { useTestApp } from '../../../test/support/test-app';\n";
    const production = await restrictions('apps/server/src/modules/account/probe.ts', source);
    expect(production.join('\n')).toMatch(/must not import test code/);
    const repository = await restrictions('apps/server/src/modules/account/repository.ts', source);
    expect(repository.join('\n')).toMatch(/must not import test code/);
    expect(await restrictions('apps/server/src/modules/account/probe.test.ts', source)).toEqual([]);
  });
});
