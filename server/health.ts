/**
 * What a load balancer, systemd and a monitoring system ask an instance (issue 46):
 * - `/healthz`: the process answers (alive); nothing else is checked, so a database outage does not
 *   get every instance restarted;
 * - `/readyz`: the database answers and every migration of this build has run on it, else 503 — take
 *   the instance out of the pool until it is;
 * - `/metrics`: Prometheus' text format (server/metrics.ts), only with `Authorization: Bearer
 *   $METRICS_TOKEN`; without METRICS_TOKEN set it is not offered (404).
 * Outside /webapi and the contract: operators' endpoints, documented in docs/deployment.md.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { appliedMigrations, expectedMigrations } from './db/health';
import { registry, requestSeconds } from './metrics';

const OPERATORS = new Set(['/healthz', '/readyz', '/metrics']);

/** The operation a request was for: the contract's operationId, else what kind of route it was. */
function operationOf(request: FastifyRequest): string {
  const id = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  if (id) return id;
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  if (OPERATORS.has(route)) return route.slice(1);
  return route.startsWith('/webapi') ? 'webapi-other' : 'static';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerHealth(app: FastifyInstance, opts: { db: Db; metricsToken: string | null }): void {
  app.addHook('onResponse', async (request, reply) => {
    requestSeconds.observe({ operation: operationOf(request), method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  const plain = { 'Cache-Control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(plain).send({ status: 'ok' }));

  const expected = expectedMigrations();
  app.get('/readyz', async (_request, reply) => {
    let applied: number;
    try {
      applied = await appliedMigrations(opts.db);
    } catch (e) {
      return reply.code(503).headers(plain).send({ status: 'unavailable', database: 'unreachable', error: (e as Error).message });
    }
    const ready = applied >= expected;
    return reply
      .code(ready ? 200 : 503)
      .headers(plain)
      .send({ status: ready ? 'ready' : 'migrating', database: 'ok', migrations: { applied, expected } });
  });

  app.get('/metrics', async (request, reply) => {
    if (!opts.metricsToken) return reply.code(404).headers(plain).type('text/plain; charset=utf-8').send('metrics are off: set METRICS_TOKEN\n');
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), opts.metricsToken)) {
      return reply.code(401).headers({ ...plain, 'WWW-Authenticate': 'Bearer' }).type('text/plain; charset=utf-8').send('a bearer token is needed\n');
    }
    return reply.headers(plain).type(registry.contentType).send(await registry.metrics());
  });
}
