// The flow the two-step changes share (email, password, deleting the account): step 1's answers are kept in memory
// while the dialog is open (to show step 2 and to request the code again), errors become
// toasts, and closing forgets everything.
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';

export function useTwoStep<Input>(options: {
  start: (input: Input) => Promise<{ msg: string }>;
  resetForm: () => void;
  onClose: () => void;
  /** Shows a failure of step 1 on the form itself (e.g. under a field); true when it did. */
  showOnForm?: (error: unknown) => boolean;
}) {
  const [pending, setPending] = useState<Input | null>(null);

  const close = () => {
    options.resetForm();
    setPending(null);
    options.onClose();
  };

  /** Step 1 (and Request again): on success step 2 shows. */
  const send = async (input: Input) => {
    try {
      const { msg } = await options.start(input);
      setPending(input);
      notifySuccess(msg);
    } catch (error) {
      if (!options.showOnForm?.(error)) notifyFailure(error);
    }
  };

  /**
   * Step 2: runs `work` with step 1's answers, then says `success` (or the text `work` answers,
   * the server's own) and closes; true when it worked.
   */
  const finish = async (work: (pending: Input) => Promise<string | void>, success?: string) => {
    if (!pending) return false;
    try {
      const said = (await work(pending)) ?? success;
      if (said) notifySuccess(said);
      close();
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };

  return { pending, send, finish, close };
}

export type TwoStep<Input> = ReturnType<typeof useTwoStep<Input>>;
