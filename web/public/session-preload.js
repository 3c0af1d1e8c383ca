// Preloads GET /api/get-user when a session may exist (index.html says why). Mirrors
// sessionHint.present() in web/src/features/auth/api/refresh-session.ts.
(function () {
  var hinted = /(^|;\s*)(__Host-)?signed-in=1(;|$)/.test(document.cookie);
  try {
    hinted = hinted || window.localStorage.getItem('sessionHint') === '1';
  } catch (error) {
    // Storage unavailable (private mode): the cookie alone decides.
  }
  if (!hinted) return;
  // A prerendered public page shows a visitor's view; the app renders this user's own view
  // over it (main.tsx). Until then it stays hidden (theme.css), not flashed.
  document.documentElement.setAttribute('data-session-hint', '');
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/get-user';
  document.head.appendChild(link);
})();
