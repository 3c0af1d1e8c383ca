// The Report dialog, mounted once for the whole app (app/provider.tsx), and the context that
// lets any page open it (lib/report.ts). The dialog, with its form and zod, loads the first time
// someone reports: the public pages do not carry it.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ReportContext, type ReportRequest } from '@/lib/report';

const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

export function ReportProvider({ children }: { children: ReactNode }) {
  // The last request stays once the dialog closes: its title stays while it fades out.
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const [show, setShow] = useState(false);
  const open = useCallback((next: ReportRequest) => {
    setRequest(next);
    setShow(true);
  }, []);
  const close = useCallback(() => setShow(false), []);
  return (
    <ReportContext value={open}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <ReportDialog request={request} show={show} onClose={close} />
        </Suspense>
      ) : null}
    </ReportContext>
  );
}
