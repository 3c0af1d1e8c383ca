// /ops/audit, "Audit log": what operators did from the review queue, newest first, 10 at a time
// with Load more (operators only). Entries cannot be changed.
import { JournalText } from 'react-bootstrap-icons';
import { EmptyList } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useOpsAudit } from '../api/get-ops-audit';
import { AuditEntryCard } from '../components/audit-entry';

export function AuditRoute() {
  const audit = useOpsAudit();
  return (
    <>
      <title>{pageTitle('Audit log')}</title>
      <PageHeader
        title="Audit log"
        subtitle="Every action taken from the review queue, with its operator and note, newest first."
        breadcrumbs={[{ label: 'Operations', to: paths.ops }, { label: 'Audit log' }]}
      />
      <PagedList
        list={audit}
        label="Audit log"
        className="ops-list ops-audit"
        loadingLabel="Loading the audit log..."
        errorMessage="We could not load the audit log."
        empty={
          <EmptyList icon={JournalText} title="No actions yet">
            <p className="text-body-secondary mb-0">What operators do from the review queue is kept here.</p>
          </EmptyList>
        }
        itemKey={(entry) => entry.auditID}
        renderItem={(entry) => <AuditEntryCard entry={entry} />}
      />
    </>
  );
}
