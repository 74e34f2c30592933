// robots.txt and sitemap.xml (issue 8), built from the shared list of public pages with absolute
// URLs from PUBLIC_URL. Registered at the root, outside /api.
import { NON_CRAWLABLE_PREFIXES, PUBLIC_PATHS } from '@psikorehber/shared/seo';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { siteOrigin } from './head';

const CACHE_CONTROL = 'public, max-age=3600';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NON_CRAWLABLE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map(
    (path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(request, app.config))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(siteOrigin(request, app.config))),
  );
};
