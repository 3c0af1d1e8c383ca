// parseMultipart: a form's text fields and its one file, bounded in count and size.
import { describe, expect, it } from 'vitest';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import { RESUME_MAX_BYTES } from '#shared/constants.js';

const BOUNDARY = 'unit-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const file = (name: string, fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

describe('parseMultipart', () => {
  it('reads the text fields and the file', async () => {
    const parsed = await parseMultipart(
      form(field('firstName', 'Ada'), file('resume', 'cv.pdf', Buffer.from('%PDF-1.7'))),
      CONTENT_TYPE,
    );
    expect(parsed.fields).toEqual({ firstName: 'Ada' });
    expect(parsed.files).toEqual([
      { fieldName: 'resume', fileName: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
    ]);
  });

  it('refuses another content type with 415', async () => {
    expect(() => parseMultipart(form(field('a', 'b')), 'application/json')).toThrow(
      expect.objectContaining({ statusCode: 415 }),
    );
  });

  it('refuses a field sent twice and a second file with 400', async () => {
    await expect(parseMultipart(form(field('a', '1'), field('a', '2')), CONTENT_TYPE)).rejects.toMatchObject({
      statusCode: 400,
      publicMessage: 'The field a was sent twice.',
    });
    const twoFiles = form(file('resume', 'a.pdf', Buffer.from('a')), file('other', 'b.pdf', Buffer.from('b')));
    await expect(parseMultipart(twoFiles, CONTENT_TYPE)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a file over the size limit with 413', async () => {
    const tooBig = form(file('resume', 'cv.pdf', Buffer.alloc(RESUME_MAX_BYTES + 1)));
    await expect(parseMultipart(tooBig, CONTENT_TYPE)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses a form without a boundary with 400', async () => {
    await expect(parseMultipart(Buffer.from('x'), 'multipart/form-data')).rejects.toMatchObject({ statusCode: 400 });
  });
});
