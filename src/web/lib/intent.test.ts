import { describe, expect, it, vi } from 'vitest';
import { intentHandlers } from './intent';

describe("a control's intent", () => {
  it('starts the loading when the pointer comes over the control and when it takes the focus', () => {
    const load = vi.fn();
    const handlers = intentHandlers(load);
    handlers.onPointerEnter?.();
    handlers.onFocus?.();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('listens to nothing when there is nothing to load', () => {
    expect(intentHandlers(undefined)).toEqual({ onPointerEnter: undefined, onFocus: undefined });
  });
});
