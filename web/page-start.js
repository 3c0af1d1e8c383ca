// The first script of every page, inline in its head so that it runs before the first paint:
// the build puts it there (web/vite.config.ts) and the Content-Security-Policy allows it by its
// SHA-256 (web/prerender-pages.ts), as the CSP allows no inline script otherwise.
(function () {
  var script = document.currentScript;
  // A session may exist: the `signed-in` cookie the server sets with the session, or the mark in
  // local storage of sessions from before that cookie (mirrors sessionHint.present() in
  // web/src/features/auth/api/refresh-session.ts). A visitor's page makes no call that answers 401.
  var hinted = /(^|;\s*)(__Host-)?signed-in=1(;|$)/.test(document.cookie);
  try {
    hinted = hinted || window.localStorage.getItem('sessionHint') === '1';
  } catch (error) {
    // Storage unavailable (private mode): the cookie alone decides.
  }
  if (hinted) {
    // A prerendered public page shows a visitor's view; the app renders this user's own view over
    // it (main.tsx). Until then it stays hidden (theme.css), not flashed.
    document.documentElement.setAttribute('data-session-hint', '');
    // The app starts by asking who the user is (SPEC: a Loading... screen meanwhile): its first
    // get-user call (same URL, credentials included) takes this preloaded answer.
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = '/api/get-user';
    document.head.appendChild(link);
  }

  // A prerendered page (the build names the app's entry and its imports here) is whole without
  // the app's code, which only makes it interactive: the code starts loading once the page has
  // painted, instead of taking the network and the main thread from the first paint.
  var entry = script && script.getAttribute('data-app-entry');
  if (!entry) return;
  var imports = (script.getAttribute('data-app-imports') || '').split(' ');
  function startApp() {
    for (var index = 0; index < imports.length; index += 1) {
      if (!imports[index]) continue;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = imports[index];
      document.head.appendChild(preload);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    // The entry renders into #root: not before the whole page is parsed.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startApp);
    else startApp();
  }
  // The browser reports the first contentful paint once it is on screen (where it cannot, a
  // frame's callbacks run just before its paint and a task queued there just after). There is
  // no paint to wait for on a signed-in user's page (hidden until the app renders their view)
  // or in a hidden tab, which paints nothing until shown and reports no first paint at all once
  // it has been hidden.
  if (hinted || document.visibilityState === 'hidden') startOnce();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') startOnce();
  });
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1)
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  else
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () {
        setTimeout(startOnce, 0);
      });
    });
})();
