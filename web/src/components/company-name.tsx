// A job's company as job cards and job pages name it: a link to the company's public page
// once it has one (a page the server renders, so a plain link that loads it), its name alone
// otherwise; then its "Verified" mark when it proved its domain.
import type { JobCard } from '#shared/schemas/jobs.js';
import { paths } from '@/lib/paths';
import { VerifiedMark } from './verified-mark';

export function CompanyName({ employer }: { employer: JobCard['employer'] }) {
  const name = employer.companyName || 'Company';
  return (
    <>
      {employer.companySlug ? <a href={paths.publicCompany(employer.companySlug)}>{name}</a> : name}
      {employer.verified ? ' ' : null}
      <VerifiedMark company={employer} />
    </>
  );
}
