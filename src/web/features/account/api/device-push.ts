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
  const { endpoint, keys } = subscription.toJSON();
  await api(pushEndpoints.subscribe, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  return 'on';
};

export const useSetDevicePush = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDevicePush,
    onSuccess: (state) => queryClient.setQueryData(devicePushQueryKey, state),
  });
};
