import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RealtimeEvent } from '../../common/contracts/realtime';
import { loadAreaRealtime } from './areas';

const eventTypes = RealtimeEvent.options.map((option) => option.shape.type.value);

describe('the areas’ realtime handlers', () => {
  it('cover every event the server pushes', async () => {
    const areas = await loadAreaRealtime();
    const handled = new Set(areas.flatMap((area) => Object.keys(area.handlers)));
    expect(eventTypes.filter((type) => !handled.has(type))).toEqual([]);
    expect([...handled].filter((type) => !(eventTypes as string[]).includes(type))).toEqual([]);
  });

  it('keep the badges current: the bell and the messages count', async () => {
    const queryClient = new QueryClient();
    const areas = await loadAreaRealtime();
    for (const area of areas) {
      area.handlers['notifications.changed']?.(queryClient, {
        type: 'notifications.changed',
        unreadCount: 4,
      });
      area.handlers['messages.unread_count']?.(queryClient, { type: 'messages.unread_count', count: 2 });
      area.handlers['connections.pending_count']?.(queryClient, {
        type: 'connections.pending_count',
        count: 1,
      });
    }
    expect(queryClient.getQueryData(['notifications', 'unread-count'])).toEqual({ count: 4 });
    expect(queryClient.getQueryData(['messages', 'unread-count'])).toEqual({ count: 2 });
    expect(queryClient.getQueryData(['connections', 'pending-count'])).toEqual({ count: 1 });
  });
});
