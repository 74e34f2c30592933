// application/x-www-form-urlencoded bodies, for the few routes that foreign servers or plain HTML
// forms post to (the PayTR callback and the sandbox provider's pages). Register it inside the
// encapsulated plugin of those routes only: the rest of the API accepts JSON alone.
import type { FastifyInstance } from 'fastify';

/** Provider forms are small; anything bigger is not a payment form. */
const FORM_BODY_LIMIT = 32 * 1024;

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      // A repeated name keeps its first value, like PayTR's own PHP examples read $_POST.
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] ??= value;
      done(null, fields);
    },
  );
}
