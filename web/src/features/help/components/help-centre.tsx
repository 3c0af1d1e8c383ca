// The help centre's content, in two places: /help (public layout) and /dashboard/help.
import Accordion from 'react-bootstrap/Accordion';
import { Envelope, FileEarmarkText } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { SUPPORT_EMAIL } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { sectionsFor, type HelpSection } from '../content';

function Section({ section }: { section: HelpSection }) {
  return (
    <section className="help-section" id={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className="h4 mb-3">
        {section.title}
      </h2>
      <Accordion alwaysOpen>
        {section.articles.map((article) => (
          <Accordion.Item key={article.id} eventKey={article.id} id={article.id}>
            <Accordion.Header as="h3">{article.question}</Accordion.Header>
            <Accordion.Body>
              {article.answer.map((paragraph) => (
                <p key={paragraph} className={article.steps ? '' : 'mb-0'}>
                  {paragraph}
                </p>
              ))}
              {article.steps ? (
                <ol className="mb-0">
                  {article.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              ) : null}
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

export function HelpCentre() {
  const { user } = useSession();

  return (
    <div className="help-centre">
      <nav aria-label="Help topics" className="help-topics mb-4">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {sectionsFor(user?.role).map((section) => (
            <li key={section.id}>
              <a className={buttonClass('secondary', 'sm')} href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
          <li>
            <a className={buttonClass('secondary', 'sm')} href="#customer-support">
              Customer support
            </a>
          </li>
          <li>
            <a className={buttonClass('secondary', 'sm')} href="#terms">
              Terms and conditions
            </a>
          </li>
        </ul>
      </nav>

      {sectionsFor(user?.role).map((section) => (
        <Section key={section.id} section={section} />
      ))}

      <section className="help-section" id="customer-support" aria-labelledby="customer-support-heading">
        <h2 id="customer-support-heading" className="h4 mb-3">
          Customer support
        </h2>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <div className="app-card h-100">
              <Envelope size={28} className="text-primary mb-2" aria-hidden="true" />
              <h3 className="h5">Write to us</h3>
              <p>Questions about your account, a job or an application? Our support team answers by email.</p>
              <a className={buttonClass('primary')} href={`mailto:${SUPPORT_EMAIL}`}>
                Email {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="col-12 col-md-6">
            <div className="app-card h-100">
              <FileEarmarkText size={28} className="text-primary mb-2" aria-hidden="true" />
              <h3 className="h5">Need help hiring?</h3>
              <p>Tell us what you need and our team will contact you to hire screened remote talent in two weeks.</p>
              <Link className={buttonClass('outline')} to={paths.shareRequirement}>
                Submit Requirements
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="help-section" id="terms" aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="h4 mb-3">
          Terms and conditions
        </h2>
        <div className="app-card">
          <p>
            By creating an account you agree to use the platform honestly: keep your details true and up to date, post
            only real jobs, and apply only with your own profile.
          </p>
          <p>
            We keep your password out of our hands (it is held by our sign-in service), store your resume privately, and
            share it only with employers you apply to or who find you in sourcing.
          </p>
          <p className="mb-0">
            Hires start on a trial basis and you pay only if you are satisfied; there are no agency fees. For any
            question about these terms, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </div>
      </section>
    </div>
  );
}
