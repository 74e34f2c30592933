import { BUSINESS_TIME_ZONE } from '@psikorehber/shared/constants';
// Development-only views of the outbox (never registered in production): the plain page at
// /dev/mail and its JSON twin at /api/dev/outbox, newest first. Codes arrive here when no SMTP
// server is configured, so a newcomer can finish the apply flow on one machine.
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMails } from '../../db/schema';
import { escapeHtml } from '../../lib/html';

const OUTBOX_PAGE_SIZE = 100;

async function latestMails(app: FastifyInstance, limit: number) {
  return app.db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}

/** GET /api/dev/outbox (registered under the /api prefix). */
export const devApiRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const rows = await latestMails(app, request.query.limit);
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
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await latestMails(app, OUTBOX_PAGE_SIZE);
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
