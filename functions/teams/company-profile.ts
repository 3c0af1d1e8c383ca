// The company's profile (docs/product/companies.md): name, size and country, and the fields of
// its public page, which any member changes on /edit-company. A new slug is claimed and the old
// one retired in the same transaction as the company's own write (company-slugs.ts).
import type { CompanySize } from '#shared/constants.js';
import { COMPANY_MSG, type CompanyProfile, type RemotePolicy } from '#shared/schemas/companies.js';
import { conflict, notFound } from '#platform/errors.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import { transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { signedGetUrl } from '#platform/clients/s3-links.js';
import { companyKey, type CompanyItem } from './company-items.js';
import { getCompany } from './companies.js';
import { slugClaim, slugRetirement } from './company-slugs.js';

/** How long a logo link works: longer than the public page's cache keeps a copy of it. */
export const LOGO_LINK_SECONDS = 60 * 60;

/** update-company-bio's fields; for the profile's, undefined leaves one as it is, '' or null clears it. */
export interface CompanyUpdate {
  companyName: string;
  companySize: CompanySize;
  country?: string;
  slug?: string;
  website?: string;
  tagline?: string;
  about?: string;
  remotePolicy?: RemotePolicy | '';
  founded?: number | null;
}

const CLEARABLE = ['website', 'tagline', 'about', 'remotePolicy', 'founded'] as const;

/** The company's write: SET what is given, REMOVE what is cleared (and the country when absent). */
function companyWrite(update: CompanyUpdate, slug: string | undefined) {
  const set: Record<string, unknown> = {
    companyName: update.companyName,
    companySize: update.companySize,
    country: update.country,
    slug,
  };
  const removed: string[] = update.country ? [] : ['country'];
  for (const field of CLEARABLE) {
    const value = update[field];
    if (value === '' || value === null) removed.push(field);
    else set[field] = value;
  }
  const { set: assignments, names, values } = setFields(set);
  for (const field of removed) names[`#${field}`] = field;
  return {
    UpdateExpression: `SET ${assignments}${removed.length ? ` REMOVE ${removed.map((field) => `#${field}`).join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Changes the company's profile; any member may. 404 for no company, 409 for a slug another company holds. */
export async function updateCompany(companyID: string, update: CompanyUpdate, now = new Date()): Promise<CompanyItem> {
  const current = await getCompany(companyID);
  if (!current) throw notFound(COMPANY_MSG.notFound);
  const newSlug = update.slug !== undefined && update.slug !== current.slug ? update.slug : undefined;
  const write = companyWrite(update, newSlug);
  if (!newSlug) {
    try {
      const { Attributes } = await updateItem({
        Key: companyKey(companyID),
        ...write,
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      });
      return Attributes as CompanyItem;
    } catch (error) {
      if (conditionFailed(error)) throw notFound(COMPANY_MSG.notFound);
      throw error;
    }
  }
  // The slug the company had when read: a change meanwhile cancels this one (index 0).
  const steps: TransactItem[] = [
    {
      Update: {
        Key: companyKey(companyID),
        ...write,
        ConditionExpression: current.slug ? 'slug = :oldSlug' : 'attribute_exists(PK) AND attribute_not_exists(slug)',
        ExpressionAttributeValues: {
          ...write.ExpressionAttributeValues,
          ...(current.slug ? { ':oldSlug': current.slug } : {}),
        },
      },
    },
    slugClaim(newSlug, companyID, now),
    ...(current.slug ? [slugRetirement(current.slug, companyID, now)] : []),
  ];
  try {
    await transact(steps);
  } catch (error) {
    if (conditionFailedAt(error, 1)) throw conflict(COMPANY_MSG.slugTaken);
    if (conditionFailedAt(error, 0)) throw conflict('Your company was changed meanwhile: load it again and retry.');
    throw error;
  }
  return (await getCompany(companyID))!;
}

/** Sets the company's logo; answers the company as it was, whose old logo the caller deletes. */
export async function setCompanyLogo(companyID: string, logoPath: string): Promise<CompanyItem> {
  try {
    const { Attributes } = await updateItem({
      Key: companyKey(companyID),
      UpdateExpression: 'SET logoPath = :logo',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':logo': logoPath },
      ReturnValues: 'ALL_OLD',
    });
    return Attributes as CompanyItem;
  } catch (error) {
    if (conditionFailed(error)) throw notFound(COMPANY_MSG.notFound);
    throw error;
  }
}

/** A signed link to the company's logo, when it has one. */
export const logoUrlOf = (company: Pick<CompanyItem, 'logoPath'>): Promise<string | undefined> =>
  company.logoPath ? signedGetUrl(company.logoPath, { expiresIn: LOGO_LINK_SECONDS }) : Promise.resolve(undefined);

/** The profile as members and visitors read it (never the owner's ID or the logo's path). */
export async function toCompanyProfile(company: CompanyItem): Promise<CompanyProfile> {
  const logoUrl = await logoUrlOf(company);
  return {
    companyID: company.companyID,
    slug: company.slug ?? '',
    companyName: company.companyName,
    ...(company.companySize ? { companySize: company.companySize } : {}),
    ...(company.country ? { country: company.country } : {}),
    ...(company.website ? { website: company.website } : {}),
    ...(company.tagline ? { tagline: company.tagline } : {}),
    ...(company.about ? { about: company.about } : {}),
    ...(company.remotePolicy ? { remotePolicy: company.remotePolicy } : {}),
    ...(company.founded ? { founded: company.founded } : {}),
    ...(logoUrl ? { logoUrl } : {}),
    ...(company.verifiedDomain ? { verified: true, verifiedDomain: company.verifiedDomain } : {}),
  };
}
