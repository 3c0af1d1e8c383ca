// The company bio's "Email templates" (docs/product/teams.md): the texts of the rejection,
// interview invitation and offer emails, with their placeholders and a live preview filled
// with sample values the way the server fills them; any member saves all three.
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
  EMAIL_TEMPLATE_MAX,
  PLACEHOLDERS,
  SAMPLE_PLACEHOLDER_VALUES,
  fillTemplate,
  type EmailTemplates,
} from '#shared/email-templates.js';
import { emailTemplatesBody } from '#shared/schemas/teams.js';
import { Button } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useEmailTemplates, useSaveEmailTemplates } from '../api/email-templates';
import { EMPLOYER_TOASTS } from './employer-toasts';

export function EmailTemplatesSection({ companyName }: { companyName: string | undefined }) {
  const { data, error, isLoading, mutate } = useEmailTemplates();
  return (
    <TitledSection titleId="email-templates-title" title="Email templates" titleClassName="h4 mb-1">
      <p className="text-body-secondary">
        What candidates are emailed when you move them to Rejected, Interviewing or Offered. Placeholders:{' '}
        {PLACEHOLDERS.map((name, index) => (
          <span key={name}>
            {index > 0 ? ', ' : null}
            <code>{`{${name}}`}</code>
          </span>
        ))}
        .
      </p>
      {data ? (
        <EmailTemplatesForm templates={data} companyName={companyName} />
      ) : isLoading ? (
        <div className="text-center py-4" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">Loading the email templates</span>
        </div>
      ) : (
        <div role="alert">
          <p>{error?.msg ?? 'The email templates could not be loaded.'}</p>
          <Button color="outline" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      )}
    </TitledSection>
  );
}

function EmailTemplatesForm({ templates, companyName }: { templates: EmailTemplates; companyName?: string }) {
  const save = useSaveEmailTemplates();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailTemplates>({ resolver: zodResolver(emailTemplatesBody), defaultValues: templates });
  const written = useWatch({ control });
  const sample = { ...SAMPLE_PLACEHOLDER_VALUES, ...(companyName ? { companyName } : {}) };

  const submit = handleSubmit(async (values) => {
    try {
      reset(await save(values));
      notifySuccess(EMPLOYER_TOASTS.templatesSaved);
    } catch (failure) {
      if (!showFieldErrors(failure, EMAIL_TEMPLATE_KINDS, setError)) notifyFailure(failure);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="d-grid gap-4">
      {EMAIL_TEMPLATE_KINDS.map((kind) => {
        const message = errors[kind]?.message;
        const errorID = `email-template-${kind}-error`;
        return (
          <div key={kind} className="row g-3">
            <Form.Group controlId={`email-template-${kind}`} className="col-lg-6">
              <Form.Label className="fw-medium">{EMAIL_TEMPLATE_LABELS[kind]}</Form.Label>
              <Form.Control
                as="textarea"
                rows={8}
                {...register(kind)}
                maxLength={EMAIL_TEMPLATE_MAX}
                aria-required
                isInvalid={Boolean(message)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorID : undefined}
              />
              <Form.Control.Feedback type="invalid" id={errorID}>
                {message}
              </Form.Control.Feedback>
            </Form.Group>
            <div className="col-lg-6">
              <p className="form-label fw-medium mb-2" id={`email-preview-${kind}`}>
                Preview
              </p>
              <div className="email-preview" aria-labelledby={`email-preview-${kind}`} role="region">
                {fillTemplate(written[kind] ?? '', sample)}
              </div>
            </div>
          </div>
        );
      })}
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save templates
        </Button>
      </div>
    </Form>
  );
}
