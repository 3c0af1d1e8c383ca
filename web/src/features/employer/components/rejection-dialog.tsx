// The question before an applicant is rejected (docs/product/applications.md): the reason,
// kept for the company alone, and the email the candidate will get, the company's rejection
// template filled for them and this job, which the employer may edit before it is sent.
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { z } from 'zod/mini';
import { DEFAULT_EMAIL_TEMPLATES, fillTemplate } from '#shared/email-templates.js';
import {
  REJECTION_MESSAGE_MAX,
  CHOSEN_REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  rejectionForm,
} from '#shared/schemas/applications.js';
import { Dialog, DialogFooter } from '@/components/dialog';
import { Options } from '@/components/options';
import { useZodForm } from '@/lib/zod-form';
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
    <Dialog
      show={target !== null}
      titleId="rejection-dialog-title"
      title={
        target?.several
          ? `Reject ${target.several} applicants?`
          : target
            ? `Reject ${target.firstName} ${target.lastName}?`
            : 'Reject'
      }
      busy={busy}
      onClose={onCancel}
      size="lg"
    >
      {/* A new form for each applicant: nothing typed for one is sent to another. */}
      {target ? (
        <RejectionContent key={target.userID} target={target} busy={busy} onReject={onReject} onCancel={onCancel} />
      ) : null}
    </Dialog>
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
  const form = useZodForm(rejectionForm, { rejectionReason: '' as FormInput['rejectionReason'], message });
  const { register } = form;
  const { errors } = form.formState;
  const invalid = (text: string | undefined, id: string) => ({
    isInvalid: Boolean(text),
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? id : undefined,
  });
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onReject)(event)}>
      <Modal.Body className="d-grid gap-3">
        <Form.Group controlId="rejection-reason">
          <Form.Label>Reason</Form.Label>
          <Form.Select
            {...register('rejectionReason')}
            aria-required
            {...invalid(errors.rejectionReason?.message, 'rejection-reason-error')}
          >
            <option value="">Select a reason</option>
            <Options values={CHOSEN_REJECTION_REASONS} labelOf={(reason) => REJECTION_REASON_LABELS[reason]} />
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
      <DialogFooter busy={busy} onCancel={onCancel} actionLabel="Reject and send" actionColor="error" />
    </Form>
  );
}
