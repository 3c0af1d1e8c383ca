// Bad-input sweep: property-based tests (fast-check) send every route of the route table
// malformed bodies and queries. Every answer must be a 4xx in the envelope with a
// `data.msg` a person can read: never a 5xx, never a stack trace, and nothing stored.
// Routes are taken from the table, so a new call is swept without touching this file.
import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeList, type RouteEntry } from '#shared/routes.js';
import { ApiClient } from '../../../tools/api-client.js';
import { countStored, type StoredCounts } from '../support/stack-state.js';
import { createSignedInUser, useStackTable } from '../../../tools/test-users.js';

const stack = inject('stack');
const RUNS_PER_ROUTE = Number(process.env.SWEEP_RUNS ?? 200);

interface Probe {
  label: string;
  query?: Record<string, string>;
  body?: string | Uint8Array;
  contentType?: string;
}

type JsonSchema = { properties?: Record<string, { type?: string }>; required?: string[] };
const fieldsOf = (schema: z.ZodMiniType | undefined): JsonSchema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};

// Values of the wrong shape for any field: no field of the product takes an object.
const wrongValue = fc.oneof(
  fc.constant({ nested: { deeper: [1, { deepest: true }] } }),
  fc.array(fc.anything(), { minLength: 1, maxLength: 3 }).map((items) => ({ items })),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }),
);
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '𝕏'.repeat(50),
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '-1',
    '1e309',
    'NaN',
    'true',
  ),
  fc.nat({ max: 5_000 }).map((size) => 'x'.repeat(size)),
);
const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, 1.5),
  fc.double(),
);

/** A JSON body the route's schema must refuse: built to be invalid, not by luck. */
function invalidJsonBody(route: RouteEntry): fc.Arbitrary<Probe> {
  const shape = fieldsOf(route.body);
  const names = Object.keys(shape.properties ?? {});
  const required = shape.required ?? [];
  const withWrongField = names.length
    ? fc
        .record({
          field: fc.constantFrom(...names),
          value: wrongValue,
          others: fc.dictionary(
            fc.constantFrom(...names),
            fc.oneof(oddString, oddNumber, fc.jsonValue({ maxDepth: 2 })),
          ),
        })
        .map(({ field, value, others }) => ({
          label: `wrong type for ${field}`,
          body: JSON.stringify({ ...others, [field]: value }),
          contentType: 'application/json',
        }))
    : fc.constant({ label: 'object for a bodiless call', body: '{}', contentType: 'application/json' });
  const withUnknownField = fc
    .record({
      key: fc.string({ minLength: 1, maxLength: 12 }).map((key) => `zz_${key}`),
      value: fc.jsonValue({ maxDepth: 3 }),
    })
    .map(({ key, value }) => ({
      label: 'unknown field',
      body: JSON.stringify({ [key]: value }),
      contentType: 'application/json',
    }));
  const missingRequired = required.length
    ? fc.constant({ label: 'missing required fields', body: '{}', contentType: 'application/json' })
    : withUnknownField;
  const notAnObject = fc
    .oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 })),
      fc.string(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
    )
    .map((value) => ({ label: 'not an object', body: JSON.stringify(value), contentType: 'application/json' }));
  const brokenJson = fc
    .constantFrom('{', '{"a":', '[1,2', '{"a" 1}', "{'a':1}", 'undefined', '{"a":1}}', '\u0000')
    .map((body) => ({ label: 'broken JSON', body, contentType: 'application/json' }));
  const wrongContentType = fc
    .record({
      type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png'),
      body: fc.string({ minLength: 1, maxLength: 50 }),
    })
    .map(({ type, body }) => ({ label: `content type ${type}`, body, contentType: type }));
  const huge = fc.constant({
    label: 'huge body',
    body: JSON.stringify({ [names[0] ?? 'a']: 'x'.repeat(400_000) }),
    contentType: 'application/json',
  });
  return fc.oneof(withWrongField, withUnknownField, missingRequired, notAnObject, brokenJson, wrongContentType, huge);
}

