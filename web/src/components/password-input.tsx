// A password field with a show / hide toggle (docs/product/ui.md: "Password fields toggle
// hidden/visible"). Works with react-hook-form's register (the ref reaches the input).
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Eye, EyeSlash } from 'react-bootstrap-icons';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface PasswordInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  /** The message shown under the field; also marks it invalid. */
  error?: string;
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { error, id, className, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const errorId = id ? `${id}-error` : undefined;
  return (
    <InputGroup hasValidation className={className}>
      <input
        ref={ref}
        id={id}
        type={visible ? 'text' : 'password'}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <button
        type="button"
        className="btn btn-outline-secondary password-toggle"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeSlash aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
      {error ? (
        <div className="invalid-feedback" id={errorId}>
          {error}
        </div>
      ) : null}
    </InputGroup>
  );
});

export interface PasswordFieldProps extends PasswordInputProps {
  id: string;
  /** "Password" by default. */
  label?: string;
  /** Said under the field, e.g. what happens next. */
  hint?: string;
  /** react-hook-form's register() of the field (the same as spreading it onto the field). */
  registration?: UseFormRegisterReturn;
}

/** A form's password: its label above the field (react-hook-form's register spreads onto it). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label = 'Password', hint, className, registration, ...props },
  ref,
) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <PasswordInput id={id} {...props} {...registration} ref={registration ? registration.ref : ref} />
      {hint ? <Form.Text className="d-block">{hint}</Form.Text> : null}
    </Form.Group>
  );
});
