// The committed deployment files stay in step with config.ts: .env.example names every setting,
// and its values make a valid production configuration once the public placeholder secret is
// replaced.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The variables config.ts reads: the keys of its zod environment schema. */
function configKeys(): string[] {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('export type Env'));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

describe('.env.example', () => {
  const example = read('.env.example');

  it('names every setting that config.ts reads', () => {
    const keys = configKeys();
    expect(keys.length).toBeGreaterThan(25);
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(keys.filter((key) => !named.has(key))).toEqual([]);
  });

  it('is a complete production configuration once copied and its secret replaced', () => {
    const env = {
      ...parseEnv(example),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://psikorehber:secret@postgres:5432/psikorehber',
      REDIS_URL: 'redis://redis:6379',
    };
    // The placeholder secret is public (it is in the repository): production refuses it.
    expect(() => loadConfig(env)).toThrow(/APP_SECRET is public/);
    const config = loadConfig({ ...env, APP_SECRET: randomBytes(32).toString('hex') });
    expect(config.isProduction).toBe(true);
    expect(config.mail.provider).toBe('smtp');
    expect(config.payment.provider).toBe('paytr');
    expect(config.publicUrlConfigured).toBe(true);
    expect(config.mail.from).toBe('PsikoRehber <no-reply@psikorehber.example.com>');
  });
});

// The supported Node versions are one fact: package.json "engines" (the README and the Dockerfile
// say the same). Every installed package must accept the oldest of them, or `npm ci` warns and
// a package may rely on features the oldest Node lacks (cookie 2 and content-disposition 3 are
// ESM-only and declare Node 22; package.json "overrides" pins their CommonJS lines, same API).
describe('supported Node versions', () => {
  const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
  const oldest = /^>=(\d+)\.(\d+)$/.exec(manifest.engines.node);

  it('are stated once as a lower bound, and the README and the Dockerfile agree', () => {
    expect(oldest).not.toBeNull();
    const [, major, minor] = oldest!;
    expect(read('README.md')).toContain(`Node ${major}.${minor} or newer`);
    expect(read('Dockerfile')).toContain(`>= ${major}.${minor}`);
  });

  it('are accepted by every package in the lock file', () => {
    const [, major, minor] = oldest!;
    const version = `${major}.${minor}.0`;
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => !Array.isArray(pkg.engines) && pkg.engines?.node)
      .filter(([, pkg]) => !semver.satisfies(version, (pkg.engines as { node: string }).node))
      .map(([name, pkg]) => `${name} (${(pkg.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
