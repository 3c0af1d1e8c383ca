// The daily digest of followed companies' new jobs (docs/product/companies.md, Following): a
// "New at {Company}" section per company, newest first, each job with its title, facts and link,
// a link to the company's page, and where to turn these emails off. Text and HTML.
import { jobFactsLine } from '#shared/job-facts.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { appLinks } from '#shared/web-paths.js';
import { escapeHtml, linkedEntriesHtml, linkedEntriesText, oneLine, PRODUCT_NAME } from '#platform/email/email-text.js';
import type { Email } from '#platform/email/send-email.js';

/** Jobs listed per company; the company's page has the rest. */
export const NEWS_JOBS_PER_COMPANY = 5;

export interface CompanyNews {
  companyName: string;
  slug?: string;
  /** Newest first. */
  jobs: JobCard[];
}

export interface CompanyNewsEmailInput {
  to: string;
  firstName: string;
  /** Newest news first. */
  companies: CompanyNews[];
  siteUrl: string;
}

/** The jobs' cards (newest first) grouped by company, in the order of each company's newest job. */
export function groupByCompany(jobs: { companyID: string; card: JobCard }[]): CompanyNews[] {
  const groups = new Map<string, CompanyNews>();
  for (const { companyID, card } of jobs) {
    const group = groups.get(companyID) ?? {
      companyName: card.employer.companyName,
      slug: card.employer.companySlug,
      jobs: [],
    };
    group.jobs.push(card);
    groups.set(companyID, group);
  }
  return [...groups.values()];
}

export function companyNewsSubject(companies: CompanyNews[]): string {
  const [first, ...others] = companies.map((company) => oneLine(company.companyName));
  if (others.length === 0) {
    const { jobs } = companies[0]!;
    return jobs.length === 1 ? `New at ${first}: ${oneLine(jobs[0]!.jobTitle)}` : `${jobs.length} new jobs at ${first}`;
  }
  return others.length === 1
    ? `New jobs at ${first} and ${others[0]}`
    : `New jobs at ${first} and ${others.length} more`;
}

export function companyNewsEmail(input: CompanyNewsEmailInput): Email {
  const link = (path: string) => new URL(path, input.siteUrl).toString();
  const settings = link(appLinks.settings());
  const sections = input.companies.map((company) => ({
    title: `New at ${oneLine(company.companyName)}`,
    jobs: company.jobs.slice(0, NEWS_JOBS_PER_COMPANY).map((job) => ({
      title: job.jobTitle,
      details: jobFactsLine(job),
      url: link(appLinks.alertJob(job._id)),
    })),
    page: company.slug ? link(appLinks.publicCompany(company.slug)) : undefined,
  }));
  const intro = 'Companies you follow posted new jobs:';
  const text = [
    `Hello ${oneLine(input.firstName)},`,
    '',
    intro,
    '',
    ...sections.flatMap((section) => [
      section.title,
      '',
      ...linkedEntriesText(section.jobs),
      ...(section.page ? [`All their open jobs: ${section.page}`, ''] : []),
    ]),
    `Turn these emails off in Settings: ${settings}`,
    '',
    `- ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(oneLine(input.firstName))},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.flatMap((section) => [
      `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>`,
      linkedEntriesHtml(section.jobs),
      ...(section.page ? [`<p><a href="${escapeHtml(section.page)}">All their open jobs</a></p>`] : []),
    ]),
    `<p><a href="${escapeHtml(settings)}">Turn these emails off in Settings</a></p>`,
    `<p>${PRODUCT_NAME}</p>`,
  ].join('');
  return { to: input.to, subject: companyNewsSubject(input.companies), text, html };
}
