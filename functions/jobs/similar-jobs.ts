// Jobs like this one, for its public page (docs/product/jobs.md, Public job page; data model
// pattern 41): two searches of one Query each (ONE_READ_BUDGET), for its most telling title
// word and for its department, read at once, then ranked: the same job type first, then the
// same remote fit (who may apply), then shared title words and department, newest first among
// equals. A fixed bound whatever the number of jobs. The page carries a few more than it shows,
// so that a signed-in candidate's page can leave out those they applied to and still show five.
import type { JobCard } from '#shared/schemas/jobs.js';
import { titleWords } from '#platform/search/search-keys.js';
import { ONE_READ_BUDGET, searchJobs } from './job-search.js';
import type { JobItem } from './jobs.js';

/** How many the page carries: those it shows (SIMILAR_JOBS_SHOWN), and some to fill in for jobs the candidate applied to. */
export const SIMILAR_JOBS_CARRIED = 8;

/** The word of a title that says most about the job: its longest (ties: the first). */
export const tellingWord = (title: string): string | undefined =>
  titleWords(title).reduce<string | undefined>(
    (best, word) => (!best || word.length > best.length ? word : best),
    undefined,
  );

const sameFit = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** How alike `other` is to `job`: job type, then remote fit, then title words and department. */
function likeness(job: JobItem, words: Set<string>, other: JobCard): number {
  const shared = titleWords(other.jobTitle).filter((word) => words.has(word)).length;
  return (
    (other.jobType === job.jobType ? 100 : 0) +
    (sameFit(other.applicantCountries, job.applicantCountries ?? []) ? 10 : 0) +
    Math.min(shared, 5) +
    (other.department === job.department ? 1 : 0)
  );
}

export async function similarJobs(job: JobItem, now = new Date()): Promise<JobCard[]> {
  const word = tellingWord(job.jobTitle);
  const searches = [
    word ? searchJobs({ jobTitle: word, page: 1 }, now, ONE_READ_BUDGET) : undefined,
    job.department ? searchJobs({ department: job.department, page: 1 }, now, ONE_READ_BUDGET) : undefined,
  ];
  const found = new Map<string, JobCard>();
  for (const result of await Promise.all(searches))
    for (const card of result?.jobs ?? []) if (card._id !== job.jobID) found.set(card._id, card);
  const words = new Set(titleWords(job.jobTitle));
  return [...found.values()]
    .map((card) => ({ card, score: likeness(job, words, card) }))
    .sort((a, b) => b.score - a.score || b.card.createdAt.localeCompare(a.card.createdAt))
    .slice(0, SIMILAR_JOBS_CARRIED)
    .map(({ card }) => withoutSearchFields(card));
}

/** A search card as a plain job card (the page has no reader's day). */
const withoutSearchFields = ({ overlapHours: _overlap, ...card }: JobCard & { overlapHours?: number }): JobCard => card;
