// /dashboard/browse-talent/{id}: a candidate's details, read-only, with View resume.
import { Link, useLocation, useParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ProfileHeader, ProfileSections } from '@/components/profile-sections';
import { ViewResumeButton } from '@/components/view-resume-button';
import { pageTitle } from '@/config';
import { formatDate } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { useCandidate } from '../api/get-candidate';
import '../components/sourcing.css';

export function CandidateDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: string } | null)?.search ?? '';
  const { data: candidate, error, isLoading, mutate } = useCandidate(id);
  const crumbs = [{ label: 'Sourcing', to: `${paths.browseTalent}${search}` }, { label: 'Candidate details' }];

  if (isLoading) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading the candidate</span>
      </div>
    );
  }

  if (!candidate) {
    const missing = error?.status === 404 || error?.status === 400;
    return (
      <>
        <title>{pageTitle('Candidate details')}</title>
        <PageHeader title="Candidate details" breadcrumbs={crumbs} />
        <section className="app-card text-center py-5">
          <p className="fw-medium">{missing ? 'This candidate could not be found.' : error?.msg}</p>
          <div className="d-flex justify-content-center gap-2">
            {missing ? null : <Button onClick={() => void mutate()}>Try again</Button>}
            <Link className="btn btn-outline-primary" to={`${paths.browseTalent}${search}`}>
              Back to Sourcing
            </Link>
          </div>
        </section>
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
          actions={candidate.resumePath ? <ViewResumeButton resumePath={candidate.resumePath} /> : <p className="mb-0 text-body-secondary">No resume uploaded</p>}
        />
        <ProfileSections
          person={candidate}
          idPrefix="candidate"
          extraFacts={[{ label: 'Join date', value: formatDate(candidate.createdAt) }]}
        />
      </div>
    </>
  );
}
