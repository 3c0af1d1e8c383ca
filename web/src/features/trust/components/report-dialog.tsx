// The Report dialog (docs/product/trust-and-safety.md): why (one of six reasons, required) and
// what else the team should know (optional, at most 1000 characters, counted), then Send.
// Sent, it closes and a toast says the server's words. The server's field errors show under
// their fields; its other refusals (already reported, too many reports, gone) in the dialog,
// as it words them, so the reader sees why nothing was sent.
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportBody, type ReportTargetType } from '#shared/schemas/trust.js';
import { Dialog, DialogFooter } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifySuccess, TRY_AGAIN } from '@/lib/notify';
import type { ReportRequest, ReportTarget } from '@/lib/report';
import { useZodForm } from '@/lib/zod-form';
import { useSendReport, type ReportBody } from '../api/report';
import './trust.css';

const TITLES: Record<ReportTargetType, string> = {
  job: 'Report this job',
  company: 'Report this company',
  message: 'Report this message',
  candidate: 'Report this candidate',
};

/** What the reader fills in, checked as the server checks it; the target comes with the request. */
const reportForm = z.strictObject({ reason: reportBody.shape.reason, details: reportBody.shape.details });
type ReportFormInput = z.input<typeof reportForm>;
const FORM_FIELDS = ['reason', 'details'] as const satisfies readonly (keyof ReportFormInput)[];

const countFormat = new Intl.NumberFormat('en');

interface ReportDialogProps {
  request: ReportRequest;
  show: boolean;
  onClose: () => void;
}

export function ReportDialog({ request, show, onClose }: ReportDialogProps) {
  const { send, isSending } = useSendReport();
  return (
    <Dialog
      show={show}
      titleId="report-dialog-title"
      title={TITLES[request.targetType]}
      busy={isSending}
      onClose={onClose}
    >
      {/* A new form for each target: nothing chosen for one is sent about another. */}
      <ReportForm
        key={`${request.targetType}:${request.targetID}`}
        request={request}
        send={send}
        busy={isSending}
        onSent={onClose}
        onCancel={onClose}
      />
    </Dialog>
  );
}

/** The body's target fields: the request without its words. */
function targetOf(request: ReportRequest): ReportTarget {
  return request.targetType === 'message'
    ? { targetType: 'message', targetID: request.targetID, conversationID: request.conversationID }
    : { targetType: request.targetType, targetID: request.targetID };
}

function ReportForm({
  request,
  send,
  busy,
  onSent,
  onCancel,
}: {
  request: ReportRequest;
  send: (body: ReportBody) => Promise<{ msg: string }>;
  busy: boolean;
  onSent: () => void;
  onCancel: () => void;
}) {
  const prefix = useId();
  const form = useZodForm(reportForm, { details: '' });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const details = useWatch({ control, name: 'details' }) ?? '';
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { msg } = await send({ ...targetOf(request), ...values });
      notifySuccess(msg);
      onSent();
    } catch (error) {
      if (!showFieldErrors(error, FORM_FIELDS, setError)) setFailure(error instanceof ApiError ? error.msg : TRY_AGAIN);
    }
  });

  const ids = {
    legend: `${prefix}-reason-legend`,
    reasonError: `${prefix}-reason-error`,
    details: `${prefix}-details`,
    counter: `${prefix}-details-counter`,
    detailsError: `${prefix}-details-error`,
  };
  const reasonError = errors.reason?.message;
  const detailsError = errors.details?.message;
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Modal.Body className="d-grid gap-3">
        {request.name ? <p className="report-dialog-name mb-0">{request.name}</p> : null}
        {failure ? (
          <Alert variant="danger" className="mb-0">
            {failure}
          </Alert>
        ) : null}
        <fieldset
          role="radiogroup"
          aria-labelledby={ids.legend}
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? ids.reasonError : undefined}
        >
          <legend id={ids.legend} className="form-label fs-6">
            Why are you reporting this?
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          </legend>
          {REPORT_REASONS.map((reason) => (
            <Form.Check
              key={reason.value}
              type="radio"
              id={`${prefix}-reason-${reason.value}`}
              label={reason.label}
              value={reason.value}
              isInvalid={Boolean(reasonError)}
              {...register('reason')}
            />
          ))}
          {reasonError ? (
            <div id={ids.reasonError} className="invalid-feedback d-block">
              {reasonError}
            </div>
          ) : null}
        </fieldset>
        <Form.Group controlId={ids.details}>
          <div className="d-flex justify-content-between gap-2">
            <Form.Label>
              Details <span className="text-body-secondary fw-normal">(optional)</span>
            </Form.Label>
            <span className="report-dialog-counter" id={ids.counter}>
              {countFormat.format(details.length)} / {countFormat.format(REPORT_DETAILS_MAX)}
            </span>
          </div>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            {...register('details')}
            isInvalid={Boolean(detailsError)}
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={detailsError ? `${ids.counter} ${ids.detailsError}` : ids.counter}
          />
          {detailsError ? (
            <Form.Control.Feedback type="invalid" id={ids.detailsError}>
              {detailsError}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
      </Modal.Body>
      <DialogFooter busy={busy} onCancel={onCancel} actionLabel="Send" />
    </Form>
  );
}
