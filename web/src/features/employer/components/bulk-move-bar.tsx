// The Applications card's bar for the applicants selected (up to 25): move them all to one
// stage, or reject them with one reason and one message filled for each (RejectionDialog).
// What did not move is said by name, with why, and stays selected.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { EMPLOYER_STAGES, EMPLOYER_STAGE_LABELS, type EmployerStage } from '#shared/schemas/applications.js';
import type { Job } from '#shared/schemas/jobs.js';
import { Button } from '@/components/button';
import { Options } from '@/components/options';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { updateApplicationStages, type Rejection } from '../api/update-application-stage';
import { RejectionDialog, type RejectionTarget } from './rejection-dialog';

type Applicant = NonNullable<Job['applicants']>[number];

interface BulkMoveBarProps {
  job: Pick<Job, '_id' | 'jobTitle' | 'employer'>;
  selected: Applicant[];
  /** After a move: what is still selected (those that did not move). */
  onDone: (stillSelected: string[]) => Promise<unknown>;
  onClear: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function BulkMoveBar({ job, selected, onDone, onClear }: BulkMoveBarProps) {
  const [stage, setStage] = useState<EmployerStage | ''>('');
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<RejectionTarget | null>(null);
  const [notMoved, setNotMoved] = useState<string[]>([]);

  const nameOf = (userID: string) => {
    const applicant = selected.find((entry) => entry.userID === userID);
    return applicant ? `${applicant.firstName} ${applicant.lastName}` : 'An applicant';
  };

  const moveAll = async (to: EmployerStage, rejection?: Rejection) => {
    setBusy(true);
    setNotMoved([]);
    try {
      const outcome = await updateApplicationStages(
        job._id,
        selected.map((applicant) => applicant.userID),
        to,
        rejection,
      );
      const done = outcome.moved.length + outcome.unchanged.length;
      if (done > 0)
        notifySuccess(`${plural(done, 'application', 'applications')} moved to ${EMPLOYER_STAGE_LABELS[to]}`);
      setNotMoved(outcome.failed.map((failure) => `${nameOf(failure.userID)}: ${failure.msg}`));
      setRejecting(null);
      setStage('');
      await onDone(outcome.failed.map((failure) => failure.userID));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (!stage) return;
    if (stage === 'rejected') {
      setRejecting({
        userID: 'several',
        firstName: '',
        lastName: '',
        jobTitle: job.jobTitle,
        companyName: job.employer.companyName,
        several: selected.length,
      });
    } else void moveAll(stage);
  };

  return (
    <>
      {selected.length > 0 || notMoved.length > 0 ? (
        <div className="bulk-move-bar" role="region" aria-label="Selected applicants">
          {selected.length > 0 ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-medium">{plural(selected.length, 'applicant', 'applicants')} selected</span>
              <Form.Select
                size="sm"
                className="w-auto"
                aria-label="Move the selected applicants to"
                value={stage}
                onChange={(event) => setStage(event.target.value as EmployerStage | '')}
              >
                <option value="">Move to...</option>
                <Options values={EMPLOYER_STAGES} labelOf={(value) => EMPLOYER_STAGE_LABELS[value]} />
              </Form.Select>
              <Button size="sm" disabled={!stage} loading={busy && !rejecting} onClick={apply}>
                Move selected
              </Button>
              <Button size="sm" color="link" onClick={onClear} disabled={busy}>
                Clear selection
              </Button>
            </div>
          ) : null}
          {notMoved.length > 0 ? (
            <Alert variant="warning" className="mt-2 mb-0" dismissible onClose={() => setNotMoved([])}>
              <p className="mb-1 fw-medium">
                {plural(notMoved.length, 'applicant was', 'applicants were')} not moved (still selected):
              </p>
              <ul className="mb-0">
                {notMoved.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </div>
      ) : null}
      <RejectionDialog
        target={rejecting}
        busy={busy}
        onReject={(rejection) => void moveAll('rejected', rejection)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
