// /dashboard/browse-talent/{id}: a candidate's details, read-only, with View resume; reached
// from a job's applications (?job=<jobID>), also that application's stage and history, the
// team's reviews of it and Message (its conversation). Report sends the profile to the
// marketplace's team (docs/product/trust-and-safety.md).
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { buttonClass } from '@/components/button';
import { LoadState } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { ProfileHeader, ProfileSections } from '@/components/profile-sections';
import { ReportButton } from '@/components/report-button';
import { ViewResumeButton } from '@/components/view-resume-button';
import { pageTitle } from '@/config';
import { formatDate } from '@/lib/job-display';
import { paths, scheduleInterviewPath } from '@/lib/paths';
import { useCandidate } from '../api/get-candidate';
import { useJobApplication } from '../api/get-job-application';
import { ApplicationHistory } from '../components/application-history';
import { TeamReviews } from '../components/team-reviews';
import '../components/sourcing.css';

export function CandidateDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: string } | null)?.search ?? '';
  const { data: candidate, error, isLoading, mutate } = useCandidate(id);
  const [params] = useSearchParams();
  const jobID = params.get('job');
  const application = useJobApplication(jobID, id);
  const sourcingPath = `${paths.browseTalent}${search}`;
  const crumbs = jobID
    ? [
        { label: 'Jobs', to: paths.jobs },
        { label: 'Job details', to: paths.job(jobID) },
        { label: 'Candidate details' },
      ]
    : [{ label: 'Sourcing', to: sourcingPath }, { label: 'Candidate details' }];

  if (!candidate) {
    return (
      <>
        {/* While loading, the spinner alone. */}
        {isLoading ? null : (
          <>
            <title>{pageTitle('Candidate details')}</title>
            <PageHeader title="Candidate details" breadcrumbs={crumbs} />
          </>
        )}
        <LoadState
          isLoading={isLoading}
          error={error}
          retry={() => void mutate()}
          loadingLabel="Loading the candidate"
          missingText="This candidate could not be found."
          back={{ to: sourcingPath, label: 'Back to Sourcing' }}
        />
      </>
    );
  }

  const fullName = `${candidate.firstName} ${candidate.lastName}`;
  return (
    <>
      <title>{pageTitle(fullName)}</title>
      <PageHeader title="Candidate details" breadcrumbs={crumbs} />
      <div className="d-grid gap-4">
        <ProfileHeader
          person={candidate}
          headingId="candidate-name"
          actions={
            <>
              {candidate.resumePath ? (
                <ViewResumeButton resumePath={candidate.resumePath} />
              ) : (
                <p className="mb-0 text-body-secondary">No resume uploaded</p>
              )}
              {application ? (
                <Link
                  to={paths.conversation(conversationIdOf(application.job._id, application.applicant.userID))}
                  className={buttonClass('outline')}
                >
                  Message
                </Link>
              ) : null}
              {application &&
              application.applicant.stage !== 'withdrawn' &&
              application.applicant.stage !== 'rejected' ? (
                <Link
                  to={scheduleInterviewPath(conversationIdOf(application.job._id, application.applicant.userID))}
                  className={buttonClass('outline')}
                >
                  Schedule interview
                </Link>
              ) : null}
              <ReportButton
                request={{ targetType: 'candidate', targetID: candidate._id, name: fullName }}
                label={`Report ${fullName}`}
                size="md"
              />
            </>
          }
        />
        {application ? (
          <>
            <ApplicationHistory job={application.job} applicant={application.applicant} />
            <TeamReviews jobID={application.job._id} userID={application.applicant.userID} />
          </>
        ) : null}
        <ProfileSections
          person={candidate}
          idPrefix="candidate"
          extraFacts={[{ label: 'Join date', value: formatDate(candidate.createdAt) }]}
        />
      </div>
    </>
  );
}
