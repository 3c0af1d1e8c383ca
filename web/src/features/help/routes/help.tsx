// The help centre in its two places: /help in the public layout, /dashboard/help in the dashboard.
import { PageHeader } from '@/components/page-header';
import { PageHero } from '@/components/page-hero';
import { pageTitle } from '@/config';
import { HelpCentre } from '../components/help-centre';

const SUBTITLE = 'Answers for employers and candidates, and how to reach us.';

export function HelpRoute() {
  return (
    <>
      <title>{pageTitle('Help centre')}</title>
      <PageHero id="help-heading" title="Help centre" lead={SUBTITLE} />
      <div className="container py-5">
        <HelpCentre />
      </div>
    </>
  );
}

export function DashboardHelpRoute() {
  return (
    <>
      <title>{pageTitle('Help centre')}</title>
      <PageHeader title="Help centre" subtitle={SUBTITLE} breadcrumbs={[{ label: 'Help centre' }]} />
      <HelpCentre />
    </>
  );
}
