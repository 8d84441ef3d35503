import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../../common/contracts/notifications';
import { areaModules } from '../../../app/areas';
import { areaBasePaths } from '../../../lib/area-module';
import { setRoutedBasePaths } from '../../../lib/routed-paths';
import { notificationTarget } from './notification-display';

// What the app does at start-up: the routed paths are the area modules' base paths.
beforeAll(() => setRoutedBasePaths(areaModules.flatMap(areaBasePaths)));

const item = (patch: Partial<NotificationItem>): NotificationItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'connection_accepted',
  title: 't',
  body: 'b',
  priority: 'medium',
  data: {},
  link: null,
  readAt: null,
  createdAt: new Date().toISOString(),
  ...patch,
});

describe('notification display', () => {
  it('leads an accepted connection to the accepter and a message to its conversation', () => {
    expect(notificationTarget(item({ link: '/profile/abc' }))).toBe('/profile/abc');
    expect(notificationTarget(item({ type: 'message', link: '/messages?conversation=1' }))).toBe(
      '/messages?conversation=1',
    );
    expect(notificationTarget(item({ type: 'microblog_post', link: '/feed?post=1' }))).toBe('/feed?post=1');
    expect(notificationTarget(item({ link: null }))).toBeNull();
    // Only screens that exist: an area without a module, or a path that only starts like one.
    expect(notificationTarget(item({ link: '/prospection/1' }))).toBeNull();
    expect(notificationTarget(item({ link: '/feedback' }))).toBeNull();
    expect(notificationTarget(item({ link: 'https://evil.example/profile/x' }))).toBeNull();
  });
});
