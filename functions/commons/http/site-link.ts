// Absolute links to the site for emails: the configured site address, else the address of the
// site the request came from (its Origin, which browsers set and the cross-site check has let
// through as our own), else none.
import { config } from '../config.js';
import type { ApiEvent } from './types.js';

export function siteLink(path: string, event: Pick<ApiEvent, 'headers'>): string | undefined {
  const base = config.siteUrl ?? sameSiteOrigin(event.headers?.origin, event.headers?.['sec-fetch-site']);
  return base ? `${base}${path}` : undefined;
}

function sameSiteOrigin(origin: string | undefined, fetchSite: string | undefined): string | undefined {
  if (!origin || fetchSite !== 'same-origin') return undefined;
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
