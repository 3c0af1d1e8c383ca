// Settings, turning off two-step sign-in (docs/product/accounts.md): the password and a current
// code of the authenticator app, both, so a stolen session alone cannot remove it.
import Form from 'react-bootstrap/Form';
import { disableTotpBody } from '#shared/schemas/accounts.js';
import { PasswordField } from '@/components/password-input';
import { formField } from '@/lib/zod-form';
import { useDisableTotp } from '../api/disable-totp';
import { EditModal, FormButtons } from './edit-modal';
import { saveUser, showPasswordFormErrors, useSettingsForm, type SavingModalProps } from './settings-form';
import { TotpCodeField } from '@/components/totp-code-field';

export const TOTP_OFF_TOAST = 'Two-step sign-in is off';

export function TotpOffModal({ show, onClose, onSaved }: SavingModalProps) {
  const { trigger: disable, isMutating } = useDisableTotp();
  const form = useSettingsForm(disableTotpBody, { defaultValues: { password: '', code: '' } });

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) =>
    saveUser(() => disable(disableTotpBody.parse(values)), {
      onSaved,
      success: TOTP_OFF_TOAST,
      close,
      showOnForm: (error) => showPasswordFormErrors(error, ['password', 'code'], form.setError),
    }),
  );

  return (
    <EditModal title="Turn off two-step sign-in" show={show} onClose={close}>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>Sign-in will then ask for your password only.</p>
        <PasswordField
          id="totp-off-password"
          className="mb-3"
          autoComplete="current-password"
          {...formField(form, 'password')}
        />
        <TotpCodeField id="totp-off-code" inputClassName="totp-code-input" {...formField(form, 'code')} />
        <FormButtons submitLabel="Turn off" loading={isMutating} onCancel={close} />
      </Form>
    </EditModal>
  );
}
