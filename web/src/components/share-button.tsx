// "Share" of a job card and of the job pages (docs/product/jobs.md, Sharing a job): the
// system's share sheet where the browser has one (phones, most desktops), else the link goes
// to the clipboard and a toast says "Link copied". The link is the job's public page.
import { Share } from 'react-bootstrap-icons';
import { paths } from '@/lib/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Button, type ButtonProps } from './button';

/** The job's public page as an absolute address, what a shared link must be. */
export const publicJobUrl = (jobID: string) => new URL(paths.publicJob(jobID), window.location.origin).href;

async function share(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The person closed the sheet: nothing to say. A sheet that cannot open falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess('Link copied');
  } catch {
    notifyError(`Copy this link to share the job: ${url}`);
  }
}

interface ShareButtonProps extends Pick<ButtonProps, 'size' | 'color' | 'className'> {
  jobID: string;
  jobTitle: string;
}

export function ShareButton({ jobID, jobTitle, size = 'sm', color = 'outline', className }: ShareButtonProps) {
  return (
    <Button
      size={size}
      color={color}
      className={className}
      aria-label={`Share ${jobTitle}`}
      onClick={() => void share(jobTitle, publicJobUrl(jobID))}
    >
      <Share aria-hidden="true" className="me-1" />
      Share
    </Button>
  );
}
