// The single-table design, as plain data. The CDK app (infra/) and the local stack, which
// creates the same table in DynamoDB Local, both read it, so the two cannot drift apart.
// Nothing here imports AWS: keep it that way.
//
// Keys: every item has a string partition key `PK` and a string sort key `SK`. Three
// overloaded global secondary indexes (GSI1..GSI3) each have a string partition key
// `GSInPK` and a string sort key `GSInSK`; an item appears in an index only when it carries
// that index's key attributes (sparse indexes). All indexes project ALL attributes.
//
// ACCESS PATTERNS
// This is the one place where the access patterns are written down. Every piece of work
// that adds a read or a write adds its pattern here, in the same style, and keeps the list
// true. Rules (from the design brief, "Data"): every read in a request path is a
// GetItem or a Query on a key (no Scan); searches read a number of items bounded by the
// page size whatever the filters (filters live in keys, not in FilterExpressions);
// uniqueness is enforced by conditional writes in a transaction.
//
//   1. Departments lookup ........ Query    PK = `LOOKUP#DEPARTMENT`
//   2. User profile .............. GetItem  PK = `USER#<id>`, SK = `PROFILE`
//   (next patterns go here)
//
// TTL: items that must disappear by themselves (one-time codes) carry `expiresAt`, in epoch
// seconds. DynamoDB deletes expired items lazily (typically within a few days), so readers
// must still compare `expiresAt` with the clock and treat an expired item as absent.

export interface KeySchema {
  /** Partition key attribute name (type string). */
  readonly partitionKey: string;
  /** Sort key attribute name (type string). */
  readonly sortKey: string;
}

export interface IndexDesign extends KeySchema {
  readonly indexName: string;
}

/** Primary key of the table: both attributes are strings. */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const satisfies KeySchema;

/** The overloaded GSIs: string keys, projection ALL. */
export const TABLE_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const satisfies readonly IndexDesign[];

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];

/** TTL attribute: epoch seconds (one-time codes). */
export const TTL_ATTRIBUTE = 'expiresAt';
