// Settings, name edit: first and last name (both required).
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { User } from '#shared/schemas/accounts.js';
import { nameUpdateBody } from '#shared/schemas/accounts.js';
import { NameFields } from '@/components/text-field';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useUpdateName } from '../api/update-name';
import { EditModal, FormButtons } from './edit-modal';

type NameForm = z.input<typeof nameUpdateBody>;

export function NameModal({
  user,
  show,
  onClose,
  onSaved,
}: {
  user: User;
  show: boolean;
  onClose: () => void;
  onSaved: (user: User) => Promise<void>;
}) {
  const { trigger, isMutating } = useUpdateName();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NameForm>({
    resolver: zodResolver(nameUpdateBody),
    values: { firstName: user.firstName, lastName: user.lastName },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await trigger({ role: user.role, ...nameUpdateBody.parse(values) });
      await onSaved(updated);
      notifySuccess('Name updated successfully');
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  });

  return (
    <EditModal title="Edit name" show={show} onClose={close}>
      <Form noValidate onSubmit={onSubmit}>
        <NameFields
          idPrefix="settings"
          firstName={{ registration: register('firstName'), error: errors.firstName?.message }}
          lastName={{ registration: register('lastName'), error: errors.lastName?.message }}
        />
        <FormButtons submitLabel="Update name" loading={isMutating} onCancel={close} />
      </Form>
    </EditModal>
  );
}
