// What an operator does from the console (docs/product/trust-and-safety.md, The console): each
// action checks that it applies (404, 409), writes its audit entry, and only then acts, so that
// nothing happens without its entry. Jobs change through jobs/ (out of search in the same write),
// a company's standing through teams/ and its jobs in the background (the company work queue),
// the reports through trust/.
import { TRUST_MSG, type AuditEntry, type moderateBody } from '#shared/schemas/trust.js';
import type * as z from 'zod/mini';
import { config } from '#platform/config.js';
import { conflict, notFound } from '#platform/errors.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { sendEmail } from '#platform/email/send-email.js';
import { transact } from '#platform/dynamodb/table.js';
import { getUserProfile, type UserProfile } from '#functions/accounts/index.js';
import { tellApplicantsJobRemoved } from '#functions/applications/index.js';
import {
  companyRenameOf,
  getJob,
  type JobItem,
  queueCompanyRename,
  releaseJob,
  removeJob,
} from '#functions/jobs/index.js';
import {
  getCompany,
  jobContact,
  revokeCompanyVerification,
  suspendCompany,
  unsuspendCompany,
  type CompanyItem,
} from '#functions/teams/index.js';
import {
  closeTargetWrite,
  companySuspendedEmail,
  companyUnsuspendedEmail,
  getTarget,
  jobRemovedEmail,
  writeAuditEntry,
  type TargetItem,
  type TargetRef,
} from '#functions/trust/index.js';

type Moderation = z.output<typeof moderateBody>;

/** Carries out the action and answers its audit entry. */
export async function moderate(operator: UserProfile, action: Moderation, now = new Date()): Promise<AuditEntry> {
  const target: TargetRef = {
    targetType: action.targetType,
    targetID: action.targetID,
    ...(action.conversationID ? { conversationID: action.conversationID } : {}),
  };
  const audit = (targetLabel: string) =>
    writeAuditEntry(
      {
        operatorEmail: operator.email,
        action: action.action,
        targetType: action.targetType,
        targetID: action.targetID,
        targetLabel,
        note: action.note,
      },
      now,
    );
  switch (action.action) {
    case 'dismiss': {
      const queued = await getTarget(target);
      if (!queued?.GSI1PK) throw conflict(TRUST_MSG.nothingOpen);
      const entry = await audit(queued.label);
      // A held job stays in the queue until released or removed; one its company deleted meanwhile leaves it.
      const job = action.targetType === 'job' ? await getJob(action.targetID) : undefined;
      await closeReports(queued, { unhold: action.targetType === 'job' && !job?.hold });
      return entry;
    }
    case 'release': {
      const job = await existingJob(action.targetID);
      if (!job.hold) throw conflict(TRUST_MSG.notHeld);
      const entry = await audit(jobLabel(job));
      await releaseJob(job, now);
      await closeReports(await getTarget(target), { unhold: true });
      return entry;
    }
    case 'remove-job': {
      const job = await existingJob(action.targetID);
      if (job.removedAt) throw conflict(TRUST_MSG.alreadyRemoved);
      const entry = await audit(jobLabel(job));
      const removed = await removeJob(job, now);
      await closeReports(await getTarget(target), { unhold: true });
      await tellApplicantsJobRemoved(removed);
      await tellCompany(await jobContact(job), (to) =>
        jobRemovedEmail({ ...to, jobTitle: job.jobTitle, note: action.note }),
      );
      return entry;
    }
    case 'suspend-company': {
      const company = await existingCompany(action.targetID);
      if (company.suspension) throw conflict(TRUST_MSG.alreadySuspended);
      const entry = await audit(company.companyName);
      const suspended = await suspendCompany(company.companyID, action.note, operator.email, now);
      await queueCompanyRename(companyRenameOf(suspended));
      await closeReports(await getTarget(target));
      await tellCompany(company.ownerID, (to) =>
        companySuspendedEmail({ ...to, companyName: company.companyName, note: action.note }),
      );
      return entry;
    }
    case 'unsuspend-company': {
      const company = await existingCompany(action.targetID);
      if (!company.suspension) throw conflict(TRUST_MSG.notSuspended);
      const entry = await audit(company.companyName);
      await queueCompanyRename(companyRenameOf(await unsuspendCompany(company.companyID)));
      await tellCompany(company.ownerID, (to) =>
        companyUnsuspendedEmail({ ...to, companyName: company.companyName, note: action.note }),
      );
      return entry;
    }
    case 'revoke-verification': {
      const company = await existingCompany(action.targetID);
      if (!company.verifiedDomain) throw conflict(TRUST_MSG.notVerified);
      const entry = await audit(`${company.companyName} (${company.verifiedDomain})`);
      await queueCompanyRename(companyRenameOf(await revokeCompanyVerification(company.companyID)));
      return entry;
    }
  }
}

const jobLabel = (job: JobItem) => `${job.jobTitle} at ${job.companyName}`;

async function existingJob(jobID: string): Promise<JobItem> {
  const job = await getJob(jobID, { consistent: true });
  if (!job) throw notFound(TRUST_MSG.notFound.job);
  return job;
}

async function existingCompany(companyID: string): Promise<CompanyItem> {
  const company = await getCompany(companyID);
  if (!company) throw notFound(TRUST_MSG.notFound.company);
  return company;
}

/** Closes the target's open reports and takes it out of the queue (a held job stays unless `unhold`). */
async function closeReports(target: TargetItem | undefined, options: { unhold?: boolean } = {}): Promise<void> {
  if (target) await transact([closeTargetWrite(target, options)]);
}

/** Emails the company's member `userID`; the action stands whether or not the email goes. */
async function tellCompany(
  userID: string,
  email: (to: { to: string; firstName: string; replyTo: string }) => Parameters<typeof sendEmail>[0],
): Promise<void> {
  await bestEffort('email the company of an operator’s action', async () => {
    const member = await getUserProfile(userID);
    if (member)
      await sendEmail(email({ to: member.email, firstName: member.firstName, replyTo: config.operatorsEmail }));
  });
}
