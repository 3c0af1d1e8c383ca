// The blocks of /home after the hero (docs/product/public-site.md, Home).
import Accordion from 'react-bootstrap/Accordion';
import { PeopleFill, Search, ShieldCheck, StarFill } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { buttonClass } from '@/components/button';
import { StepText } from '@/components/step-text';
import { employerTarget, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { CheckList } from './check-list';
import { FeatureCard } from './feature-card';
import { CATEGORIES, FAQS, HOW_IT_WORKS, REVIEWS, TRUSTED_BY, WHY_HIRE } from '../content';
import { Section } from './section';

export function Intro() {
  return (
    <Section className="home-section" aria-labelledby="intro-heading">
      <div className="container text-center">
        <h2 id="intro-heading" className="section-title">
          Remote talent, without the guesswork
        </h2>
        <p className="section-lead mx-auto">
          Companies of every size use the number one global platform for remote workers to hire freelance, part-time,
          contract and full-time experts. Every job is remote, every candidate is screened, and 500+ companies already
          hire here.
        </p>
      </div>
    </Section>
  );
}

/** Find Talent and Hire a Team, side by side. */
export function TalentAndTeams() {
  const { user } = useSession();
  return (
    <Section className="home-section pt-0" aria-label="Ways to hire">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6">
            <FeatureCard
              id="find-talent-heading"
              icon={Search}
              title="Find Talent"
              text="Search 20,000+ remote experts by job title, country and job type, and reach out to the ones you like."
              action={
                <Link className={buttonClass('primary')} to={employerTarget(user?.role, paths.browseTalent)}>
                  Find Talent
                </Link>
              }
            />
          </div>
          <div className="col-12 col-md-6">
            <FeatureCard
              id="hire-team-heading"
              icon={PeopleFill}
              title="Hire a Team"
              text="Need several people at once? Tell us what you need and we put together a screened remote team for you in two weeks."
              action={
                <Link className={buttonClass('outline')} to={paths.shareRequirement}>
                  Hire a Team
                </Link>
              }
            />
          </div>
        </div>
      </div>
    </Section>
  );
}

export function LeverageExperts() {
  return (
    <Section className="home-section home-section-tinted" aria-labelledby="leverage-heading">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6">
            <h2 id="leverage-heading" className="section-title">
              Leverage top experts
            </h2>
            <p className="section-lead">
              We screen every candidate, and only the top 2% make it onto the platform. Work with virtual assistants,
              developers, designers, digital marketers, data entry, help desk, content writing and customer support
              experts who are ready to start.
            </p>
          </div>
          <div className="col-12 col-lg-6">
            <CheckList
              className="mb-0"
              items={[
                'Screened: the top 2% of candidates',
                '20,000+ remote experts to choose from',
                'Freelance, part-time, contract or full-time',
              ]}
            />
          </div>
        </div>
      </div>
    </Section>
  );
}

export function WhyHire() {
  return (
    <Section className="home-section" aria-labelledby="why-hire-heading">
      <div className="container">
        <h2 id="why-hire-heading" className="section-title text-center">
          Why hire with us
        </h2>
        <div className="row g-4 mt-2">
          {WHY_HIRE.map((benefit) => (
            <div key={benefit.title} className="col-12 col-md-4">
              <article className="benefit-card h-100">
                <ShieldCheck size={28} className="feature-icon" aria-hidden="true" />
                <h3 className="h5">{benefit.title}</h3>
                <p className="mb-0">{benefit.text}</p>
              </article>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}

export function HowItWorks() {
  const { user } = useSession();
  return (
    <Section className="home-section home-section-tinted" aria-labelledby="how-it-works-heading">
      <div className="container">
        <h2 id="how-it-works-heading" className="section-title text-center">
          How it works in 3 steps
        </h2>
        <ol className="row g-4 mt-2 list-unstyled">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.number} className="col-12 col-md-4">
              <div className="how-step h-100">
                <span className="how-step-number" aria-hidden="true">
                  {step.number}
                </span>
                <StepText number={step.number} title={step.title} text={step.text} titleClassName="h5" />
              </div>
            </li>
          ))}
        </ol>
        <div className="text-center mt-4">
          <Link className={buttonClass('primary', 'lg')} to={employerTarget(user?.role, paths.postAJob)}>
            Post your job
          </Link>
        </div>
      </div>
    </Section>
  );
}

export function TrustedBy() {
  return (
    <Section className="home-section trusted-by" aria-labelledby="trusted-by-heading">
      <div className="container text-center">
        <h2 id="trusted-by-heading" className="trusted-by-title">
          Trusted by 500+ companies and startups worldwide
        </h2>
        <ul className="trusted-logos list-unstyled mb-0">
          {TRUSTED_BY.map((logo) => (
            <li key={logo.name}>
              <img src={logo.src} alt={logo.name} height={38} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Stars() {
  return (
    <p className="review-stars mb-2">
      <span className="visually-hidden">Rated 5 out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarFill key={n} aria-hidden="true" />
      ))}
    </p>
  );
}

export function Reviews() {
  return (
    <Section className="home-section" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading" className="section-title text-center">
          What our customers say
        </h2>
        <div className="row g-4 mt-2">
          {REVIEWS.map((review) => {
            const [firstName, lastName] = review.name.split(' ');
            return (
              <div key={review.name} className="col-12 col-md-6">
                <figure className="review-card h-100 mb-0">
                  <Stars />
                  <blockquote className="mb-3">
                    <p className="mb-0">“{review.text}”</p>
                  </blockquote>
                  <figcaption className="d-flex align-items-center gap-3">
                    <Avatar person={{ firstName, lastName }} size={48} />
                    <span>
                      <span className="d-block fw-semibold">{review.name}</span>
                      <span className="d-block review-role">{review.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </Section>
  );
}

export function Categories() {
  return (
    <Section className="home-section home-section-tinted" aria-labelledby="categories-heading">
      <div className="container">
        <h2 id="categories-heading" className="section-title text-center">
          Experts for every kind of work
        </h2>
        <ul className="row g-4 mt-2 list-unstyled">
          {CATEGORIES.map(({ icon: Icon, name, text }) => (
            <li key={name} className="col-12 col-sm-6 col-lg-4">
              <article className="category-card h-100">
                <Icon size={28} className="feature-icon" aria-hidden="true" />
                <h3 className="h5">{name}</h3>
                <p className="mb-0">{text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function Faq() {
  return (
    <Section className="home-section" aria-labelledby="faq-heading">
      <div className="container faq">
        <h2 id="faq-heading" className="section-title text-center">
          Frequently asked questions
        </h2>
        <Accordion className="mt-4" alwaysOpen>
          {FAQS.map((faq, index) => (
            <Accordion.Item key={index} eventKey={String(index)}>
              <Accordion.Header as="h3">{faq.question}</Accordion.Header>
              <Accordion.Body>{faq.answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
    </Section>
  );
}
