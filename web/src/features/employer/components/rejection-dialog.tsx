// The question before an applicant is rejected (docs/product/applications.md): the reason,
// kept for the company alone, and the email the candidate will get, the company's rejection
// template filled for them and this job, which the employer may edit before it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { DEFAULT_EMAIL_TEMPLATES, fillTemplate } from '#shared/email-templates.js';
import {
  REJECTION_MESSAGE_MAX,
  CHOSEN_REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  rejectionForm,
} from '#shared/schemas/applications.js';
import { Button } from '@/components/button';
import { useEmailTemplates } from '../api/email-templates';
import type { Rejection } from '../api/update-application-stage';

type FormInput = z.input<typeof rejectionForm>;

/** Who is rejected, from which job: one applicant, or several (`several`: how many) at once. */
export interface RejectionTarget {
  userID: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
  several?: number;
}

interface RejectionDialogProps {
  /** Null while the dialog is closed. */
  target: RejectionTarget | null;
  busy: boolean;
  onReject: (rejection: Rejection) => void;
  onCancel: () => void;
}

export function RejectionDialog({ target, busy, onReject, onCancel }: RejectionDialogProps) {
  return (
    <Modal
      show={target !== null}
      onHide={busy ? undefined : onCancel}
      centered
      size="lg"
      aria-labelledby="rejection-dialog-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="rejection-dialog-title" as="h2" className="h5">
          {target?.several
            ? `Reject ${target.several} applicants?`
            : target
              ? `Reject ${target.firstName} ${target.lastName}?`
              : 'Reject'}
        </Modal.Title>
      </Modal.Header>
      {/* A new form for each applicant: nothing typed for one is sent to another. */}
      {target ? (
        <RejectionContent key={target.userID} target={target} busy={busy} onReject={onReject} onCancel={onCancel} />
      ) : null}
    </Modal>
  );
}

function RejectionContent({ target, ...actions }: Omit<RejectionDialogProps, 'target'> & { target: RejectionTarget }) {
  const { data: templates, error } = useEmailTemplates();
  if (!templates && !error) {
    return (
      <Modal.Body className="text-center py-4" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading your rejection email</span>
      </Modal.Body>
    );
  }
  const template = templates?.rejection ?? DEFAULT_EMAIL_TEMPLATES.rejection;
  // Several at once: the template itself, filled for each candidate when sent.
  const message = target.several
    ? template
    : fillTemplate(template, {
        candidateFirstName: target.firstName,
        jobTitle: target.jobTitle,
        companyName: target.companyName,
      });
  return (
    <RejectionForm message={message} several={Boolean(target.several)} templateFailed={Boolean(error)} {...actions} />
  );
}

function RejectionForm({
  message,
  several,
  templateFailed,
  busy,
  onReject,
  onCancel,
}: Omit<RejectionDialogProps, 'target'> & { message: string; several: boolean; templateFailed: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, Rejection>({
    resolver: zodResolver(rejectionForm),
    defaultValues: { rejectionReason: '' as FormInput['rejectionReason'], message },
  });
  const invalid = (text: string | undefined, id: string) => ({
    isInvalid: Boolean(text),
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? id : undefined,
  });
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onReject)(event)}>
      <Modal.Body className="d-grid gap-3">
        <Form.Group controlId="rejection-reason">
          <Form.Label>Reason</Form.Label>
          <Form.Select
            {...register('rejectionReason')}
            aria-required
            {...invalid(errors.rejectionReason?.message, 'rejection-reason-error')}
          >
            <option value="">Select a reason</option>
            {CHOSEN_REJECTION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REJECTION_REASON_LABELS[reason]}
              </option>
            ))}
          </Form.Select>
          <Form.Text className="text-body-secondary">Kept inside your company: the candidate never sees it.</Form.Text>
          <Form.Control.Feedback type="invalid" id="rejection-reason-error">
            {errors.rejectionReason?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="rejection-message">
          <Form.Label>{several ? 'Message to each candidate' : 'Message to the candidate'}</Form.Label>
          <Form.Control
            as="textarea"
            rows={8}
            {...register('message')}
            maxLength={REJECTION_MESSAGE_MAX}
            aria-required
            {...invalid(errors.message?.message, 'rejection-message-error')}
          />
          <Form.Text className="text-body-secondary">
            {templateFailed
              ? 'Your company’s rejection template could not be loaded: this is the default text.'
              : several
                ? 'Each candidate gets their own email: {candidateFirstName}, {jobTitle} and {companyName} are filled for them.'
                : 'Emailed as written, followed by a link to their applications.'}
          </Form.Text>
          <Form.Control.Feedback type="invalid" id="rejection-message-error">
            {errors.message?.message}
          </Form.Control.Feedback>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button color="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" color="error" loading={busy}>
          Reject and send
        </Button>
      </Modal.Footer>
    </Form>
  );
}
