// The company's logo on /edit-company: the current one (or a placeholder) and Upload logo,
// which stores the chosen file at once, as Settings' photo does, and shows the new logo.
import { useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError } from '@/lib/api-client';
import { notifySuccess, TRY_AGAIN } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { logoProblem, useUploadCompanyLogo } from '../api/upload-company-logo';
import { IMAGE_TYPES } from '@/lib/image-files';
import { CompanyLogo } from './company-logo';

export const LOGO_UPDATED = 'Logo updated successfully';

export function CompanyLogoField() {
  const { user, mutate } = useSession();
  const { trigger: upload, isMutating } = useUploadCompanyLogo();
  const [problem, setProblem] = useState<string | undefined>();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const found = logoProblem(file);
    setProblem(found ?? undefined);
    if (found) {
      input.value = '';
      return;
    }
    try {
      await mutate(await upload(file), { revalidate: false });
      notifySuccess(LOGO_UPDATED);
    } catch (error) {
      // Beside the control rather than a toast: the file chosen is the thing to change.
      setProblem(error instanceof ApiError ? error.msg : TRY_AGAIN);
    } finally {
      input.value = '';
    }
  };

  return (
    <div className="company-logo-field">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <CompanyLogo url={user?.company?.logoUrl} />
        <div>
          <label htmlFor="company-logo" className={`btn btn-outline-primary${isMutating ? ' disabled' : ''}`}>
            {isMutating ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Upload logo
          </label>
          <input
            id="company-logo"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden"
            disabled={isMutating}
            aria-describedby={problem ? 'company-logo-hint company-logo-error' : 'company-logo-hint'}
            onChange={(event) => void onChange(event)}
          />
          <p id="company-logo-hint" className="small text-body-secondary mt-2 mb-0">
            PNG, JPEG or WebP, at most 1 MB. Saved as soon as you choose it.
          </p>
        </div>
      </div>
      {problem ? (
        <Alert variant="danger" id="company-logo-error" className="mt-3 mb-0 py-2">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}
