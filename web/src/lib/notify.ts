// Toasts. The one <ToastContainer> (app/provider.tsx) and every toast() call must use the same
// build of react-toastify; import toasts from here, never from 'react-toastify' directly.
// (The unstyled build does not inject a <style> tag; its CSS is imported once in main.tsx.)
import { toast } from 'react-toastify/unstyled';
import { ApiError } from './api-client';

export { toast };

export const notifySuccess = (message: string) => toast.success(message);
export const notifyError = (message: string) => toast.error(message);

/** The error toast of an action whose failure has no more precise text of its own. */
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/** A failed call as an error toast: the server's own message, else `fallback` (the error itself by default). */
export const notifyFailure = (error: unknown, fallback: string = String(error)) =>
  notifyError(error instanceof ApiError ? error.msg : fallback);
