import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { employerTarget, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { HERO_WORDS } from '../content';
import { Typewriter } from './typewriter';

/** The words as one phrase for screen readers: "virtual assistant, developer, designer or digital marketer". */
const spokenWords = `${HERO_WORDS.slice(0, -1).join(', ')} or ${HERO_WORDS.at(-1)}`;

export function Hero() {
  const { user } = useSession();

  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container py-5">
        <div className="row align-items-center gy-4">
          <div className="col-12 col-lg-8">
            <p className="hero-eyebrow">The number one global platform for remote workers</p>
            <h1 id="hero-heading" className="hero-heading">
              Hire a top remote <Typewriter words={HERO_WORDS} label={spokenWords} />
            </h1>
            <p className="hero-lead">
              Choose from 20,000+ screened remote experts, the top 2% of candidates. Post a job in 3-5 minutes, get
              matched in under 24 hours, and work on a trial basis: pay only if you are satisfied.
            </p>
            <div className="d-flex flex-wrap gap-3">
              <Link className={buttonClass('primary', 'lg')} to={employerTarget(user?.role, paths.postAJob)}>
                Post a Job
              </Link>
              <Link className={buttonClass('outline', 'lg')} to={paths.findWork}>
                Find Work
              </Link>
            </div>
          </div>
          <div className="col-12 col-lg-4">
            <ul className="hero-stats list-unstyled mb-0">
              <li>
                <strong>20,000+</strong> remote experts
              </li>
              <li>
                <strong>500+</strong> companies
              </li>
              <li>
                <strong>2 weeks</strong> to hire, no agency fees
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
