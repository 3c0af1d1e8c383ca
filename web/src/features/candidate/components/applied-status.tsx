// In place of the application form: once the candidate has applied, when, and where the
// application stands, with the way to My applications and to its Messages; a closed job; a job not open to them.
import { Link } from 'react-router';
import { applicationRefusal } from '#shared/remote-fit/who-can-apply.js';
import { CANDIDATE_STAGE_LABELS, type ApplicationStatus } from '#shared/schemas/applications.js';
import { conversationIdOf } from '#shared/conversation-ids.js';
import { buttonClass } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { formatDate } from '@/lib/job-display';
import { paths } from '@/lib/paths';

export function AppliedStatus({
  application,
  jobClosed,
  candidateID,
}: {
  application: ApplicationStatus;
  jobClosed: boolean;
  /** The candidate's own id: with it, Messages opens the application's conversation. */
  candidateID?: string;
}) {
  return (
    <TitledSection titleId="applied-status-title" title="Your application" titleClassName="h4 mb-2">
      <p className="mb-2">You applied on {formatDate(application.createdAt)}</p>
      <p className="mb-3">
        Status: <span className="badge text-bg-primary">{CANDIDATE_STAGE_LABELS[application.stage]}</span>
        {jobClosed ? <span className="badge text-bg-secondary ms-2">Job closed</span> : null}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.myApplications} className={buttonClass('outline')}>
          See my applications
        </Link>
        {candidateID ? (
          <Link
            to={paths.conversation(conversationIdOf(application.jobID, candidateID))}
            className={buttonClass('outline')}
          >
            Messages
          </Link>
        ) : null}
      </div>
    </TitledSection>
  );
}

/** A closed job the candidate's application was withdrawn from: nothing left to do here. */
export function JobClosedNote() {
  return (
    <TitledSection titleId="job-closed-title" title="Job closed" titleClassName="h4 mb-2">
      <p className="mb-0">This job is not taking applications any more.</p>
    </TitledSection>
  );
}

/** A job not open to applicants in the candidate's country (their profile's): why, and where to change it. */
export function NotOpenToYourCountry({
  applicantCountries,
  country,
}: {
  applicantCountries: string[];
  country: string;
}) {
  return (
    <TitledSection titleId="not-open-title" title="Not open to your country" titleClassName="h4 mb-2">
      <p className="mb-2">{applicationRefusal(applicantCountries)}</p>
      <p className="text-body-secondary mb-0">
        Your profile says you are in {country}. <Link to={paths.editProfile}>Edit profile</Link>
      </p>
    </TitledSection>
  );
}
