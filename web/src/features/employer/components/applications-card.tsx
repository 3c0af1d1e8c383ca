// The job's applications (docs/product/applications.md): tabs All and one per stage with their
// counts, newest first or best reviewed first, 4 applicants a page read from the server page by
// page (GET /api/get-job-applicants: each page on a key of its own, whatever the job's applicant
// count; the first page comes with the job), and per applicant the team's
// reviews in short, the stage select (or the Withdrawn badge) and View to the candidate's detail
// with this application's history, answers and reviews. Applications that miss a screening
// requirement are marked, and "Meets requirements only" hides them.
// Choosing Rejected asks for the reason and the message first (RejectionDialog). Up to 25
// applicants can be selected and moved together (BulkMoveBar).
import { useState } from 'react';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import {
  APPLICATION_STAGES,
  EMPLOYER_STAGES,
  EMPLOYER_STAGE_LABELS,
  type ApplicationStage,
  type EmployerStage,
} from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { BULK_MOVE_MAX } from '#shared/schemas/bulk-moves.js';
import { reviewSummaryText } from '#shared/schemas/reviews.js';
import type { ApplicantSort, StageCounts } from '#shared/schemas/applicants.js';
import type { RouteResponse } from '#shared/routes.js';
import { MSG_REQUIREMENTS_NOT_MET } from '#shared/schemas/screening.js';
import { Avatar } from '@/components/avatar';
import { buttonClass } from '@/components/button';
import { Options } from '@/components/options';
import { formatDate, formatDateTime } from '@/lib/job-display';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths, scheduleInterviewPath } from '@/lib/paths';
import { updateApplicationStage, type Rejection } from '../api/update-application-stage';
import { useApplicantsPage, useRefreshJobApplicants } from '../api/get-job-applicants';
import { BulkMoveBar } from './bulk-move-bar';
import { CountTabs } from './count-tabs';
import { PageButtons } from './page-buttons';
import { RejectionDialog, type RejectionTarget } from './rejection-dialog';

/** Why an applicant's email is marked: the application form lets them type any address. */
const UNCONFIRMED_EMAIL_HINT =
  'The candidate typed this email in the application; it is not the email confirmed for their account.';

type Applicant = NonNullable<Job['applicants']>[number];
type Tab = 'all' | ApplicationStage;
type Order = Extract<ApplicantSort, 'newest' | 'best-reviewed'>;

const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...APPLICATION_STAGES.map((stage) => ({ value: stage, label: EMPLOYER_STAGE_LABELS[stage] })),
];

interface ApplicationsCardProps {
  job: Pick<Job, '_id' | 'jobTitle' | 'employer'>;
  /** The first page of all the applicants, newest first, as get-job gave it. */
  firstPage: RouteResponse<'getJobApplicants'>;
  stageCounts: StageCounts;
  /** The same, of the applications that meet the job's requirements. */
  qualifiedStageCounts: StageCounts;
  /** Called after a move, to read the job (and its counts) again. */
  onMoved: () => Promise<unknown>;
}

const total = (counts: StageCounts) => APPLICATION_STAGES.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0);

