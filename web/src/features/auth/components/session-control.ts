// What the session provider lets the auth feature do beyond the app-wide Session: mark the
// user as logged out before the user itself is cleared (the logout sequence of docs/product/accounts.md).
import { createContext, useContext } from 'react';

export interface SessionControl {
  /** isLoggedIn becomes false at once; the user stays until cleared. */
  markLoggedOut(): void;
}

export const SessionControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(SessionControlContext);
  if (!control) throw new Error('useSessionControl() must be used inside <SessionProvider>');
  return control;
}
