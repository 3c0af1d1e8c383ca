// The Error dialog of the sign-up screens (docs/product/ui.md): title "Error", the message, OK.
import Modal from 'react-bootstrap/Modal';
import { Button } from '@/components/button';

export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal show={message !== null} onHide={onClose} centered aria-labelledby="error-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="error-dialog-title" as="h2" className="h5">
          Error
        </Modal.Title>
      </Modal.Header>
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
    </Modal>
  );
}
