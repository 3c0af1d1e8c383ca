// The schema.org Organization of a company's public page (JSON-LD), typed by schema-dts: its
// name, its page, its own website, logo and description, as search engines read a company.
import type { Organization, WithContext } from 'schema-dts';
import type { CompanyProfile } from '#shared/schemas/companies.js';

export function organization(company: CompanyProfile, pageUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.companyName,
    url: company.website ?? pageUrl,
    ...(company.website ? { sameAs: [pageUrl] } : {}),
    ...(company.logoUrl ? { logo: company.logoUrl } : {}),
    ...(company.tagline ? { description: company.tagline } : {}),
    ...(company.founded ? { foundingDate: String(company.founded) } : {}),
    ...(company.country ? { address: { '@type': 'PostalAddress', addressCountry: company.country } } : {}),
  };
}
