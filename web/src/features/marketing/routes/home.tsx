import { pageTitle } from '@/config';
import { Hero } from '../components/hero';
import {
  Categories,
  Faq,
  HowItWorks,
  Intro,
  LeverageExperts,
  Reviews,
  TalentAndTeams,
  TrustedBy,
  WhyHire,
} from '../components/home-sections';

/** /home: the landing page (docs/product/public-site.md, Home). */
export function HomeRoute() {
  return (
    <>
      <title>{pageTitle('Hire remote experts')}</title>
      <Hero />
      <Intro />
      <TalentAndTeams />
      <LeverageExperts />
      <WhyHire />
      <HowItWorks />
      <TrustedBy />
      <Reviews />
      <Categories />
      <Faq />
    </>
  );
}
