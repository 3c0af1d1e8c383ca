// Work whose failure must not fail the request. Two kinds, logged differently:
// - a defence-in-depth step backing up a change already made and enforced elsewhere
//   (e.g. Cognito's global sign-out after our own session revocation): a warning;
// - a compensation undoing the half of a change that succeeded before another step failed:
//   the caller rethrows the original error, and a failed clean-up is an error in the log,
//   since it leaves something behind for an operator to look at.
import { logger } from '../observability/logger.js';

/** Runs `work`; on failure logs a warning naming `what` and answers `fallback`. */
export async function bestEffort<T>(what: string, work: () => Promise<T>, fallback?: T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    logger.warn(`best-effort step failed: ${what}`, { error: error as Error });
    return fallback;
  }
}

/** Runs a clean-up after a failure; a failed clean-up is logged as an error, never thrown. */
export async function compensate(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`compensation failed: ${what}`, { error: error as Error });
  }
}
