// The requirement form (docs/product/public-site.md): Full name, Email address, Phone number, Company
// name, Requirement, Requirement details (optional, 5 rows), Duration. Checked with the same schema
// as the server; the server's field errors show beside the fields too. Keyboard only works
// throughout; errors are tied to their fields and the first bad field takes the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { useForm, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { REQUIREMENT_DURATIONS, REQUIREMENT_TYPES, requirementBody } from '#shared/schemas/requirements.js';
import { Button } from '@/components/button';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure } from '@/lib/notify';
import { useSubmitRequirement } from '../api/submit-requirement';

type FormInput = z.input<typeof requirementBody>;
type FormOutput = z.output<typeof requirementBody>;
const FIELDS = [
  'fullName',
  'email',
  'phoneNo',
  'companyName',
  'requirement',
  'details',
  'duration',
] as const satisfies readonly FieldPath<FormInput>[];

type FieldAria = {
  id: string;
  isInvalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

function Field({ id, label, error, optional = false, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {optional ? (
          <span className="text-body-secondary fw-normal"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </Form.Label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** Who is asking, two a row on wider screens. */
const CONTACT_FIELDS = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phoneNo', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'companyName', label: 'Company name', type: 'text', autoComplete: 'organization' },
] as const;

type SelectProps = UseFormRegisterReturn & {
  aria: FieldAria;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

/** A select of the form's numbered options, starting on a placeholder that cannot be chosen back. */
function OptionsSelect({ aria, placeholder, options, ...registered }: SelectProps) {
  return (
    <Form.Select {...aria} {...registered} defaultValue="">
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Form.Select>
  );
}

export function RequirementForm() {
  const prefix = useId();
  const { submit, isSubmitting } = useSubmitRequirement();
  const [success, setSuccess] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(requirementBody),
    defaultValues: { fullName: '', email: '', phoneNo: '', companyName: '', details: '' },
    mode: 'onTouched',
  });

  const onSubmit = async (values: FormOutput) => {
    try {
      const { msg } = await submit(values);
      reset();
      setSuccess(msg);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      if (!showFieldErrors(error, FIELDS, setError)) notifyFailure(error);
    }
  };

  if (success) {
    return (
      <div ref={successRef} tabIndex={-1} className="requirement-success text-center" role="status">
        <CheckCircleFill size={48} className="text-success mb-3" aria-hidden="true" />
        <h2 className="h4">Requirement sent</h2>
        <p>{success}</p>
        <Button color="outline" onClick={() => setSuccess(null)}>
          Submit another requirement
        </Button>
      </div>
    );
  }

  const id = (name: string) => `${prefix}-${name}`;
  const selectField = (
    name: 'requirement' | 'duration',
    label: string,
    placeholder: string,
    options: SelectProps['options'],
  ) => (
    <Field id={id(name)} label={label} error={errors[name]?.message}>
      {(aria) => <OptionsSelect aria={aria} placeholder={placeholder} options={options} {...register(name)} />}
    </Field>
  );
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={id('title')} className="requirement-form">
      <h2 id={id('title')} className="h4 mb-1">
        Tell us about your needs
      </h2>
      <p className="text-body-secondary mb-4">
        Fields marked{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {Object.keys(errors).length > 1 ? (
        <Alert variant="danger" className="py-2">
          Please correct the highlighted fields.
        </Alert>
      ) : null}
      <div className="row g-0 gx-md-3">
        {CONTACT_FIELDS.map(({ name, label, ...input }) => (
          <div key={name} className="col-12 col-md-6">
            <Field id={id(name)} label={label} error={errors[name]?.message}>
              {(aria) => <Form.Control {...input} {...aria} {...register(name)} />}
            </Field>
          </div>
        ))}
      </div>
      {selectField('requirement', 'Requirement', 'Select your requirement', REQUIREMENT_TYPES)}
      <Field id={id('details')} label="Requirement details" optional error={errors.details?.message}>
        {(aria) => <Form.Control as="textarea" rows={5} {...aria} {...register('details')} />}
      </Field>
      {selectField('duration', 'Duration', 'Select a duration', REQUIREMENT_DURATIONS)}
      <Button type="submit" size="lg" block loading={isSubmitting} className="mt-2">
        Submit requirement
      </Button>
    </Form>
  );
}