export function ApplicationsCard({
  job,
  firstPage,
  stageCounts,
  qualifiedStageCounts,
  onMoved,
}: ApplicationsCardProps) {
  const jobID = job._id;
  const [tab, setTab] = useState<Tab>('all');
  const [order, setOrder] = useState<Order>('newest');
  // The cursor of each page reached so far: page N + 1 starts where page N ended.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<string | null>(null);
  const [qualifiedOnly, setQualifiedOnly] = useState(false);
  const [rejecting, setRejecting] = useState<RejectionTarget | null>(null);
  const [selected, setSelected] = useState<Applicant[]>([]);
  const selectedIDs = selected.map((applicant) => applicant.userID);
  const selectionFull = selectedIDs.length >= BULK_MOVE_MAX;
  const toggle = (applicant: Applicant, on: boolean) =>
    setSelected((chosen) =>
      on ? [...chosen, applicant] : chosen.filter((entry) => entry.userID !== applicant.userID),
    );
  const refreshApplicants = useRefreshJobApplicants();
  const refreshAll = () => Promise.all([onMoved(), refreshApplicants(jobID)]);

  const anyUnqualified = total(qualifiedStageCounts) < total(stageCounts);
  const considered = qualifiedOnly && anyUnqualified;
  const counts = considered ? qualifiedStageCounts : stageCounts;
  const count = (value: Tab) => (value === 'all' ? total(counts) : (counts[value] ?? 0));
  const isFirstView = tab === 'all' && order === 'newest' && !considered && page === 1;
  const { data, error, isLoading } = useApplicantsPage(
    jobID,
    {
      ...(tab === 'all' ? {} : { stage: tab }),
      sort: order,
      qualified: considered,
      pageSize: APPLICANTS_PAGE_SIZE,
      cursor: cursors[page - 1],
    },
    isFirstView ? firstPage : undefined,
  );
  const shown = data?.applicants ?? [];
  const nextCursor = data?.pagination.nextCursor;
  const inTab = count(tab);
  const pages = Math.max(1, Math.ceil(inTab / APPLICANTS_PAGE_SIZE), nextCursor ? page + 1 : page);
  const first = (page - 1) * APPLICANTS_PAGE_SIZE;
  const goTo = (next: number) => {
    if (next > page && !nextCursor) return;
    if (next > page) setCursors((known) => [...known.slice(0, page), nextCursor]);
    setPage(next);
  };
  const restart = () => {
    setCursors([undefined]);
    setPage(1);
  };

  const showTab = (value: Tab) => {
    setTab(value);
    restart();
  };

  const move = async (applicant: Pick<Applicant, 'userID'>, stage: EmployerStage, rejection?: Rejection) => {
    setMoving(applicant.userID);
    try {
      await updateApplicationStage(jobID, applicant.userID, stage, rejection);
      await refreshAll();
      notifySuccess(`Application moved to ${EMPLOYER_STAGE_LABELS[stage]}`);
      return true;
    } catch (failure) {
      notifyFailure(failure);
      return false;
    } finally {
      setMoving(null);
    }
  };
  const choose = (applicant: Applicant, stage: EmployerStage) => {
    if (stage === 'rejected') {
      const { userID, firstName, lastName } = applicant;
      setRejecting({ userID, firstName, lastName, jobTitle: job.jobTitle, companyName: job.employer.companyName });
    } else {
      void move(applicant, stage);
    }
  };
  const reject = async (rejection: Rejection) => {
    if (rejecting && (await move(rejecting, 'rejected', rejection))) setRejecting(null);
  };

  return (
    <section className="app-card applications-card" aria-labelledby="applications-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="applications-title" className="h5 mb-0">
          Applications <span className="jobs-tab-count">{total(stageCounts)}</span>
        </h2>
        <Form.Group controlId="applications-order" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-nowrap">Sort by</Form.Label>
          <Form.Select
            size="sm"
            value={order}
            onChange={(event) => {
              setOrder(event.target.value as Order);
              restart();
            }}
          >
            <option value="newest">Newest</option>
            <option value="best-reviewed">Best reviewed</option>
          </Form.Select>
        </Form.Group>
      </div>
      <CountTabs
        label="Applications by stage"
        className="mb-2"
        listClassName="nav nav-tabs jobs-tabs application-tabs"
        tabs={TABS}
        selected={tab}
        countOf={(entry) => count(entry.value)}
        onSelect={showTab}
      />
      {anyUnqualified ? (
        <Form.Check
          type="switch"
          id={`qualified-only-${jobID}`}
          className="my-2"
          label="Meets requirements only"
          checked={qualifiedOnly}
          onChange={(event) => {
            setQualifiedOnly(event.target.checked);
            restart();
          }}
        />
      ) : null}
      <BulkMoveBar
        job={job}
        selected={selected}
        onDone={async (stillSelected) => {
          setSelected((chosen) => chosen.filter((applicant) => stillSelected.includes(applicant.userID)));
          await refreshAll();
        }}
        onClear={() => setSelected([])}
      />
      {selectionFull ? (
        <p className="small text-body-secondary mb-0">{`At most ${BULK_MOVE_MAX} applicants are moved at once.`}</p>
      ) : null}
      {error ? (
        <p className="text-danger mb-0 py-3" role="alert">
          {error.message}
        </p>
      ) : !data && isLoading ? (
        <p className="text-body-secondary mb-0 py-3" role="status">
          Loading applications…
        </p>
      ) : shown.length === 0 ? (
        <p className="text-body-secondary mb-0 py-3">
          {total(stageCounts) === 0
            ? 'No applications yet. Candidates who apply will show here.'
            : tab === 'all'
              ? 'No applications meet the requirements yet.'
              : `No applications are ${EMPLOYER_STAGE_LABELS[tab as ApplicationStage]} right now.`}
        </p>
      ) : (
        <>
          <ul className="applicant-list">
            {shown.map((applicant) => {
              const name = `${applicant.firstName} ${applicant.lastName}`;
              const selectID = `stage-${applicant.userID}`;
              return (
                <li key={applicant.userID}>
                  {applicant.stage === 'withdrawn' ? (
                    <span className="applicant-select" aria-hidden="true" />
                  ) : (
                    <Form.Check
                      className="applicant-select"
                      id={`select-${applicant.userID}`}
                      aria-label={`Select ${name}`}
                      checked={selectedIDs.includes(applicant.userID)}
                      disabled={selectionFull && !selectedIDs.includes(applicant.userID)}
                      onChange={(event) => toggle(applicant, event.target.checked)}
                    />
                  )}
                  <Avatar person={applicant} size={40} />
                  <div className="flex-grow-1 min-w-0">
                    <p className="fw-medium mb-0">{name}</p>
                    <p className="small text-body-secondary mb-0 text-break">
                      {applicant.email}
                      {applicant.emailConfirmed === false ? (
                        <span className="badge text-bg-warning ms-1" title={UNCONFIRMED_EMAIL_HINT}>
                          Not their confirmed email
                        </span>
                      ) : null}{' '}
                      · Applied {formatDate(applicant.createdAt)}
                    </p>
                    {applicant.unmetRequirements?.length ? (
                      <p className="small mb-0">
                        <span className="badge text-bg-danger-subtle text-danger-emphasis">
                          {MSG_REQUIREMENTS_NOT_MET}
                        </span>{' '}
                        <span className="text-body-secondary">{applicant.unmetRequirements.join('; ')}</span>
                        {applicant.autoRejectAt ? (
                          <span className="d-block text-body-secondary">
                            Rejected automatically at {formatDateTime(applicant.autoRejectAt)} unless moved
                          </span>
                        ) : null}
                      </p>
                    ) : null}
                    <p className="small mb-0">
                      <span className="visually-hidden">Team reviews: </span>
                      {reviewSummaryText(applicant.reviewSummary)}
                    </p>
                  </div>
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    {applicant.stage === 'withdrawn' ? (
                      <span className="badge text-bg-secondary">{EMPLOYER_STAGE_LABELS.withdrawn}</span>
                    ) : (
                      <>
                        <label htmlFor={selectID} className="visually-hidden">
                          {`Stage of ${name}`}
                        </label>
                        <Form.Select
                          id={selectID}
                          size="sm"
                          className="application-stage-select"
                          value={applicant.stage}
                          disabled={moving === applicant.userID}
                          onChange={(event) => choose(applicant, event.target.value as EmployerStage)}
                        >
                          <Options values={EMPLOYER_STAGES} labelOf={(stage) => EMPLOYER_STAGE_LABELS[stage]} />
                        </Form.Select>
                      </>
                    )}
                    <Link
                      to={`${paths.candidate(applicant.userID)}?job=${jobID}`}
                      className={buttonClass('outline', 'sm')}
                      aria-label={`View ${name}`}
                    >
                      View
                    </Link>
                    <Link
                      to={paths.conversation(conversationIdOf(jobID, applicant.userID))}
                      className={buttonClass('outline', 'sm')}
                      aria-label={`Message ${name}`}
                    >
                      Message
                    </Link>
                    {applicant.stage === 'withdrawn' || applicant.stage === 'rejected' ? null : (
                      <Link
                        to={scheduleInterviewPath(conversationIdOf(jobID, applicant.userID))}
                        className={buttonClass('outline', 'sm')}
                        aria-label={`Schedule an interview with ${name}`}
                      >
                        Schedule interview
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav
              className="d-flex flex-wrap align-items-center justify-content-between gap-2 pt-3 border-top"
              aria-label="Applications pages"
            >
              <p className="mb-0 small">{`Showing ${first + 1} - ${first + shown.length} of ${Math.max(inTab, first + shown.length)}`}</p>
              <PageButtons
                page={page}
                pages={pages}
                onPage={goTo}
                previousLabel="Previous applications"
                nextLabel="Next applications"
              />
            </nav>
          ) : null}
        </>
      )}
      <RejectionDialog
        target={rejecting}
        busy={rejecting !== null && moving === rejecting.userID}
        onReject={(rejection) => void reject(rejection)}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}
