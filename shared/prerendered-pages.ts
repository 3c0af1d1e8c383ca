// The public pages whose HTML the web build renders ahead of time (web/src/server-render.tsx), each
// written to <path>/index.html: a visitor's first paint shows the page itself instead of
// waiting for the app's JavaScript. The CDN (infra/cloudfront-functions.ts) and the local
// gateway serve those files for these paths; every other client route gets /index.html.
// Only pages a visitor sees the same whatever the browser holds belong here (the sign-up
// steps read what earlier steps saved, the dashboard needs a session).
export const PRERENDERED_PAGES = [
  '/home',
  '/services',
  '/find-work',
  '/share-requirement',
  '/help',
  '/login',
  '/forgot-password',
  '/signup',
] as const;
