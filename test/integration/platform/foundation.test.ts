// The foundation slice through the real local stack: gateway, handler layer, emulators.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_DEPARTMENTS } from '#shared/constants.js';
import { hashSource } from '../../../infra/content-security-policy.js';
import { webDist } from '../../../local/web-build.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const visitor = new ApiClient(stack);

describe('local gateway and common handler layer', () => {
  let employer: TestUser;
  let candidate: TestUser;

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: 'Acme' });
    candidate = await createSignedInUser(stack, 'candidate');
  });

  it('get-departments returns the seeded lookup to anyone', async () => {
    const answer = await visitor.call<{ departments: { name: string }[] }>('GET', '/api/get-departments');
    expect(answer.status).toBe(200);
    expect(answer.body.statusCode).toBe(200);
    expect(answer.body.data.departments.map((department) => department.name).sort()).toEqual(
      [...SEED_DEPARTMENTS].sort(),
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('get-user answers 401 without a session and the user with one', async () => {
    const anonymous = await visitor.call('GET', '/api/get-user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data.msg).toBe('Please log in to continue.');

    const signedIn = await employer.client.call<{ user: Record<string, unknown> }>('GET', '/api/get-user');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({
      userID: employer.userID,
      email: employer.email,
      role: 'employer',
      companyName: 'Acme',
    });
    expect(signedIn.body.data.user).not.toHaveProperty('PK');
    expect(signedIn.body.data.user).not.toHaveProperty('status');
  });

  it('refuses a forged session token with 401', async () => {
    const forged = new ApiClient(stack);
    forged.setCookie('session', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect((await forged.call('GET', '/api/get-user')).status).toBe(401);
  });

  it('checks the role on the server: a candidate gets 403 from an employer call', async () => {
    const answer = await candidate.client.call('GET', '/api/get-jobs');
    expect(answer.status).toBe(403);
    expect(answer.body.data.msg).toBe('Your account type cannot do this.');
  });

  it('authenticates before it validates: a visitor gets 401 whatever the input', async () => {
    const answer = await visitor.call('POST', '/api/add-job', { json: { nonsense: true } });
    expect(answer.status).toBe(401);
  });

  it('answers bad input with 400 naming the field', async () => {
    const answer = await visitor.call('POST', '/api/employer/signup', { json: { firstName: 'Ada' } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.msg).toBe('Last name is required');
    expect(answer.body.data.fieldErrors).toMatchObject({
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });

  it('answers broken JSON with 400 and a wrong content type with 415', async () => {
    const broken = await visitor.call('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.data.msg).toBe('The request body is not valid JSON.');
    const wrongType = await visitor.call('POST', '/api/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('answers unknown calls with 404 and a wrong method with 405, both in the envelope', async () => {
    const unknown = await visitor.call('GET', '/api/no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, data: { msg: 'There is no such API call.' } });
    const wrongMethod = await visitor.call('DELETE', '/api/get-departments');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.data.msg).toBe('Use GET for this call.');
  });

  it('serves the SPA on the same origin: index.html for client-side routes, their own HTML for prerendered pages', async () => {
    for (const path of ['/', '/dashboard/jobs', '/employer/signup', '/home']) {
      const response = await fetch(new URL(path, stack.appUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      if (path === '/home') {
        expect(html).toContain('<div id="root" data-prerendered="/home">');
        expect(html).toContain('Hire a top remote');
      } else {
        expect(html, path).toContain('<div id="root">');
        expect(html, path).toContain('Loading...');
      }
    }
  });

  it('serves a production build of the web app, though this stack was started from a test run (NODE_ENV=test)', async () => {
    const html = await (await fetch(new URL('/home', stack.appUrl))).text();
    // The page names the app's entry and its imports for page-start.js to load after the first paint.
    const scripts = html.match(/\/assets\/[^"\s]+\.js/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      // React's development build asks for its DevTools in the console; the production build does not.
      expect(await (await fetch(new URL(script, stack.appUrl))).text(), script).not.toContain(
        'React DevTools for a better development experience',
      );
    }
  });

  it('loads the public job search as one chunk beside what every page loads (web/vite.config.ts)', () => {
    // The stack serves web/dist, built for this run. A chunk's modules are the sources of its map.
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const closure = (key: string, seen = new Set<string>()) => {
      if (!seen.has(key)) {
        seen.add(key);
        for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      }
      return seen;
    };
    const everyPage = closure(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
    const screenFile = Object.values(manifest)
      .map((chunk) => chunk.file)
      .find(
        (file) =>
          file.endsWith('.js') &&
          fs
            .readFileSync(path.join(webDist, `${file}.map`), 'utf8')
            .includes('features/find-work/routes/find-work.tsx'),
      )!;

    const screenChunks = [...closure(keyOfFile.get(screenFile)!)].filter((key) => !everyPage.has(key));

    expect(screenChunks.map((key) => manifest[key]!.file)).toEqual([screenFile]);
  });

  it('gzips hashed build assets for browsers that accept it, with the same caching headers either way', async () => {
    const html = await (await fetch(new URL('/home', stack.appUrl))).text();
    const script = /data-app-entry="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    // Node's fetch asks for gzip and unpacks it; a request without Accept-Encoding gets the file as it is.
    for (const encoding of ['gzip', 'identity']) {
      const response = await fetch(new URL(script, stack.appUrl), { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('import');
    }
    const page = await fetch(new URL('/home', stack.appUrl));
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it("gzips the pages as CloudFront does, with the site's CSP, which allows their inline blocks by hash", async () => {
    for (const path of ['/home', '/login', '/dashboard']) {
      const response = await fetch(new URL(path, stack.appUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      const sources = (directive: string) =>
        policy
          .split('; ')
          .find((entry) => entry.startsWith(`${directive} `))!
          .split(' ');
      const html = await response.text();
      const blocks = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, text]) => hashSource(text!));
      const styles = blocks(/<style\b[^>]*>([\s\S]*?)<\/style>/g);
      const scripts = blocks(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
      // index.html has its <noscript> style; a prerendered page its critical CSS too.
      expect(styles.length, path).toBeGreaterThanOrEqual(path === '/dashboard' ? 1 : 2);
      expect(scripts, path).toHaveLength(1);
      expect(sources('style-src')).toEqual(expect.arrayContaining(["'self'", ...styles]));
      expect(sources('script-src')).toEqual(expect.arrayContaining(["'self'", ...scripts]));
    }
  });
});
