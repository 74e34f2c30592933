import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES, PUBLIC_PATHS } from '@psikorehber/shared/seo';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app';

/** A built web app in miniature: Vite's index.html shape and one precompressed asset. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-seo-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>
      Eski başlık
    </title>
    <meta
      name="description"
      content="Eski açıklama"
    />
    <meta property="og:title" content="Eski" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  const js = `console.log(${JSON.stringify('x'.repeat(2000))})`;
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), js);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.gz'), gzipSync(js));
  // A stale build may still carry the old static robots.txt; the SEO route must win.
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /');
  return dist;
}

function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogTitles: html.match(/property="og:title"/g)?.length ?? 0,
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
  };
}

const unescape = (s: string | undefined) =>
  s?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('SEO with PUBLIC_URL', () => {
  const dist = fakeDist();
  const ctx = useTestApp('pglite', {
    env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://psikorehber.example/' },
    serveWeb: true,
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('gives every public page its own title, description, canonical URL and Open Graph tags', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const pagePath of PUBLIC_PATHS) {
      const res = await get(pagePath);
      expect(res.statusCode, pagePath).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const head = headOf(res.body);
      const meta = PUBLIC_PAGES[pagePath];
      expect(unescape(head.title), pagePath).toBe(meta.title);
      expect(unescape(head.description), pagePath).toBe(meta.description);
      expect(head.canonical, pagePath).toBe(`https://psikorehber.example${pagePath}`);
      expect(head.ogUrl).toBe(head.canonical);
      expect(unescape(head.ogTitle)).toBe(meta.title);
      expect(unescape(head.ogDescription)).toBe(meta.description);
      // The template's own tags are replaced, not duplicated.
      expect([head.titles, head.descriptions, head.ogTitles]).toEqual([1, 1, 1]);
      expect(head.robots).toBeUndefined();
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      titles.add(meta.title);
      descriptions.add(meta.description);
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
    expect(descriptions.size).toBe(PUBLIC_PATHS.length);
  });

  it('treats a trailing slash and a query like the page itself', async () => {
    expect(headOf((await get('/faq/?utm_source=x')).body).canonical).toBe(
      'https://psikorehber.example/faq',
    );
  });

  it('keeps private and unknown routes out of the index', async () => {
    for (const url of ['/workspace', '/admin', '/login', '/bilinmeyen-sayfa', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = headOf(res.body);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
      expect(head.title).toContain('PsikoRehber');
    }
  });

  it('serves robots.txt with the sitemap address and the private areas disallowed', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const prefix of ['/api/', '/admin', '/workspace', '/billing', '/dashboard']) {
      expect(res.body).toContain(`Disallow: ${prefix}\n`);
    }
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toContain('Sitemap: https://psikorehber.example/sitemap.xml');
  });

  it('lists the public pages in sitemap.xml with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((p) => `https://psikorehber.example${p}`));
    expect(locs).not.toContain('https://psikorehber.example/login');
  });

  it('serves the precompressed twin of an asset to clients that accept it', async () => {
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(gz.headers['content-length'])).toBeLessThan(200);
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});

describe('SEO without PUBLIC_URL (development)', () => {
  const ctx = useTestApp('pglite', { env: { WEB_DIST_DIR: fakeDist() }, serveWeb: true });

  it('builds canonical and sitemap URLs from the address the request came in on', async () => {
    const headers = { host: '127.0.0.1:4321' };
    const page = await ctx.app.inject({ method: 'GET', url: '/terms', headers });
    expect(headOf(page.body).canonical).toBe('http://127.0.0.1:4321/terms');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://127.0.0.1:4321/sitemap.xml');
  });
});
