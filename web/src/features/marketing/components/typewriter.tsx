// The hero's typewriter (docs/product/public-site.md): types each word at 100 ms a letter, holds it, deletes
// it at 40 ms a letter, then types the next. The cursor blinks only while deleting. For users
// who prefer reduced motion it shows the first word, whole and still.
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/reduced-motion';

export const TYPE_MS = 100;
export const DELETE_MS = 40;
/** How long a whole word stays before it is deleted, and the pause before the next one. */
export const HOLD_MS = 1800;
export const NEXT_WORD_MS = 300;

export interface TypewriterState {
  text: string;
  deleting: boolean;
}

/**
 * The next state and how long to wait before it: 100 ms per letter typed, a hold on the whole
 * word, 40 ms per letter deleted, a short pause before the next word. Pure, so it is easy to test.
 */
export function nextTypewriterStep(
  words: readonly string[],
  index: number,
  state: TypewriterState,
): { index: number; state: TypewriterState; delay: number } {
  const word = words[index % words.length] ?? '';
  if (!state.deleting) {
    if (state.text.length < word.length)
      return { index, state: { text: word.slice(0, state.text.length + 1), deleting: false }, delay: TYPE_MS };
    return { index, state: { text: state.text, deleting: true }, delay: HOLD_MS };
  }
  if (state.text.length > 0)
    return { index, state: { text: state.text.slice(0, -1), deleting: true }, delay: DELETE_MS };
  return { index: (index + 1) % words.length, state: { text: '', deleting: false }, delay: NEXT_WORD_MS };
}

export function useTypewriter(words: readonly string[], enabled: boolean): TypewriterState {
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<TypewriterState>({ text: '', deleting: false });

  useEffect(() => {
    if (!enabled) return undefined;
    const upcoming = nextTypewriterStep(words, index, state);
    const timer = window.setTimeout(() => {
      setIndex(upcoming.index);
      setState(upcoming.state);
    }, upcoming.delay);
    return () => window.clearTimeout(timer);
  }, [enabled, index, state, words]);

  return enabled ? state : { text: words[0] ?? '', deleting: false };
}

/**
 * The animated word. Screen readers get the whole list once from `label` (the animation is
 * hidden from them); sighted users see the letters come and go.
 */
export function Typewriter({ words, label }: { words: readonly string[]; label: string }) {
  const reduced = useReducedMotion();
  const { text, deleting } = useTypewriter(words, !reduced);

  return (
    <>
      <span className="visually-hidden">{label}</span>
      <span className="typewriter" aria-hidden="true" data-testid="typewriter">
        <span className="typewriter-text">{text}</span>
        <span
          className={deleting && !reduced ? 'typewriter-cursor is-blinking' : 'typewriter-cursor'}
          data-testid="typewriter-cursor"
        >
          |
        </span>
      </span>
    </>
  );
}
