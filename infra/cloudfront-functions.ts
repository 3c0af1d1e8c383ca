// The CloudFront Functions (cloudfront-js-2.0) of the distribution, as source text. They
// are plain ES5-style functions so that tests can run them as they are.
import { PRERENDERED_PAGES } from '../shared/prerendered-pages.js';

/**
 * Default behaviour (the SPA bucket), viewer request: a public page the build prerendered
 * (shared/prerendered-pages.ts) is served its own <path>/index.html; any other path whose
 * last segment has no dot is a client route of the single-page app (/jobs,
 * /settings/email, ...), so it is served /index.html; files (/assets/x.js, /favicon.svg)
 * pass unchanged. Only this behaviour uses it: /api/* answers, errors included, reach the
 * browser untouched.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  if (${JSON.stringify(PRERENDERED_PAGES).replaceAll('"', "'")}.indexOf(uri) !== -1) {
    request.uri = uri + '/index.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * /api/* behaviour, viewer request: the API origin receives its own Host
 * (execute-api), so pass the site's host the browser used as X-Forwarded-Host (always
 * overwritten, never taken from the viewer). The cross-site check of state-changing calls
 * compares a request's Origin with it (functions/platform/http/refuse-cross-site.ts).
 */
export const API_FORWARDED_HOST_FUNCTION = `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host) request.headers['x-forwarded-host'] = { value: host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}`;
