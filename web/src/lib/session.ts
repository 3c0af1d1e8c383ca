// The app-wide session: who is signed in. The auth feature fills it (SessionProvider); every
// other part of the app reads it through useSession(), so features need not import each other.
import { createContext, useContext } from 'react';
import type { KeyedMutator } from 'swr';
import type { User } from '#shared/schemas/accounts.js';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  isLoggedIn: boolean;
  /** True only while the first get-user call is under way. */
  isLoading: boolean;
  /** Replaces or refetches the cached user: mutate(user, false) after login, mutate(null, false) after logout. */
  mutate: KeyedMutator<User | null>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
