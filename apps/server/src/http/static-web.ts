// Serves the built web app: hashed assets cached forever, index.html never cached, and an SPA
// fallback so that every non-API GET renders the app (the router shows its own not-found page).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** apps/web/dist, found by walking up from this file (works from src/ and from the dist bundle). */
export function defaultWebDistDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Hashed build assets never change; the entry page must always be revalidated. */
function cacheControlFor(distDir: string, filePath: string): string {
  if (filePath.startsWith(path.join(distDir, 'assets') + path.sep)) {
    return 'public, max-age=31536000, immutable';
  }
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Rendered pages per origin and path; bounded, because the origin can follow the Host header. */
const RENDERED_LIMIT = 200;

/**
 * How the entry page is made for a route: the app passes the SEO module's head renderer, so this
 * plumbing does not depend on a module (eslint.config.js, layer rule).
 */
export interface PageRenderer {
  /** The page's origin (canonical URLs), from the request and the configuration. */
  originOf(request: FastifyRequest): string;
  /** index.html with the route's own title, description and canonical URL. */
  render(template: string, pathname: string, origin: string): string;
}

export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  pages: PageRenderer,
): Promise<void> {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz twins of its text assets (apps/web/vite.config.ts).
    preCompressed: true,
    // robots.txt and sitemap.xml come from the SEO routes (absolute URLs from PUBLIC_URL), and
    // index.html is always rendered for its route (sendIndex below).
    globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(distDir, filePath));
    },
  });

  const rendered = new Map<string, string>();
  const pageFor = (url: string, origin: string): string => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    const key = `${origin}${pathname}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = pages.render(template, pathname, origin);
      if (rendered.size < RENDERED_LIMIT) rendered.set(key, html);
    }
    return html;
  };

  // Each route gets its own title, description and canonical URL (PageRenderer).
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageFor(reply.request.url, pages.originOf(reply.request)));
  app.get('/', (_request, reply) => sendIndex(reply));
  app.decorate('sendWebApp', sendIndex);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the web app is served: answers with index.html (SPA fallback). */
    sendWebApp?: (reply: FastifyReply) => FastifyReply;
  }
}
