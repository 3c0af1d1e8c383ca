// A marketing section with the scroll animation of docs/product/ui.md, Theme and layout (400 ms, offset 120, easing
// ease): its content fades up once the section is 120 px into the viewport, and stays. Where
// IntersectionObserver is missing it simply shows; with reduced motion the CSS shows it still.
import type { ComponentProps } from 'react';
import { useInView } from 'react-intersection-observer';

/** How far into the viewport (px) a section must come before it animates in. */
export const REVEAL_OFFSET_PX = 120;

export function Section({ className = '', children, ...props }: ComponentProps<'section'>) {
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px`,
    fallbackInView: true,
  });
  return (
    <section ref={ref} className={`${className} reveal${inView ? ' is-revealed' : ''}`} {...props}>
      {children}
    </section>
  );
}
