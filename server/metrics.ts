/**
 * The server's Prometheus metrics (prom-client), one registry per process: what a monitoring system
 * needs to see an instance working — requests and their latency per operation, the caches' hits and
 * loads, the dataset reloads a data version causes and how long they take, database errors, the jobs
 * run. Served at `/metrics` behind METRICS_TOKEN (server/health.ts); docs/deployment.md has a scrape config.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

/** Requests by operation (the contract's operationId; `static`, `share`, `health`, `other` outside it). */
export const requestSeconds = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by operation, method and status class',
  labelNames: ['operation', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Each cache of server/store.ts: a hit, or a load (computed once however many asked at the same time). */
export const cacheLookups = new Counter({
  name: 'portal_cache_lookups_total',
  help: 'Cache lookups by cache (answers, datasets, index, content, asOf, instants) and outcome (hit, load)',
  labelNames: ['cache', 'outcome'] as const,
  registers: [registry],
});

/**
 * A part of a site's dataset read from the database: `index` (the families: at first use, after each
 * index version and when a scheduled release comes out) or `content` (the rest: after each data version).
 */
export const datasetLoadSeconds = new Histogram({
  name: 'portal_dataset_load_duration_seconds',
  help: 'Time to load a part (index, content) of a site dataset into memory (after its version changes or at first use)',
  labelNames: ['part'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: 'portal_database_errors_total',
  help: 'Requests answered 503 because the database could not be reached',
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'portal_job_runs_total',
  help: 'Scheduled jobs run by this instance, by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

/** Times `load` into the histogram (under `labels`), whatever its outcome. */
export async function timed<T, L extends string>(histogram: Histogram<L>, load: () => Promise<T>, labels?: Partial<Record<L, string>>): Promise<T> {
  const end = histogram.startTimer(labels);
  try {
    return await load();
  } finally {
    end();
  }
}
