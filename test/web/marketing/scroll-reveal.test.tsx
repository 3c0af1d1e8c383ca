// The scroll animation of the marketing sections (docs/product/ui.md, Theme and layout: 400 ms, offset 120, ease):
// hidden until the section comes 120 px into view, then revealed for good.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REVEAL_OFFSET_PX, Section } from '@/features/marketing/components/section';

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; rootMargin: string; elements: Set<Element> }[] = [];
  class FakeObserver {
    readonly thresholds = [0];
    readonly root = null;
    readonly rootMargin: string;
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '';
      this.entry = { callback, rootMargin: this.rootMargin, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    rootMarginOf: (element: Element) => observers.find((observer) => observer.elements.has(element))?.rootMargin,
    scrollInto(element: Element, isIntersecting: boolean) {
      for (const observer of observers.filter((candidate) => candidate.elements.has(element))) {
        const entry = {
          target: element,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          time: 0,
        } as unknown as IntersectionObserverEntry;
        act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
      }
    },
  };
}

describe('Section', () => {
  it('reveals its content once it is 120 px into view, and keeps it revealed', () => {
    const viewport = fakeIntersectionObserver();
    render(
      <Section className="home-section" aria-label="Reviews">
        <p>Great hires</p>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(section).toHaveClass('home-section', 'reveal');
    expect(section).not.toHaveClass('is-revealed');
    expect(viewport.rootMarginOf(section)).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);

    viewport.scrollInto(section, true);
    expect(section).toHaveClass('is-revealed');
    viewport.scrollInto(section, false);
    expect(section).toHaveClass('is-revealed');
  });

  it('shows its content where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section aria-label="Reviews">x</Section>);
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveClass('is-revealed');
  });
});
