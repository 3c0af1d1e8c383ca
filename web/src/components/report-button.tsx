// "Report" of a job, a company, a message or a candidate (docs/product/trust-and-safety.md): it
// opens the trust feature's dialog (lib/report.ts); a visitor's is a link to the login page
// that comes back to this page, what the server renders too. Callers leave it out on the
// reader's own things.
import { Flag } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useReportAction, type ReportRequest } from '@/lib/report';
import { Button, buttonClass, type ButtonProps } from './button';

interface ReportButtonProps extends Pick<ButtonProps, 'size' | 'color' | 'className'> {
  request: ReportRequest;
  /** The accessible name, naming what is reported ("Report Data Analyst"); the visible text is "Report". */
  label: string;
}

export function ReportButton({ request, label, size = 'sm', color = 'outline', className }: ReportButtonProps) {
  const action = useReportAction(request);
  const content = (
    <>
      <Flag aria-hidden="true" className="me-1" />
      Report
    </>
  );
  if ('loginTo' in action) {
    return (
      <Link className={buttonClass(color, size, className)} to={action.loginTo} rel="nofollow" aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <Button size={size} color={color} className={className} aria-label={label} onClick={action.open}>
      {content}
    </Button>
  );
}
