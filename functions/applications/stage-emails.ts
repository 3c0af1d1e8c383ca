// When a candidate is emailed about their application's stage (docs/product/applications.md,
// "Stage emails"; docs/data-model.md, pattern 36). The email goes to the candidate account's
// confirmed address, never to the one typed on the form, and its body may be the employer's own
// text, so nobody may use it to mail anyone, nor flood a candidate with it:
// - a stage the candidate was last emailed about sends nothing new when reached again;
// - at most one email per application in STAGE_EMAIL_WINDOW_MS: a move within the window of the
//   last email is held, a later move replaces what is held (or drops it, when the candidate's
//   last email already says where it stands), and the scheduled run sends what is held once
//   the window has passed, if the application is still in that stage.
// The decision is written in the move's own update, conditioned on the email state it was
// read with, so two moves (or a move and the scheduled run) cannot both send.
import { fillTemplate } from '#shared/email-templates.js';
import { toldToCandidate, type EmployerStage } from '#shared/schemas/applications.js';
import { getJob, type JobItem } from '#functions/jobs/index.js';
import { countOutcomesInBatches } from '#platform/async/in-batches.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { logger } from '#platform/observability/logger.js';
import { applicationKey, stageOf, type ApplicationItem } from './application-items.js';
import { emailStageChange } from './application-emails.js';

/** A candidate hears of their application at most once in this long. */
export const STAGE_EMAIL_WINDOW_MS = 10 * 60 * 1000;

/** The index partition of the held stage emails (GSI3, pattern 36). */
export const HELD_STAGE_EMAIL_PK = 'STAGEEMAIL';

/** Held emails read a run: the next run takes the rest. */
const DUE_PAGE = 100;

export type StageEmailDecision =
  /** Email the candidate now. */
  | 'send'
  /** Keep it until the window of the last email has passed. */
  | 'hold'
  /** Nothing to send (what is held, if anything, is dropped). */
  | 'none';

/** What a move of `item` to `stage` at `at` does to the candidate's emails. */
export function decideStageEmail(item: ApplicationItem, stage: EmployerStage, at: Date): StageEmailDecision {
  if (!toldToCandidate(stage) || item.stageEmailed === stage) return 'none';
  const last = item.stageEmailedAt ? Date.parse(item.stageEmailedAt) : undefined;
  return last !== undefined && at.getTime() - last < STAGE_EMAIL_WINDOW_MS ? 'hold' : 'send';
}

/** The employer's text for this candidate: the bulk move's placeholders filled (a typed text has none). */
export const messageFor = (message: string | undefined, job: JobItem, item: Pick<ApplicationItem, 'firstName'>) =>
  message &&
  fillTemplate(message, {
    candidateFirstName: item.firstName,
    jobTitle: job.jobTitle,
    companyName: job.companyName ?? '',
  });

/** The parts of a move's update that record the decision (see stageUpdate in applications.ts). */
export function stageEmailWrite(
  item: ApplicationItem,
  stage: EmployerStage,
  at: Date,
  decision: StageEmailDecision,
  message?: string,
): { set: string[]; remove: string[]; condition?: string; values: Record<string, unknown> } {
  const dropHeld = item.heldStageEmail ? ['heldStageEmail', 'GSI3PK', 'GSI3SK'] : [];
  // Dropping what is held needs no condition: nothing else adds to it while the stage holds.
  if (decision === 'none') return { set: [], remove: dropHeld, values: {} };
  // Sent or held on the email state read: the scheduled run's send changes it meanwhile.
  const condition = item.stageEmailedAt ? 'stageEmailedAt = :emailedAt' : 'attribute_not_exists(stageEmailedAt)';
  const values: Record<string, unknown> = item.stageEmailedAt ? { ':emailedAt': item.stageEmailedAt } : {};
  if (decision === 'send')
    return {
      set: ['stageEmailedAt = :at', 'stageEmailed = :to'],
      remove: dropHeld,
      condition,
      values,
    };
  const dueAt = new Date(Date.parse(item.stageEmailedAt!) + STAGE_EMAIL_WINDOW_MS).toISOString();
  return {
    set: ['heldStageEmail = :held', 'GSI3PK = :heldPK', 'GSI3SK = :heldSK'],
    remove: [],
    condition,
    values: {
      ...values,
      ':held': { stage, ...(message ? { message } : {}) },
      ':heldPK': HELD_STAGE_EMAIL_PK,
      ':heldSK': `${dueAt}#${item.jobID}#${item.userID}#${at.toISOString()}`,
    },
  };
}

/** Emails the candidate about the stage their application is in, with the employer's text if any. */
export const sendStageEmail = (
  job: JobItem,
  item: Pick<ApplicationItem, 'userID' | 'firstName'>,
  stage: EmployerStage,
  siteLink: SiteLink,
  message?: string,
) => emailStageChange(job, { candidateID: item.userID, firstName: item.firstName }, stage, siteLink, message);

/** Takes a held email off an application, unless another move replaced it meanwhile. */
async function dropHeld(item: ApplicationItem): Promise<void> {
  try {
    await updateItem({
      Key: applicationKey(item.jobID, item.userID),
      UpdateExpression: 'REMOVE heldStageEmail, GSI3PK, GSI3SK',
      ConditionExpression: 'GSI3SK = :sk',
      ExpressionAttributeValues: { ':sk': item.GSI3SK },
    });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** Claims a held email for sending: refused when a move changed the application meanwhile. */
async function claimHeld(item: ApplicationItem, now: Date): Promise<boolean> {
  try {
    await updateItem({
      Key: applicationKey(item.jobID, item.userID),
      UpdateExpression: 'SET stageEmailedAt = :now, stageEmailed = :stage REMOVE heldStageEmail, GSI3PK, GSI3SK',
      ConditionExpression: 'GSI3SK = :sk AND stage = :stage',
      ExpressionAttributeValues: {
        ':sk': item.GSI3SK,
        ':stage': item.heldStageEmail!.stage,
        ':now': now.toISOString(),
      },
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function sendHeld(item: ApplicationItem, run: HeldEmailRun): Promise<'sent' | 'skipped'> {
  const held = item.heldStageEmail;
  const job = await getJob(item.jobID, { consistent: true });
  // Moved on since by a move that does not email (a confirmed interview), or gone.
  if (!held || !job || item.jobRemoved || item.candidateDeleted || stageOf(item) !== held.stage) {
    await dropHeld(item);
    return 'skipped';
  }
  if (!(await claimHeld(item, run.now()))) return 'skipped';
  await sendStageEmail(job, item, held.stage, run.siteLink, held.message);
  return 'sent';
}

export interface HeldEmailRun {
  siteLink: SiteLink;
  now: () => Date;
}

/** One scheduled run: the held stage emails due at `now` (a page of them), a few at once. */
export async function sendHeldStageEmails(
  run: HeldEmailRun,
): Promise<{ sent: number; skipped: number; failed: number }> {
  const due = (await queryItems(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :held AND GSI3SK <= :now',
      // '~' sorts after the '#<jobID>' that follows the time.
      ExpressionAttributeValues: { ':held': HELD_STAGE_EMAIL_PK, ':now': `${run.now().toISOString()}~` },
    },
    { limit: DUE_PAGE },
  )) as unknown as ApplicationItem[];
  return countOutcomesInBatches(
    due,
    ['sent', 'skipped'],
    (item) => sendHeld(item, run),
    (item, error) => logger.error('a held stage email failed', { jobID: item.jobID, error: error as Error }),
  );
}
