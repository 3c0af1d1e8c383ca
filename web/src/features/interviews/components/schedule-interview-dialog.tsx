// "Schedule interview" (one to five times in the employer's time zone, and where) and
// "Reschedule" (one new time): the company's side of docs/product/interviews.md. Checked by
// the server's own rules before sending; a refused send keeps everything typed.
import { useId, type ReactNode } from 'react';
import { Plus, Trash } from 'react-bootstrap-icons';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useFieldArray, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import {
  INTERVIEW_MINUTES_MAX,
  INTERVIEW_MINUTES_MIN,
  INTERVIEW_PLACES,
  INTERVIEW_TIMES_MAX,
  INTERVIEW_WHERE_MAX,
  interviewProposalForm,
  interviewRescheduleForm,
  type InterviewProposal,
  type InterviewReschedule,
} from '#shared/schemas/interviews.js';
import { Button } from '@/components/button';
import { Dialog, DialogFooter } from '@/components/dialog';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { Options } from '@/components/options';
import { useZodForm } from '@/lib/zod-form';
import { browserTimeZone, PLACE_LABELS } from './interview-times';

/** Lengths offered, every quarter of an hour within the allowed range. */
const LENGTHS = Array.from(
  { length: (INTERVIEW_MINUTES_MAX - INTERVIEW_MINUTES_MIN) / 15 + 1 },
  (_, index) => INTERVIEW_MINUTES_MIN + index * 15,
);
const PLACEHOLDERS: Record<(typeof INTERVIEW_PLACES)[number], string> = {
  video: 'https://meet.example.com/your-room',
  phone: '+44 20 7946 0000',
  address: 'Street, city',
};

