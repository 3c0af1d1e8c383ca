// The Company screen's Verification section (docs/product/companies.md, Verification): a
// verified company's domain; otherwise the website and a work email at its domain, Send code,
// then the emailed code and Verify. Verifying puts the answer's user in the session, so the
// section turns to the verified state by itself.
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { MSG } from '#shared/messages.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { startCompanyVerificationBody, VERIFY_MSG } from '#shared/schemas/company-verification.js';
import { Button } from '@/components/button';
import { OtpInput, RequestAgainButton, useOtpCode } from '@/components/otp-input';
import { EmailField, TextField } from '@/components/text-field';
import { TitledSection } from '@/components/titled-section';
import { VerifiedMark } from '@/components/verified-mark';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { formField, useZodForm } from '@/lib/zod-form';
import {
  useConfirmCompanyVerification,
  useStartCompanyVerification,
  type StartCompanyVerificationInput,
} from '../api/company-verification';

/** The fields a 400's per-field messages may name. */
const FIELDS = ['website', 'email'] as const;

const INTRO =
  "Verify your company to show a Verified mark on your page and jobs. We send a code to an address at your website's domain.";

/** A button's label while it works: a spinner and what it is doing, visible and announced. */
function BusyLabel({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  if (!busy) return idle;
  return (
    <>
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {working}
    </>
  );
}

export function CompanyVerificationSection() {
  const { user } = useSession();
  const company = user?.company;
  return (
    <TitledSection titleId="company-verification-title" title="Verification" titleClassName="h4 mb-3">
      {company?.verified ? <VerifiedState company={company} /> : <VerifyCompany website={company?.website} />}
    </TitledSection>
  );
}

function VerifiedState({ company }: { company: CompanyProfile }) {
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 mb-0">
      <VerifiedMark company={company} />
      <span>{company.verifiedDomain ? VERIFY_MSG.verified(company.verifiedDomain) : 'Your company is verified.'}</span>
    </p>
  );
}

/** What step 1 sent, kept for the code step and its Request again. */
interface Sent {
  input: StartCompanyVerificationInput;
  msg: string;
}

function VerifyCompany({ website }: { website: string | undefined }) {
  const { trigger: start, isMutating: isSending } = useStartCompanyVerification();
  // Kept while the code step shows: "Use a different address" comes back to what was typed.
  const form = useZodForm(startCompanyVerificationBody, { website: website ?? '', email: '' });
  const [sent, setSent] = useState<Sent | null>(null);

  /** Step 1, and Request again (whose failure, the form hidden, is a toast). */
  const send = async (input: StartCompanyVerificationInput, showOnForm: (error: unknown) => boolean) => {
    try {
      const { msg } = await start(input);
      setSent({ input, msg });
    } catch (error) {
      if (!showOnForm(error)) notifyFailure(error);
    }
  };

  // The server's per-field messages under their fields; another 400 (a free email service, a
  // domain that is not the website's) is about the address.
  const showOnForm = (error: unknown) => {
    if (showFieldErrors(error, FIELDS, form.setError)) return true;
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    form.setError('email', { type: 'server', message: error.msg }, { shouldFocus: true });
    return true;
  };

  if (sent) {
    return (
      <CodeStep
        sent={sent}
        onRequestAgain={() => send(sent.input, () => false)}
        isResending={isSending}
        onBack={() => setSent(null)}
      />
    );
  }
  return (
    <>
      <p className="text-body-secondary">{INTRO}</p>
      <Form noValidate onSubmit={(event) => void form.handleSubmit((values) => send(values, showOnForm))(event)}>
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <TextField
              id="verify-website"
              label="Website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              className=""
              {...formField(form, 'website')}
            />
          </div>
          <div className="col-md-6">
            <EmailField id="verify-email" label="Work email" className="" {...formField(form, 'email')} />
          </div>
        </div>
        <Button type="submit" disabled={isSending} aria-busy={isSending || undefined}>
          <BusyLabel busy={isSending} idle="Send code" working="Sending code..." />
        </Button>
      </Form>
    </>
  );
}

function CodeStep({
  sent,
  onRequestAgain,
  isResending,
  onBack,
}: {
  sent: Sent;
  onRequestAgain: () => Promise<unknown>;
  isResending: boolean;
  onBack: () => void;
}) {
  const { mutate } = useSession();
  const { trigger: confirm, isMutating: isVerifying } = useConfirmCompanyVerification();
  const code = useOtpCode();
  const [codeError, setCodeError] = useState<string | null>(null);
  const message = code.incomplete ? MSG.otpIncomplete : codeError;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.take();
    if (!otp) return;
    try {
      const { msg, user } = await confirm(otp);
      notifySuccess(msg);
      // The section, now verified, replaces this step.
      await mutate(user, { revalidate: false });
    } catch (error) {
      // A wrong or expired code (400) is the code's; anything else a toast.
      if (error instanceof ApiError && error.status === 400) setCodeError(error.msg);
      else notifyFailure(error);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void verify(event)}>
      <p role="status">{sent.msg}</p>
      <div className="mb-3">
        <OtpInput
          value={code.value}
          onChange={(value) => {
            code.onChange(value);
            setCodeError(null);
          }}
          invalid={Boolean(message)}
          describedBy={message ? 'verify-code-error' : undefined}
          autoFocus
        />
        {message ? (
          <div className="invalid-feedback d-block text-center" id="verify-code-error">
            {message}
          </div>
        ) : null}
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <div className="d-flex flex-wrap gap-3">
          <Button color="link" className="px-0" onClick={onBack} disabled={isVerifying}>
            Use a different address
          </Button>
          <RequestAgainButton
            onRequest={async () => {
              setCodeError(null);
              await onRequestAgain();
            }}
            code={code}
            loading={isResending}
            disabled={isVerifying}
            className="px-0"
          />
        </div>
        <Button type="submit" disabled={isVerifying} aria-busy={isVerifying || undefined}>
          <BusyLabel busy={isVerifying} idle="Verify" working="Verifying..." />
        </Button>
      </div>
    </Form>
  );
}
