// The bookmark of a job (docs/product/saved-jobs.md): a toggle, pressed while the job is saved
// (past 500 saved jobs, the server's message shows and the bookmark stays as it was).
import { Bookmark, BookmarkFill } from 'react-bootstrap-icons';
import { useSetJobSaved } from '@/lib/saved-jobs';
import type { ButtonProps } from './button';
import { ToggleButton } from './toggle-button';

interface SaveJobButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  jobID: string;
  jobTitle: string;
  saved: boolean;
}

export function SaveJobButton({ jobID, jobTitle, saved, size = 'sm', className }: SaveJobButtonProps) {
  const setJobSaved = useSetJobSaved();
  return (
    <ToggleButton
      on={saved}
      label={`Save ${jobTitle}`}
      change={(save) => setJobSaved(jobID, save)}
      off={{ icon: <Bookmark aria-hidden="true" className="me-1" />, text: 'Save' }}
      onState={{ icon: <BookmarkFill aria-hidden="true" className="me-1" />, text: 'Saved' }}
      size={size}
      className={className}
    />
  );
}
