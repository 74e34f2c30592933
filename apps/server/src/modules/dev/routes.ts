import { BUSINESS_TIME_ZONE } from '@psikorehber/shared/constants';
// Development-only views of the outbox (never registered in production): the plain page at
// /dev/mail and its JSON twin at /api/dev/outbox, newest first. Codes arrive here when no SMTP
// server is configured, so a newcomer can finish the apply flow on one machine.
//
// The outbox holds sign-up and password-reset codes: whoever reads it can take over any account.
// So both views answer only a browser on this machine (issue 14, item 1): the TCP peer must be a
// loopback address and the request must not have come through a proxy (a reverse proxy on the same
// host would otherwise make every visitor look local). Everyone else gets the plain 404 of a route
// that does not exist.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { AppError } from '../../http/errors';
import { latestMails } from '../../providers/mail/outbox';

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** onRequest hook: a request from another machine (or relayed by a proxy) finds nothing here. */
async function localOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const relayed = PROXY_HEADERS.some((h) => request.headers[h] !== undefined);
  // request.socket, not request.ip: with TRUST_PROXY, request.ip comes from a header anyone sets.
  if (relayed || !isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('not_found');
}

const OUTBOX_PAGE_SIZE = 100;

/** GET /api/dev/outbox (registered under the /api prefix). */
export const devApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', localOnly);
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(OUTBOX_PAGE_SIZE),
        }),
      },
    },
    async (request) => {
      const rows = await latestMails(app.db, request.query.limit);
      return rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );
};

/** GET /dev/mail: a plain page, no scripts, readable without the web app. */
export const devPageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', localOnly);
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await latestMails(app.db, OUTBOX_PAGE_SIZE);
    const items = rows
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>Alıcı:</strong> ${escapeHtml(m.to)} · <strong>Tarih:</strong> <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toLocaleString('tr-TR', { timeZone: BUSINESS_TIME_ZONE })}</time> · <strong>Durum:</strong> ${escapeHtml(m.status)}</p>
<pre>${escapeHtml(m.text)}</pre>
</article><hr>`,
      )
      .join('\n');
    const body = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Giden e-postalar (geliştirme)</title></head>
<body><main><h1>Giden e-postalar</h1><p>Geliştirme ortamında gönderilen e-postalar burada, en yenisi üstte listelenir. Üretim ortamında bu sayfa kapalıdır.</p>
${items || '<p>Henüz e-posta yok.</p>'}</main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  });
};
