// A company as its public page shows it (docs/product/companies.md): its logo, name (with its
// Verified mark), tagline and facts, its website, its follower count (its members alone are
// told it), and what it says about itself. Text only: the profile is what members typed, never
// markup.
import type { ReactNode } from 'react';
import { Calendar3, GeoAlt, Laptop, Link45deg, People, PersonHeart } from 'react-bootstrap-icons';
import { REMOTE_POLICY_LABELS, type CompanyProfile } from '#shared/schemas/companies.js';
import { VerifiedMark } from '@/components/verified-mark';
import { textParagraphs } from '@/lib/text-paragraphs';

// Fixed, not the reader's: the server's markup and the browser's first render must agree.
const countFormat = new Intl.NumberFormat('en');

/** "12 followers", "1 follower". */
const followersText = (count: number) => `${countFormat.format(count)} follower${count === 1 ? '' : 's'}`;

/** The website's address as people read it ("acme.com"); undefined for anything but a web address. */
function websiteHost(website: string | undefined): string | undefined {
  if (!website) return undefined;
  try {
    const url = new URL(website);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

function CompanyFacts({ company }: { company: CompanyProfile }) {
  const host = websiteHost(company.website);
  const facts: { key: string; icon: ReactNode; content: ReactNode }[] = [
    ...(company.remotePolicy
      ? [{ key: 'remote', icon: <Laptop />, content: REMOTE_POLICY_LABELS[company.remotePolicy] }]
      : []),
    ...(company.companySize ? [{ key: 'size', icon: <People />, content: `${company.companySize} employees` }] : []),
    ...(company.country ? [{ key: 'country', icon: <GeoAlt />, content: company.country }] : []),
    ...(company.founded ? [{ key: 'founded', icon: <Calendar3 />, content: `Founded ${company.founded}` }] : []),
    ...(host
      ? [
          {
            key: 'website',
            icon: <Link45deg />,
            content: (
              <a href={company.website} rel="nofollow noopener">
                {host}
              </a>
            ),
          },
        ]
      : []),
    ...(company.followerCount !== undefined
      ? [{ key: 'followers', icon: <PersonHeart />, content: followersText(company.followerCount) }]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <ul className="company-facts list-unstyled mb-0" aria-label="About the company in short">
      {facts.map(({ key, icon, content }) => (
        <li key={key}>
          <span aria-hidden="true">{icon}</span> {content}
        </li>
      ))}
    </ul>
  );
}

interface CompanyHeaderProps {
  company: CompanyProfile;
  /** At the end of the header: what a reader can do about the company (Follow, once there is one). */
  actions?: ReactNode;
  /** By the name, after its Verified mark: Report. */
  report?: ReactNode;
}

export function CompanyHeader({ company, actions, report }: CompanyHeaderProps) {
  return (
    <header className="app-card company-header">
      {company.logoUrl ? (
        <img
          className="company-logo"
          src={company.logoUrl}
          alt={`${company.companyName} logo`}
          width={96}
          height={96}
        />
      ) : null}
      <div className="company-header-text">
        {/* The mark beside the heading, not in it: the heading stays the company's name. */}
        <div className="d-flex flex-wrap align-items-center column-gap-2 mb-1">
          <h1 className="h2 mb-0">{company.companyName}</h1>
          <VerifiedMark company={company} />
          {report}
        </div>
        {company.tagline ? <p className="company-tagline">{company.tagline}</p> : null}
        <CompanyFacts company={company} />
      </div>
      {actions ? <div className="company-header-actions">{actions}</div> : null}
    </header>
  );
}

export function CompanyAbout({ company }: { company: CompanyProfile }) {
  const paragraphs = textParagraphs(company.about ?? '');
  if (paragraphs.length === 0) return null;
  return (
    <section className="app-card company-about" aria-labelledby="company-about-title">
      <h2 id="company-about-title" className="h4">
        About
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