/** Tomorrow as YYYY-MM-DD in this browser: the first time's default day. */
function tomorrow(): string {
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
const firstTime = () => ({ date: tomorrow(), start: '10:00', minutes: 30 });

const invalid = (error: FieldError | undefined, id: string) => ({
  isInvalid: Boolean(error),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? id : undefined,
});

interface TimeRowErrors {
  date?: FieldError;
  start?: FieldError;
  minutes?: FieldError;
}

/** One time: date, start and length (each registered by its form), with their messages. */
function TimeRow({
  id,
  label,
  fields,
  errors,
  onRemove,
}: {
  id: string;
  label: string;
  fields: Record<keyof TimeRowErrors, UseFormRegisterReturn>;
  errors: TimeRowErrors | undefined;
  onRemove?: () => void;
}) {
  return (
    <fieldset className="interview-time-row">
      <legend className="form-label small fw-semibold mb-1">{label}</legend>
      <div className="row g-2 align-items-start">
        <Form.Group className="col-sm-5" controlId={`${id}-date`}>
          <Form.Label className="visually-hidden">{`${label}: date`}</Form.Label>
          <Form.Control type="date" {...fields.date} {...invalid(errors?.date, `${id}-date-error`)} />
          <Form.Control.Feedback type="invalid" id={`${id}-date-error`}>
            {errors?.date?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-sm-3" controlId={`${id}-start`}>
          <Form.Label className="visually-hidden">{`${label}: start`}</Form.Label>
          <Form.Control type="time" step={300} {...fields.start} {...invalid(errors?.start, `${id}-start-error`)} />
          <Form.Control.Feedback type="invalid" id={`${id}-start-error`}>
            {errors?.start?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className={onRemove ? 'col-4 col-sm-3' : 'col-6 col-sm-4'} controlId={`${id}-minutes`}>
          <Form.Label className="visually-hidden">{`${label}: length`}</Form.Label>
          <Form.Select {...fields.minutes} {...invalid(errors?.minutes, `${id}-minutes-error`)}>
            {LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>{`${minutes} min`}</option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${id}-minutes-error`}>
            {errors?.minutes?.message}
          </Form.Control.Feedback>
        </Form.Group>
        {onRemove ? (
          <div className="col-2 col-sm-1">
            <Button color="outline" size="sm" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
              <Trash aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

interface DialogProps<T> {
  show: boolean;
  /** Who the interview is with: the dialog's title names them. */
  otherName: string;
  busy: boolean;
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

/** The frame of both dialogs; the form is mounted only while shown, so each opening starts afresh. */
function InterviewDialog({
  show,
  title,
  busy,
  onCancel,
  size,
  children,
}: {
  show: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  size?: 'lg';
  children: ReactNode;
}) {
  const titleID = useId();
  return (
    <Dialog show={show} titleId={titleID} title={title} busy={busy} onClose={onCancel} size={size}>
      {show ? children : null}
    </Dialog>
  );
}

/** "Your time zone", the browser's unless changed: the zone the form's times are in. */
function ZoneField({
  id,
  field,
  error,
  hint,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>Your time zone</Form.Label>
      <TimeZoneSelect {...field} current={browserTimeZone()} {...invalid(error, `${id}-error`)} />
      {hint ? <Form.Text className="text-body-secondary">{hint}</Form.Text> : null}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export function ScheduleInterviewDialog({ show, otherName, busy, onSubmit, onCancel }: DialogProps<InterviewProposal>) {
  return (
    <InterviewDialog
      show={show}
      title={`Schedule an interview with ${otherName}`}
      busy={busy}
      onCancel={onCancel}
      size="lg"
    >
      <ProposalForm busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </InterviewDialog>
  );
}

function ProposalForm({ busy, onSubmit, onCancel }: Omit<DialogProps<InterviewProposal>, 'show' | 'otherName'>) {
  const form = useZodForm(interviewProposalForm, {
    timeZone: browserTimeZone(),
    times: [firstTime()],
    where: { kind: 'video', value: '' },
  });
  const { register, control, getValues, watch } = form;
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'times', keyName: 'key' });
  const kind = watch('where.kind');
  const addTime = () => {
    const last = getValues('times').at(-1);
    append({ date: last?.date ?? tomorrow(), start: '', minutes: last?.minutes ?? 30 });
  };
  const timesMessage = errors.times?.message ?? errors.times?.root?.message;
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Modal.Body className="d-grid gap-3">
        <ZoneField
          id="schedule-timeZone"
          field={register('timeZone')}
          error={errors.timeZone}
          hint="The times below are in this zone; the candidate sees them in their own."
        />
        <div className="d-grid gap-2">
          {fields.map((field, index) => (
            <TimeRow
              key={field.key}
              id={`schedule-time-${index}`}
              label={`Time ${index + 1}`}
              fields={{
                date: register(`times.${index}.date`),
                start: register(`times.${index}.start`),
                minutes: register(`times.${index}.minutes`, { valueAsNumber: true }),
              }}
              errors={errors.times?.[index]}
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          ))}
          {timesMessage ? (
            <p className="text-danger small mb-0" role="alert">
              {timesMessage}
            </p>
          ) : null}
          {fields.length < INTERVIEW_TIMES_MAX ? (
            <div>
              <Button color="outline" size="sm" onClick={addTime}>
                <Plus aria-hidden="true" className="me-1" />
                Add another time
              </Button>
            </div>
          ) : null}
          <Form.Text className="text-body-secondary">{`Up to ${INTERVIEW_TIMES_MAX} times; the candidate picks one.`}</Form.Text>
        </div>
        <div className="row g-2">
          <Form.Group className="col-sm-4" controlId="schedule-where-kind">
            <Form.Label>Where</Form.Label>
            <Form.Select {...register('where.kind')}>
              <Options values={INTERVIEW_PLACES} labelOf={(place) => PLACE_LABELS[place]} />
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-sm-8" controlId="schedule-where-value">
            <Form.Label>{PLACE_LABELS[kind]}</Form.Label>
            <Form.Control
              {...register('where.value')}
              maxLength={INTERVIEW_WHERE_MAX}
              placeholder={PLACEHOLDERS[kind]}
              type={kind === 'video' ? 'url' : kind === 'phone' ? 'tel' : 'text'}
              aria-required
              {...invalid(errors.where?.value ?? errors.where?.kind, 'schedule-where-error')}
            />
            <Form.Control.Feedback type="invalid" id="schedule-where-error">
              {(errors.where?.value ?? errors.where?.kind)?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </div>
      </Modal.Body>
      <DialogFooter busy={busy} onCancel={onCancel} actionLabel="Propose times" />
    </Form>
  );
}

export function RescheduleInterviewDialog({
  show,
  otherName,
  busy,
  onSubmit,
  onCancel,
}: DialogProps<InterviewReschedule>) {
  return (
    <InterviewDialog show={show} title={`Move the interview with ${otherName}`} busy={busy} onCancel={onCancel}>
      <RescheduleForm busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </InterviewDialog>
  );
}

function RescheduleForm({ busy, onSubmit, onCancel }: Omit<DialogProps<InterviewReschedule>, 'show' | 'otherName'>) {
  const form = useZodForm(interviewRescheduleForm, { timeZone: browserTimeZone(), time: firstTime() });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Modal.Body className="d-grid gap-3">
        <ZoneField id="reschedule-timeZone" field={register('timeZone')} error={errors.timeZone} />
        <TimeRow
          id="reschedule-time"
          label="New time"
          fields={{
            date: register('time.date'),
            start: register('time.start'),
            minutes: register('time.minutes', { valueAsNumber: true }),
          }}
          errors={errors.time}
        />
        <Form.Text className="text-body-secondary">Both of you get an updated calendar invitation.</Form.Text>
      </Modal.Body>
      <DialogFooter busy={busy} onCancel={onCancel} actionLabel="Move interview" />
    </Form>
  );
}
