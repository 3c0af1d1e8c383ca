// /ops/queue, "Review queue": what users reported and the jobs held for review, newest first,
// 10 at a time with Load more, each with the actions that apply to it (operators only). An
// action asks for a note first; once done, the queue is read again, and the item leaves it
// when nothing about it is open any more.
import { useState } from 'react';
import { ShieldCheck } from 'react-bootstrap-icons';
import { EmptyList } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useOpsQueue } from '../api/get-ops-queue';
import { ModerationDialog, type ModerationRequest } from '../components/moderation-dialog';
import { itemKey, QueueItemCard } from '../components/queue-item-card';

export function QueueRoute() {
  const queue = useOpsQueue();
  const [request, setRequest] = useState<ModerationRequest | null>(null);

  return (
    <>
      <title>{pageTitle('Review queue')}</title>
      <PageHeader
        title="Review queue"
        subtitle="Reported jobs, companies, messages and candidates, and jobs held for review, newest first."
        breadcrumbs={[{ label: 'Operations', to: paths.ops }, { label: 'Review queue' }]}
      />
      <PagedList
        list={queue}
        label="Review queue"
        className="ops-list"
        loadingLabel="Loading the review queue..."
        errorMessage="We could not load the review queue."
        empty={
          <EmptyList icon={ShieldCheck} title="Nothing to review">
            <p className="text-body-secondary mb-0">Reports and held jobs will appear here.</p>
          </EmptyList>
        }
        itemKey={itemKey}
        renderItem={(item) => <QueueItemCard item={item} onAction={setRequest} />}
      />
      <ModerationDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(answer) => {
          setRequest(null);
          notifySuccess(answer.msg);
          void queue.mutate();
        }}
        onRefused={(failure) => {
          // Anything but a bad request (a job released or removed meanwhile, 409) means the item
          // changed: show it as it is now.
          if (!(failure instanceof ApiError && failure.status === 400)) void queue.mutate();
        }}
      />
    </>
  );
}
