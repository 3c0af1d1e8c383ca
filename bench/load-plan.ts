// What the load test sends: real signed-in users (confirmed accounts with session cookies,
// made in the emulators like the integration tests do) and, for job-application, a fresh
// (candidate, job) pair per request so every request is a first application.
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { listDepartments } from '#functions/jobs/departments.js';
import { appLinks } from '#shared/web-paths.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import type { StackInfo } from '../local/stack-process.js';
import type { LoadRequest } from './latency.js';
import { combinations } from './search-cost.js';
import { batchWriteAll, benchJobFields } from './seed.js';

export interface LoadPlan {
  /** Request makers by route name; each call answers the next request. */
  requests: Record<'searchJobs' | 'getJobCandidate' | 'getUser' | 'applyToJob', () => LoadRequest>;
  /** A visitor opening the public page of one job, always the same (the burst). */
  oneJobPage: () => LoadRequest;
  /** A candidate signing in with their password (the soak's sign-ins). */
  signIn: () => LoadRequest;
  /**
   * The employer moving an application made at least `settled` applications ago to the next
   * stage (the soak's stage moves); undefined before any has settled.
   */
  moveStage: (settled?: number) => LoadRequest | undefined;
  /**
   * A candidate reading (as an open conversation polls) or writing in the conversation of one
   * of their recent applications (the soak's messages); undefined before enough have settled.
   */
  message: (kind: 'read' | 'send') => LoadRequest | undefined;
  /** How many distinct applications can be made before pairs repeat. */
  applicationPairs: number;
}

const cookieHeader = (user: TestUser) =>
  [...user.client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

export async function prepareLoad(
  stack: StackInfo,
  options: { candidates: number; jobs: number; jobFilters: Record<string, string> },
): Promise<LoadPlan> {
  const employer = await createSignedInUser(stack, 'employer', { companyName: 'Bench Hiring Co' });
  const company = { companyID: employer.companyID!, companyName: 'Bench Hiring Co' };
  const candidates: TestUser[] = [];
  // A few at a time: cognito-local writes one JSON file per pool.
  for (let i = 0; i < options.candidates; i += 4) {
    const batch = Array.from({ length: Math.min(4, options.candidates - i) }, () =>
      createSignedInUser(stack, 'candidate', { jobTitle: 'Backend Developer', jobType: 'full-time', country: 'Kenya' }),
    );
    candidates.push(...(await Promise.all(batch)));
  }
  const departments = (await listDepartments()).map((department) => department.name);
  // Jobs of a real employer, built as add-job builds them; numbered apart from the seeded ones.
  const jobs = Array.from({ length: options.jobs }, (_, index) =>
    newJobItems(
      { userID: employer.userID, firstName: 'Bench', lastName: 'Employer' },
      company,
      // Open to anywhere: the load's candidates (in Kenya) may apply to each.
      { ...benchJobFields(10_000_000 + index, departments), applicantCountries: [] },
      SNAPSHOT_RATES,
    ),
  );
  await batchWriteAll(jobs.flatMap(({ job, entries }) => [job, ...entries]));
  const jobIDs = jobs.map(({ job }) => job.jobID);

  const searches = combinations(options.jobFilters).map(
    (filters) => `/api/search-jobs?${new URLSearchParams({ ...filters, page: '1' })}`,
  );
  const cookies = candidates.map(cookieHeader);
  const counters = {
    searchJobs: 0,
    getJobCandidate: 0,
    getUser: 0,
    applyToJob: 0,
    signIn: 0,
    moveStage: 0,
    message: 0,
  };
  const cookieOf = new Map(candidates.map((candidate, index) => [candidate.userID, cookies[index]!]));
  const applied: { jobID: string; userID: string }[] = [];
  const STAGES = ['shortlisted', 'interviewing', 'offered', 'rejected'] as const;
  // A rejection gives its reason, as the product requires.
  const stageMove = (stage: (typeof STAGES)[number]) =>
    stage === 'rejected' ? { stage, rejectionReason: 'other' } : { stage };
  const next = (name: keyof typeof counters) => counters[name]++;
  return {
    applicationPairs: candidates.length * jobIDs.length,
    oneJobPage: () => ({ method: 'GET', path: appLinks.publicJob(jobIDs[0]!) }),
    signIn: () => {
      const candidate = candidates[next('signIn') % candidates.length]!;
      return {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: candidate.email, password: candidate.password }),
      };
    },
    moveStage: (settled = 50) => {
      const ready = applied.length - settled;
      if (ready <= 0) return undefined;
      const i = next('moveStage');
      const pair = applied[i % ready]!;
      return {
        method: 'PUT',
        path: '/api/update-application-stage',
        headers: { cookie: cookieHeader(employer), 'content-type': 'application/json' },
        body: JSON.stringify({ ...pair, ...stageMove(STAGES[i % STAGES.length]!) }),
      };
    },
    message: (kind): LoadRequest | undefined => {
      // Applications made 5 to 19 requests ago: answered by now, and not yet moved (moveStage
      // waits for 50 more), so their conversations are open. Spread over the candidates, the
      // sends stay within each person's hourly limit.
      if (applied.length < 20) return undefined;
      const i = next('message');
      const pair = applied[applied.length - 5 - (i % 15)]!;
      const conversationID = conversationIdOf(pair.jobID, pair.userID);
      const cookie = cookieOf.get(pair.userID)!;
      if (kind === 'read')
        return { method: 'GET', path: `/api/get-conversation?conversationID=${conversationID}`, headers: { cookie } };
      return {
        method: 'POST',
        path: '/api/send-message',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationID, text: `Bench message ${i}: when could we talk?` }),
      };
    },
    requests: {
      searchJobs: () => ({ method: 'GET', path: searches[next('searchJobs') % searches.length]! }),
      getJobCandidate: () => {
        const i = next('getJobCandidate');
        return {
          method: 'GET',
          path: `/api/get-job-candidate?jobID=${jobIDs[i % jobIDs.length]}`,
          headers: { cookie: cookies[i % cookies.length]! },
        };
      },
      getUser: () => {
        const i = next('getUser');
        return { method: 'GET', path: '/api/get-user', headers: { cookie: cookies[i % cookies.length]! } };
      },
      applyToJob: () => {
        // Consecutive requests go to different jobs (no rush on one job) from different
        // candidates in turn (one candidate sending 20 applications at once is not a load a
        // person makes). Request i: job j = i mod J, candidate (j + floor(i / J)) mod C, so
        // every (candidate, job) pair comes once in the first C x J requests, for any C and J.
        const i = next('applyToJob');
        const c = ((i % jobIDs.length) + Math.floor(i / jobIDs.length)) % candidates.length;
        applied.push({ jobID: jobIDs[i % jobIDs.length]!, userID: candidates[c]!.userID });
        return {
          method: 'POST',
          path: '/api/job-application',
          headers: { cookie: cookies[c]!, 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: 'Candidate',
            email: candidates[c]!.email,
            country: 'Kenya',
            phoneNo: '+254 700 000000',
            jobID: jobIDs[i % jobIDs.length],
          }),
        };
      },
    },
  };
}
