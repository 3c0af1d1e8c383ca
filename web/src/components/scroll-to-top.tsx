import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** How long to wait for the target of a #hash to appear (screens load on demand). */
const HASH_WAIT_MS = 2000;

/**
 * Scrolls to the top on every path change: smoothly, or at once when the user asks for less
 * motion. A link to a place in a page (/help#terms) scrolls to that place instead, once it is there.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior });
      return undefined;
    }
    const started = Date.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else if (Date.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
      else window.scrollTo({ top: 0, left: 0, behavior });
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
