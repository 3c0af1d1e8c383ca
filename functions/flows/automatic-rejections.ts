// The scheduled run of automatic rejections (applications/automatic-rejections.ts): every
// rejection due now, a page of them, a few at once, each followed up like a member's move
// (the candidate's email, the interviews of a closed application).
import type { SiteLink } from '#platform/email/email-text.js';
import { countOutcomesInBatches } from '#platform/async/in-batches.js';
import { logger } from '#platform/observability/logger.js';
import { dueRejections, rejectDueApplication } from '#functions/applications/index.js';
import { followUpStageMove } from './stage-move-follow-up.js';

export interface RejectionRun {
  /** For the links in the candidates' emails. */
  siteLink: SiteLink;
  now: () => Date;
}

export interface AutomaticRejectionReport {
  rejected: number;
  /** Moved, withdrawn or removed meanwhile: nothing to do. */
  skipped: number;
  failed: number;
}

export async function rejectDueApplications(run: RejectionRun): Promise<AutomaticRejectionReport> {
  const due = await dueRejections(run.now());
  return countOutcomesInBatches(
    due,
    ['rejected', 'skipped'],
    async (item) => {
      const rejected = await rejectDueApplication(item, run.now);
      if (!rejected) return 'skipped';
      await followUpStageMove(rejected.job, rejected.change, 'rejected', run.siteLink);
      return 'rejected';
    },
    (item, error) => logger.error('automatic rejection failed', { jobID: item.jobID, error: error as Error }),
  );
}
