import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEndpoints } from '../../../../common/contracts/push';
import { api } from '../../../lib/api';
import { resyncDevicePush } from './device-push';

vi.mock('../../../lib/api', () => ({ api: vi.fn(async () => ({ ok: true })) }));

const endpoint = 'https://fcm.googleapis.com/fcm/send/appareil-1';
const subscription = {
  endpoint,
  toJSON: () => ({ endpoint, keys: { p256dh: 'cle-publique', auth: 'secret' } }),
};

/** A browser with push, the member's answer to the permission, and the subscription it holds. */
const browser = (permission: NotificationPermission, existing: typeof subscription | null) => {
  const Notification = Object.assign(() => undefined, { permission });
  vi.stubGlobal('window', { PushManager: () => undefined, Notification });
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('navigator', {
    serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => existing } }) },
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(api).mockClear();
});

describe("a device's push saved again in the member's session", () => {
  it('saves the subscription the browser holds when notifications are allowed', async () => {
    browser('granted', subscription);
    await resyncDevicePush();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(pushEndpoints.subscribe, {
      body: { endpoint, keys: { p256dh: 'cle-publique', auth: 'secret' } },
    });
  });

  it('saves nothing without a subscription, or when notifications are not allowed', async () => {
    browser('granted', null);
    await resyncDevicePush();
    browser('denied', subscription);
    await resyncDevicePush();
    browser('default', subscription);
    await resyncDevicePush();
    expect(api).not.toHaveBeenCalled();
  });

  it('never throws when the server does not answer', async () => {
    browser('granted', subscription);
    vi.mocked(api).mockRejectedValueOnce(new Error('offline'));
    await expect(resyncDevicePush()).resolves.toBeUndefined();
  });
});
