// A user's report (docs/product/trust-and-safety.md, Reports): what is reported must be
// something the reporter can see (404 otherwise) and not their own; it is then filed in the
// operators' queue (trust/review-queue.ts), counted against the reporter's hourly allowance, and
// a job that this report brings to HOLD_REPORTERS different reporters is held.
import { HOLD_REPORTERS, REPORT_REASON_LABELS, TRUST_MSG } from '#shared/schemas/trust.js';
import type { reportBody } from '#shared/schemas/trust.js';
import type * as z from 'zod/mini';
import { badRequest, forbidden, HttpError, notFound } from '#platform/errors.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { fullName, getUserProfile, type UserProfile } from '#functions/accounts/index.js';
import { mayOpenCandidate } from '#functions/candidates/index.js';
import { getJob, holdJob, type JobItem } from '#functions/jobs/index.js';
import { getConversationEntry, openConversation } from '#functions/messages/index.js';
import { getCompany } from '#functions/teams/index.js';
import { fileReport, TRUST_LIMITS, type TargetFacts } from '#functions/trust/index.js';

type Report = z.output<typeof reportBody>;

/**
 * What the reporter may see of the target, as the queue keeps it (and a reported job as read,
 * for its hold); 404 when they cannot see it.
 */
async function reportableFacts(reporter: UserProfile, report: Report): Promise<TargetFacts & { job?: JobItem }> {
  const { targetType, targetID } = report;
  const ownCompany = reporter.role === 'employer' ? reporter.companyID : undefined;
  switch (targetType) {
    case 'job': {
      const job = await getJob(targetID);
      if (!job || job.removedAt) throw notFound(TRUST_MSG.notFound.job);
      if (job.companyID === ownCompany) throw badRequest(TRUST_MSG.ownTarget);
      return { label: `${job.jobTitle} at ${job.companyName}`, companyID: job.companyID, job };
    }
    case 'company': {
      const company = await getCompany(targetID);
      if (!company) throw notFound(TRUST_MSG.notFound.company);
      if (company.companyID === ownCompany) throw badRequest(TRUST_MSG.ownTarget);
      return { label: company.companyName, companyID: company.companyID };
    }
    case 'message': {
      // Only a conversation of the reporter's own (openConversation answers 404 for any other).
      const access = await openConversation(reporter, report.conversationID!).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404 ? notFound(TRUST_MSG.notFound.message) : error;
      });
      const entry = await getConversationEntry(access.conversationID, targetID);
      if (!entry || entry.kind !== 'message' || entry.removed) throw notFound(TRUST_MSG.notFound.message);
      if (entry.side === access.side) throw badRequest(TRUST_MSG.ownTarget);
      return {
        label: `${entry.senderName}: ${entry.text.slice(0, 80)}`,
        ...(entry.side === 'company' ? { companyID: access.companyID } : {}),
      };
    }
    case 'candidate': {
      if (!ownCompany) throw forbidden(TRUST_MSG.candidateReportsEmployersOnly);
      const candidate = await getUserProfile(targetID);
      if (
        candidate?.role !== 'candidate' ||
        candidate.status !== 'active' ||
        !(await mayOpenCandidate(candidate, ownCompany))
      )
        throw notFound(TRUST_MSG.notFound.candidate);
      return { label: fullName(candidate) };
    }
  }
}

/** Files the report; a job it brings to HOLD_REPORTERS reporters leaves search until an operator looks. */
export async function reportTarget(reporter: UserProfile, report: Report, now = new Date()): Promise<void> {
  const { job, ...facts } = await reportableFacts(reporter, report);
  await enforceRateLimit(TRUST_LIMITS.report, { account: reporter.userID });
  const target = {
    targetType: report.targetType,
    targetID: report.targetID,
    ...(report.conversationID ? { conversationID: report.conversationID } : {}),
  };
  const { holds } = await fileReport(target, facts, {
    reason: report.reason,
    details: report.details,
    reporterID: reporter.userID,
    reporterName: fullName(reporter),
    reporterEmail: reporter.email,
    createdAt: now.toISOString(),
  });
  // The job as read above: if it changed since, its version lock reads it again.
  if (holds && job)
    await holdJob(job, [`${HOLD_REPORTERS} or more people reported it`, ...reasonWords(report.reason)], now);
}

const reasonWords = (reason: Report['reason']) => [`The latest report: ${REPORT_REASON_LABELS[reason]}`];
