// The OpenAPI document (shared/openapi.ts) describes every call of the route table, with
// zod's own JSON Schema of its schemas, and shared/openapi.json is the current document.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openApiDocument, openApiJson } from '#shared/openapi.js';
import { routeList, routes } from '#shared/routes.js';

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content: Record<string, { schema: { properties: { data: unknown } } }> }>;
};
const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };
const operationOf = (name: keyof typeof routes) =>
  document.paths[routes[name].path]![routes[name].method.toLowerCase()]!;

describe('OpenAPI document', () => {
  it('has one operation per route, under its path and method', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations.sort()).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of routeList) expect(operationOf(route.name).operationId).toBe(route.name);
  });

  it("takes bodies and answers from the route's schemas, in the { statusCode, data } envelope", () => {
    const addJob = operationOf('addJob');
    const { $schema: _dialect, ...body } = z.toJSONSchema(routes.addJob.body, { io: 'input', unrepresentable: 'any' });
    expect(addJob.requestBody!.content['application/json']!.schema).toEqual(body);
    expect(addJob.responses['200']!.content['application/json']!.schema.properties.data).toMatchObject({
      type: 'object',
    });
    expect(Object.keys(operationOf('candidateSignup').requestBody!.content)).toEqual(['multipart/form-data']);
    expect(operationOf('getUser').requestBody).toBeUndefined();
  });

  it('lists query fields as parameters, and asks for the session cookie only where a signed-in user is needed', () => {
    const search = operationOf('searchJobs');
    expect(search.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['jobTitle', 'jobType', 'department', 'country', 'page']),
    );
    expect(search.parameters.every((parameter) => parameter.in === 'query')).toBe(true);
    expect(search.security).toBeUndefined();
    expect(operationOf('addJob').security).toEqual([{ session: [] }]);
  });

  it('is what shared/openapi.json holds (after a contract change, run npm run contract)', () => {
    const file = path.resolve(import.meta.dirname, '../../../shared/openapi.json');
    expect(fs.readFileSync(file, 'utf8')).toBe(openApiJson());
  });
});
