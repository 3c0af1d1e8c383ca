// A thin typed client over the route table of shared/routes.ts: callApi('searchJobs', { query })
// takes the method, path and body kind from shared/route-paths.ts, and the types of query, body
// and answer from the route's schemas (types only: the zod contract stays out of the bundle
// of pages that do not validate forms). Every answer is { statusCode, data }; success means
// statusCode 200.
import { MSG } from '#shared/messages.js';
import { routePaths } from '#shared/route-paths.js';
import type { RouteBody, RouteName, RouteQuery, RouteResponse, Routes } from '#shared/routes.js';

/** A failed call: `status` is the answer's statusCode (0 when the network failed), `msg` a sentence for people. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly msg: string;
  /** The answer's whole `data`, for the few errors that carry more than msg (e.g. login of an unconfirmed account: userID). */
  readonly data: Record<string, unknown> | undefined;

  constructor(status: number, msg: string, data?: Record<string, unknown>) {
    super(msg);
    this.status = status;
    this.msg = msg;
    this.data = data;
  }
}

/**
 * Renews an expired session (the auth feature registers it): resolves true when a new session
 * cookie was set. callApi then repeats a call that got 401 once before giving up.
 */
type SessionRenewer = () => Promise<boolean>;
let sessionRenewer: SessionRenewer | undefined;
/** Calls whose 401 means something else than "session expired", or which renew it themselves. */
const NO_RENEWAL = new Set<RouteName>(['login', 'logout', 'refreshSession', 'resetPassword']);

export function setSessionRenewer(renewer: SessionRenewer | undefined): void {
  sessionRenewer = renewer;
}

/**
 * Told when a company call answers 403: the caller may have been removed from their company
 * meanwhile, so the session provider asks the server who they are now (and the screens that
 * need a company say so).
 */
let membershipCheck: (() => void) | undefined;
export function setMembershipCheck(check: (() => void) | undefined): void {
  membershipCheck = check;
}

/** Multipart routes take a FormData (files included) or a plain object of text fields. */
type BodyOf<N extends RouteName> = Routes[N]['bodyKind'] extends 'multipart'
  ? FormData | Exclude<RouteBody<N>, undefined>
  : RouteBody<N>;

export type CallOptions<N extends RouteName> = {
  query?: RouteQuery<N>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
};

/** Optional origin of the API (e.g. in a split deployment); same origin by default. */
const API_BASE = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The texts shown when the server gives no `data.msg` of its own, by status (0: the network failed). */
const FALLBACK_MESSAGES: Readonly<Record<number, string>> = {
  0: MSG.networkError,
  400: MSG.badRequest,
  401: MSG.notSignedIn,
  403: MSG.wrongRole,
  404: MSG.notFound,
  429: MSG.tooManyRequests,
  500: MSG.internalError,
  502: MSG.serviceFailed,
  503: MSG.serviceBusy,
  504: MSG.serviceBusy,
};

export function fallbackMessage(status: number): string {
  return FALLBACK_MESSAGES[status] ?? MSG.unexpectedError;
}

/** Query string of the defined, non-empty values, in the order given. */
export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      params.append(key, value);
    } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A plain object of fields as multipart form data: lists repeat their key, undefined is left out. */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls one API route and returns `data` of a 200 answer; anything else throws an ApiError. */
export async function callApi<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<RouteResponse<N>> {
  try {
    return await callOnce(name, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && routePaths[name].access === 'member') membershipCheck?.();
    // An expired session: renew it silently once, then try the call again.
    if (!(error instanceof ApiError) || error.status !== 401 || !sessionRenewer || NO_RENEWAL.has(name)) throw error;
    if (!(await sessionRenewer())) throw error;
    return callOnce(name, options);
  }
}

async function callOnce<N extends RouteName>(name: N, options: CallOptions<N>): Promise<RouteResponse<N>> {
  const route = routePaths[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;

  if (options.body !== undefined && route.bodyKind !== 'none') {
    if (route.bodyKind === 'multipart') {
      // No Content-Type header: the browser writes it with the multipart boundary.
      body = options.body instanceof FormData ? options.body : toFormData(options.body);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${route.path}${toQueryString(options.query)}`, {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing: let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.networkError);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }

  const statusCode = isRecord(payload) && typeof payload.statusCode === 'number' ? payload.statusCode : response.status;
  const data = isRecord(payload) ? payload.data : undefined;

  if (statusCode === 200 && response.ok && isRecord(payload) && 'data' in payload) {
    return data as RouteResponse<N>;
  }

  const serverMsg = isRecord(data) && typeof data.msg === 'string' && data.msg.trim() !== '' ? data.msg : undefined;
  // A 200 without the { statusCode, data } envelope is not an answer of our API.
  const status = statusCode === 200 ? response.status : statusCode;
  throw new ApiError(
    status,
    serverMsg ?? (statusCode === 200 ? MSG.unexpectedError : fallbackMessage(status)),
    isRecord(data) ? data : undefined,
  );
}
