// One item of the review queue (/ops/queue): what was reported or held as it is now (a job, a
// company, a message or a candidate), why a held job is held, its open reports with their
// reasons, and the actions that apply to it; each action opens the moderation dialog.
import { useId, useState } from 'react';
import { ExclamationTriangleFill } from 'react-bootstrap-icons';
import {
  ACTION_LABELS,
  ACTION_TARGETS,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type OpsQueueItem,
  type ReportReason,
} from '#shared/schemas/trust.js';
import { Button } from '@/components/button';
import { formatDate, formatDateTime } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { textParagraphs } from '@/lib/text-paragraphs';
import { ACTION_COLORS, type ModerationRequest } from './moderation-dialog';
import { TARGET_TYPE_LABELS } from './target-types';

type Job = NonNullable<OpsQueueItem['job']>;
type Company = NonNullable<OpsQueueItem['company']>;
type Message = NonNullable<OpsQueueItem['message']>;
type Candidate = NonNullable<OpsQueueItem['candidate']>;

/** The card's heading: what the target is called, or that it is gone (only its reports are left). */
export function itemTitle(item: OpsQueueItem): string {
  switch (item.targetType) {
    case 'job':
      return item.job?.jobTitle ?? 'A job that no longer exists';
    case 'company':
      return item.company?.companyName ?? 'A company that no longer exists';
    case 'message':
      return item.message ? `Message from ${item.message.senderName}` : 'A message that no longer exists';
    case 'candidate':
      return item.candidate?.name ?? 'A candidate who no longer exists';
  }
}

/** A stable key of an item: a message is named by its conversation too. */
export const itemKey = (item: OpsQueueItem) => `${item.targetType}:${item.conversationID ?? ''}:${item.targetID}`;

/**
 * The actions that apply to the item as it is now, each with the target it acts on: the
 * item itself, or, for Suspend company on a job, the job's company.
 */
export function queueActions(item: OpsQueueItem): ModerationRequest[] {
  const itself: Omit<ModerationRequest, 'action'> = {
    targetType: item.targetType,
    targetID: item.targetID,
    ...(item.conversationID ? { conversationID: item.conversationID } : {}),
    targetName: itemTitle(item),
  };
  const requests: ModerationRequest[] = [];
  const offer = (action: ModerationAction, target = itself) => {
    if (ACTION_TARGETS[action].includes(target.targetType)) requests.push({ action, ...target });
  };

  // A job held by a scam signal alone has no report to dismiss (the server would refuse).
  if (item.openReports > 0) offer('dismiss');
  const { job, company } = item;
  if (job) {
    if (item.held) offer('release');
    if (!job.removed) offer('remove-job');
    if (!company?.suspended) {
      offer('suspend-company', { targetType: 'company', targetID: job.companyID, targetName: job.companyName });
    }
  }
  if (company && item.targetType === 'company') {
    offer(company.suspended ? 'unsuspend-company' : 'suspend-company');
    if (company.verifiedDomain) offer('revoke-verification');
  }
  return requests;
}

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Short enough to read at a glance; the rest behind "Show the whole text". */
const EXCERPT_MAX = 280;

/** The text's start on one line, cut at a word; undefined when the text is short enough to show whole. */
function excerptOf(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return undefined;
  const cut = flat.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}

