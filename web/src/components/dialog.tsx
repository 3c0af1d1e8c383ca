// A centred dialog with its title as an h2, and the Cancel-and-action footer of the dialogs
// that ask before doing something. While `busy`, the dialog cannot be closed (no close button,
// no Escape or backdrop click) and Cancel waits for the action.
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Button, type ButtonColor } from './button';

export function Dialog({
  show,
  titleId,
  title,
  busy = false,
  onClose,
  size,
  dialogClassName,
  children,
}: {
  show: boolean;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: ReactNode;
  busy?: boolean;
  onClose: () => void;
  size?: 'lg';
  dialogClassName?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onClose}
      centered
      size={size}
      dialogClassName={dialogClassName}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** Cancel and the dialog's action; without `onAction` the action submits the dialog's form. */
export function DialogFooter({
  busy,
  onCancel,
  actionLabel,
  actionColor = 'primary',
  onAction,
}: {
  busy: boolean;
  onCancel: () => void;
  actionLabel: string;
  actionColor?: ButtonColor;
  onAction?: () => void;
}) {
  return (
    <Modal.Footer>
      <Button color="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type={onAction ? 'button' : 'submit'} color={actionColor} loading={busy} onClick={onAction}>
        {actionLabel}
      </Button>
    </Modal.Footer>
  );
}
