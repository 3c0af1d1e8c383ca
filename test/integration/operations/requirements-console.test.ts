// The operators' list of hiring requirements on the local stack: an account becomes an operator
// only through `npm run operator`'s mark (markOperator, run here as that script runs it), and
// then get-user says so and get-requirements lists what /share-requirement sent, newest first,
// ten a page with a cursor, each with a Handled toggle that records who and when; the mark
// removed, the same calls are refused again (403).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { useStackEnvironment } from '../support/job-alerts.js';

const stack = inject('stack');

type Page = RouteResponse<'getRequirements'>;

const requirement = (suffix: string) => ({
  fullName: 'Grace Hopper',
  email: `grace-${suffix}@example.org`,
  phoneNo: '+1 202 555 0100',
  companyName: `Compilers ${suffix}`,
  requirement: '2' as const,
  details: 'A bookkeeper for two days a week.\n\nEuropean hours.',
  duration: '2' as const,
});

describe('the operators’ requirements', () => {
  let operator: TestUser;
  const suffix = randomUUID().slice(0, 8);

  const markOperator = async (who: TestUser, on: boolean) => {
    const { markOperator: mark } = await import('#functions/accounts/index.js');
    expect(await mark(who.email, on)).toBe(true);
  };
  const listPage = (cursor?: string) =>
    operator.client.call<Page>('GET', `/api/get-requirements${cursor ? `?cursor=${cursor}` : ''}`);

  beforeAll(async () => {
    useStackEnvironment(stack);
    operator = await createSignedInUser(stack, 'employer', { companyName: `Ops ${suffix}` });
  });

  it('are refused to an account that is not an operator, and the mark comes only from the script', async () => {
    const refused = await listPage();
    expect([refused.status, refused.body.data.msg]).toEqual([403, 'This is for the marketplace’s operators only.']);
    const user = await operator.client.call<{ user: Record<string, unknown> }>('GET', '/api/get-user');
    expect(user.body.data.user.operator).toBeUndefined();
    const { markOperator: mark } = await import('#functions/accounts/index.js');
    expect(await mark(`nobody-${suffix}@example.org`, true)).toBe(false);
  });

  it('lists what was sent, newest first, ten a page, and keeps who handled one', async () => {
    const sent = await new ApiClient(stack).call('POST', '/api/submit-requirement', { json: requirement(suffix) });
    expect(sent.status).toBe(200);
    // Ten more, stored as the form stores them, so the list has a second page.
    const { storeRequirement } = await import('#functions/requirements/requirements.js');
    for (let index = 0; index < 10; index += 1)
      await storeRequirement(
        { ...requirement(`${suffix}-${index}`), details: '' },
        '127.0.0.1',
        new Date(Date.now() + (index + 1) * 1000),
      );
    await markOperator(operator, true);

    const user = await operator.client.call<{ user: Record<string, unknown> }>('GET', '/api/get-user');
    expect(user.body.data.user.operator).toBe(true);
    const first = await listPage();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const names = first.body.data.requirements.map((item) => item.companyName);
    expect(names.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, index) => `Compilers ${suffix}-${9 - index}`));
    expect(first.body.data.pagination.isLastPage).toBe(false);
    const second = await listPage(first.body.data.pagination.nextCursor);
    const mine = second.body.data.requirements[0]!;
    expect(mine).toMatchObject({
      companyName: `Compilers ${suffix}`,
      requirementLabel: 'Looking for a service',
      durationLabel: '1 to 3 Months',
      details: 'A bookkeeper for two days a week.\n\nEuropean hours.',
      handled: false,
    });
    expect((await listPage('not-a-cursor')).status).toBe(400);

    const handled = await operator.client.call<RouteResponse<'updateRequirement'>>('PUT', '/api/update-requirement', {
      json: { requirementID: mine.requirementID, handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({
      msg: 'Marked as handled',
      requirement: { handled: true, handledBy: operator.email },
    });
    const reopened = await operator.client.call<RouteResponse<'updateRequirement'>>('PUT', '/api/update-requirement', {
      json: { requirementID: mine.requirementID, handled: false },
    });
    expect(reopened.body.data.requirement).toMatchObject({ handled: false });
    expect(reopened.body.data.requirement.handledBy).toBeUndefined();
    const missing = await operator.client.call('PUT', '/api/update-requirement', {
      json: { requirementID: randomUUID(), handled: true },
    });
    expect([missing.status, missing.body.data.msg]).toEqual([404, 'We could not find this requirement.']);
  });

  it('are refused again once the mark is removed', async () => {
    await markOperator(operator, false);
    expect((await listPage()).status).toBe(403);
  });
});
