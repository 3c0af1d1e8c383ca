// A choice kept in this browser's local storage (a visitor's time zone, the currency of the
// last pay filter). Local storage may be off: then nothing is kept. The hook reads it after
// hydration: a prerendered page was made without it.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice counts too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const browserChoice = {
  read(key: string): string | undefined {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  /** Keeps `value`; blank forgets the choice. */
  keep(key: string, value: string | undefined) {
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    } catch {
      // Not kept: the choice lasts as long as the caller holds it (the URL, a state).
    }
    for (const listener of listeners) listener();
  },
};

/** The choice kept under `key`, undefined while a prerendered page hydrates. */
export function useBrowserChoice(key: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => browserChoice.read(key),
    () => undefined,
  );
}
