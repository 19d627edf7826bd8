// The site's service worker, for match alerts only (it caches nothing): shows the alert the api
// pushed (Web Push, AlertPayload in contracts/src/alerts/contract.ts) and opens its match on a click.
// A notification's tag is the match event's, so an event shown by an open tab and pushed too
// is one notification.
self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      return self.clients.openWindow(url);
    }),
  );
});
