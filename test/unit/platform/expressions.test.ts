// setFields: the SET assignments of a record of fields, with their placeholders.
import { describe, expect, it } from 'vitest';
import { setFields } from '#platform/dynamodb/expressions.js';

describe('setFields', () => {
  it('names placeholders after the fields, in order, and leaves undefined fields alone', () => {
    expect(setFields({ firstName: 'Ada', country: undefined, status: 'active' })).toEqual({
      set: '#firstName = :firstName, #status = :status',
      names: { '#firstName': 'firstName', '#status': 'status' },
      values: { ':firstName': 'Ada', ':status': 'active' },
    });
  });

  it('numbers them on request, counting only the fields it sets', () => {
    expect(setFields({ 'odd-name': 1, skipped: undefined, other: [2] }, 'numbered')).toEqual({
      set: '#f0 = :f0, #f1 = :f1',
      names: { '#f0': 'odd-name', '#f1': 'other' },
      values: { ':f0': 1, ':f1': [2] },
    });
  });
});
