import { pageTitle } from '@/config';
import { Hero } from '../components/hero';

/** /home: the landing page. First version: the hero; the other blocks of the spec come later. */
export function HomeRoute() {
  return (
    <>
      <title>{pageTitle('Hire remote experts')}</title>
      <Hero />
    </>
  );
}
