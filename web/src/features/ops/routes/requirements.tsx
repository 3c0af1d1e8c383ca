// /ops/requirements, "Requirements": the hiring requirements sent from /share-requirement,
// newest first, 10 at a time with Load more, each with its Handled switch (operators only).
import { Inbox } from 'react-bootstrap-icons';
import type { StoredRequirementView } from '#shared/schemas/requirements.js';
import { EmptyList, ListError, ListLoading, LoadMore } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRequirements } from '../api/get-requirements';
import { updateRequirement } from '../api/update-requirement';
import { RequirementCard } from '../components/requirement-card';

export function RequirementsRoute() {
  const { items, hasMore, isLoading, isLoadingMore, error, loadMore, mutate, showUpdated } = useRequirements();

  const setHandled = async (requirement: StoredRequirementView, handled: boolean) => {
    try {
      const answer = await updateRequirement(requirement.requirementID, handled);
      await showUpdated(answer.requirement);
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
      {isLoading ? (
        <ListLoading label="Loading requirements..." />
      ) : error && items.length === 0 ? (
        <ListError
          message={error instanceof ApiError ? error.msg : 'We could not load the requirements.'}
          onRetry={() => void mutate()}
        />
      ) : items.length === 0 ? (
        <EmptyList icon={Inbox} title="No requirements yet">
          <p className="text-body-secondary mb-0">What people send from the requirement form shows here.</p>
        </EmptyList>
      ) : (
        <>
          <ul className="ops-requirements list-unstyled mb-0" aria-label="Requirements">
            {items.map((requirement) => (
              <RequirementCard
                key={requirement.requirementID}
                requirement={requirement}
                onHandledChange={(handled) => setHandled(requirement, handled)}
              />
            ))}
          </ul>
          {hasMore ? <LoadMore loading={isLoadingMore} onLoadMore={() => void loadMore()} /> : null}
        </>
      )}
    </>
  );
}
