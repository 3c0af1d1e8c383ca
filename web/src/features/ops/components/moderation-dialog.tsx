// The question before an operator's action (docs/product/trust-and-safety.md): what it acts on,
// what it will do, and the note the audit log keeps with it (required, at most 1000
// characters). The server's refusal shows in the dialog: under the note when it names the note,
// above the form otherwise.
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import * as z from 'zod/mini';
import {
  ACTION_LABELS,
  MODERATION_NOTE_MAX,
  moderateBody,
  type ModerationAction,
  type ReportTargetType,
} from '#shared/schemas/trust.js';
import type { ButtonColor } from '@/components/button';
import { Dialog, DialogFooter } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { TRY_AGAIN } from '@/lib/notify';
import { useZodForm } from '@/lib/zod-form';
import { useModerate, type ModerateAnswer, type ModerateBody } from '../api/moderate';
import { TARGET_TYPE_LABELS } from './target-types';

/** An action on one target, as a queue card offers it. */
export interface ModerationRequest {
  action: ModerationAction;
  targetType: ReportTargetType;
  targetID: string;
  /** A message's conversation (the API names a message by both). */
  conversationID?: string;
  /** What the target is called ("Senior developer"), for the dialog's words. */
  targetName: string;
}

/** What each action does, in the words of the server's answers (TRUST_MSG.done). */
const ACTION_EFFECTS: Record<ModerationAction, string> = {
  dismiss: 'Its open reports are closed; nothing else changes.',
  release: 'The job goes back in search.',
  'remove-job': 'The job’s page will say it was removed. It cannot be edited or reopened.',
  'suspend-company': 'The company’s jobs leave search and its members can only read.',
  'unsuspend-company': 'The company can post, edit and message again.',
  'revoke-verification': 'The company no longer shows the Verified mark.',
};

/** The actions that take something away are red. */
export const ACTION_COLORS: Record<ModerationAction, ButtonColor> = {
  dismiss: 'primary',
  release: 'primary',
  'remove-job': 'error',
  'suspend-company': 'error',
  'unsuspend-company': 'primary',
  'revoke-verification': 'error',
};

/** The note alone, checked with the contract's own messages. */
const noteForm = z.strictObject({ note: moderateBody.shape.note });

export function bodyOf(request: ModerationRequest, note: string): ModerateBody {
  const { action, targetType, targetID, conversationID } = request;
  return { action, targetType, targetID, ...(conversationID ? { conversationID } : {}), note };
}

interface ModerationDialogProps {
  /** Null while the dialog is closed. */
  request: ModerationRequest | null;
  onClose: () => void;
  /** The action was done: `answer.msg` says what changed. */
  onDone: (answer: ModerateAnswer) => void;
  /** The server refused it (the dialog shows why). */
  onRefused?: (failure: unknown) => void;
}

export function ModerationDialog({ request, onClose, onDone, onRefused }: ModerationDialogProps) {
  const { moderate, isModerating } = useModerate();
  return (
    <Dialog
      show={request !== null}
      titleId="moderation-dialog-title"
      title={request ? ACTION_LABELS[request.action] : 'Moderate'}
      busy={isModerating}
      onClose={onClose}
    >
      {/* A new form for each request: a note typed for one action is never sent with another. */}
      {request ? (
        <ModerationForm
          key={`${request.action}:${request.targetType}:${request.targetID}`}
          request={request}
          busy={isModerating}
          send={moderate}
          onCancel={onClose}
          onDone={onDone}
          onRefused={onRefused}
        />
      ) : null}
    </Dialog>
  );
}

function ModerationForm({
  request,
  busy,
  send,
  onCancel,
  onDone,
  onRefused,
}: {
  request: ModerationRequest;
  busy: boolean;
  send: (body: ModerateBody) => Promise<ModerateAnswer>;
  onCancel: () => void;
  onDone: (answer: ModerateAnswer) => void;
  onRefused?: (failure: unknown) => void;
}) {
  const form = useZodForm(noteForm, { note: '' });
  const [refusal, setRefusal] = useState<string>();
  const noteID = useId();
  const note = form.watch('note');
  const noteError = form.formState.errors.note?.message;

  const submit = async ({ note: checkedNote }: { note: string }) => {
    setRefusal(undefined);
    try {
      onDone(await send(bodyOf(request, checkedNote)));
    } catch (failure) {
      if (!showFieldErrors(failure, ['note'], form.setError)) {
        setRefusal(failure instanceof ApiError ? failure.msg : TRY_AGAIN);
      }
      onRefused?.(failure);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Modal.Body>
        {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
        <p className="mb-1 text-break">
          <span className="fw-semibold">{TARGET_TYPE_LABELS[request.targetType]}:</span> {request.targetName}
        </p>
        <p className="text-body-secondary">{ACTION_EFFECTS[request.action]}</p>
        <Form.Group controlId={noteID}>
          <Form.Label>Note</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={MODERATION_NOTE_MAX}
            aria-required
            isInvalid={Boolean(noteError)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteID}-error ${noteID}-count` : `${noteID}-count`}
            {...form.register('note')}
          />
          <Form.Control.Feedback type="invalid" id={`${noteID}-error`}>
            {noteError}
          </Form.Control.Feedback>
          <Form.Text id={`${noteID}-count`} className="d-flex flex-wrap justify-content-between gap-2">
            <span>Kept with the action in the audit log.</span>
            <span>{`${note.length} / ${MODERATION_NOTE_MAX.toLocaleString('en-US')} characters`}</span>
          </Form.Text>
        </Form.Group>
      </Modal.Body>
      <DialogFooter
        busy={busy}
        onCancel={onCancel}
        actionLabel={ACTION_LABELS[request.action]}
        actionColor={ACTION_COLORS[request.action]}
      />
    </Form>
  );
}
