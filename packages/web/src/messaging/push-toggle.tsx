import { useEffect, useState } from 'react';
import { Alert, FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { pushKey, removePushSubscription, savePushSubscription } from '@portal/domain/messaging/push.contract';
import { PushTexts as T } from '@portal/domain/messaging/push.messages';
import { call } from '../lib/api-client';
import { registerWorker } from '../lib/service-worker';

// "Allow app notifications on this device" (docs/decisions/307): uses the portal's service worker (/sw.js, the one
// worker of the whole site, registered by lib/service-worker.ts; decision 334), subscribes this browser with the portal's VAPID key and saves the subscription for
// the signed-in login; off: forgets it on the server and unsubscribes the browser. The preferences page places it.

/** Whether this browser can receive web push at all (an iPhone only once the portal is on the Home Screen). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function turnOn(): Promise<void> {
  const registration = await registerWorker();
  await navigator.serviceWorker.ready;
  const { publicKey } = (await call(pushKey)).data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await call(savePushSubscription, {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(removePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function PushToggle() {
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(supported);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((sub) => live && setOn(sub !== null))
      .catch(() => undefined)
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const change = async (wanted: boolean) => {
    setBusy(true);
    setNote(null);
    try {
      if (wanted) {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') {
          setNote({ severity: 'error', text: T.denied });
          return;
        }
        await turnOn();
        setNote({ severity: 'success', text: T.saved });
      } else {
        await turnOff();
        setNote({ severity: 'success', text: T.removed });
      }
      setOn(wanted);
    } catch {
      setNote({ severity: 'error', text: T.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={on} disabled={!supported || busy} onChange={(e) => void change(e.target.checked)} />}
        label={T.toggle}
      />
      <FormHelperText sx={{ mt: 0 }}>{supported ? T.toggleHelp : T.unsupported}</FormHelperText>
      {note && (
        <Alert severity={note.severity} role={note.severity === 'error' ? 'alert' : 'status'}>
          {note.text}
        </Alert>
      )}
    </Stack>
  );
}
