// Writes each route's <title>, description, canonical URL and Open Graph tags into index.html on
// the server, so crawlers and link previews see them without running any script (issue 8).
import { DEFAULT_PAGE_META, publicPageAt, SITE_NAME, type PageMeta } from '@psikorehber/shared/seo';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html';

/** The tags this module owns; whatever index.html carries of them is replaced. */
const MANAGED_TAGS = [
  /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/gi,
  /[ \t]*<meta\s+name="(?:description|robots|twitter:[^"]*)"[^>]*>[ \t]*\n?/gi,
  /[ \t]*<meta\s+property="og:[^"]*"[^>]*>[ \t]*\n?/gi,
  /[ \t]*<link\s+rel="canonical"[^>]*>[ \t]*\n?/gi,
];

/** Where canonical URLs point: PUBLIC_URL, or the address the request came in on when unset. */
export function siteOrigin(
  request: FastifyRequest,
  config: { publicUrl: string; publicUrlConfigured: boolean },
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

function headTags(meta: PageMeta, canonical: string | undefined): string {
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    canonical
      ? `<link rel="canonical" href="${attr(canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(SITE_NAME)}" />`,
    `<meta property="og:locale" content="tr_TR" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    ...(canonical ? [`<meta property="og:url" content="${attr(canonical)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/**
 * index.html for `url`: public pages get their own title, description, canonical URL and Open
 * Graph tags; every other route the site's defaults and `noindex`.
 */
export function renderIndexHtml(template: string, url: string, origin: string): string {
  const page = publicPageAt(url);
  const meta = page ?? DEFAULT_PAGE_META;
  const canonical = page ? `${origin}${page.path}` : undefined;
  let html = template;
  for (const pattern of MANAGED_TAGS) html = html.replace(pattern, '');
  const at = html.search(/[ \t]*<\/head>/i);
  if (at === -1) return html;
  return `${html.slice(0, at)}${headTags(meta, canonical)}${html.slice(at)}`;
}
