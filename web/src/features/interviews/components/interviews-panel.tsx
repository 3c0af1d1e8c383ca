// The interviews of one application, above its conversation (docs/product/interviews.md): the
// company proposes times ("Schedule interview"), moves or cancels a confirmed one; the
// candidate picks a time, shown in their own zone, or answers "None of these work" with a
// note. Asked again with each new entry of the open conversation, so each side sees the other's
// step; newest first, 20 at a time with "Load more".
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { CalendarEvent } from 'react-bootstrap-icons';
import { INTERVIEW_NOTE_MAX, type Interview, type InterviewStatus } from '#shared/schemas/interviews.js';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/list-states';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useInterviewChange, useInterviews, type InterviewChange } from '../api/interviews';
import { formatSlot, hasBegun, useReaderTimeZone, zoneLabel } from './interview-times';
import { InterviewPlace } from './interview-place';
import { RescheduleInterviewDialog, ScheduleInterviewDialog } from './schedule-interview-dialog';
import './interviews.css';

export interface InterviewsPanelProps {
  conversationID: string;
  side: 'company' | 'candidate';
  /** The candidate's name for the company, the company's for the candidate. */
  otherName: string;
  closed: boolean;
  /** The conversation's newest entry: the interviews are asked again when it changes. */
  lastEntryID?: string;
  /** Opens "Schedule interview" at once (the applicant's "Schedule interview" link). */
  scheduleOnOpen?: boolean;
  /** Called when "Schedule interview" closes, proposed or not. */
  onScheduleClosed?: () => void;
}

const STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Times proposed',
  confirmed: 'Confirmed',
  declined: 'None of the times worked',
  cancelled: 'Cancelled',
};

const SUCCESS: Record<InterviewChange['kind'], string> = {
  propose: 'Times proposed',
  pick: 'Interview confirmed',
  decline: 'Your note was sent',
  reschedule: 'Interview moved',
  cancel: 'Interview cancelled',
};

export function InterviewsPanel({
  conversationID,
  side,
  otherName,
  closed,
  lastEntryID,
  scheduleOnOpen,
  onScheduleClosed,
}: InterviewsPanelProps) {
  const { interviews, hasMore, isLoading, isLoadingMore, error, loadMore, refresh } = useInterviews(conversationID, {
    lastEntryID,
    closed,
  });
  const { change, busy } = useInterviewChange(conversationID, refresh);
  const zone = useReaderTimeZone();
  const [scheduling, setSchedulingOpen] = useState(false);
  const setScheduling = (open: boolean) => {
    setSchedulingOpen(open);
    if (!open) onScheduleClosed?.();
  };
  const [moving, setMoving] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const company = side === 'company';

  useEffect(() => {
    if (scheduleOnOpen && company && !closed) setSchedulingOpen(true);
  }, [scheduleOnOpen, company, closed]);

  const apply = async (next: InterviewChange) => {
    try {
      await change(next);
      notifySuccess(SUCCESS[next.kind]);
      return true;
    } catch (failure) {
      notifyFailure(failure);
      return false;
    }
  };

  // A candidate without interviews sees nothing of them; the company always sees where to start.
  if (!company && interviews.length === 0) return null;
  return (
    <section className="app-card interviews-panel" aria-labelledby="interviews-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="interviews-title" className="h6 mb-0 d-flex align-items-center gap-2">
          <CalendarEvent aria-hidden="true" /> Interviews
        </h2>
        {company && !closed ? (
          <Button size="sm" onClick={() => setScheduling(true)}>
            Schedule interview
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <p className="small text-body-secondary mb-0" role="status">
          Loading interviews...
        </p>
      ) : error && interviews.length === 0 ? (
        <Alert variant="danger" className="mb-0 py-2 small">
          {error.msg}
        </Alert>
      ) : interviews.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          No interviews yet. Propose up to five times and {otherName} picks the one that suits them.
        </p>
      ) : (
        <>
          <ul className="list-unstyled mb-0 interview-list" aria-label="Interviews">
            {interviews.map((interview) => (
              <li key={interview.interviewID} className="interview">
                <InterviewEntry
                  interview={interview}
                  side={side}
                  otherName={otherName}
                  closed={closed}
                  zone={zone}
                  busy={busy}
                  onChange={apply}
                  onMove={() => setMoving(interview)}
                  onCancel={() => setCancelling(interview)}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <LoadMore className="text-center mt-2" loading={isLoadingMore} onLoadMore={() => void loadMore()} />
          ) : null}
        </>
      )}

      <ScheduleInterviewDialog
        show={scheduling}
        otherName={otherName}
        busy={busy === 'propose'}
        onSubmit={(proposal) => {
          void apply({ kind: 'propose', proposal }).then((done) => {
            if (done) setScheduling(false);
          });
        }}
        onCancel={() => setScheduling(false)}
      />
      <RescheduleInterviewDialog
        show={moving !== null}
        otherName={otherName}
        busy={busy === 'reschedule'}
        onSubmit={(time) => {
          if (!moving) return;
          void apply({ kind: 'reschedule', interviewID: moving.interviewID, time }).then((done) => {
            if (done) setMoving(null);
          });
        }}
        onCancel={() => setMoving(null)}
      />
      <ConfirmDialog
        show={cancelling !== null}
        title="Cancel this interview?"
        confirmLabel="Cancel interview"
        confirmColor="error"
        busy={busy === 'cancel'}
        onConfirm={() => {
          if (!cancelling) return;
          void apply({ kind: 'cancel', interviewID: cancelling.interviewID }).then(() => setCancelling(null));
        }}
        onCancel={() => setCancelling(null)}
      >
        {cancelling?.status === 'confirmed'
          ? `${otherName} gets a cancellation for their calendar, and so do you.`
          : 'The proposed times are withdrawn.'}
      </ConfirmDialog>
    </section>
  );
}

