// Liveness and readiness probes for load balancers and orchestrators.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/errors';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      throw new AppError('service_unavailable');
    }
    return { ok: true };
  });
};
