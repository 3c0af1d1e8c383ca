// /dashboard/candidate-bio: the candidate's own profile, with Edit profile, View resume and
// Upload resume.
import { Link } from 'react-router';
import { PencilSquare, Upload } from 'react-bootstrap-icons';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ProfileHeader, ProfileSections } from '@/components/profile-sections';
import { ViewResumeButton } from '@/components/view-resume-button';
import { TitledSection } from '@/components/titled-section';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import '../components/candidate.css';

export function CandidateBioRoute() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <>
      <title>{pageTitle('Profile')}</title>
      <PageHeader title="Profile" breadcrumbs={[{ label: 'Profile' }]} />
      <div className="d-grid gap-4">
        <ProfileHeader
          person={user}
          headingId="profile-name"
          actions={
            <Link className={buttonClass('outline', 'md')} to={paths.editProfile}>
              <PencilSquare aria-hidden="true" className="me-1" />
              Edit profile
            </Link>
          }
        />

        <ProfileSections person={user} idPrefix="profile" />

        <TitledSection titleId="profile-resume-title" title="Resume" titleClassName="h5">
          <p className="text-body-secondary">
            {user.resumePath
              ? 'Your resume is on file. Employers can view it from your profile.'
              : 'You have not uploaded a resume yet.'}
          </p>
          <div className="d-flex flex-wrap gap-2">
            {user.resumePath ? <ViewResumeButton resumePath={user.resumePath} /> : null}
            <Link className={buttonClass(user.resumePath ? 'outline' : 'primary', 'md')} to={paths.uploadResume}>
              <Upload aria-hidden="true" className="me-1" />
              Upload resume
            </Link>
          </div>
        </TitledSection>
      </div>
    </>
  );
}
