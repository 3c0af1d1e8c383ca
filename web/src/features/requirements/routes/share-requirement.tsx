// /share-requirement: "Hire Smarter", the three-step panel and the requirement form.
import { PageHero } from '@/components/page-hero';
import { StepText } from '@/components/step-text';
import { pageTitle } from '@/config';
import { RequirementForm } from '../components/requirement-form';

const STEPS = [
  {
    title: 'Tell us what you need',
    text: 'Share the role, the skills and how long you need them. It takes a few minutes.',
  },
  {
    title: 'Interview our Talent',
    text: 'Meet hand-picked candidates from the top 2% of remote experts we have screened.',
  },
  { title: 'Onboard your Hire', text: 'Start on a trial basis and pay only if you are satisfied. No agency fees.' },
] as const;

export function ShareRequirementRoute() {
  return (
    <>
      <title>{pageTitle('Hire Smarter')}</title>
      <PageHero
        id="share-requirement-heading"
        title="Hire Smarter"
        lead="Hire top remote talent in two weeks: tell us what you need, and we do the searching, screening and matching for you."
      />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <section className="col-12 col-lg-5" aria-labelledby="how-it-works-heading">
            <div className="steps-panel">
              <h2 id="how-it-works-heading" className="h4 mb-4">
                How it works
              </h2>
              <ol className="list-unstyled mb-0 steps-list">
                {STEPS.map((step, index) => (
                  <li key={step.title} className="step">
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <StepText number={index + 1} title={step.title} text={step.text} titleClassName="h5 mb-1" />
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </section>
          <div className="col-12 col-lg-7">
            <div className="app-card p-4 p-md-5">
              <RequirementForm />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
