import { Counter, Registry } from 'prom-client';

/**
 * This app's Prometheus metrics (decision 098): a registry of its own, never prom-client's
 * global one, so the many apps a test run builds in one process count apart. Services get the
 * counters they add to through `deps.metrics`; what is read when Prometheus asks (the database
 * pool, queues, the outbox) and the HTTP timings are plugins/app/metrics.ts's.
 */
export interface Metrics {
  registry: Registry;
  /** Web Push sends by outcome: sent, gone (the subscription expired and was deleted), failed. */
  pushSends: Counter<'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const pushSends = new Counter({
    name: 'resona_push_sends_total',
    help: 'Web Push messages sent, by outcome: sent, gone (subscription expired), failed.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome from the start, so a rate over them exists before the first failure.
  for (const outcome of ['sent', 'gone', 'failed']) pushSends.inc({ outcome }, 0);
  return { registry, pushSends };
}
