import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AreaRealtime } from '../../lib/area-module';
import { createRealtimeDispatcher } from './apply-realtime-message';

const profileId = '00000000-0000-4000-8000-000000000001';

describe('the realtime dispatch', () => {
  it('hands an event to the handlers of its type, in every area that has one', () => {
    const queryClient = new QueryClient();
    const counted = vi.fn();
    const updated = vi.fn();
    const areas: AreaRealtime[] = [
      { handlers: { 'messages.unread_count': counted }, resyncKeys: [] },
      { handlers: { 'messages.unread_count': counted, 'connection.updated': updated }, resyncKeys: [] },
    ];
    const dispatch = createRealtimeDispatcher(areas);
    dispatch(queryClient, { type: 'messages.unread_count', count: 3 });
    expect(counted).toHaveBeenCalledTimes(2);
    expect(counted).toHaveBeenCalledWith(queryClient, { type: 'messages.unread_count', count: 3 });
    expect(updated).not.toHaveBeenCalled();
    dispatch(queryClient, { type: 'connection.updated', profileId, connectionId: null, state: 'none' });
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('reads every area again after a (re)connection, and ignores pongs', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dispatch = createRealtimeDispatcher([
      { handlers: {}, resyncKeys: [['a'], ['b', 1]] },
      { handlers: {}, resyncKeys: [['c']] },
    ]);
    dispatch(queryClient, { type: 'pong' });
    expect(invalidate).not.toHaveBeenCalled();
    dispatch(queryClient, { type: 'realtime.ready' });
    dispatch(queryClient, { type: 'realtime.resync' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['a'],
      ['b', 1],
      ['c'],
      ['a'],
      ['b', 1],
      ['c'],
    ]);
  });

  it('on connecting after a quiet spell, leaves alone what was read since the last event', () => {
    const queryClient = new QueryClient();
    const dispatch = createRealtimeDispatcher([{ handlers: {}, resyncKeys: [['counts']] }]);
    const now = 1_000_000;
    queryClient.setQueryData(['counts', 'old'], 1, { updatedAt: now - 100_000 });
    queryClient.setQueryData(['counts', 'fresh'], 2, { updatedAt: now - 2_000 });
    // Quiet for two minutes: what arrived within the last 90 s (allowing 30 s for a fetch) stays.
    dispatch(queryClient, { type: 'realtime.ready', quietMs: 120_000 }, now);
    expect(queryClient.getQueryState(['counts', 'old'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['counts', 'fresh'])?.isInvalidated).toBe(false);
    // An event a moment ago (or no word from the server): everything is read again.
    dispatch(queryClient, { type: 'realtime.ready', quietMs: 5_000 }, now);
    expect(queryClient.getQueryState(['counts', 'fresh'])?.isInvalidated).toBe(true);
  });

  it('reads everything again on a resync', () => {
    const queryClient = new QueryClient();
    const dispatch = createRealtimeDispatcher([{ handlers: {}, resyncKeys: [['counts']] }]);
    queryClient.setQueryData(['counts', 'fresh'], 2, { updatedAt: 999_000 });
    dispatch(queryClient, { type: 'realtime.resync' }, 1_000_000);
    expect(queryClient.getQueryState(['counts', 'fresh'])?.isInvalidated).toBe(true);
  });
});
