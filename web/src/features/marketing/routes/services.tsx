// /services: the numbers, and what the product does for employers and for job seekers.
import { Briefcase, PersonWorkspace } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageHero } from '@/components/page-hero';
import { pageTitle } from '@/config';
import { employerTarget, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { CheckList } from '../components/check-list';
import { FeatureCard } from '../components/feature-card';
import { SERVICE_STATS } from '../content';
import { Section } from '../components/section';

const FOR_EMPLOYERS = [
  'Post a remote job in 3-5 minutes',
  'Get matched with screened experts, usually in under 24 hours',
  'Source candidates by job title, country and job type',
  'Hire on a trial basis, with no agency fees',
];

const FOR_JOB_SEEKERS = [
  'Build a profile with your bio, skills and resume',
  'Search open remote jobs: freelance, part-time, contract and full-time',
  'Apply in a few clicks and hear back from employers',
  'Work remotely with 500+ companies worldwide',
];

export function ServicesRoute() {
  const { user } = useSession();
  return (
    <>
      <title>{pageTitle('Services')}</title>
      <PageHero
        id="services-heading"
        centered
        title="Services"
        lead="The number one global platform for remote workers: we help companies hire remote experts, and remote experts find their next job."
      />

      <Section className="home-section pt-4" aria-labelledby="stats-heading">
        <div className="container">
          <h2 id="stats-heading" className="visually-hidden">
            Our numbers
          </h2>
          <ul className="row g-4 text-center mb-0 list-unstyled stats">
            {SERVICE_STATS.map((stat) => (
              <li key={stat.label} className="col-12 col-sm-4">
                <p className="stat-card mb-0">
                  <strong className="stat-value d-block">{stat.value}</strong>
                  <span className="stat-label d-block">{stat.label}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section className="home-section pt-0" aria-label="Our services">
        <div className="container">
          <div className="row g-4">
            <div className="col-12 col-lg-6">
              <FeatureCard
                id="for-employers-heading"
                icon={Briefcase}
                title="For employers"
                text="Hire screened remote talent from the top 2% of candidates, in two weeks."
                action={
                  <Link className={buttonClass('primary')} to={employerTarget(user?.role, paths.postAJob)}>
                    Post a Job
                  </Link>
                }
              >
                <CheckList items={FOR_EMPLOYERS} />
              </FeatureCard>
            </div>
            <div className="col-12 col-lg-6">
              <FeatureCard
                id="for-job-seekers-heading"
                icon={PersonWorkspace}
                title="For job seekers"
                text="Find remote work you love with companies that value what you do."
                action={
                  <Link className={buttonClass('outline')} to={paths.findWork}>
                    Find Work
                  </Link>
                }
              >
                <CheckList items={FOR_JOB_SEEKERS} />
              </FeatureCard>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
