// The route table is the single source of every API call: check it is whole and coherent.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList, type RouteEntry } from '#shared/routes.js';
import { routePathsModule, ROUTE_PATHS_MODULE } from '../../../scripts/contract.js';

const root = path.resolve(import.meta.dirname, '../../..');

// docs/product/README.md call names, plus login and the two calls whose path the first specification left open.
const PRODUCT_CALLS = [
  'POST /api/login',
  'POST /api/logout',
  'GET /api/get-user',
  'PUT /api/update-employer-profile',
  'PUT /api/update-candidate-profile',
  'PUT /api/update-email',
  'PUT /api/verify-update-otp',
  'PUT /api/update-password',
  'GET /api/get-jobs',
  'POST /api/add-job',
  'GET /api/get-job',
  'GET /api/get-job-candidate',
  'PUT /api/update-job',
  'DELETE /api/delete-job',
  'PUT /api/update-job-active-status',
  'GET /api/search-jobs',
  'POST /api/job-application',
  'GET /api/get-departments',
  'GET /api/get-candidates',
  'GET /api/get-candidate',
  'GET /api/get-resume',
  'PUT /api/upload-resume',
  'PUT /api/update-company-bio',
  'POST /api/employer/signup',
  'POST /api/candidate/signup',
  'PUT /api/update-candidate-bio',
  'PUT /api/verify-otp',
  'POST /api/employer/resend-verification',
];

describe('route table', () => {
  it('lists every call of the product reference', () => {
    const listed = routeList.map((route) => `${route.method} ${route.path}`);
    for (const call of PRODUCT_CALLS) expect(listed).toContain(call);
  });

  it('has one entry per method and path, and one handler file per entry', () => {
    const keys = routeList.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const handlers = routeList.map((route) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it.each(routeList.map((route) => [route.name, route] as const))(
    '%s has a handler file exporting `handler`',
    async (_name, route) => {
      const file = path.join(root, 'functions', `${route.handler}.ts`);
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      const module = (await import(file)) as { handler?: unknown };
      expect(typeof module.handler).toBe('function');
    },
  );

  it('gives body schemas only to calls that carry a body, and query schemas only where queries are read', () => {
    for (const route of routeList) {
      if (route.body) expect(route.bodyKind, route.name).not.toBe('none');
      if (route.method === 'GET') expect(route.bodyKind, route.name).toBe('none');
      expect(route.path.startsWith('/api/'), route.name).toBe(true);
    }
  });

  // A route that rate-limits by `sourceIp` without it would count CloudFront's edge servers
  // instead of viewers; the handler's apiHandler refuses a declaration without viewerAddress.
  it("declares uses.secrets 'origin' exactly where the handler reads sourceIp", () => {
    for (const route of routeList) {
      const code = fs.readFileSync(path.join(root, 'functions', `${route.handler}.ts`), 'utf8');
      expect(Boolean(route.uses.secrets?.includes('origin')), route.name).toBe(code.includes('sourceIp'));
    }
  });

  it('shared/route-paths.ts is what the table makes (after a contract change, run npm run contract)', async () => {
    expect(fs.readFileSync(ROUTE_PATHS_MODULE, 'utf8')).toBe(await routePathsModule());
  });

  it('keeps each call in the file of the area whose folder of functions/ holds its handler', async () => {
    const areaFiles = fs.readdirSync(path.join(root, 'shared/routes')).filter((file) => file !== 'route-definition.ts');
    let count = 0;
    for (const file of areaFiles) {
      const area = path.basename(file, '.ts');
      const entries = Object.values(await import(path.join(root, 'shared/routes', file))) as RouteEntry[];
      for (const route of entries) expect(route.handler.split('/')[0], route.name).toBe(area);
      count += entries.length;
    }
    expect(count).toBe(routeList.length);
  });

  it('names who may call each route', () => {
    const allowed = ['public', 'onboarding', 'user', 'employer', 'member', 'candidate', 'operator'];
    for (const route of routeList) expect(allowed, route.name).toContain(route.access);
  });
});
