// The portal's one service worker, at the site's root so its scope is the whole portal (docs/decisions/307).
// Today it shows app notifications (web push, issue 43). A browser keeps one worker per scope, so the offline
// caching of issue 45 is added to this same file (a `fetch` handler below), never as a second worker.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The payload is JSON {title, body, url} sent by the server's push channel (messaging/push-channel.ts).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New message';
  const url = typeof data.url === 'string' && data.url ? data.url : '/member/messages';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      // one notification per message: a second copy (sent again after a server stopped) replaces the first
      ...(typeof data.tag === 'string' && data.tag ? { tag: data.tag } : {}),
      data: { url },
    }),
  );
});

// Opening a notification focuses a portal tab already open (moving it to the page) or opens a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only ever a page of this portal: the path of the url given, on this worker's own origin
  const given = new URL(event.notification.data?.url || '/member/messages', self.location.origin);
  const target = new URL(given.pathname + given.search, self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin === target.origin && 'focus' in tab) {
          await tab.focus();
          if ('navigate' in tab) await tab.navigate(target.href);
          return;
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
