// Whether the app runs the page: false while React hydrates a prerendered page (and in the
// prerender itself), true from then on and in every page React renders afresh.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