/** A multipart body the route must refuse: broken forms, wrong types, missing parts. */
function invalidMultipart(route: RouteEntry): fc.Arbitrary<Probe> {
  const boundary = 'sweep-boundary';
  const names = Object.keys(fieldsOf(route.body).properties ?? {});
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      label: 'random bytes',
      body: bytes,
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
    fc.constant({ label: 'no boundary', body: 'abc', contentType: 'multipart/form-data' }),
    fc.string({ maxLength: 40 }).map((body) => ({
      label: 'JSON instead of a form',
      body: JSON.stringify({ a: body }),
      contentType: 'application/json',
    })),
    fc
      .record({
        key: fc.string({ minLength: 1, maxLength: 8 }).map((key) => `zz_${key.replace(/\W/g, '_')}`),
        value: oddString,
      })
      .map(({ key, value }) => ({
        label: 'unknown or empty fields',
        body: `${names.map((name) => part(name, '')).join('')}${part(key, value.slice(0, 1000))}--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      })),
    fc.constant({
      label: 'form with no file',
      body: `${part('note', 'no file here')}--${boundary}--\r\n`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
  );
}

/** A query the route's schema must refuse: unknown parameters, wrong values. */
function invalidQuery(route: RouteEntry): fc.Arbitrary<Probe> {
  const names = Object.keys(fieldsOf(route.query).properties ?? {});
  const unknown = fc
    .record({
      key: fc.string({ minLength: 1, maxLength: 10 }).map((key) => `zz_${key}`),
      value: oddString.map((value) => value.slice(0, 2000)),
    })
    .map(({ key, value }) => ({ label: 'unknown parameter', query: { [key]: value } }));
  if (names.length === 0) return unknown;
  const badValue = fc
    .record({
      field: fc.constantFrom(...names),
      value: fc.constantFrom(
        '-1',
        '0',
        'abc',
        'not-a-uuid',
        '9'.repeat(400),
        '1.5',
        '',
        '%',
        'true',
        '{}',
        '[]',
        '\u0000',
      ),
    })
    .filter(({ field, value }) => !(value === '' && !(fieldsOf(route.query).required ?? []).includes(field)))
    .filter(({ field, value }) => !(field === 'page' && /^[1-9]\d{0,4}$/.test(value)))
    .map(({ field, value }) => ({ label: `bad ${field}`, query: { [field]: value, zz_extra: '1' } }));
  return fc.oneof(unknown, badValue);
}

function probesFor(route: RouteEntry): fc.Arbitrary<Probe> {
  if (route.bodyKind === 'multipart')
    return fc.oneof(invalidMultipart(route), ...(route.query ? [invalidQuery(route)] : []));
  if (route.bodyKind === 'json') return fc.oneof(invalidJsonBody(route), ...(route.query ? [invalidQuery(route)] : []));
  return invalidQuery(route);
}

/** Calls without any input schema ignore what they are sent: they need only answer sanely. */
const takesInput = (route: RouteEntry) => Boolean(route.body || route.query || route.bodyKind === 'multipart');

describe('bad-input sweep over the route table', () => {
  const clients: Record<string, ApiClient> = {};
  let before: StoredCounts;

  beforeAll(async () => {
    clients.public = new ApiClient(stack);
    clients.onboarding = clients.public;
    clients.employer = (await createSignedInUser(stack, 'employer', { companyName: 'Sweep Co' })).client;
    clients.candidate = (
      await createSignedInUser(stack, 'candidate', { jobTitle: 'Sweeper', country: 'France', jobType: 'full-time' })
    ).client;
    clients.user = clients.employer;
    clients.member = clients.employer;
    // An operator, as `npm run operator -- add EMAIL` makes one: malformed input is still a 4xx.
    const operator = await createSignedInUser(stack, 'employer', { companyName: 'Sweep Ops Co' });
    useStackTable(stack);
    const { markOperator } = await import('#functions/accounts/index.js');
    expect(await markOperator(operator.email, true)).toBe(true);
    clients.operator = operator.client;
    before = await countStored(stack);
  });

  afterAll(async () => {
    // Nothing any refused request sent was stored: no item, no file, no email.
    expect(await countStored(stack)).toEqual(before);
  });

  it.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses malformed input with a clear 4xx',
    { timeout: 240_000 },
    async (_label, route) => {
      const client = clients[route.access]!;
      await fc.assert(
        fc.asyncProperty(probesFor(route), async (probe) => {
          const headers: Record<string, string> = probe.contentType ? { 'content-type': probe.contentType } : {};
          const answer = await client.call(route.method, route.path, {
            query: probe.query,
            body: probe.body as RequestInit['body'],
            headers,
          });
          const where = `${probe.label}: answered ${answer.status} ${JSON.stringify(answer.body.data).slice(0, 200)}`;
          expect(answer.status, where).toBeLessThan(500);
          expect(answer.body.statusCode, where).toBe(answer.status);
          if (takesInput(route)) expect(answer.status, where).toBeGreaterThanOrEqual(400);
          if (answer.status >= 400) {
            expect(typeof answer.body.data.msg, where).toBe('string');
            expect(answer.body.data.msg!.length, where).toBeGreaterThan(0);
            expect(answer.body.data.msg, where).not.toMatch(/\n\s+at |Exception|TypeError|undefined/);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.SWEEP_SEED ?? 20261121) },
      );
    },
  );
});
