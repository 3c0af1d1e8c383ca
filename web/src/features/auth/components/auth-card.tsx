// The frame of every auth screen: the page title, the sign-up stepper when there is one,
// the one h1 and a subtitle, then the screen's content.
import type { ReactNode } from 'react';
import { pageTitle } from '@/config';
import { Stepper } from './stepper';
import './auth.css';

export interface AuthCardProps {
  /** Used for the heading's id. */
  id: string;
  title: string;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  steps?: { names: string[]; current: number };
  children: ReactNode;
}

export function AuthCard({ id, title, documentTitle, subtitle, steps, children }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby={`${id}-title`}>
      <title>{pageTitle(documentTitle ?? title)}</title>
      {steps ? <Stepper steps={steps.names} current={steps.current} /> : null}
      <h1 id={`${id}-title`} className="auth-title">
        {title}
      </h1>
      {subtitle ? <div className="auth-subtitle">{subtitle}</div> : null}
      {children}
    </section>
  );
}
