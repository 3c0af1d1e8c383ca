import { describe, expect, it } from 'vitest';
import { clearCookie, parseCookies, serializeCookie } from '#platform/http/cookies.js';

describe('cookies', () => {
  it('parses the event cookie list, first value wins, encoded values decoded', () => {
    expect(parseCookies(['a=1', 'b=x%20y', 'a=2', 'broken', '=novalue', 'c=%E0%A4%A'])).toEqual({
      a: '1',
      b: 'x y',
      c: '%E0%A4%A',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('writes HttpOnly, SameSite=Strict cookies, Secure when asked', () => {
    expect(serializeCookie('__Host-session', 'a b', { maxAgeSeconds: 60, secure: true })).toBe(
      '__Host-session=a%20b; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
    );
    expect(serializeCookie('session', 'v', { maxAgeSeconds: 5.7, secure: false, sameSite: 'Lax', path: '/api' })).toBe(
      'session=v; Path=/api; Max-Age=5; HttpOnly; SameSite=Lax',
    );
    expect(clearCookie('session', false)).toContain('Max-Age=0');
  });
});
