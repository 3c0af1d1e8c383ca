// Which domain a website and an address prove (shared/schemas/company-verification.ts), and which
// domains belong to free email services (functions/companies/company-verification.ts).
import { describe, expect, it } from 'vitest';
import { startCompanyVerificationBody, verifiableDomain } from '#shared/schemas/company-verification.js';
import { isFreeEmailDomain } from '#functions/companies/company-verification.js';

describe('the domain a website and an address prove', () => {
  it('is the shorter of the two when one is the other or under it, www. aside', () => {
    expect(verifiableDomain('https://www.acme.com/careers', 'jo@acme.com')).toBe('acme.com');
    expect(verifiableDomain('https://acme.com', 'jo@mail.acme.com')).toBe('acme.com');
    expect(verifiableDomain('https://careers.acme.com', 'jo@acme.com')).toBe('acme.com');
    expect(verifiableDomain('https://ACME.com', 'Jo@Acme.COM')).toBe('acme.com');
  });

  it('is none for another domain, even one that ends alike', () => {
    expect(verifiableDomain('https://acme.com', 'jo@notacme.com')).toBeUndefined();
    expect(verifiableDomain('https://acme.com', 'jo@acme.com.evil.io')).toBeUndefined();
  });

  it('is checked by the call’s schema, with the message on the email', () => {
    const parsed = startCompanyVerificationBody.safeParse({ website: 'https://acme.com', email: 'jo@other.io' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ['email'],
      message: "The email address must be at your website's domain",
    });
  });
});

describe('free email services', () => {
  it('are known, with their subdomains, and companies’ own domains are not', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'mail.yahoo.co.uk', 'proton.me'])
      expect(isFreeEmailDomain(domain), domain).toBe(true);
    for (const domain of ['acme.com', 'careers.acme.io', 'example.org'])
      expect(isFreeEmailDomain(domain), domain).toBe(false);
  });
});
