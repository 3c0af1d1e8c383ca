// The local stand-in for API Gateway (HTTP API, payload 2.0) and CloudFront: turns each
// request under /api into the event API Gateway would send to the route's handler, a job's
// public page (/jobs/{jobID}), the job feeds (/jobs.rss, /jobs.json), robots.txt and the
// sitemaps into the event of the function that answers them, and serves the built SPA, with
// index.html for client-side routes, on the same origin, with the site's
// Content-Security-Policy and gzip as CloudFront sends them, and the site's address in the
// prerendered pages' link previews as the Web stack deploys them (shared/link-preview.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import sirv from 'sirv';
import { JOB_FEED_PATHS } from '#shared/job-feeds.js';
import { withSiteAddress } from '#shared/link-preview.js';
import { MSG } from '#shared/messages.js';
import { SITEMAP_PATHS } from '#shared/site-maps.js';
import { routeList, type RouteEntry } from '#shared/routes.js';
import { contentSecurityPolicy, readInlineHashes } from '../infra/content-security-policy.js';
import { repoRoot } from './settings.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|[\w.+-]+\+json)|text\/)/i;

/**
 * `photoOrigins`: where profile photos' signed links point (the local S3), for the CSP's img-src.
 * `siteUrl`: the site's address (http://localhost:3000), for the pages' absolute links.
 */
export function createGateway(options: {
  webDir: string;
  photoOrigins: readonly string[];
  siteUrl: string;
}): http.Server {
  const handlers = new Map<string, Promise<Handler>>();
  const loadHandler = (route: RouteEntry) => {
    let loaded = handlers.get(route.handler);
    if (!loaded) {
      const file = pathToFileURL(path.join(repoRoot, 'functions', `${route.handler}.ts`)).href;
      loaded = import(file).then((module: { handler: Handler }) => module.handler);
      handlers.set(route.handler, loaded);
    }
    return loaded;
  };
  // Plain HTTP here: nothing to upgrade.
  const policy = contentSecurityPolicy({
    photoOrigins: options.photoOrigins,
    inline: readInlineHashes(options.webDir),
    upgradeInsecureRequests: false,
  });
  const webHeaders = (pathname: string) => ({
    // Hashed build assets never change; the HTML must always be fresh.
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': policy,
  });
  const serveWeb = sirv(options.webDir, {
    single: true,
    dev: false,
    etag: true,
    gzip: false,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(webHeaders(pathname))) res.setHeader(name, value);
    },
  });

  const servePageOrAsset = pagesAndAssets(options.webDir, options.siteUrl, webHeaders);

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const document of req.method === 'GET' || req.method === 'HEAD' ? SITE_DOCUMENTS : []) {
      const match = document.path.exec(url.pathname);
      if (!match) continue;
      const pathParameters = document.pathParameters?.(match);
      const target = { routeKey: document.routeKey, ...(pathParameters ? { pathParameters } : {}) };
      // CloudFront adds the site's headers to these documents too (infra/web-stack.ts).
      res.setHeader('content-security-policy', policy);
      invoke(res, target, document.load, toEvent(req, url, target, Buffer.alloc(0)), document.name);
      return;
    }
    if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) {
      if (servePageOrAsset(req, res, url.pathname)) return;
      serveWeb(req, res, () => sendJson(res, 404, { msg: MSG.notFound }));
      return;
    }
    const route = routeList.find((entry) => entry.path === url.pathname && entry.method === req.method);
    if (!route) {
      const known = routeList.some((entry) => entry.path === url.pathname);
      sendJson(res, known ? 405 : 404, {
        msg: known
          ? `Use ${routeList
              .filter((e) => e.path === url.pathname)
              .map((e) => e.method)
              .join(' or ')} for this call.`
          : MSG.routeNotFound,
      });
      return;
    }
    const target = { routeKey: `${route.method} ${route.path}` };
    readBody(req)
      .then((body) => {
        if (body === null) return sendJson(res, 413, { msg: MSG.bodyTooLarge });
        invoke(res, target, () => loadHandler(route), toEvent(req, url, target, body), route.name);
      })
      .catch((error: unknown) => failedOutside(res, target, error));
  });
}

/** A document a function answers at the site's own path, as CloudFront's behaviours send it (infra/web-stack.ts). */
interface SiteDocument {
  name: string;
  path: RegExp;
  routeKey: string;
  pathParameters?: (match: RegExpExecArray) => Record<string, string>;
  /** The function's handler, imported on first use. */
  load: () => Promise<Handler>;
}

/** Imports a handler module once, on first use. */
function handlerOnce(load: () => Promise<{ handler: unknown }>): () => Promise<Handler> {
  let handler: Promise<Handler> | undefined;
  return () => (handler ??= load().then((module) => module.handler as Handler));
}
const exactPath = (path: string) => new RegExp(`^${path.replaceAll('.', '\\.')}$`);

// One function answers both feeds; one robots.txt and the sitemaps.
const loadJobFeed = handlerOnce(() => import('#functions/jobs/handlers/job-feed.js'));
const loadSitemap = handlerOnce(() => import('#functions/jobs/handlers/sitemap.js'));

