import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const token = 'scrape-token-0123456789';
let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  [t, closed] = await Promise.all([buildTestApp({ metricsToken: token }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), closed.close()]);
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('/api/metrics', () => {
  it('does not exist for the public: 404 without the token, with a wrong one, or when none is set', async () => {
    for (const res of [
      await scrape(t),
      await scrape(t, 'Bearer wrong-token-0123456789'),
      await scrape(t, token),
      await scrape(closed, `Bearer ${token}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('gives a scraper request latency per route pattern, and the jobs, sockets and process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${crypto.randomUUID()}` });
    await t.app.jobs.runTick('security-clean-up', new Date());
    const res = await scrape(t, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'sankofa_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"} 2',
    );
    expect(text).toContain(
      'sankofa_http_request_duration_seconds_bucket{method="GET",route="/api/health",status="2xx",le="+Inf"} 2',
    );
    // The pattern, never the id: one series however many profiles are read.
    expect(text).toMatch(/route="\/api\/v1\/profiles\/:profileId",status="[24]xx"/);
    expect(text).not.toMatch(/route="\/api\/v1\/profiles\/[0-9a-f]{8}-/);
    expect(text).toContain('sankofa_job_runs_total{job="security-clean-up"} 1');
    expect(text).toContain('sankofa_job_runs_total{job="backup"} 0');
    expect(text).toContain('sankofa_realtime_sockets 0');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    if (t.database.kind === 'postgres')
      expect(text).toMatch(/sankofa_db_pool_connections\{state="total"\} \d+/);
  });
});
