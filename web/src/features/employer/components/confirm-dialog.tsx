// The confirmations of closing and deleting a job (useJobActions).
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The confirmations of closing and deleting a job (useJobActions). */
export function JobActionDialog({
  actions,
}: {
  actions: {
    pending: { action: 'close' | 'delete'; job: { jobTitle: string } } | null;
    busy: boolean;
    confirm: () => void;
    cancel: () => void;
  };
}) {
  const { pending, busy, confirm, cancel } = actions;
  const deleting = pending?.action === 'delete';
  return (
    <ConfirmDialog
      show={pending !== null}
      title={deleting ? 'Delete this job?' : 'Close this job?'}
      confirmLabel={deleting ? 'Delete job' : 'Close job'}
      confirmColor={deleting ? 'error' : 'primary'}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {deleting ? (
        <p className="mb-0">
          <strong>{pending?.job.jobTitle}</strong> and all its applications will be deleted permanently. This cannot be
          undone.
        </p>
      ) : (
        <p className="mb-0">
          <strong>{pending?.job.jobTitle}</strong> will no longer appear in job search and candidates cannot apply. You
          can open it again at any time.
        </p>
      )}
    </ConfirmDialog>
  );
}
