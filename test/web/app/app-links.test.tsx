// The links the functions build to the app (appLinks, shared/web-paths.ts: emails and
// notifications) and every path of the app's list each open a screen its router declares, not
// the page for unknown paths; a link through the login page goes on where login sends people.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appLinks, webPaths } from '#shared/web-paths.js';
import { appRoutes } from '@/app/router';
import { safeNext } from '@/lib/paths';

const JOB_ID = '0b7c4e5e-3f1a-4c2d-9e8f-1a2b3c4d5e6f';
/** 32 random bytes in base64url, as invitations make them. */
const INVITATION_TOKEN = 'q'.repeat(43);
const UNSUBSCRIBE_TOKEN = `user-1.${JOB_ID}.0001700000000000.secret_-1`;

/** What each link is built from in a real email or notification. */
const ARGUMENTS: { [Link in keyof typeof appLinks]: Parameters<(typeof appLinks)[Link]> } = {
  employerJob: [JOB_ID],
  myApplications: [],
  invitation: [INVITATION_TOKEN],
  publicJob: [JOB_ID],
  publicCompany: ['acme-remote'],
  alertJob: [JOB_ID],
  jobAlerts: [],
  settings: [],
  conversation: [`${JOB_ID}_${JOB_ID}`],
  unsubscribeJobAlert: [UNSUBSCRIBE_TOKEN],
};

/** The route a path opens: the deepest match, '*' being the page for unknown paths. */
const screenPath = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route;

function expectScreen(path: string) {
  const screen = screenPath(path);
  expect(screen, path).toBeDefined();
  expect(screen!.path, path).not.toBe('*');
}

describe('links to the app', () => {
  it.each(Object.keys(ARGUMENTS) as (keyof typeof appLinks)[])('appLinks.%s opens a screen of the app', (name) => {
    const build = appLinks[name] as (...args: string[]) => string;
    const link = new URL(build(...ARGUMENTS[name]), 'https://hire.example.com');
    expectScreen(link.pathname);
    if (link.pathname === webPaths.login) {
      const next = link.searchParams.get('next');
      expect(next, link.href).not.toBeNull();
      expect(safeNext(next), link.href).toBe(next);
      expectScreen(next!);
    }
  });

  it('every path of the list is a screen of the router', () => {
    for (const path of Object.values(webPaths)) expectScreen(typeof path === 'function' ? path('sample') : path);
  });
});
