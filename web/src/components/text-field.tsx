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

/** An email address (the phone's email keyboard, the browser's saved address). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

const NAME_PARTS = [
  { key: 'firstName', idSuffix: 'first-name', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', idSuffix: 'last-name', label: 'Last name', autoComplete: 'family-name' },
] as const;

type NamePart = Omit<TextFieldProps, 'id' | 'label'>;

/** First and last name side by side (the sign-up forms). */
export function NameFields({ idPrefix, ...parts }: { idPrefix: string; firstName: NamePart; lastName: NamePart }) {
  return (
    <div className="row g-3 mb-3">
      {NAME_PARTS.map(({ key, idSuffix, label, autoComplete }) => (
        <div key={key} className="col-sm-6">
          <TextField
            id={`${idPrefix}-${idSuffix}`}
            label={label}
            autoComplete={autoComplete}
            className=""
            {...parts[key]}
          />
        </div>
      ))}
    </div>
  );
}
