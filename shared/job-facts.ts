// A job in one line, as its card says it (company, type, country, pay and who can apply): the
// emails that list jobs (job alert digests, followed companies' news) write it under each title.
import { JOB_TYPE_LABELS } from './constants.js';
import { formatPay } from './remote-fit/pay.js';
import { describeWhoCanApply } from './remote-fit/who-can-apply.js';
import type { JobCard } from './schemas/jobs.js';

export const jobFactsLine = (job: JobCard) =>
  [
    job.employer.companyName,
    JOB_TYPE_LABELS[job.jobType] ?? job.jobType,
    job.country,
    formatPay(job, 'en'),
    describeWhoCanApply(job.applicantCountries),
  ]
    .filter(Boolean)
    .join(' · ');
