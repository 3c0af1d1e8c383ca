// A call the user starts (save a search, mark notifications read, send a form), with whether
// it is still running. `revalidate` names the SWR keys it changes (a key, or a test of keys):
// they are asked again once the call is over, whether it succeeded or not.
import { useCallback, useState } from 'react';
import { useSWRConfig, type Arguments } from 'swr';

export function useBusyCall<A, R>(call: (arg: A) => Promise<R>, revalidate?: string | ((key?: Arguments) => boolean)) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (arg: A) => {
      setBusy(true);
      try {
        return await call(arg);
      } finally {
        setBusy(false);
        if (revalidate) await mutate(revalidate);
      }
    },
    [call, revalidate, mutate],
  );
  return [run, busy] as const;
}
