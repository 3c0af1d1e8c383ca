// The 6-digit code of an authenticator app: one numeric field the phone's keyboard and
// password managers recognise (one-time-code), with its error under it.
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function TotpCodeField({
  id,
  label = 'Code from your authenticator app',
  error,
  registration,
  autoFocus,
  className,
  inputClassName,
}: {
  id: string;
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  autoFocus?: boolean;
  /** Of the group (label, field and error). */
  className?: string;
  inputClassName?: string;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
        className={inputClassName}
        autoFocus={autoFocus}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
