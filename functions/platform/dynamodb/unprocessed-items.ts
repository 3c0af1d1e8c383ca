// What a batch call throws while DynamoDB hands part of it back unprocessed (under load), so
// that the one retry helper sends that part again.
export class UnprocessedItems extends Error {
  constructor(readonly count: number) {
    super(`${count} items were left unprocessed`);
    this.name = 'UnprocessedItems';
  }
}

export const isUnprocessed = (error: unknown): error is UnprocessedItems => error instanceof UnprocessedItems;
