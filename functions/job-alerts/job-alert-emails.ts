// The daily digest of a job alert (docs/product/job-alerts.md): the new jobs that match it,
// each with its title, company, type, country, pay and who can apply, and a link to it, then the links to manage
// the alerts and to unsubscribe from this one. Text and HTML, and the List-Unsubscribe headers
// (RFC 2369, one-click per RFC 8058) that let mail clients offer their own Unsubscribe button.
import { jobFactsLine } from '#shared/job-facts.js';
import { routePaths } from '#shared/route-paths.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { appLinks } from '#shared/web-paths.js';
import { escapeHtml, linkedEntriesHtml, linkedEntriesText, oneLine } from '#platform/email/email-text.js';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import type { Email } from '#platform/email/send-email.js';

export interface JobAlertEmailInput {
  to: string;
  firstName: string;
  /** The alert in words: "assistant · Full-time · Philippines". */
  description: string;
  /** Newest first. */
  jobs: JobCard[];
  /** The site's address, e.g. https://hire.example.com. */
  siteUrl: string;
  /** The token of this email's unsubscribe link. */
  unsubscribeToken: string;
}

export const jobAlertLinks = (siteUrl: string, token: string) => ({
  unsubscribePage: `${siteUrl}${appLinks.unsubscribeJobAlert(token)}`,
  /** Where mail clients POST their one-click unsubscribe: the API itself. */
  unsubscribeApi: `${siteUrl}${routePaths.unsubscribeJobAlert.path}?token=${token}`,
  // Pages behind the login page, which goes straight on when already signed in.
  manage: new URL(appLinks.jobAlerts(), siteUrl).toString(),
  job: (jobID: string) => new URL(appLinks.alertJob(jobID), siteUrl).toString(),
});

export function jobAlertSubject(count: number, description: string): string {
  const jobs = count === 1 ? '1 new job' : `${count} new jobs`;
  return oneLine(`${jobs} for "${description}"`);
}

export function jobAlertEmail(input: JobAlertEmailInput): Email {
  const links = jobAlertLinks(input.siteUrl, input.unsubscribeToken);
  const count = input.jobs.length;
  const entries = input.jobs.map((job) => ({
    title: job.jobTitle,
    details: jobFactsLine(job),
    url: links.job(job._id),
  }));
  const intro = `${count === 1 ? 'A new job matches' : `${count} new jobs match`} your job alert "${oneLine(input.description)}":`;
  const text = [
    `Hello ${oneLine(input.firstName)},`,
    '',
    intro,
    '',
    ...linkedEntriesText(entries),
    `Manage your job alerts: ${links.manage}`,
    `Unsubscribe from this alert: ${links.unsubscribePage}`,
    '',
    `- ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(oneLine(input.firstName))},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    linkedEntriesHtml(entries),
    `<p><a href="${escapeHtml(links.manage)}">Manage your job alerts</a> · <a href="${escapeHtml(links.unsubscribePage)}">Unsubscribe from this alert</a></p>`,
    `<p>${PRODUCT_NAME}</p>`,
  ].join('');
  return {
    to: input.to,
    subject: jobAlertSubject(count, input.description),
    text,
    html,
    headers: [
      { name: 'List-Unsubscribe', value: `<${links.unsubscribeApi}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}
