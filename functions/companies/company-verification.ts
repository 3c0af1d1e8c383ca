// Verified companies (docs/product/companies.md, Verification). A member gives the company's
// website and an address at its domain; a one-time code goes to that address (the accounts'
// code rules: 10 minutes, 5 tries, once), kept with the website and address it proves. The
// right code marks the company verified with that domain, in the same transaction that uses
// the code up; the jobs then take the mark through the company work queue, like a rename.
// Addresses of free email services (the email-providers list) prove nothing and are refused.
import freeEmailDomains from 'email-providers/all.json' with { type: 'json' };
import { domainOf, verifiableDomain, VERIFY_MSG } from '#shared/schemas/company-verification.js';
import { COMPANY_MSG } from '#shared/schemas/companies.js';
import { badRequest, notFound } from '#platform/errors.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { transact } from '#platform/dynamodb/table.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { ACCOUNT_LIMITS, ACCOUNT_MSG, checkCode, deleteCodeItem, deliverCode } from '#functions/accounts/index.js';
import { companyKey, getCompany, type CompanyItem } from '#functions/teams/index.js';

const FREE_EMAIL_DOMAINS = new Set<string>(freeEmailDomains);

/** Whether the domain, or a domain it is under, is a free email service's (mail.yahoo.co.uk too). */
export function isFreeEmailDomain(domain: string): boolean {
  const labels = domainOf(domain).split('.');
  return labels.some((_, index) => FREE_EMAIL_DOMAINS.has(labels.slice(index).join('.')));
}

/** Sends the member a code at `email` that proves the website's domain; 400 for a free email service's. */
export async function startCompanyVerification(
  memberID: string,
  request: { website: string; email: string; sourceIp: string },
): Promise<void> {
  const { website, email, sourceIp } = request;
  if (isFreeEmailDomain(email) || isFreeEmailDomain(new URL(website).hostname)) throw badRequest(VERIFY_MSG.freeMail);
  await enforceRateLimit(ACCOUNT_LIMITS.code, { account: memberID, address: sourceIp });
  await deliverCode(memberID, 'verify-company', email, { email, website });
}

/** Checks the member's code and marks the company verified with the domain it proved; answers the company. */
export async function confirmCompanyVerification(
  memberID: string,
  companyID: string,
  otp: string,
  now = new Date(),
): Promise<CompanyItem> {
  const code = await checkCode(memberID, 'verify-company', otp);
  const domain = code.pendingEmail && code.pendingWebsite && verifiableDomain(code.pendingWebsite, code.pendingEmail);
  if (!domain) throw badRequest(VERIFY_MSG.noCode);
  try {
    await transact([
      deleteCodeItem(memberID, 'verify-company', code.codeHash),
      {
        Update: {
          Key: companyKey(companyID),
          UpdateExpression: 'SET verifiedDomain = :domain, verifiedAt = :now, verifiedBy = :member, website = :website',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':domain': domain,
            ':now': now.toISOString(),
            ':member': memberID,
            ':website': code.pendingWebsite,
          },
        },
      },
    ]);
  } catch (error) {
    // Used by a try at the same moment: this one is too late.
    if (conditionFailedAt(error, 0)) throw badRequest(ACCOUNT_MSG.codeExpired);
    if (conditionFailedAt(error, 1)) throw notFound(COMPANY_MSG.notFound);
    throw error;
  }
  const company = await getCompany(companyID);
  if (!company) throw notFound(COMPANY_MSG.notFound);
  return company;
}
