// /ops/requirements, "Requirements": the hiring requirements sent from /share-requirement,
// newest first, 10 at a time with Load more, each with its Handled switch (operators only).
import { Inbox } from 'react-bootstrap-icons';
import type { StoredRequirementView } from '#shared/schemas/requirements.js';
import { EmptyList } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { pageTitle } from '@/config';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRequirements } from '../api/get-requirements';
import { updateRequirement } from '../api/update-requirement';
import { RequirementCard } from '../components/requirement-card';

export function RequirementsRoute() {
  const requirements = useRequirements();

  const setHandled = async (requirement: StoredRequirementView, handled: boolean) => {
    try {
      const answer = await updateRequirement(requirement.requirementID, handled);
      await requirements.showUpdated(answer.requirement);
      notifySuccess(answer.msg);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <>
      <title>{pageTitle('Requirements')}</title>
      <PageHeader
        title="Requirements"
        subtitle="Hiring requirements sent from the site’s requirement form, newest first."
        breadcrumbs={[{ label: 'Operations', to: paths.ops }, { label: 'Requirements' }]}
      />
      <PagedList
        list={requirements}
        label="Requirements"
        className="ops-list"
        loadingLabel="Loading requirements..."
        errorMessage="We could not load the requirements."
        empty={
          <EmptyList icon={Inbox} title="No requirements yet">
            <p className="text-body-secondary mb-0">What people send from the requirement form shows here.</p>
          </EmptyList>
        }
        itemKey={(requirement) => requirement.requirementID}
        renderItem={(requirement) => (
          <RequirementCard requirement={requirement} onHandledChange={(handled) => setHandled(requirement, handled)} />
        )}
      />
    </>
  );
}
