// POST /api/report: a job, a company, a message of the caller's conversations or (employers) a
// candidate reported to the operators; answers the words to show ({ msg }).
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';

export type ReportBody = RouteBody<'report'>;

export function sendReport(body: ReportBody) {
  return callApi('report', { body });
}

export function useSendReport() {
  const [send, isSending] = useBusyCall(sendReport);
  return { send, isSending };
}
