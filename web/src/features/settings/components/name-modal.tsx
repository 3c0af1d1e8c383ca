// Settings, name edit: first and last name (both required).
import Form from 'react-bootstrap/Form';
import type { User } from '#shared/schemas/accounts.js';
import { nameUpdateBody } from '#shared/schemas/accounts.js';
import { NameFields } from '@/components/text-field';
import { useUpdateName } from '../api/update-name';
import { EditModal, FormButtons } from './edit-modal';
import { saveUser, useSettingsForm, type SavingModalProps } from './settings-form';

export function NameModal({ user, show, onClose, onSaved }: SavingModalProps & { user: User }) {
  const { trigger, isMutating } = useUpdateName();
  const { register, handleSubmit, reset, formState } = useSettingsForm(nameUpdateBody, {
    values: { firstName: user.firstName, lastName: user.lastName },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    saveUser(() => trigger({ role: user.role, ...nameUpdateBody.parse(values) }), {
      onSaved,
      success: 'Name updated successfully',
      close: onClose,
    }),
  );

  return (
    <EditModal title="Edit name" show={show} onClose={close}>
      <Form noValidate onSubmit={onSubmit}>
        <NameFields
          idPrefix="settings"
          firstName={{ registration: register('firstName'), error: formState.errors.firstName?.message }}
          lastName={{ registration: register('lastName'), error: formState.errors.lastName?.message }}
        />
        <FormButtons submitLabel="Update name" loading={isMutating} onCancel={close} />
      </Form>
    </EditModal>
  );
}
