// The tinted title block at the top of a public page: the one h1 and a lead sentence.
import type { ReactNode } from 'react';

export function PageHero({
  id,
  title,
  lead,
  centered = false,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  centered?: boolean;
}) {
  return (
    <section className="page-hero" aria-labelledby={id}>
      <div className={centered ? 'container py-5 text-center' : 'container py-5'}>
        <h1 id={id} className="display-5 fw-bold mb-3">
          {title}
        </h1>
        <p className={centered ? 'lead mx-auto mb-0 page-hero-lead' : 'lead mb-0 page-hero-lead'}>{lead}</p>
      </div>
    </section>
  );
}
