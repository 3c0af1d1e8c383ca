// What follows a stage move that stands, whoever made it (a member, several at once, the
// automatic rejection): a rejected application's open interviews are cancelled (also when the
// move was already made: a repeated request finishes one cut short), then the candidate gets
// the email of a change they hear of (application-emails.ts).
import type { EmployerStage } from '#shared/schemas/applications.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/closed-applications.js';
import type { JobItem } from '#functions/jobs/jobs.js';
import { stageOf } from './application-items.js';
import { emailStageChange } from './application-emails.js';
import type { StageChange } from './applications.js';

export async function followUpStageMove(
  job: JobItem,
  { application, changed }: StageChange,
  stage: EmployerStage,
  siteLink: SiteLink,
  message?: string,
): Promise<void> {
  if (stageOf(application) === 'rejected')
    await cancelInterviewsOfClosed({ jobID: job.jobID, candidateID: application.userID }, siteLink);
  if (changed) await emailStageChange(job, application, stage, siteLink, message);
}
