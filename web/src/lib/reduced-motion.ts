// Whether the user asks for less motion (the operating system's setting): scrolling jumps
// instead of gliding, and the hero's typewriter stands still.
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined;

export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * prefersReducedMotion, kept up to date when the setting changes. A page rendered ahead of
 * time (web/src/server-render.tsx) cannot know the setting: it is rendered in motion, and the
 * browser's answer follows right after hydration instead of breaking it.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
