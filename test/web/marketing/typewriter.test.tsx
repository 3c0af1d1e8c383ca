// The hero typewriter: 100 ms a letter typing, 40 ms deleting, the cursor blinking only while
// deleting, and a still, whole word for users who prefer reduced motion.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DELETE_MS,
  HOLD_MS,
  NEXT_WORD_MS,
  nextTypewriterStep,
  TYPE_MS,
  Typewriter,
} from '@/features/marketing/components/typewriter';

const WORDS = ['ab', 'xyz'] as const;

afterEach(() => vi.useRealTimers());

describe('nextTypewriterStep', () => {
  it('types at 100 ms, holds the word, deletes at 40 ms, then moves to the next word', () => {
    expect(TYPE_MS).toBe(100);
    expect(DELETE_MS).toBe(40);
    expect(nextTypewriterStep(WORDS, 0, { text: '', deleting: false })).toEqual({
      index: 0,
      state: { text: 'a', deleting: false },
      delay: 100,
    });
    expect(nextTypewriterStep(WORDS, 0, { text: 'a', deleting: false })).toEqual({
      index: 0,
      state: { text: 'ab', deleting: false },
      delay: 100,
    });
    expect(nextTypewriterStep(WORDS, 0, { text: 'ab', deleting: false })).toEqual({
      index: 0,
      state: { text: 'ab', deleting: true },
      delay: HOLD_MS,
    });
    expect(nextTypewriterStep(WORDS, 0, { text: 'ab', deleting: true })).toEqual({
      index: 0,
      state: { text: 'a', deleting: true },
      delay: 40,
    });
    expect(nextTypewriterStep(WORDS, 0, { text: '', deleting: true })).toEqual({
      index: 1,
      state: { text: '', deleting: false },
      delay: NEXT_WORD_MS,
    });
    expect(nextTypewriterStep(WORDS, 1, { text: '', deleting: true }).index).toBe(0);
  });
});

describe('<Typewriter>', () => {
  it('animates letter by letter and blinks the cursor only while deleting', () => {
    vi.useFakeTimers();
    render(<Typewriter words={WORDS} label="ab or xyz" />);
    const text = () => screen.getByTestId('typewriter').textContent;
    const cursor = () => screen.getByTestId('typewriter-cursor');

    expect(text()).toBe('|');
    act(() => vi.advanceTimersByTime(TYPE_MS));
    expect(text()).toBe('a|');
    act(() => vi.advanceTimersByTime(TYPE_MS));
    expect(text()).toBe('ab|');
    expect(cursor()).not.toHaveClass('is-blinking');

    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(cursor()).toHaveClass('is-blinking');
    act(() => vi.advanceTimersByTime(DELETE_MS));
    expect(text()).toBe('a|');
    act(() => vi.advanceTimersByTime(DELETE_MS));
    expect(text()).toBe('|');

    act(() => vi.advanceTimersByTime(NEXT_WORD_MS));
    expect(cursor()).not.toHaveClass('is-blinking');
    act(() => vi.advanceTimersByTime(TYPE_MS));
    expect(text()).toBe('x|');
    expect(screen.getByTestId('typewriter')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('ab or xyz')).toHaveClass('visually-hidden');
  });

  it('shows the first word whole and still when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    render(<Typewriter words={WORDS} label="ab or xyz" />);

    expect(screen.getByTestId('typewriter').textContent).toBe('ab|');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('typewriter').textContent).toBe('ab|');
    expect(screen.getByTestId('typewriter-cursor')).not.toHaveClass('is-blinking');
  });
});
