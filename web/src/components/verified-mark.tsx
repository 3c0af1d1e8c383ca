// The "Verified" mark of a company that proved its domain (docs/product/companies.md,
// Verification): beside its name on job cards, job pages, its public page and its own Company
// screen. The domain is the mark's title for a pointer, and hidden text for screen readers.
import { PatchCheckFill } from 'react-bootstrap-icons';
import type { CompanyProfile } from '#shared/schemas/companies.js';

type Verification = Pick<CompanyProfile, 'verified' | 'verifiedDomain'>;

/** "Verified: owns acme.com"; "Verified" when the domain is not known. */
export const verifiedDescription = (domain: string | undefined) => (domain ? `Verified: owns ${domain}` : 'Verified');

/** Nothing unless the company is verified. */
export function VerifiedMark({ company, className }: { company: Verification; className?: string }) {
  if (!company.verified) return null;
  const domain = company.verifiedDomain;
  return (
    <span
      className={`verified-mark badge rounded-pill bg-success-subtle text-success-emphasis border border-success-subtle align-middle${className ? ` ${className}` : ''}`}
      title={verifiedDescription(domain)}
    >
      <PatchCheckFill aria-hidden="true" className="me-1" />
      Verified
      {domain ? <span className="visually-hidden">: owns {domain}</span> : null}
    </span>
  );
}
