// Verifying a company on the local stack (companies/company-verification.ts): free email
// services and addresses at another domain refused, the code mailed to the address (through
// the local mailbox), a wrong code counted, the right one marking the company verified with the
// domain once (the code then spent), the mark on get-user, on the jobs posted before (through
// the background work queue) and after, on its public page, and in the job page's JSON-LD; the
// job page of the new company says it is not verified until it is.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { latestCode } from '../../../local/mailbox.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { jsonLdOfType } from '../../support/structured-data.js';
import { fetchPage } from '../support/pages.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');

type Card = { _id: string; employer: { verified?: boolean; verifiedDomain?: string } };

/** The company's open jobs as its page's Load more reads them, once every one carries the mark (or after 5 s). */
async function cardsOnceMarked(companyID: string, count: number): Promise<Card[]> {
  let jobs: Card[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(new URL(`/api/get-company-jobs?companyID=${companyID}`, stack.appUrl));
    jobs = ((await answer.json()) as { data: { jobs: Card[] } }).data.jobs;
    if (jobs.length === count && jobs.every((job) => job.employer.verified)) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return jobs;
}

describe('a company verifies its domain', () => {
  const word = uniqueWord().toLowerCase();
  const domain = `verify-${word}.example.org`;
  let member: TestUser;

  beforeAll(async () => {
    member = await createSignedInUser(stack, 'employer', { companyName: `Verify ${word} Co` });
  });

  const start = (json: Record<string, unknown>) =>
    member.client.call('POST', '/api/start-company-verification', { json });
  const confirm = (otp: string) =>
    member.client.call<{ msg: string; user: { company: Record<string, unknown> } }>(
      'POST',
      '/api/confirm-company-verification',
      { json: { otp } },
    );

  it('refuses free email services, another domain and a website that is not https', async () => {
    const free = await start({ website: 'https://gmail.com', email: `jo.${word}@gmail.com` });
    expect([free.status, free.body.data.msg]).toEqual([
      400,
      "Use an address at your company's own domain: a free email service cannot verify a company",
    ]);
    const elsewhere = await start({ website: `https://${domain}`, email: `jo@other-${word}.example.org` });
    expect([elsewhere.status, elsewhere.body.data.msg]).toEqual([
      400,
      "The email address must be at your website's domain",
    ]);
    const plain = await start({ website: `http://${domain}`, email: `jo@${domain}` });
    expect([plain.status, plain.body.data.msg]).toEqual([400, 'The website must be an https:// address']);
    const early = await confirm('ABC234');
    expect(early.status).toBe(400);
  });

  it('marks the company and its jobs verified with the code sent to the address, once', async () => {
    const before = await addJob(member.client, { jobTitle: `${word} Before Verification` });
    // A company of today, not verified: its job's page says so plainly.
    const unverifiedPage = await fetchPage(stack, `/jobs/${before._id}`);
    expect(unverifiedPage.text).toContain(`Verify ${word} Co joined on`);
    expect(unverifiedPage.text).toContain('has not verified its domain yet.');
    const address = `jo@${domain}`;
    const started = await start({ website: `https://www.${domain}/careers`, email: address });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ email: address });
    const code = await latestCode(stack.mailboxUrl, address, 'Verify your company');

    const wrong = await confirm(code === 'ABC234' ? 'ABC235' : 'ABC234');
    expect(wrong.status).toBe(400);
    const right = await confirm(code.toLowerCase());
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.msg).toBe(`Your company is verified as ${domain}.`);
    expect(right.body.data.user.company).toMatchObject({
      verified: true,
      verifiedDomain: domain,
      website: `https://www.${domain}/careers`,
    });
    expect((await confirm(code)).status).toBe(400);

    const after = await addJob(member.client, { jobTitle: `${word} After Verification` });
    expect(after.employer).toMatchObject({ verified: true, verifiedDomain: domain });
    const cards = await cardsOnceMarked(member.companyID!, 2);
    expect(cards.map((card) => [card._id, card.employer.verifiedDomain])).toEqual([
      [after._id, domain],
      [before._id, domain],
    ]);

    const page = await fetchPage(stack, `/jobs/${before._id}`);
    expect(page.text).not.toContain('has not verified its domain yet.');
    const [posting] = jsonLdOfType(page.html, 'JobPosting');
    expect(posting!.hiringOrganization).toMatchObject({ sameAs: `https://${domain}` });
    const slug = String(right.body.data.user.company.slug);
    const companyPage = await fetchPage(stack, `/companies/${slug}`);
    expect(companyPage.text).toContain('Verified');
  });
});
