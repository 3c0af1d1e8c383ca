// Cookie reading and writing for API Gateway HTTP API events (event.cookies is an array
// of "name=value" strings; responses carry Set-Cookie strings in `cookies`).

export function parseCookies(cookieList: string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const entry of cookieList ?? []) {
    for (const part of entry.split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      const name = part.slice(0, index).trim();
      const raw = part.slice(index + 1).trim();
      if (!name || name in cookies) continue;
      try {
        cookies[name] = decodeURIComponent(raw);
      } catch {
        cookies[name] = raw;
      }
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  /** Default "/" (required by the __Host- prefix). */
  path?: string;
  sameSite?: 'Strict' | 'Lax';
  /** Default true: scripts cannot read the cookie. Only the signed-in hint is readable. */
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.httpOnly === false ? [] : ['HttpOnly']),
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const clearCookie = (name: string, secure: boolean, path = '/') =>
  serializeCookie(name, '', { maxAgeSeconds: 0, secure, path });
