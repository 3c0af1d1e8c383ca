// A section of a screen named by its h2 (the section is labelled by the heading's id): the
// cards of the dashboard and the settings.
import type { ReactNode } from 'react';

export function TitledSection({
  titleId,
  title,
  titleClassName,
  className = 'app-card',
  children,
}: {
  titleId: string;
  title: ReactNode;
  titleClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
