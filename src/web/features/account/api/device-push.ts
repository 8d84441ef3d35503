import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushEndpoints } from '../../../../common/contracts/push';
import { api } from '../../../lib/api';

/** What this browser can do about push: nothing, or on/off, or the member refused it in the browser. */
export type DevicePushState = 'unsupported' | 'denied' | 'on' | 'off';

export const devicePushQueryKey = ['account', 'device-push'] as const;

const isSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window.PushManager === 'function' &&
  typeof window.Notification === 'function';

/** The service worker's registration, once it is running (app/pwa/register.ts registers it). */
const registration = () => navigator.serviceWorker.ready;

const getDevicePushState = async (): Promise<DevicePushState> => {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
};

export const useDevicePush = () =>
  useQuery({
    queryKey: devicePushQueryKey,
    queryFn: getDevicePushState,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Turns push on for this device (asks the browser's permission, subscribes with the server's VAPID
 * key, saves the subscription) or off (forgets it on the server, then in the browser).
 */
const setDevicePush = async (isOn: boolean): Promise<DevicePushState> => {
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  if (!isOn) {
    if (existing) {
      await api(pushEndpoints.unsubscribe, { query: { endpoint: existing.endpoint } });
      await existing.unsubscribe();
    }
    return 'off';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await api(pushEndpoints.key);
  const subscription =
    existing ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    }));
  await save(subscription);
  return 'on';
};

/** Saves the browser's subscription on the server, in the member's current session. */
const save = async (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON();
  await api(pushEndpoints.subscribe, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
};

/**
 * Saves this device's subscription again when the browser has one and notifications are allowed
 * (app/shell/AppLayout.tsx, once a member's page has settled). The server's copy ends with the session
 * it was saved in: after a sign-in link that replaced the session, or a sign-in following a password
 * reset, the device would stay silent while its switch says on. Never throws: the switch in the
 * settings tells what is wrong.
 */
export const resyncDevicePush = async (): Promise<void> => {
  try {
    if (!isSupported() || Notification.permission !== 'granted') return;
    const existing = await (await registration()).pushManager.getSubscription();
    if (existing) await save(existing);
  } catch {
    // Offline, or the push service changed the subscription: the next page load tries again.
  }
};

export const useSetDevicePush = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDevicePush,
    onSuccess: (state) => queryClient.setQueryData(devicePushQueryKey, state),
  });
};
