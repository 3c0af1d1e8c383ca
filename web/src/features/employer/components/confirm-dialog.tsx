// A yes / no question before a lasting change (SPEC section 4: "Close this job?", delete).
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Button, type ButtonColor } from '@/components/button';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonColor;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ show, title, children, confirmLabel, confirmColor = 'primary', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={busy ? undefined : onCancel} centered dialogClassName="confirm-dialog" aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button color="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={confirmColor} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The confirmations of closing and deleting a job (useJobActions). */
export function JobActionDialog({ actions }: { actions: { pending: { action: 'close' | 'delete'; job: { jobTitle: string } } | null; busy: boolean; confirm: () => void; cancel: () => void } }) {
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
          <strong>{pending?.job.jobTitle}</strong> and all its applications will be deleted permanently. This cannot be undone.
        </p>
      ) : (
        <p className="mb-0">
          <strong>{pending?.job.jobTitle}</strong> will no longer appear in job search and candidates cannot apply. You can open it again at any time.
        </p>
      )}
    </ConfirmDialog>
  );
}
