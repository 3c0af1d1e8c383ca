// Verified companies (docs/product/companies.md, Verification): a member proves the company's
// domain with a code sent to an address at its website's domain; the company then shows a
// "Verified" mark with that domain on its page, its jobs' cards and pages.
import * as z from 'zod/mini';
import { email, otp } from './common.js';
import { COMPANY_MSG, httpsWebsite } from './companies.js';
import { userSchema } from './accounts.js';

export const VERIFY_MSG = {
  codeSent: (address: string) => `We sent a code to ${address}. Enter it here to verify your company.`,
  verified: (domain: string) => `Your company is verified as ${domain}.`,
  websiteRequired: COMPANY_MSG.website,
  domainMismatch: "The email address must be at your website's domain",
  freeMail: "Use an address at your company's own domain: a free email service cannot verify a company",
  noCode: 'Ask for a code first: give your website and an address at its domain.',
} as const;

/** The domain an address or a website names, without a leading "www.". */
export const domainOf = (hostOrEmail: string) =>
  hostOrEmail
    .slice(hostOrEmail.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/^www\./, '');

/**
 * The domain a website and an address at it verify: the shorter when one is the other or a
 * subdomain of it (www.acme.com and jo@acme.com: acme.com); undefined when they differ.
 */
export function verifiableDomain(website: string, address: string): string | undefined {
  const site = domainOf(new URL(website).hostname);
  const mail = domainOf(address);
  if (site === mail || site.endsWith(`.${mail}`)) return mail;
  if (mail.endsWith(`.${site}`)) return site;
  return undefined;
}

export const startCompanyVerificationBody = z.strictObject({ website: httpsWebsite, email }).check(
  z.refine((body) => verifiableDomain(body.website, body.email) !== undefined, {
    message: VERIFY_MSG.domainMismatch,
    path: ['email'],
  }),
);
export const startCompanyVerificationResponse = z.object({ msg: z.string(), email: z.string() });

export const confirmCompanyVerificationBody = z.strictObject({ otp });
export const confirmCompanyVerificationResponse = z.object({ msg: z.string(), user: userSchema });
