// A yes / no question before a lasting change ("Close this job?", "Withdraw this application?").
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

export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      dialogClassName="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
    >
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
