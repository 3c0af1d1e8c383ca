// A yes / no question before a lasting change ("Close this job?", "Withdraw this application?").
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ButtonColor } from './button';
import { Dialog, DialogFooter } from './dialog';

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
  confirmLabel: label,
  confirmColor: color = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      show={show}
      titleId="confirm-dialog-title"
      title={title}
      busy={busy}
      onClose={onCancel}
      dialogClassName="confirm-dialog"
    >
      <Modal.Body>{children}</Modal.Body>
      <DialogFooter busy={busy} onCancel={onCancel} actionLabel={label} actionColor={color} onAction={onConfirm} />
    </Dialog>
  );
}
