// "View resume": fetches a short-lived signed link (GET /api/get-resume; the server decides who
// may read which resume) and opens it in a new tab; a failure shows the server's message as a toast.
import { useState } from 'react';
import { FileEarmarkPdf } from 'react-bootstrap-icons';
import { callApi } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { Button, type ButtonProps } from './button';

interface ViewResumeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  resumePath: string;
}

const getResumeLink = (resumePath: string) =>
  callApi('getResume', { query: { resumePath } }).then((data) => data.signedUrl);

export function ViewResumeButton({ resumePath, children = 'View resume', ...props }: ViewResumeButtonProps) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openInNewTab(() => getResumeLink(resumePath));
    } catch (error) {
      notifyFailure(error, 'We could not open the resume. Please try again.');
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button {...props} loading={opening} onClick={() => void open()}>
      <FileEarmarkPdf aria-hidden="true" className="me-1" />
      {children}
    </Button>
  );
}
