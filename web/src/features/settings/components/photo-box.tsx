// The avatar box of Settings: the photo (or initials), the full name, and Upload photo, which
// stores the photo and shows it here and in the header avatar at once.
import { useId, useState, type ChangeEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { User } from '#shared/schemas/accounts.js';
import { Avatar } from '@/components/avatar';
import { FieldError } from '@/components/text-field';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { photoProblem, useUploadPhoto } from '../api/upload-photo';
import { IMAGE_TYPES } from '@/lib/image-files';

export function PhotoBox({ user, onSaved }: { user: User; onSaved: (user: User) => Promise<void> }) {
  const id = useId();
  const { trigger: upload, isMutating } = useUploadPhoto();
  const [problem, setProblem] = useState<string | undefined>();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found ?? undefined);
    if (found) {
      input.value = '';
      return;
    }
    try {
      await onSaved(await upload(file));
      notifySuccess('Photo updated successfully');
    } catch (error) {
      notifyFailure(error);
    } finally {
      input.value = '';
    }
  };

  return (
    <section className="settings-card settings-photo text-center" aria-labelledby={`${id}-name`}>
      <Avatar person={user} size={96} className="mb-3" />
      <h2 id={`${id}-name`} className="h5 mb-1">
        {user.firstName} {user.lastName}
      </h2>
      <p className="text-body-secondary mb-3">{user.email}</p>
      <label htmlFor={`${id}-photo`} className={`btn btn-outline-primary${isMutating ? ' disabled' : ''}`}>
        {isMutating ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Upload photo
      </label>
      <input
        id={`${id}-photo`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden settings-photo-input"
        disabled={isMutating}
        aria-describedby={problem ? `${id}-photo-error` : `${id}-photo-hint`}
        onChange={(event) => void onChange(event)}
      />
      <p id={`${id}-photo-hint`} className="small text-body-secondary mt-2 mb-0">
        PNG, JPEG or WebP, at most 2 MB.
      </p>
      <FieldError id={`${id}-photo-error`} error={problem} />
    </section>
  );
}