const SITE_DOCUMENTS: SiteDocument[] = [
  {
    name: 'jobPage',
    path: /^\/jobs\/([^/]+)$/,
    routeKey: 'GET /jobs/{jobID}',
    pathParameters: (match) => ({ jobID: decodedOrAsIs(match[1]!) }),
    load: handlerOnce(() => import('#functions/jobs/handlers/job-page.js')),
  },
  {
    name: 'companyPage',
    path: /^\/companies\/([^/]+)$/,
    routeKey: 'GET /companies/{slug}',
    pathParameters: (match) => ({ slug: decodedOrAsIs(match[1]!) }),
    load: handlerOnce(() => import('#functions/companies/handlers/company-page.js')),
  },
  ...Object.values(JOB_FEED_PATHS).map((feedPath) => ({
    name: 'jobFeed',
    path: exactPath(feedPath),
    routeKey: `GET ${feedPath}`,
    load: loadJobFeed,
  })),
  ...[SITEMAP_PATHS.robots, SITEMAP_PATHS.index].map((sitePath) => ({
    name: 'sitemap',
    path: exactPath(sitePath),
    routeKey: `GET ${sitePath}`,
    load: loadSitemap,
  })),
  {
    name: 'sitemap',
    path: new RegExp(`^${SITEMAP_PATHS.folder}/([^/]+)$`),
    routeKey: `GET ${SITEMAP_PATHS.folder}/{file}`,
    pathParameters: (match) => ({ file: decodedOrAsIs(match[1]!) }),
    load: loadSitemap,
  },
];

/** A path segment decoded as API Gateway decodes path parameters; a malformed escape stays as it is. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which function a request goes to, as API Gateway names it. */
interface Target {
  routeKey: string;
  pathParameters?: Record<string, string>;
}

function invoke(
  res: http.ServerResponse,
  target: Target,
  load: () => Promise<Handler>,
  event: APIGatewayProxyEventV2,
  name: string,
): void {
  load()
    .then((handler) => handler(event, localInvocation(name)))
    .then((result) => writeResult(res, result))
    .catch((error: unknown) => failedOutside(res, target, error));
}

function failedOutside(res: http.ServerResponse, target: Target, error: unknown): void {
  console.error(`[gateway] ${target.routeKey} failed outside the handler:`, error);
  if (!res.headersSent) sendJson(res, 500, { msg: MSG.internalError });
  else res.end();
}

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const HTML = 'text/html; charset=utf-8';

/**
 * CloudFront compresses text files for browsers that accept it (compress: true in
 * infra/web-stack.ts); so does this stand-in for the hashed build assets and the pages, gzip
 * once per file (and per change of a page). A page is what sirv would serve: a prerendered
 * page's <path>/index.html, else index.html for a client route (a path whose last segment has
 * no dot), always answered here, with the site's address in place, compressed or not. Answers
 * false when the request is for neither, or for an asset uncompressed (sirv serves it as it is).
 */
function pagesAndAssets(root: string, siteUrl: string, headers: (pathname: string) => Record<string, string>) {
  const webDir = path.resolve(root);
  const assetsDir = path.join(webDir, 'assets');
  const cache = new Map<string, { mtimeMs: number; plain: Buffer; gzipped: Buffer }>();
  const fileOf = (pathname: string): { file: string; type: string } | undefined => {
    let file: string;
    try {
      file = path.join(webDir, decodeURIComponent(pathname));
    } catch {
      return undefined;
    }
    const type = COMPRESSIBLE[path.extname(pathname)];
    if (type) return file.startsWith(`${assetsDir}${path.sep}`) ? { file, type } : undefined;
    if (path.extname(pathname) !== '' || (file !== webDir && !file.startsWith(`${webDir}${path.sep}`)))
      return undefined;
    const page = path.join(file, 'index.html');
    return { file: fs.existsSync(page) ? page : path.join(webDir, 'index.html'), type: HTML };
  };
  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const found = fileOf(pathname);
    // Only files that exist are kept, so requests for random paths cannot grow the cache.
    if (!found || !fs.existsSync(found.file) || (!gzip && found.type !== HTML)) return false;
    const { mtimeMs } = fs.statSync(found.file);
    let cached = cache.get(found.file);
    if (cached?.mtimeMs !== mtimeMs) {
      const file = fs.readFileSync(found.file);
      const plain = found.type === HTML ? Buffer.from(withSiteAddress(file.toString('utf8'), siteUrl)) : file;
      cached = { mtimeMs, plain, gzipped: gzipSync(plain) };
      cache.set(found.file, cached);
    }
    const body = gzip ? cached.gzipped : cached.plain;
    res.writeHead(200, {
      'content-type': found.type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': body.length,
      vary: 'accept-encoding',
      ...headers(pathname),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toEvent(req: http.IncomingMessage, url: URL, target: Target, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // Like API Gateway: repeated query parameters are joined with commas.
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'text/plain');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: target.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(target.pathParameters ? { pathParameters: target.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: target.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/**
 * The time budget middy sees. In AWS each invocation has its own function instance and a
 * 10 s timeout; here one process serves every request, so time spent queueing behind
 * other requests counts too. Give it API Gateway's own 30 s ceiling instead.
 */
const LOCAL_TIME_BUDGET_MS = 30_000;

/** The Lambda context of one local invocation of the function `name` (a route's, or another). */
export function localInvocation(name: string): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:local-${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, LOCAL_TIME_BUDGET_MS - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function writeResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  res.statusCode = result.statusCode ?? 200;
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

function sendJson(res: http.ServerResponse, statusCode: number, data: unknown): void {
  res.statusCode = statusCode;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify({ statusCode, data }));
}
