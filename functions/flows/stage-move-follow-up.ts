// What follows a stage move that stands, whoever made it (a member, several at once, the
// automatic rejection): a rejected application's open interviews are cancelled (also when the
// move was already made: a repeated request finishes one cut short), then the candidate gets
// the email of the move when stage-emails.ts decided, in the move's own write, that it goes now.
import type { EmployerStage } from '#shared/schemas/applications.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { stageOf, type StageChange, sendStageEmail } from '#functions/applications/index.js';
import { cancelInterviewsOfClosed } from '#functions/interviews/index.js';
import { type JobItem } from '#functions/jobs/index.js';

export async function followUpStageMove(
  job: JobItem,
  { application, changed, email }: StageChange,
  stage: EmployerStage,
  siteLink: SiteLink,
): Promise<void> {
  if (stageOf(application) === 'rejected')
    await cancelInterviewsOfClosed({ jobID: job.jobID, candidateID: application.userID }, siteLink);
  if (changed && email) await sendStageEmail(job, application, stage, siteLink, email.message);
}
