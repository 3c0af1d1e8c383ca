// The second step of an email or password change: the 6-character code from the email,
// Verify, and Request again (which repeats step 1).
import type { FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Button } from '@/components/button';
import { OtpField, useOtpCode } from '@/components/otp-input';

export interface CodeStepProps {
  /** Where the code was sent, to say so. */
  sentTo: string;
  onVerify: (otp: string) => Promise<void>;
  onRequestAgain: () => Promise<void>;
  isVerifying: boolean;
  isResending: boolean;
  onCancel: () => void;
}

export function CodeStep({ sentTo, onVerify, onRequestAgain, isVerifying, isResending, onCancel }: CodeStepProps) {
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
      <OtpField code={code} id="settings-code" autoFocus />
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <Button
          color="link"
          className="px-0"
          loading={isResending}
          onClick={() => {
            code.clear();
            void onRequestAgain();
          }}
        >
          Request again
        </Button>
        <div className="d-flex gap-2">
          <Button color="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isVerifying}>
            Verify
          </Button>
        </div>
      </div>
    </Form>
  );
}
