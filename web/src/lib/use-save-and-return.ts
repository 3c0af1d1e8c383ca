// The success path of the app's forms: toast, then on to `to` after REDIRECT_DELAY_MS
// (docs/product/ui.md); failures show the server's message as an error toast.
// The timer is cleared on unmount, so a screen already left does not navigate again.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '#shared/constants.js';
import { notifyFailure, notifySuccess, TRY_AGAIN } from '@/lib/notify';

export function useSaveAndReturn(to: string, { replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Toasts `message` and leaves for `to` after the delay. */
  const succeed = (message: string) => {
    setDone(true);
    notifySuccess(message);
    timer.current = setTimeout(() => void navigate(to, { replace }), REDIRECT_DELAY_MS);
  };

  /** Runs `save`; on success succeeds with `successMessage`, on failure toasts the server's reason or `failureMessage`. */
  const run = async (save: () => Promise<unknown>, successMessage: string, failureMessage = TRY_AGAIN) => {
    try {
      await save();
    } catch (error) {
      notifyFailure(error, failureMessage);
      return;
    }
    succeed(successMessage);
  };
  return { run, succeed, done };
}
