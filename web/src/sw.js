// The web table's service worker (Web Push, issue 30): served at /sw.js with the scope "/".
// A push carries the server's words in the reader's language (title, body, the seat's page);
// a click on the notification opens (or focuses) that page.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(self.registration.showNotification(data.title || "meeple", {
    body: data.body || "", tag: data.tag, lang: data.lang, data: { url: data.url || "/" },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then((windows) => {
      for (const w of windows) if (w.url === url && "focus" in w) return w.focus();
      return self.clients.openWindow(url);
    }));
});
