// The bookmark of a job (docs/product/saved-jobs.md): a toggle, pressed while the job is saved.
// It shows the state asked for at once, until the lists that show it have answered again; a
// call that fails (past 500 saved jobs, say) shows the server's message and the state as it was.
import { useState } from 'react';
import { Bookmark, BookmarkFill } from 'react-bootstrap-icons';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSetJobSaved } from '@/lib/saved-jobs';
import { Button, type ButtonProps } from './button';

interface SaveJobButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  jobID: string;
  jobTitle: string;
  saved: boolean;
}

export function SaveJobButton({ jobID, jobTitle, saved, size = 'sm', className }: SaveJobButtonProps) {
  const setJobSaved = useSetJobSaved();
  // The state asked for while the call and the lists' new answers are on their way.
  const [asked, setAsked] = useState<boolean>();
  const pressed = asked ?? saved;

  const toggle = async () => {
    setAsked(!pressed);
    try {
      notifySuccess((await setJobSaved(jobID, !pressed)).msg);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setAsked(undefined);
    }
  };

  return (
    <Button
      size={size}
      color="outline"
      className={className}
      aria-pressed={pressed}
      aria-label={`Save ${jobTitle}`}
      disabled={asked !== undefined}
      onClick={() => void toggle()}
    >
      {pressed ? (
        <BookmarkFill aria-hidden="true" className="me-1" />
      ) : (
        <Bookmark aria-hidden="true" className="me-1" />
      )}
      {pressed ? 'Saved' : 'Save'}
    </Button>
  );
}
