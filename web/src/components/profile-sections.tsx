// The read-only parts of a candidate profile, the same on the candidate's own profile and on
// an employer's view of it: About with the facts, then Skills and Languages.
import type { ReactNode } from 'react';
import { jobTypeLabel } from '@/lib/job-display';
import { Avatar } from './avatar';
import { TagList } from './tag-list';
import './tag-list.css';

interface ProfileSectionsProps {
  person: {
    email: string;
    country?: string;
    jobType?: string;
    bio?: { about: string; skills: string[]; languages: string[] };
  };
  /** More facts after email, country and job type (e.g. the join date). */
  extraFacts?: { label: string; value: ReactNode }[];
  /** Prefix of the sections' heading ids (unique per page). */
  idPrefix: string;
}

export function ProfileSections({ person, extraFacts = [], idPrefix }: ProfileSectionsProps) {
  const facts = [
    { label: 'Email', value: person.email },
    { label: 'Country', value: person.country || 'Not set' },
    { label: 'Job type', value: jobTypeLabel(person.jobType) || 'Not set' },
    ...extraFacts,
  ];
  const tagCards = [
    { title: 'Skills', values: person.bio?.skills ?? [] },
    { title: 'Languages', values: person.bio?.languages ?? [] },
  ];
  return (
    <>
      <section className="app-card" aria-labelledby={`${idPrefix}-about`}>
        <h2 id={`${idPrefix}-about`} className="h5">
          About
        </h2>
        <p className="profile-about">{person.bio?.about || 'Nothing here yet.'}</p>
        <dl className="profile-facts mb-0">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="row g-4">
        {tagCards.map((card) => (
          <section key={card.title} className="col-md-6" aria-labelledby={`${idPrefix}-${card.title.toLowerCase()}`}>
            <div className="app-card h-100">
              <h2 id={`${idPrefix}-${card.title.toLowerCase()}`} className="h5">
                {card.title}
              </h2>
              <TagList label={card.title} values={card.values} emptyText="None added yet." />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

/** The card at the top of a profile: initials avatar, full name, job title, and actions. */
export function ProfileHeader({
  person,
  headingId,
  actions,
}: {
  person: { firstName: string; lastName: string; jobTitle?: string };
  headingId: string;
  actions?: ReactNode;
}) {
  return (
    <section className="app-card" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Avatar person={person} size={80} />
        <div className="flex-grow-1">
          <h2 id={headingId} className="h3 mb-1">
            {person.firstName} {person.lastName}
          </h2>
          <p className="mb-0 text-body-secondary">{person.jobTitle || 'No job title yet'}</p>
        </div>
        {actions}
      </div>
    </section>
  );
}
