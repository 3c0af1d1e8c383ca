// Close (after "Close this job?"), open, and delete (after its confirmation) a job, with the
// toasts of docs/product/ui.md. The caller renders the dialog from `pending` and learns of each
// finished change through `onDone`.
import { useState } from 'react';
import type { Job } from '#shared/schemas/jobs.js';
import { notifyFailure, notifySuccess, TRY_AGAIN } from '@/lib/notify';
import { deleteJob } from '../api/delete-job';
import { useRefreshJobs } from '../api/get-jobs';
import { updateJobActiveStatus } from '../api/update-job-active-status';
import { EMPLOYER_TOASTS } from './employer-toasts';

export type JobAction = 'close' | 'open' | 'delete';

export function useJobActions(onDone?: (action: JobAction, job: Job) => void) {
  const refreshJobs = useRefreshJobs();
  const [pending, setPending] = useState<{ action: 'close' | 'delete'; job: Job } | null>(null);
  const [busy, setBusy] = useState(false);

  const perform = async (action: JobAction, job: Job) => {
    setBusy(true);
    try {
      if (action === 'delete') await deleteJob(job._id);
      else await updateJobActiveStatus(job._id, action === 'open');
      notifySuccess(
        action === 'delete'
          ? EMPLOYER_TOASTS.jobDeleted
          : action === 'open'
            ? EMPLOYER_TOASTS.jobOpened
            : EMPLOYER_TOASTS.jobClosed,
      );
      onDone?.(action, job);
    } catch (error) {
      notifyFailure(error, TRY_AGAIN);
    } finally {
      setBusy(false);
      setPending(null);
      await refreshJobs();
    }
  };

  return {
    pending,
    busy,
    /** Close and delete ask first; open goes straight ahead. */
    request: (action: JobAction, job: Job) =>
      action === 'open' ? void perform('open', job) : setPending({ action, job }),
    confirm: () => (pending ? void perform(pending.action, pending.job) : undefined),
    cancel: () => setPending(null),
  };
}