interface EntryProps {
  interview: Interview;
  side: 'company' | 'candidate';
  otherName: string;
  closed: boolean;
  zone: string;
  busy: InterviewChange['kind'] | undefined;
  onChange: (change: InterviewChange) => Promise<boolean>;
  onMove: () => void;
  onCancel: () => void;
}

function InterviewEntry({ interview, side, otherName, closed, zone, busy, onChange, onMove, onCancel }: EntryProps) {
  const open = !closed && (interview.status === 'proposed' || interview.status === 'confirmed');
  const picking = open && side === 'candidate' && interview.status === 'proposed';
  return (
    <article aria-label={`Interview: ${STATUS_LABELS[interview.status]}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className={`badge interview-status is-${interview.status}`}>{STATUS_LABELS[interview.status]}</span>
        <span className="small text-body-secondary">{`Proposed by ${interview.proposedBy}`}</span>
      </div>
      <p className="small mb-1">
        <InterviewPlace where={interview.where} />
      </p>
      {interview.status === 'confirmed' && interview.confirmed ? (
        <p className="mb-1 fw-semibold">
          <time dateTime={interview.confirmed.startAt}>{formatSlot(interview.confirmed, zone)}</time>
          <span className="small fw-normal text-body-secondary">{` (${zoneLabel(zone)})`}</span>
        </p>
      ) : null}
      {picking ? (
        <PickTime interview={interview} zone={zone} busy={busy} onChange={onChange} />
      ) : interview.status === 'proposed' ? (
        <>
          <p className="small mb-1">
            {side === 'company'
              ? `Waiting for ${otherName} to pick a time. In your time zone, ${zoneLabel(zone)}:`
              : `Proposed times, in your time zone, ${zoneLabel(zone)}:`}
          </p>
          <ul className="small mb-1">
            {interview.times.map((slot) => (
              <li key={slot.startAt}>
                <time dateTime={slot.startAt}>{formatSlot(slot, zone)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* The candidate answers a proposal with a pick or "None of these work"; a confirmed one either side may cancel. */}
      {open && (side === 'company' || interview.status === 'confirmed') ? (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {side === 'company' && interview.status === 'confirmed' ? (
            <Button color="outline" size="sm" onClick={onMove}>
              Reschedule
            </Button>
          ) : null}
          <Button color="outline-error" size="sm" onClick={onCancel}>
            Cancel interview
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** The candidate's answer: one of the times (in their zone), or "None of these work" with a note. */
function PickTime({ interview, zone, busy, onChange }: Pick<EntryProps, 'interview' | 'zone' | 'busy' | 'onChange'>) {
  const id = useId();
  const [pick, setPick] = useState<number | undefined>();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const now = Date.now();
  return (
    <div className="mt-2">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (pick !== undefined) void onChange({ kind: 'pick', interviewID: interview.interviewID, pick });
        }}
      >
        <fieldset>
          <legend className="small fw-semibold mb-1">{`Pick a time (your time zone, ${zoneLabel(zone)})`}</legend>
          {interview.times.map((slot, index) => (
            <Form.Check
              key={slot.startAt}
              type="radio"
              id={`${id}-time-${index}`}
              name={`${id}-time`}
              label={formatSlot(slot, zone) + (hasBegun(slot, now) ? ' (passed)' : '')}
              disabled={hasBegun(slot, now)}
              checked={pick === index}
              onChange={() => setPick(index)}
            />
          ))}
        </fieldset>
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button type="submit" size="sm" disabled={pick === undefined} loading={busy === 'pick'}>
            Confirm this time
          </Button>
          <Button color="outline" size="sm" onClick={() => setDeclining(!declining)} aria-expanded={declining}>
            None of these work
          </Button>
        </div>
      </Form>
      {declining ? (
        <Form
          className="mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) void onChange({ kind: 'decline', interviewID: interview.interviewID, note });
          }}
        >
          <Form.Group controlId={`${id}-note`}>
            <Form.Label className="small">What would work for you?</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={note}
              maxLength={INTERVIEW_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              placeholder="For example: weekdays after 14:00 my time"
            />
          </Form.Group>
          <Button type="submit" size="sm" className="mt-2" disabled={!note.trim()} loading={busy === 'decline'}>
            Send note
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
