// A company's address on the site, /companies/{slug} (docs/data-model.md, pattern 40). Each
// slug a company has had is one item, PK SLUG#<slug> / SK SLUG, naming the company:
//   - the current one holds the slug for the company alone (a conditional Put claims it);
//   - an old one, `retiredAt`, sends its visitors on to the current slug (301) and is free
//     for another company a year after it was retired (SLUG_HELD_DAYS), so shared links and
//     search engines find the company for at least that long.
// The company item carries its current slug; both change in one transaction.
import { randomBytes } from 'node:crypto';
import { slugFromName } from '#shared/schemas/companies.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { getItem, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { companyKey, newSlugItem, slugKey, type CompanyItem, type SlugItem } from './company-items.js';

/** How long an old slug keeps leading to its company before another company may take it. */
export const SLUG_HELD_DAYS = 366;

const heldSince = (now: Date) => new Date(now.getTime() - SLUG_HELD_DAYS * 86_400_000).toISOString();

/** Whether `companyID` may take the slug that `item` holds (none: free). */
export const slugIsFreeFor = (item: SlugItem | undefined, companyID: string | undefined, now: Date): boolean =>
  !item || item.companyID === companyID || (item.retiredAt !== undefined && item.retiredAt < heldSince(now));

/**
 * A slug free for a new company named `name`: the name's own, else the name's with four random
 * hex digits. One BatchGetItem of three choices; a race for the same one is refused by the
 * claim's condition.
 */
export async function freeSlugFor(name: string, now = new Date()): Promise<string> {
  const base = slugFromName(name);
  const choices = [base, `${base}-${randomBytes(2).toString('hex')}`, `${base}-${randomBytes(2).toString('hex')}`];
  const items = (await batchGetItems(choices.map(slugKey))) as (SlugItem | undefined)[];
  return (
    choices.find((_, index) => slugIsFreeFor(items[index], undefined, now)) ??
    `${base}-${randomBytes(4).toString('hex')}`
  );
}

/** The item of a slug: which company has or had it. */
export async function getSlug(slug: string): Promise<SlugItem | undefined> {
  const { Item } = await getItem({ Key: slugKey(slug) });
  return Item as SlugItem | undefined;
}

/** The transaction step that makes `slug` the company's: refused while another company holds it. */
export function slugClaim(slug: string, companyID: string, now: Date): TransactItem {
  return {
    Put: {
      Item: newSlugItem(slug, companyID),
      ConditionExpression: 'attribute_not_exists(PK) OR companyID = :me OR retiredAt < :heldSince',
      ExpressionAttributeValues: { ':me': companyID, ':heldSince': heldSince(now) },
    },
  };
}

/** The transaction step that retires the company's old slug: from now on it answers 301. */
export function slugRetirement(slug: string, companyID: string, now: Date): TransactItem {
  return {
    Update: {
      Key: slugKey(slug),
      UpdateExpression: 'SET retiredAt = :now',
      ConditionExpression: 'companyID = :me',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':me': companyID },
    },
  };
}

/** A company founded before slugs: a free slug made from its name, and the writes that give it, unless it has one by then. */
export async function firstSlugWrites(
  company: Pick<CompanyItem, 'companyID' | 'companyName'>,
  now = new Date(),
): Promise<{ slug: string; writes: TransactItem[] }> {
  const slug = await freeSlugFor(company.companyName, now);
  const setSlug: TransactItem = {
    Update: {
      Key: companyKey(company.companyID),
      UpdateExpression: 'SET slug = :slug',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(slug)',
      ExpressionAttributeValues: { ':slug': slug },
    },
  };
  return { slug, writes: [setSlug, slugClaim(slug, company.companyID, now)] };
}

/** Retires a closed company's slug: it answers 410 until another company takes it a year on. */
export async function retireSlug(slug: string, companyID: string, now = new Date()): Promise<void> {
  try {
    await updateItem({ ...slugRetirement(slug, companyID, now).Update! });
  } catch (error) {
    // Another company's by now: nothing of this one's to retire.
    if (!conditionFailed(error)) throw error;
  }
}

/** The current slugs of these companies, in their order (undefined: none, or no company): one BatchGetItem per 100. */
export async function slugsOf(companyIDs: readonly string[]): Promise<(string | undefined)[]> {
  const items = await batchGetItems(companyIDs.map(companyKey), { attributes: ['slug'] });
  return items.map((item) => (typeof item?.slug === 'string' ? item.slug : undefined));
}
