import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus, quietWindowMs } from './realtime-bus';

const userId = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

describe("the bus's quiet time per member", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from the last event of the member, up to the window, never beyond its own start', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const bus = createMemoryBus(Fastify().log);
    vi.advanceTimersByTime(10_000);
    // Listening for 10 s: it cannot say more.
    expect(bus.quietMs(userId)).toBe(10_000);
    vi.advanceTimersByTime(quietWindowMs);
    expect(bus.quietMs(userId)).toBe(quietWindowMs);
    // An event for the member (with no socket here) restarts the member's count, not another's.
    await bus.publish(userId, { type: 'messages.unread_count', count: 1 });
    vi.advanceTimersByTime(3_000);
    expect(bus.quietMs(userId)).toBe(3_000);
    expect(bus.quietMs(other)).toBe(quietWindowMs);
  });
});