function Paragraphs({ text, id, className }: { text: string; id?: string; className?: string }) {
  return (
    <div id={id} className={['ops-text text-break', className ?? ''].filter(Boolean).join(' ')}>
      {textParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A long text as its excerpt, with a button that shows the whole of it. */
function ExpandableText({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const textID = useId();
  const excerpt = excerptOf(text);
  if (!excerpt) return <Paragraphs text={text} />;
  return (
    <>
      {whole ? (
        <Paragraphs id={textID} text={text} />
      ) : (
        <div id={textID} className="ops-text text-break">
          <p>{excerpt}</p>
        </div>
      )}
      <Button
        color="link"
        size="sm"
        className="ops-text-toggle"
        aria-expanded={whole}
        aria-controls={textID}
        onClick={() => setWhole(!whole)}
      >
        {whole ? 'Show less' : 'Show the whole text'}
      </Button>
    </>
  );
}

/** The website as a link only when it is a web address (it is what the company typed). */
function webAddress(website: string): string | undefined {
  try {
    const url = new URL(website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function JobSubject({ job }: { job: Job }) {
  return (
    <>
      <p className="ops-item-meta text-break">
        At <span className="fw-semibold">{job.companyName}</span> · Posted {formatDate(job.createdAt)}
      </p>
      <ExpandableText text={job.aboutRole} />
      <p className="small mb-0 mt-2">
        <a href={paths.publicJob(job.jobID)}>Open the job page</a>
      </p>
    </>
  );
}

function CompanySubject({ company }: { company: Company }) {
  const website = company.website ? webAddress(company.website) : undefined;
  return (
    <>
      <dl className="ops-facts">
        <dt>Website</dt>
        <dd className="text-break">
          {website ? (
            <a href={website} rel="nofollow noopener noreferrer">
              {company.website}
            </a>
          ) : (
            (company.website ?? 'None given')
          )}
        </dd>
        <dt>Verified domain</dt>
        <dd className="text-break">{company.verifiedDomain ?? 'Not verified'}</dd>
      </dl>
      {company.flaggedMessages > 0 ? (
        <p className="ops-flagged">
          <ExclamationTriangleFill aria-hidden="true" className="me-2 flex-shrink-0" />
          {`${countOf(company.flaggedMessages, 'message', 'messages')} tripped a scam signal`}
        </p>
      ) : null}
      {company.slug ? (
        <p className="small mb-0">
          <a href={paths.publicCompany(company.slug)}>Open the company page</a>
        </p>
      ) : null}
    </>
  );
}

function MessageSubject({ message }: { message: Message }) {
  return (
    <>
      <p className="ops-item-meta text-break">
        About <span className="fw-semibold">{message.jobTitle}</span> · Sent {formatDateTime(message.createdAt)}
      </p>
      <blockquote className="ops-quote mb-0">
        <Paragraphs text={message.text} />
      </blockquote>
    </>
  );
}

function CandidateSubject({ candidate }: { candidate: Candidate }) {
  return candidate.about.trim() ? (
    <Paragraphs text={candidate.about} />
  ) : (
    <p className="text-body-secondary mb-0">No About text.</p>
  );
}

function Subject({ item }: { item: OpsQueueItem }) {
  if (item.targetType === 'job' && item.job) return <JobSubject job={item.job} />;
  if (item.targetType === 'company' && item.company) return <CompanySubject company={item.company} />;
  if (item.targetType === 'message' && item.message) return <MessageSubject message={item.message} />;
  if (item.targetType === 'candidate' && item.candidate) return <CandidateSubject candidate={item.candidate} />;
  return <p className="text-body-secondary mb-0">It was deleted: only its reports are left.</p>;
}

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

function Reports({ item }: { item: OpsQueueItem }) {
  const headingID = useId();
  const reasons = Object.entries(item.reasons).sort(([, a], [, b]) => b - a);
  return (
    <section className="ops-reports" aria-labelledby={headingID}>
      <h3 id={headingID} className="h6 mb-2">
        {item.openReports > 0 ? countOf(item.openReports, 'open report', 'open reports') : 'No open reports'}
      </h3>
      {reasons.length > 0 ? (
        <ul className="ops-reasons list-unstyled" aria-label="Reasons">
          {reasons.map(([reason, count]) => (
            <li key={reason} className="ops-reason">
              {reasonLabel(reason)} <span className="badge rounded-pill text-bg-primary">{count}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {item.reports.length > 0 ? (
        <ol className="ops-report-list list-unstyled mb-0" aria-label="Reports">
          {item.reports.map((report, index) => (
            <li key={`${report.createdAt}-${index}`} className="ops-report">
              <div className="d-flex flex-wrap justify-content-between column-gap-2">
                <span className="fw-semibold">{reasonLabel(report.reason)}</span>
                <time className="small text-body-secondary" dateTime={report.createdAt}>
                  {formatDateTime(report.createdAt)}
                </time>
              </div>
              {report.details ? <Paragraphs text={report.details} className="ops-report-details" /> : null}
              <p className="small mb-0 text-break">
                By {report.reporterName} · <a href={`mailto:${report.reporterEmail}`}>{report.reporterEmail}</a>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {item.openReports > item.reports.length && item.reports.length > 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">{`The newest ${item.reports.length} are shown.`}</p>
      ) : null}
    </section>
  );
}

export interface QueueItemCardProps {
  item: OpsQueueItem;
  /** Opens the moderation dialog for one of the item's actions. */
  onAction: (request: ModerationRequest) => void;
}

export function QueueItemCard({ item, onAction }: QueueItemCardProps) {
  const titleID = useId();
  const title = itemTitle(item);
  const actions = queueActions(item);
  const { job, company } = item;

  return (
    <li className="app-card ops-queue-item" aria-labelledby={titleID}>
      <div className="ops-badges mb-2">
        <span className="badge ops-type-badge">{TARGET_TYPE_LABELS[item.targetType]}</span>
        {item.held ? <span className="badge text-bg-warning">Held</span> : null}
        {job?.removed ? <span className="badge text-bg-danger">Removed</span> : null}
        {job && !job.active && !job.removed ? <span className="badge text-bg-secondary">Closed</span> : null}
        {company?.suspended ? (
          <span className="badge text-bg-danger">
            {item.targetType === 'company' ? 'Suspended' : 'Company suspended'}
          </span>
        ) : null}
      </div>
      <h2 id={titleID} className="h5 mb-1 text-break">
        {title}
      </h2>
      <p className="small text-body-secondary mb-3">Queued {formatDateTime(item.queuedAt)}</p>
      {item.held && item.holdReasons.length > 0 ? (
        <div className="ops-hold mb-3 text-break">
          <p className="fw-semibold mb-1">Why it is held</p>
          <ul className="mb-0">
            {item.holdReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="row g-3 g-lg-4">
        <div className="col-lg-7 min-w-0">
          <Subject item={item} />
        </div>
        <div className="col-lg-5 min-w-0">
          <Reports item={item} />
        </div>
      </div>
      {actions.length > 0 ? (
        <div className="ops-actions" role="group" aria-label={`Actions on ${title}`}>
          {actions.map((request) => (
            <Button
              key={`${request.action}:${request.targetID}`}
              size="sm"
              color={ACTION_COLORS[request.action] === 'error' ? 'outline-error' : 'outline'}
              onClick={() => onAction(request)}
            >
              {ACTION_LABELS[request.action]}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
