// The Error dialog of the sign-up screens (docs/product/ui.md): title "Error", the message, OK.
import Modal from 'react-bootstrap/Modal';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog show={message !== null} titleId="error-dialog-title" title="Error" onClose={onClose}>
      <Modal.Body>
        <p className="mb-0" role="alert">
          {message}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
