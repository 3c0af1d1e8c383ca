// A labelled text input with its error under it, for react-hook-form's register().
import type { ComponentPropsWithoutRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'size'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

export function TextField({ id, label, registration, error, type = 'text', className, ...input }: TextFieldProps) {
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <input
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}

/** The error under a control that is not a TextField (selects, checkboxes). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div className="invalid-feedback d-block" id={id}>
      {error}
    </div>
  ) : null;
}

/** First and last name side by side (both sign-up forms). */
export function NameFields({
  idPrefix,
  firstName,
  lastName,
}: {
  idPrefix: string;
  firstName: Omit<TextFieldProps, 'id' | 'label'>;
  lastName: Omit<TextFieldProps, 'id' | 'label'>;
}) {
  return (
    <div className="row g-3 mb-3">
      <div className="col-sm-6">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          className=""
          {...firstName}
        />
      </div>
      <div className="col-sm-6">
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          autoComplete="family-name"
          className=""
          {...lastName}
        />
      </div>
    </div>
  );
}
