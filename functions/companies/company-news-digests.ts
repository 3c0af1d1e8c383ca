// A follower's daily digest of the new jobs of the companies they follow (docs/product/companies.md,
// Following), sent by the job alerts' daily run and its workers (flows/daily-digests.ts) beside
// the alerts' digests, even to a candidate without an alert. The waiting news is claimed
// (company-news.ts), the jobs read in one batch and those still open listed "New at {Company}";
// a failed send puts the news back for the next run. Turned off in Settings (emailOnCompanyNews).
import type { JobCard } from '#shared/schemas/jobs.js';
import { digestSiteUrl } from '#platform/config.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { compensate } from '#platform/async/best-effort.js';
import { sendEmail, type DigestOutcome, type EmailOutcome } from '#platform/email/send-email.js';
import { logger } from '#platform/observability/logger.js';
import { getUserProfile } from '#functions/accounts/index.js';
import { isFindable, jobKey, toJobCard, type JobItem } from '#functions/jobs/index.js';
import { claimCompanyNews, releaseCompanyNews } from './company-news.js';
import { companyNewsEmail, groupByCompany } from './company-news-emails.js';

/** Sends the follower's digest of their followed companies' new jobs, if they have any. */
export async function sendCompanyNewsDigest(candidateID: string, pace?: () => Promise<void>): Promise<DigestOutcome> {
  const site = digestSiteUrl();
  const profile = await getUserProfile(candidateID);
  const wanted = profile?.status === 'active' && profile.role === 'candidate' && profile.emailOnCompanyNews !== false;
  if (!wanted) {
    // Not sent, and not kept for later either: the news is of this week's jobs.
    await claimCompanyNews(candidateID);
    return 'skipped';
  }
  await pace?.();
  const claim = await claimCompanyNews(candidateID);
  if (!claim) return 'skipped';
  const items = (await batchGetItems(claim.news.map((news) => jobKey(news.jobID)))) as (JobItem | undefined)[];
  const open: { companyID: string; card: JobCard }[] = items
    .filter(isFindable)
    .map((job) => ({ companyID: job.companyID, card: toJobCard(job) }));
  if (open.length === 0) return 'nothing-new';
  let outcome: EmailOutcome;
  try {
    outcome = await sendEmail(
      companyNewsEmail({
        to: profile.email,
        firstName: profile.firstName,
        companies: groupByCompany(open),
        siteUrl: site,
      }),
    );
  } catch (error) {
    logger.error('followed companies digest not sent; it is tried again', { candidateID, error: error as Error });
    await compensate('put back the news of an unsent digest', () => releaseCompanyNews(claim));
    return 'failed';
  }
  return outcome.sent ? 'sent' : 'skipped';
}
