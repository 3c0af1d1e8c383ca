// When the session cookie stops working (epoch ms), as the last login, get-user or refresh
// answer said. The cookie itself is HttpOnly, so the app keeps this to renew it in time.
import { useSyncExternalStore } from 'react';

let expiresAt: number | null = null;
const listeners = new Set<() => void>();

export function noteSessionExpiry(value: number | undefined | null): void {
  const next = value ?? null;
  if (next === expiresAt) return;
  expiresAt = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSessionExpiry(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => expiresAt,
    () => null,
  );
}
