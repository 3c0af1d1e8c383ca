import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { TOAST_AUTO_CLOSE_MS } from '#shared/constants.js';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { ReportProvider } from '@/features/trust/components/report-provider';
import { ApiError } from '@/lib/api-client';
import { PageDataContext, type PageData } from '@/lib/page-data';

const swrConfig: SWRConfiguration = {
  // Retry what may pass on a second try (network, server, busy); a 4xx answer will not change.
  shouldRetryOnError: (error: Error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
  errorRetryCount: 3,
};

/**
 * App-wide providers: data cache, session, the Report dialog, toasts, and the data a
 * server-rendered page came with.
 */
export function AppProvider({ children, pageData }: { children: ReactNode; pageData?: PageData }) {
  return (
    <SWRConfig value={swrConfig}>
      <PageDataContext value={pageData}>
        <SessionProvider>
          <ReportProvider>{children}</ReportProvider>
        </SessionProvider>
      </PageDataContext>
      <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </SWRConfig>
  );
}
