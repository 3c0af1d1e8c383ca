// The applicant list entries a transaction writes beside an application (applicant-lists.ts):
// tests of what else a transaction holds look past them, and assert them on their own.
type TransactItem = {
  Put?: { Item?: Record<string, unknown> };
  Delete?: { Key?: Record<string, unknown> };
  Update?: { Key?: Record<string, unknown> };
  ConditionCheck?: { Key?: Record<string, unknown> };
};

const partitionOf = (item: TransactItem) =>
  String(item.Put?.Item?.PK ?? item.Delete?.Key?.PK ?? item.Update?.Key?.PK ?? item.ConditionCheck?.Key?.PK ?? '');

const isApplicantEntry = (item: TransactItem) => partitionOf(item).startsWith('APPLICANTS#');

/** The items of a transaction other than applicant list entries. */
export const withoutApplicantEntries = <T extends TransactItem>(items: readonly T[]): T[] =>
  items.filter((item) => !isApplicantEntry(item));

/** The applicant list entries a transaction writes, as `Put <list>` and `Delete <list>` (the list after the job's ID). */
export const applicantEntryWrites = (items: readonly TransactItem[]): string[] =>
  items
    .filter(isApplicantEntry)
    .map((item) => `${item.Put ? 'Put' : 'Delete'} ${partitionOf(item).split('#').slice(2).join('#')}`)
    .sort();
