// Authorisation matrix: every route of the route table, called as a visitor, a candidate,
// an employer and a second employer who owns nothing, with otherwise valid input. Each
// caller must get exactly the intended status. A route missing from the matrix fails.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeList, type RouteName } from '#shared/routes.js';
import { conversationIdOf } from '#shared/schemas/messages.js';
import { latestCode, latestInvitationPath } from '../../../local/mailbox.js';
import { totpCode } from '../../support/totp.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createAlert, sentDigest } from '../support/job-alerts.js';
import { confirmedInterview, dayFromNow, proposal, proposeInterview } from '../support/interviews.js';
import { jobForm, addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
type Caller = 'visitor' | 'candidate' | 'employer' | 'otherEmployer';
const CALLERS: Caller[] = ['visitor', 'candidate', 'employer', 'otherEmployer'];

interface Call {
  client?: ApiClient;
  query?: Record<string, string>;
  json?: unknown;
  body?: RequestInit['body'];
}

interface Context {
  users: Record<Exclude<Caller, 'visitor'>, TestUser>;
  clients: Record<Caller, ApiClient>;
  ownedJobID: () => Promise<string>;
  /** A new job of the employer's that the candidate has applied to. */
  appliedJobID: () => Promise<string>;
}

interface Row {
  /** Builds the call for one caller: fresh data where the call changes or spends it. */
  call: (caller: Caller, context: Context) => Promise<Call>;
  expect: Record<Caller, number>;
}

const all = (status: number): Record<Caller, number> => ({
  visitor: status,
  candidate: status,
  employer: status,
  otherEmployer: status,
});
const signedIn = (status: number) => ({ visitor: 401, candidate: status, employer: status, otherEmployer: status });
const employerOnly = { visitor: 401, candidate: 403, employer: 200, otherEmployer: 200 };
const ownersJob = { visitor: 401, candidate: 403, employer: 200, otherEmployer: 404 };
const candidateOnly = { visitor: 401, candidate: 200, employer: 403, otherEmployer: 403 };
const onboardingOwnBrowser = { visitor: 200, candidate: 403, employer: 403, otherEmployer: 403 };

const conversationOf = async (context: Context) =>
  conversationIdOf(await context.appliedJobID(), context.users.candidate.userID);

const PASSWORD = 'matrix-password-1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A whole 1x1 PNG: uploads are decoded (platform/images/image-cleaning.ts).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154780163304e3bf31f00049a0265818985ed0000000049454e44ae426082',
  'hex',
);
const email = (tag: string) => `matrix-${tag}-${randomUUID()}@example.com`;
const employerSignup = (address: string) => ({
  firstName: 'Mat',
  lastName: 'Rix',
  email: address,
  password: PASSWORD,
  companyName: 'Matrix Co',
  companySize: '1-10',
  country: 'France',
});
const form = (
  fields: Record<string, string>,
  file?: { field: string; content: Buffer; name: string; type: string },
) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append(file.field, new Blob([file.content], { type: file.type }), file.name);
  return data;
};

const candidateSignup = (address: string) =>
  form(
    {
      firstName: 'Cara',
      lastName: 'Ndidate',
      email: address,
      jobType: 'full-time',
      jobTitle: 'Analyst',
      country: 'Kenya',
      password: PASSWORD,
    },
    { field: 'resume', content: PDF, name: 'cv.pdf', type: 'application/pdf' },
  );

/** A visitor's browser that has just signed up (so it holds the onboarding cookie). */
async function onboardingBrowser(
  role: 'employer' | 'candidate' = 'employer',
): Promise<{ client: ApiClient; userID: string; email: string }> {
  const client = new ApiClient(stack);
  const address = email('onboarding');
  const answer =
    role === 'employer'
      ? await client.call<{ userID: string }>('POST', '/api/employer/signup', { json: employerSignup(address) })
      : await client.call<{ userID: string }>('POST', '/api/candidate/signup', { body: candidateSignup(address) });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return { client, userID: answer.body.data.userID, email: address };
}

