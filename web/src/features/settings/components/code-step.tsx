// The second step of an email or password change, or of deleting the account: the
// 6-character code from the email, Verify (or the step's own button), and Request again
// (which repeats step 1).
import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { Button, type ButtonColor } from '@/components/button';
import { OtpField, RequestAgainButton, useOtpCode } from '@/components/otp-input';

export interface CodeStepProps {
  /** Where the code was sent, to say so. */
  sentTo: string;
  onVerify: (otp: string) => Promise<unknown>;
  onRequestAgain: () => Promise<void>;
  isVerifying: boolean;
  isResending: boolean;
  onCancel: () => void;
  /** The submit button, "Verify" by default. */
  submitLabel?: string;
  submitColor?: ButtonColor;
  /** Said under the instructions, e.g. what the code will do. */
  children?: ReactNode;
}

export function CodeStep({
  sentTo,
  onVerify,
  onRequestAgain,
  isVerifying,
  isResending,
  onCancel,
  submitLabel = 'Verify',
  submitColor = 'primary',
  children,
}: CodeStepProps) {
  const code = useOtpCode();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.take();
    if (otp) await onVerify(otp);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p>
        Enter the 6-character code we sent to <strong>{sentTo}</strong>. It works for 10 minutes.
      </p>
      {children}
      <OtpField code={code} id="settings-code" autoFocus />
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <RequestAgainButton onRequest={onRequestAgain} code={code} loading={isResending} className="px-0" />
        <div className="d-flex gap-2">
          <Button color="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={submitColor} loading={isVerifying}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
