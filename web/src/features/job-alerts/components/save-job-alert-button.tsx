// "Email me jobs like these" on /dashboard/find-jobs: saves the search in the address (title
// words, filters, and minimum pay, apply-from and overlap) as a job alert and says so in a
// toast. The find-jobs route is composed with it in app/ (a feature does not import another).
import { useSearchParams } from 'react-router';
import { EnvelopePlus } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { JOB_FILTER_KEYS, jobFiltersOf } from '@/lib/job-search-params';
import { useCreateJobAlert } from '../api/create-job-alert';

const param = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

export function SaveJobAlertButton() {
  const [params] = useSearchParams();
  const { save, isSaving } = useCreateJobAlert();

  const onSave = async () => {
    try {
      const { msg } = await save(
        jobFiltersOf(Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, param(params, key)]))),
      );
      notifySuccess(msg);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Button color="outline" loading={isSaving} onClick={() => void onSave()}>
      <EnvelopePlus className="me-2" aria-hidden="true" />
      Email me jobs like these
    </Button>
  );
}
