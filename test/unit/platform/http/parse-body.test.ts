// parseBody alone: JSON bodies read and refused as the route expects them, multipart bodies
// handed to the route's parser, bodiless routes left alone.
import { describe, expect, it, vi } from 'vitest';
import { parseBody, type MultipartParser } from '#platform/http/parse-body.js';
import { MSG } from '#shared/messages.js';
import { routes } from '#shared/routes.js';
import { apiEvent, stateAfter } from '../../support/middleware.js';

const postJson = (body: string | Buffer, contentType = 'application/json') =>
  stateAfter(parseBody(routes.login), apiEvent({ method: 'POST', body, contentType }));

describe('parseBody', () => {
  it('reads a JSON body, also one sent base64-encoded or as another +json type', async () => {
    expect((await postJson('{"email":"ada@example.com"}')).rawBody).toEqual({ email: 'ada@example.com' });
    expect((await postJson(Buffer.from('{"a":1}'))).rawBody).toEqual({ a: 1 });
    expect((await postJson('{"a":1}', 'application/merge-patch+json; charset=utf-8')).rawBody).toEqual({ a: 1 });
  });

  it('reads an empty body as an empty object, so that validation names the missing fields', async () => {
    expect((await postJson('', 'text/plain')).rawBody).toEqual({});
  });

  it('refuses another content type with 415, broken JSON with 400, and over 256 KiB with 413', async () => {
    await expect(postJson('{"a":1}', 'text/plain')).rejects.toMatchObject({
      statusCode: 415,
      publicMessage: MSG.unsupportedMediaType,
    });
    await expect(postJson('{"a":')).rejects.toMatchObject({ statusCode: 400, publicMessage: MSG.malformedJson });
    await expect(postJson(`{"a":"${'x'.repeat(256 * 1024)}"}`)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('leaves the body of a route that takes none unread', async () => {
    const state = await stateAfter(
      parseBody(routes.logout),
      apiEvent({ method: 'POST', body: '{"a":', contentType: 'application/json' }),
    );
    expect(state.rawBody).toBeUndefined();
  });

  it('hands a multipart body to the route’s parser: its fields as the body, its files beside', async () => {
    const file = {
      fieldName: 'resume',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF'),
    };
    const parser = vi.fn<MultipartParser>(async () => ({ fields: { firstName: 'Ada' }, files: [file] }));
    const event = apiEvent({
      method: 'POST',
      body: Buffer.from('raw form'),
      contentType: 'multipart/form-data; boundary=b',
    });

    const state = await stateAfter(parseBody(routes.candidateSignup, parser), event);

    expect(parser).toHaveBeenCalledWith(Buffer.from('raw form'), 'multipart/form-data; boundary=b');
    expect(state.rawBody).toEqual({ firstName: 'Ada' });
    expect(state.files).toEqual([file]);
  });

  it('will not be made for a multipart route without a parser (a wiring mistake)', () => {
    expect(() => parseBody(routes.candidateSignup)).toThrow('multipart parser');
  });
});