/** An account made through the real sign-up and confirmation, as a person would. */
async function confirmedAccount(): Promise<{ email: string }> {
  const { client, userID, email: address } = await onboardingBrowser();
  const verified = await client.call('PUT', '/api/verify-otp', {
    json: { userID, otp: await latestCode(stack.mailboxUrl, address) },
  });
  if (verified.status !== 200) throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`);
  return { email: address };
}

/** For onboarding calls: the visitor uses its own sign-up; everyone else names that account. */
async function onboardingCall(
  caller: Caller,
  context: Context,
  make: (account: { userID: string; email: string }) => Promise<Call>,
  role: 'employer' | 'candidate' = 'employer',
): Promise<Call> {
  const account = await onboardingBrowser(role);
  const call = await make(account);
  return { ...call, client: caller === 'visitor' ? account.client : context.clients[caller] };
}

/** A throwaway user of the caller's role, for calls that would spend the shared caller's session. */
async function freshUserFor(caller: Caller): Promise<TestUser | undefined> {
  if (caller === 'visitor') return undefined;
  return createSignedInUser(stack, caller === 'candidate' ? 'candidate' : 'employer', { companyName: 'Fresh Co' });
}

/** Invites `address` into the owner's company; answers the link's token. */
async function invitationFrom(owner: TestUser, address: string): Promise<string> {
  const invited = await owner.client.call('POST', '/api/invite-teammate', { json: { email: address } });
  if (invited.status !== 200) throw new Error(`invite-teammate failed: ${JSON.stringify(invited.body)}`);
  return (await latestInvitationPath(stack.mailboxUrl, address)).slice('/join/'.length);
}

/** A new Member of the owner's company, joined through an invitation, signed in. */
async function newMember(owner: TestUser): Promise<{ client: ApiClient; userID: string; email: string }> {
  const address = email('member');
  const client = new ApiClient(stack);
  const joined = await client.call<{ user: { userID: string } }>('POST', '/api/accept-invitation', {
    json: { token: await invitationFrom(owner, address), firstName: 'Mem', lastName: 'Ber', password: PASSWORD },
  });
  if (joined.status !== 200) throw new Error(`accept-invitation failed: ${JSON.stringify(joined.body)}`);
  return { client, userID: joined.body.data.user.userID, email: address };
}

/** An employer who belongs to no company any more: a Member their Owner removed. */
async function removedMember(owner: TestUser) {
  const member = await newMember(owner);
  const removed = await owner.client.call('PUT', '/api/remove-member', { json: { userID: member.userID } });
  if (removed.status !== 200) throw new Error(`remove-member failed: ${JSON.stringify(removed.body)}`);
  return member;
}

/** An alert of the candidate's own, for the candidate; any id for the others (refused before it matters). */
const alertFor = async (caller: Caller, context: Context) =>
  caller === 'candidate' ? createAlert(context.clients.candidate, { jobTitle: uniqueWord() }) : randomUUID();

/** A fresh user of the caller's role with an authenticator secret associated (start-totp). */
async function startedTotp(caller: Caller): Promise<{ user: TestUser; secret: string } | undefined> {
  const user = await freshUserFor(caller);
  if (!user) return undefined;
  const started = await user.client.call<{ secret: string }>('POST', '/api/start-totp', {
    json: { password: user.password },
  });
  if (started.status !== 200) throw new Error(`start-totp failed: ${JSON.stringify(started.body)}`);
  return { user, secret: started.body.data.secret };
}

const MATRIX: Record<RouteName, Row> = {
  login: {
    // Public: anyone may sign in. A fresh browser each time, so no caller's session changes.
    expect: all(200),
    call: async () => {
      const account = await confirmedAccount();
      return { client: new ApiClient(stack), json: { email: account.email, password: PASSWORD } };
    },
  },
  logout: {
    expect: all(200),
    call: async (caller) => ({ client: (await freshUserFor(caller))?.client ?? new ApiClient(stack) }),
  },
  refreshSession: { expect: signedIn(200), call: async () => ({}) },
  getUser: { expect: signedIn(200), call: async () => ({}) },
  employerSignup: {
    expect: all(200),
    call: async () => ({ client: new ApiClient(stack), json: employerSignup(email('employer')) }),
  },
  candidateSignup: {
    expect: all(200),
    call: async () => ({ client: new ApiClient(stack), body: candidateSignup(email('candidate')) }),
  },
  updateCandidateBio: {
    expect: onboardingOwnBrowser,
    call: (caller, context) =>
      onboardingCall(
        caller,
        context,
        async ({ userID }) => ({
          query: { userID },
          json: { about: 'About me', skills: ['Excel'], languages: ['English'] },
        }),
        'candidate',
      ),
  },
  verifyOtp: {
    expect: onboardingOwnBrowser,
    call: (caller, context) =>
      onboardingCall(caller, context, async ({ userID, email: address }) => ({
        json: { userID, otp: await latestCode(stack.mailboxUrl, address) },
      })),
  },
  resendVerification: {
    expect: onboardingOwnBrowser,
    call: (caller, context) => onboardingCall(caller, context, async ({ userID }) => ({ json: { userID } })),
  },
  updateEmployerProfile: {
    expect: employerOnly,
    call: async () => ({ json: { firstName: 'Emma', lastName: 'Ployer' } }),
  },
  updateCandidateProfile: {
    expect: candidateOnly,
    call: async () => ({
      json: {
        jobTitle: 'Data Analyst',
        country: 'Kenya',
        bio: { about: 'Numbers', skills: ['SQL'], languages: ['English'] },
      },
    }),
  },
  updateCompanyBio: {
    expect: employerOnly,
    call: async () => ({ json: { companyName: 'Matrix Co', companySize: '11-50', country: 'France' } }),
  },
  updateEmail: {
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      return { client: user?.client, json: { email: email('new'), password: user?.password ?? PASSWORD } };
    },
  },
  updatePassword: {
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      return {
        client: user?.client,
        json: { oldPassword: user?.password ?? PASSWORD, newPassword: 'another-password-2' },
      };
    },
  },
  verifyUpdateOtp: {
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      if (!user) return { json: { otp: 'ABC123', purpose: 'change-email', email: email('new') } };
      const newEmail = email('verified');
      const started = await user.client.call('PUT', '/api/update-email', {
        json: { email: newEmail, password: user.password },
      });
      if (started.status !== 200) throw new Error(`update-email failed: ${JSON.stringify(started.body)}`);
      return {
        client: user.client,
        json: {
          otp: await latestCode(stack.mailboxUrl, newEmail, 'Confirm your new email address'),
          purpose: 'change-email',
          email: newEmail,
        },
      };
    },
  },
  startTotp: {
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      return { client: user?.client, json: { password: user?.password ?? PASSWORD } };
    },
  },
  confirmTotp: {
    expect: signedIn(200),
    call: async (caller) => {
      const started = await startedTotp(caller);
      return { client: started?.user.client, json: { code: started ? totpCode(started.secret) : '123456' } };
    },
  },
  disableTotp: {
    expect: signedIn(200),
    call: async (caller) => {
      const started = await startedTotp(caller);
      if (!started) return { json: { password: PASSWORD, code: '123456' } };
      const confirmed = await started.user.client.call('POST', '/api/confirm-totp', {
        json: { code: totpCode(started.secret) },
      });
      if (confirmed.status !== 200) throw new Error(`confirm-totp failed: ${JSON.stringify(confirmed.body)}`);
      return { client: started.user.client, json: { password: started.user.password, code: totpCode(started.secret) } };
    },
  },
  // Public, but only with the challenge cookie of a login that asked for a code; cognito-local
  // never asks (SECURITY.md), so here every caller has none: 401.
  verifyTotpLogin: { expect: all(401), call: async () => ({ json: { code: '123456' } }) },
  getJobs: { expect: employerOnly, call: async () => ({}) },
  addJob: { expect: employerOnly, call: async () => ({ json: jobForm() }) },
  getJob: { expect: ownersJob, call: async (_caller, context) => ({ query: { jobID: await context.ownedJobID() } }) },
  updateJob: {
    expect: ownersJob,
    call: async (_caller, context) => ({ json: { ...jobForm(), jobID: await context.ownedJobID() } }),
  },
  deleteJob: {
    expect: ownersJob,
    call: async (_caller, context) => ({ query: { jobID: await context.ownedJobID() } }),
  },
  updateJobActiveStatus: {
    expect: ownersJob,
    call: async (_caller, context) => ({ json: { jobID: await context.ownedJobID(), active: false } }),
  },
  getDepartments: { expect: all(200), call: async () => ({}) },
  searchJobs: { expect: all(200), call: async () => ({ query: { jobTitle: 'matrix' } }) },
  getJobCandidate: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ query: { jobID: await context.ownedJobID() } }),
  },
  applyToJob: {
    expect: candidateOnly,
    call: async (_caller, context) => ({
      json: {
        firstName: 'Cara',
        lastName: 'Ndidate',
        email: 'cara@example.com',
        country: 'Kenya',
        phoneNo: '+254 700 000 000',
        jobID: await context.ownedJobID(),
      },
    }),
  },
  updateApplicationStage: {
    expect: ownersJob,
    call: async (_caller, context) => ({
      json: { jobID: await context.appliedJobID(), userID: context.users.candidate.userID, stage: 'shortlisted' },
    }),
  },
  updateApplicationStages: {
    expect: ownersJob,
    call: async (_caller, context) => ({
      json: { jobID: await context.appliedJobID(), userIDs: [context.users.candidate.userID], stage: 'shortlisted' },
    }),
  },
  getJobApplicants: {
    expect: ownersJob,
    call: async (_caller, context) => ({ query: { jobID: await context.appliedJobID() } }),
  },
  getJobInsights: {
    expect: ownersJob,
    call: async (_caller, context) => ({ query: { jobID: await context.appliedJobID() } }),
  },
  getApplicationReviews: {
    expect: ownersJob,
    call: async (_caller, context) => ({
      query: { jobID: await context.appliedJobID(), userID: context.users.candidate.userID },
    }),
  },
  saveApplicationReview: {
    expect: ownersJob,
    call: async (_caller, context) => ({
      json: { jobID: await context.appliedJobID(), userID: context.users.candidate.userID, rating: 'yes' },
    }),
  },
  deleteApplicationReview: {
    expect: ownersJob,
    // The employer deletes the review they have just written; the others are refused before it matters.
    call: async (_caller, context) => {
      const application = { jobID: await context.appliedJobID(), userID: context.users.candidate.userID };
      const saved = await context.clients.employer.call('PUT', '/api/save-application-review', {
        json: { ...application, rating: 'no' },
      });
      if (saved.status !== 200) throw new Error(`save-application-review failed: ${JSON.stringify(saved.body)}`);
      return { query: application };
    },
  },
  withdrawApplication: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ json: { jobID: await context.appliedJobID() } }),
  },
  getMyApplications: { expect: candidateOnly, call: async () => ({ query: { page: '1' } }) },
  getApplicationStatuses: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ query: { jobIDs: await context.ownedJobID() } }),
  },
  uploadResume: {
    expect: candidateOnly,
    call: async () => ({ body: form({}, { field: 'resume', content: PDF, name: 'cv.pdf', type: 'application/pdf' }) }),
  },
  getResume: {
    expect: signedIn(200),
    // The candidate's current resume (upload-resume, earlier in the table, replaced it).
    call: async (_caller, context) => {
      const me = await context.clients.candidate.call<{ user: { resumePath: string } }>('GET', '/api/get-user');
      return { query: { resumePath: me.body.data.user.resumePath } };
    },
  },
  getCandidates: { expect: employerOnly, call: async () => ({ query: { jobTitle: 'Resume' } }) },
  getCandidate: {
    expect: employerOnly,
    call: async (_caller, context) => ({ query: { userID: context.users.candidate.userID } }),
  },
  requestPasswordReset: {
    expect: all(200),
    call: async () => ({ client: new ApiClient(stack), json: { email: email('reset') } }),
  },
  resetPassword: {
    expect: all(200),
    call: async () => {
      const account = await confirmedAccount();
      const requested = await new ApiClient(stack).call('POST', '/api/forgot-password', {
        json: { email: account.email },
      });
      if (requested.status !== 200) throw new Error(`forgot-password failed: ${JSON.stringify(requested.body)}`);
      const otp = await latestCode(stack.mailboxUrl, account.email, 'Reset your password');
      return { client: new ApiClient(stack), json: { email: account.email, otp, newPassword: 'reset-password-3' } };
    },
  },
  uploadPhoto: {
    expect: signedIn(200),
    call: async () => ({ body: form({}, { field: 'photo', content: PNG, name: 'me.png', type: 'image/png' }) }),
  },
  submitRequirement: {
    expect: all(200),
    call: async () => ({
      json: {
        fullName: 'Rita Quire',
        email: email('requirement'),
        phoneNo: '+1 555 0100',
        companyName: 'Req Co',
        requirement: '1',
        details: '',
        duration: '2',
      },
    }),
  },
  getNotifications: { expect: signedIn(200), call: async () => ({}) },
  markNotificationsRead: { expect: signedIn(200), call: async () => ({ json: { all: true } }) },
  // Messages: the conversation of the candidate's application to the employer's job.
  getConversations: { expect: signedIn(200), call: async () => ({}) },
  getUnreadConversations: { expect: signedIn(200), call: async () => ({}) },
  getConversation: {
    expect: { visitor: 401, candidate: 200, employer: 200, otherEmployer: 404 },
    call: async (_caller, context) => ({
      query: { conversationID: conversationIdOf(await context.appliedJobID(), context.users.candidate.userID) },
    }),
  },
  sendMessage: {
    expect: { visitor: 401, candidate: 200, employer: 200, otherEmployer: 404 },
    call: async (_caller, context) => ({
      json: {
        conversationID: conversationIdOf(await context.appliedJobID(), context.users.candidate.userID),
        text: 'Hello',
      },
    }),
  },
  updateMessageEmails: { expect: signedIn(200), call: async () => ({ json: { emailOnNewMessage: true } }) },
  // Interviews: in the same conversation; a fresh interview only for the callers who reach it.
  proposeInterview: {
    expect: { visitor: 401, candidate: 403, employer: 200, otherEmployer: 404 },
    call: async (_caller, context) => ({ json: proposal(await conversationOf(context)) }),
  },
  answerInterview: {
    expect: candidateOnly,
    call: async (caller, context) => {
      const conversationID = await conversationOf(context);
      const interviewID =
        caller === 'candidate'
          ? (await proposeInterview(context.clients.employer, conversationID)).interviewID
          : randomUUID();
      return { json: { conversationID, interviewID, pick: 0 } };
    },
  },
  rescheduleInterview: {
    expect: { visitor: 401, candidate: 403, employer: 200, otherEmployer: 404 },
    call: async (caller, context) => {
      const conversationID = await conversationOf(context);
      const interviewID =
        caller === 'employer'
          ? (await confirmedInterview(context.clients.employer, context.clients.candidate, conversationID)).interviewID
          : randomUUID();
      return {
        json: {
          conversationID,
          interviewID,
          timeZone: 'UTC',
          time: { date: dayFromNow(5), start: '09:00', minutes: 60 },
        },
      };
    },
  },
  cancelInterview: {
    expect: { visitor: 401, candidate: 200, employer: 200, otherEmployer: 404 },
    call: async (caller, context) => {
      const conversationID = await conversationOf(context);
      const interviewID =
        caller === 'candidate' || caller === 'employer'
          ? (await proposeInterview(context.clients.employer, conversationID)).interviewID
          : randomUUID();
      return { json: { conversationID, interviewID } };
    },
  },
  getInterviews: {
    expect: { visitor: 401, candidate: 200, employer: 200, otherEmployer: 404 },
    call: async (_caller, context) => ({ query: { conversationID: await conversationOf(context) } }),
  },
  // Each side's own list: nobody reads another's.
  getUpcomingInterviews: { expect: signedIn(200), call: async () => ({}) },
  // Teams: both employers are the Owners of their own companies.
  getTeam: { expect: employerOnly, call: async () => ({}) },
  getEmailTemplates: { expect: employerOnly, call: async () => ({}) },
  updateEmailTemplates: {
    expect: employerOnly,
    call: async () => ({
      json: { rejection: 'Hello {candidateFirstName}', interview: 'Hello {jobTitle}', offer: 'Hello {companyName}' },
    }),
  },
  inviteTeammate: { expect: employerOnly, call: async () => ({ json: { email: email('invited') } }) },
  resendInvitation: {
    // Each employer resends an invitation of their own company.
    expect: employerOnly,
    call: async (caller, context) => {
      const address = email('resent');
      if (caller === 'employer' || caller === 'otherEmployer') await invitationFrom(context.users[caller], address);
      return { json: { email: address } };
    },
  },
  revokeInvitation: {
    expect: employerOnly,
    call: async (caller, context) => {
      const address = email('revoked');
      if (caller === 'employer' || caller === 'otherEmployer') await invitationFrom(context.users[caller], address);
      return { json: { email: address } };
    },
  },
  removeMember: {
    // A Member of the employer's company: another company's Owner cannot find them.
    expect: ownersJob,
    call: async (_caller, context) => ({ json: { userID: (await newMember(context.users.employer)).userID } }),
  },
  makeOwner: {
    expect: ownersJob,
    call: async (caller, context) => {
      // The employer hands over to their own Member in a company made for this call, so the
      // shared employer stays the Owner of theirs.
      const owner = caller === 'employer' ? await createSignedInUser(stack, 'employer') : context.users.employer;
      const member = await newMember(owner);
      return { client: caller === 'employer' ? owner.client : undefined, json: { userID: member.userID } };
    },
  },
  leaveCompany: {
    // A Member leaves; an Owner must hand over first (409).
    expect: { visitor: 401, candidate: 403, employer: 200, otherEmployer: 409 },
    call: async (caller, context) =>
      caller === 'employer' ? { client: (await newMember(context.users.employer)).client } : {},
  },
  getInvitation: {
    expect: all(200),
    call: async (_caller, context) => ({
      query: { token: await invitationFrom(context.users.employer, email('shown')) },
    }),
  },
  acceptInvitation: {
    // Public: a fresh browser each time, so no caller's session is replaced.
    expect: all(200),
    call: async (_caller, context) => ({
      client: new ApiClient(stack),
      json: {
        token: await invitationFrom(context.users.employer, email('accepted')),
        firstName: 'New',
        lastName: 'Member',
        password: PASSWORD,
      },
    }),
  },
  joinCompany: {
    // An employer of no company joins; one who belongs to a company must leave it first.
    expect: { visitor: 401, candidate: 403, employer: 200, otherEmployer: 409 },
    call: async (caller, context) => {
      if (caller !== 'employer') {
        const invitee = caller === 'otherEmployer' ? context.users.otherEmployer.email : email('someone');
        return { json: { token: await invitationFrom(context.users.employer, invitee) } };
      }
      const companyless = await removedMember(context.users.employer);
      return {
        client: companyless.client,
        json: { token: await invitationFrom(context.users.employer, companyless.email) },
      };
    },
  },
  // Job alerts: the candidate's own, under their own partition.
  createJobAlert: {
    expect: candidateOnly,
    call: async () => ({ json: { jobTitle: uniqueWord(), jobType: 'full-time' } }),
  },
  getJobAlerts: { expect: candidateOnly, call: async () => ({}) },
  saveJob: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ json: { jobID: await context.ownedJobID() } }),
  },
  unsaveJob: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ query: { jobID: await context.ownedJobID() } }),
  },
  getSavedJobs: { expect: candidateOnly, call: async () => ({}) },
  getCompanyJobs: {
    expect: all(200),
    call: async (_caller, context) => ({ query: { companyID: context.users.employer.companyID! } }),
  },
  // Follows: the candidate's own, under their own partition.
  followCompany: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ json: { companyID: context.users.employer.companyID! } }),
  },
  unfollowCompany: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ query: { companyID: context.users.employer.companyID! } }),
  },
  getFollowStatus: {
    expect: candidateOnly,
    call: async (_caller, context) => ({ query: { companyID: context.users.employer.companyID! } }),
  },
  getFollowedCompanies: { expect: candidateOnly, call: async () => ({}) },
  updateCompanyNewsEmails: { expect: candidateOnly, call: async () => ({ json: { emailOnCompanyNews: true } }) },
  // Operators only: nobody of the matrix is one.
  getRequirements: {
    expect: { visitor: 401, candidate: 403, employer: 403, otherEmployer: 403 },
    call: async () => ({}),
  },
  updateRequirement: {
    expect: { visitor: 401, candidate: 403, employer: 403, otherEmployer: 403 },
    call: async () => ({ json: { requirementID: '00000000-0000-4000-8000-000000000000', handled: true } }),
  },
  getOpsQueue: { expect: { visitor: 401, candidate: 403, employer: 403, otherEmployer: 403 }, call: async () => ({}) },
  getOpsAudit: { expect: { visitor: 401, candidate: 403, employer: 403, otherEmployer: 403 }, call: async () => ({}) },
  moderate: {
    expect: { visitor: 401, candidate: 403, employer: 403, otherEmployer: 403 },
    call: async (_caller, context) => ({
      json: { action: 'dismiss', targetType: 'company', targetID: context.users.employer.companyID!, note: 'Matrix' },
    }),
  },
  // Anyone signed in reports the employer's company, but the employer itself (its own: 400).
  report: {
    expect: { visitor: 401, candidate: 200, employer: 400, otherEmployer: 200 },
    call: async (_caller, context) => ({
      json: { targetType: 'company', targetID: context.users.employer.companyID!, reason: 'spam' },
    }),
  },
  startCompanyVerification: {
    expect: employerOnly,
    call: async () => ({ json: { website: 'https://matrix-co.example.org', email: 'jo@matrix-co.example.org' } }),
  },
  // No code asked for: a member's try is a 400, not a 200; the others never reach the code.
  confirmCompanyVerification: {
    expect: { visitor: 401, candidate: 403, employer: 400, otherEmployer: 400 },
    call: async () => ({ json: { otp: 'ABC234' } }),
  },
  uploadCompanyLogo: {
    expect: employerOnly,
    call: async () => ({ body: form({}, { field: 'logo', content: PNG, name: 'logo.png', type: 'image/png' }) }),
  },
  updateJobAlert: {
    expect: candidateOnly,
    call: async (caller, context) => ({ json: { alertID: await alertFor(caller, context), paused: true } }),
  },
  deleteJobAlert: {
    expect: candidateOnly,
    call: async (caller, context) => ({ query: { alertID: await alertFor(caller, context) } }),
  },
  unsubscribeJobAlert: {
    // Public: the emailed token is the proof, whoever (signed in or not) posts it.
    expect: all(200),
    call: async (_caller, context) => ({ query: { token: (await sentDigest(stack, context.clients.employer)).token } }),
  },
  exportMyData: { expect: signedIn(200), call: async () => ({}) },
  requestAccountDeletion: {
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      return { client: user?.client, json: { password: user?.password ?? PASSWORD } };
    },
  },
  deleteAccount: {
    // Each signed-in caller deletes a fresh account of their role, never the matrix's own.
    expect: signedIn(200),
    call: async (caller) => {
      const user = await freshUserFor(caller);
      if (!user) return { json: { otp: 'ABC123' } };
      const started = await user.client.call('POST', '/api/request-account-deletion', {
        json: { password: user.password },
      });
      if (started.status !== 200) throw new Error(`request-account-deletion failed: ${JSON.stringify(started.body)}`);
      return {
        client: user.client,
        json: { otp: await latestCode(stack.mailboxUrl, user.email, 'Confirm the deletion of your account') },
      };
    },
  },
};

describe('authorisation matrix', () => {
  let context: Context;

  beforeAll(async () => {
    const [candidate, employer, otherEmployer] = await Promise.all([
      createSignedInUser(stack, 'candidate', { jobTitle: 'Resume Writer', country: 'Kenya', jobType: 'full-time' }),
      createSignedInUser(stack, 'employer', { companyName: 'Owner Co' }),
      createSignedInUser(stack, 'employer', { companyName: 'Nothing Co' }),
    ]);
    const upload = await candidate.client.call('PUT', '/api/upload-resume', {
      body: form({}, { field: 'resume', content: PDF, name: 'cv.pdf', type: 'application/pdf' }),
    });
    if (upload.status !== 200) throw new Error(`resume upload failed: ${JSON.stringify(upload.body)}`);
    context = {
      users: { candidate, employer, otherEmployer },
      clients: {
        visitor: new ApiClient(stack),
        candidate: candidate.client,
        employer: employer.client,
        otherEmployer: otherEmployer.client,
      },
      ownedJobID: async () => (await addJob(employer.client))._id,
      appliedJobID: async () => {
        const jobID = (await addJob(employer.client))._id;
        const applied = await candidate.client.call('POST', '/api/job-application', {
          json: {
            firstName: 'Cara',
            lastName: 'Ndidate',
            email: 'cara@example.com',
            country: 'Kenya',
            phoneNo: '+254 700 000 000',
            jobID,
          },
        });
        if (applied.status !== 200) throw new Error(`job-application failed: ${JSON.stringify(applied.body)}`);
        return jobID;
      },
    };
  });

  it('refuses every company call of an employer who was removed from their company (403), from the route table', async () => {
    const companyless = await removedMember(context.users.employer);
    const memberRoutes = routeList.filter((route) => route.access === 'member');
    expect(memberRoutes.length).toBeGreaterThan(10);
    for (const route of memberRoutes) {
      const answer = await companyless.client.call(route.method, route.path, {
        query: { jobID: await context.ownedJobID() },
        json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(answer.status, `${route.name}: ${answer.body.data?.msg ?? ''}`).toBe(403);
      expect(answer.body.data.msg, route.name).toContain('not a member of a company');
    }
  });

  it('covers every route of the route table', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  for (const route of routeList) {
    it(`${route.method} ${route.path}: ${CALLERS.map((caller) => `${caller} ${MATRIX[route.name]?.expect[caller]}`).join(', ')}`, async () => {
      const row = MATRIX[route.name];
      expect(row, `${route.name} is not in the authorisation matrix`).toBeDefined();
      for (const caller of CALLERS) {
        const call = await row.call(caller, context);
        const client = call.client ?? context.clients[caller];
        const answer = await client.call(route.method, route.path, {
          query: call.query,
          json: call.json,
          body: call.body,
        });
        expect(answer.status, `${caller} got ${answer.status}: ${answer.body.data?.msg ?? ''}`).toBe(
          row.expect[caller],
        );
      }
    });
  }
});
