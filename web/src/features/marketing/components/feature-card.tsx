import type { ReactNode } from 'react';
import type { Icon } from 'react-bootstrap-icons';

/** A card with an icon, a heading (h2), a sentence, optional extra content and a call to action. */
export function FeatureCard({
  id,
  icon: CardIcon,
  title,
  text,
  action,
  children,
}: {
  id: string;
  icon: Icon;
  title: string;
  text: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="feature-card h-100" aria-labelledby={id}>
      <CardIcon size={32} className="feature-icon" aria-hidden="true" />
      <h2 id={id} className="h3">
        {title}
      </h2>
      <p>{text}</p>
      {children}
      {action}
    </article>
  );
}
