// The single-table design, as plain data. The CDK app (infra/) and the local stack, which
// creates the same table in DynamoDB Local, both read it, so the two cannot drift apart.
// Nothing here imports AWS: keep it that way.
//
// The keys, the indexes, the rules and every access pattern are in docs/data-model.md: work
// that adds a read or a write adds its pattern there.

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

/** Partition key prefix of the suppression items (docs/data-model.md, pattern 22): the only keys their writer may touch. */
export const SUPPRESSION_PREFIX = 'SUPPRESSED#';

/** Partition key of the reference exchange rates (docs/data-model.md, pattern 25): the only key their refresh may write. */
export const REFERENCE_RATES_PK = 'REFERENCE_RATES';

/** TTL attribute: epoch seconds (one-time codes). */
export const TTL_ATTRIBUTE = 'expiresAt';
