// A settings edit dialog: title, body, and (for forms) Cancel and a submit button.
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

export function EditModal({
  title,
  show,
  onClose,
  children,
}: {
  title: string;
  show: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = `edit-${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Dialog show={show} titleId={titleId} title={title} onClose={onClose}>
      <Modal.Body>{children}</Modal.Body>
    </Dialog>
  );
}

/** Cancel and the submit button, at the end of an edit form. */
export function FormButtons({
  submitLabel,
  loading,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex justify-content-end gap-2 mt-4">
      <Button color="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </div>
  );
}
