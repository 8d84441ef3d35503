import { expect } from 'vitest';
import type { StatsResponse } from '../../../common/contracts/stats';
import { testClient } from '../../test/api-client';
import { type CreatedUser, uniqueIp } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';
import { addDays, dayOf } from './stats-period';

/**
 * The statistics' tests: the app for this file, its API client, its admin, today's UTC day, and helpers
 * that read the statistics page and send the page-view beacon.
 */
export const statsTestApp = () => {
  const t = testAppForFile();
  const { call } = testClient(t, '/api/v1');
  const admin = userFixture(t, { role: 'admin' });
  const today = dayOf(new Date());
  /** Noon of the day `n` days from today (negative: before). */
  const noon = (n: number) => new Date(`${addDays(today, n)}T12:00:00.000Z`);

  const getStats = async (query = 'period=week', user: CreatedUser = admin) => {
    const res = await call(user, 'GET', `/admin/stats?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StatsResponse;
  };

  const beacon = (payload: object, headers: Record<string, string> = {}, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/stats/views', payload, headers, remoteAddress: ip });

  return { t, call, admin, today, noon, getStats, beacon };
};
