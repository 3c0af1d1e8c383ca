// The one page cursor format: base64url JSON, read back only as a position its list accepts.
import { describe, expect, it } from 'vitest';
import { HttpError } from '#platform/errors.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';

const INVALID = 'Start again from the first page.';
const asPage = (position: unknown) => (typeof position === 'number' && position > 0 ? position : undefined);
const refusal = (cursor: string) => {
  try {
    decodePageCursor(cursor, asPage, INVALID);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('page cursors', () => {
  it('are base64url JSON of the position, and read back as it', () => {
    const cursor = encodePageCursor(['JOB#1', { at: 'x' }]);

    expect(cursor).toBe(Buffer.from('["JOB#1",{"at":"x"}]').toString('base64url'));
    expect(decodePageCursor(cursor, (position) => position, INVALID)).toEqual(['JOB#1', { at: 'x' }]);
    expect(decodePageCursor(encodePageCursor(3), asPage, INVALID)).toBe(3);
  });

  it('refuse with 400 what is not base64url, not JSON, or not a position of the list', () => {
    for (const cursor of [
      'not a cursor!',
      `${encodePageCursor(3)}=`,
      Buffer.from('USER#someone-else').toString('base64url'),
      encodePageCursor(-1),
      encodePageCursor('3'),
    ]) {
      const error = refusal(cursor);
      expect(error, cursor).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe(INVALID);
    }
  });
});
