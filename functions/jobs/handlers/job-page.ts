// GET /jobs/{jobID}: a job's public page as HTML (docs/product/jobs.md, Public job page), for
// visitors and crawlers alike, without JavaScript: the job read (one GetItem for an open or
// closed job; job-page.ts), then rendered by the web build's server renderer with the app's own
// components, its JobPosting in the head of an open job's page. 200 for a job, 410 for a
// deleted one, 404 for an id no job has. Not an API call: served at the site's own path
// (CloudFront's /jobs/* behaviour, the local gateway), the same answer for everyone.
import { appLinks } from '#shared/web-paths.js';
import { JOB_PAGE_STATUS, type JobPageData } from '#shared/job-page.js';
import { jobIdQuery } from '#shared/schemas/jobs.js';
import { PUBLIC_PAGE_CACHE, pageHandler } from '#platform/http/page-handler.js';
import { siteLink } from '#platform/http/site-link.js';
import { webRenderer } from '#platform/http/web-renderer.js';
import { readJobPage, type JobPageRead } from '../job-page.js';
import { jobPosting } from '../job-posting.js';

/** The page of an id that cannot be a job's: nothing to read. */
const unknownJob = (jobID: string): JobPageRead => ({ page: { state: 'unknown', jobID } satisfies JobPageData });

export const handler = pageHandler(async (event) => {
  const jobID = event.pathParameters?.jobID ?? '';
  const now = new Date();
  const [{ page, job }, url, { renderer, shell }] = await Promise.all([
    jobIdQuery.safeParse({ jobID }).success ? readJobPage(jobID, now) : unknownJob(jobID),
    siteLink(appLinks.publicJob(jobID)),
    webRenderer(),
  ]);
  const structuredData = page.state === 'open' && job ? jobPosting(job, url, now) : undefined;
  return {
    statusCode: JOB_PAGE_STATUS[page.state],
    html: await renderer.renderJobPage(shell, page, {
      canonicalUrl: url,
      ...(structuredData ? { structuredData } : {}),
    }),
    cacheControl: PUBLIC_PAGE_CACHE,
  };
});
