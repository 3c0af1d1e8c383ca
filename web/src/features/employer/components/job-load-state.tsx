// An employer's job while it loads or when it cannot be shown: "This job could not be found."
// (missing or another employer's: the same 404) or the error, with the way back to Jobs.
import { LoadState } from '@/components/load-state';
import type { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function JobLoadState({
  isLoading,
  error,
  retry,
}: {
  isLoading: boolean;
  error: ApiError | undefined;
  retry: () => void;
}) {
  return (
    <LoadState
      isLoading={isLoading}
      error={error}
      retry={retry}
      loadingLabel="Loading the job"
      missingText="This job could not be found."
      back={{ to: paths.jobs, label: 'Back to Jobs' }}
    />
  );
}
