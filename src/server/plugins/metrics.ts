import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** One sample of a gauge or counter read when Prometheus scrapes. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/** A metric the platform reads at scrape time (pool, sockets, jobs, process). */
export interface MetricFamily {
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  samples: Sample[];
}

/** A family of one unlabelled sample (a socket count, a queue's depth, the uptime). */
export const singleSample = (
  name: string,
  help: string,
  type: MetricFamily['type'],
  value: number,
): MetricFamily => ({ name, help, type, samples: [{ value }] });

/** A family of one sample per value of `label`, in the order of `values` (a pool's states). */
export const samplesByLabel = (
  name: string,
  help: string,
  type: MetricFamily['type'],
  label: string,
  values: Record<string, number>,
): MetricFamily => ({
  name,
  help,
  type,
  samples: Object.entries(values).map(([key, value]) => ({ labels: { [label]: key }, value })),
});

/** Request latency buckets, in seconds: the DESIGN.md §6 budgets fall between them. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: Record<string, string>;
  counts: number[];
  sum: number;
  count: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Record<string, string> | undefined) => {
  const entries = Object.entries(labels ?? {});
  return entries.length
    ? `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`
    : '';
};

/** The request histogram, per method, route pattern (never the raw URL: ids would explode it) and status class. */
export const createRequestHistogram = () => {
  const series = new Map<string, Series>();
  return {
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: `${Math.floor(status / 100)}xx` };
      const key = `${method} ${route} ${labels.status}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
        series.set(key, entry);
      }
      entry.counts = entry.counts.map((count, i) => (seconds <= (buckets[i] ?? 0) ? count + 1 : count));
      entry.sum += seconds;
      entry.count += 1;
    },
    render(): string {
      const name = 'sankofa_http_request_duration_seconds';
      const lines = [`# HELP ${name} Time from request to response.`, `# TYPE ${name} histogram`];
      for (const entry of series.values()) {
        buckets.forEach((le, i) => {
          lines.push(`${name}_bucket${labelText({ ...entry.labels, le: String(le) })} ${entry.counts[i]}`);
        });
        lines.push(`${name}_bucket${labelText({ ...entry.labels, le: '+Inf' })} ${entry.count}`);
        lines.push(`${name}_sum${labelText(entry.labels)} ${entry.sum}`);
        lines.push(`${name}_count${labelText(entry.labels)} ${entry.count}`);
      }
      return lines.join('\n');
    },
  };
};

export const renderFamilies = (families: MetricFamily[]): string =>
  families
    .map((family) =>
      [
        `# HELP ${family.name} ${family.help}`,
        `# TYPE ${family.name} ${family.type}`,
        ...family.samples.map((sample) => `${family.name}${labelText(sample.labels)} ${sample.value}`),
      ].join('\n'),
    )
    .join('\n');

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export interface MetricsOptions {
  /** Unset: the endpoint answers 404, as if it did not exist. */
  token: string | undefined;
  /** Read at each scrape. */
  families: () => Promise<MetricFamily[]> | MetricFamily[];
}

/**
 * `GET /api/metrics` in Prometheus' text format (issue 23 §5): request latency per route, and what
 * `families` reads (database pool, sockets, jobs, process). Closed to the public: only a scraper
 * sending `Authorization: Bearer $METRICS_TOKEN` reads it; without a token configured it does not exist.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const histogram = createRequestHistogram();
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/api/metrics') return;
      histogram.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!options.token || !sameSecret(given, options.token)) throw new AppError('not_found');
      const body = `${histogram.render()}\n${renderFamilies(await options.families())}\n`;
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'metrics' },
);
