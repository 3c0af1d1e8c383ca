// A company's standing with the marketplace's operators (docs/product/trust-and-safety.md): a
// suspension, which leaves its members reading only (platform/http/authenticate.ts asks
// companySuspended before every call that acts for the company), and the revocation of its
// verified domain. Each is one conditional UpdateItem of the company item; its jobs follow in
// the background (jobs/company-rename.ts).
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { conflict, notFound } from '#platform/errors.js';
import { getItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { companyKey, type CompanyItem } from './company-items.js';

/** Whether the company is suspended now: one strongly consistent GetItem of its suspension alone. */
export async function companySuspended(companyID: string): Promise<boolean> {
  const { Item } = await getItem({
    Key: companyKey(companyID),
    ProjectionExpression: 'suspension',
    ConsistentRead: true,
  });
  return Item?.suspension !== undefined;
}

/** An Update of the company that only an existing company in the state `when` takes; 404 or 409 otherwise. */
async function changeStanding(
  companyID: string,
  update: { UpdateExpression: string; ExpressionAttributeValues?: Record<string, unknown> },
  when: string,
  refused: string,
): Promise<CompanyItem> {
  try {
    const { Attributes } = await updateItem({
      Key: companyKey(companyID),
      ...update,
      ConditionExpression: `attribute_exists(PK) AND ${when}`,
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    return Attributes as CompanyItem;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const existed = (error as { Item?: unknown }).Item !== undefined;
    throw existed ? conflict(refused) : notFound(TRUST_MSG.notFound.company);
  }
}

export const suspendCompany = (companyID: string, note: string, operatorEmail: string, now = new Date()) =>
  changeStanding(
    companyID,
    {
      UpdateExpression: 'SET suspension = :suspension',
      ExpressionAttributeValues: { ':suspension': { note, since: now.toISOString(), by: operatorEmail } },
    },
    'attribute_not_exists(suspension)',
    TRUST_MSG.alreadySuspended,
  );

export const unsuspendCompany = (companyID: string) =>
  changeStanding(
    companyID,
    { UpdateExpression: 'REMOVE suspension' },
    'attribute_exists(suspension)',
    TRUST_MSG.notSuspended,
  );

export const revokeCompanyVerification = (companyID: string) =>
  changeStanding(
    companyID,
    { UpdateExpression: 'REMOVE verifiedDomain, verifiedAt, verifiedBy' },
    'attribute_exists(verifiedDomain)',
    TRUST_MSG.notVerified,
  );
