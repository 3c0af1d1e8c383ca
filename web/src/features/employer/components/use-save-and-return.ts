// The success path of the employer forms: toast, then back to `to` after REDIRECT_DELAY_MS
// (SPEC section 9); failures show the server's message as an error toast (section 8).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '#shared/constants.js';
import { notifyFailure, notifySuccess } from '@/lib/notify';

export function useSaveAndReturn(to: string, successMessage: string) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs `save`; on success toasts and leaves after the delay, on failure toasts the reason. */
  const run = async (save: () => Promise<unknown>) => {
    try {
      await save();
    } catch (error) {
      notifyFailure(error, 'Something went wrong. Please try again.');
      return;
    }
    setDone(true);
    notifySuccess(successMessage);
    timer.current = setTimeout(() => void navigate(to), REDIRECT_DELAY_MS);
  };
  return { run, done };
}
