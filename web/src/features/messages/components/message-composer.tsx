// The box to write a message: Enter sends, Shift+Enter starts a new line, up to 2,000
// characters (the count shows near the limit). A refused send keeps the text.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Send } from 'react-bootstrap-icons';
import { MESSAGE_MAX } from '#shared/schemas/messages.js';
import { Button } from '@/components/button';

/** The count shows from this many characters on. */
const COUNT_FROM = MESSAGE_MAX - 200;

export function MessageComposer({
  onSend,
  isSending,
}: {
  onSend: (text: string) => Promise<boolean>;
  isSending: boolean;
}) {
  const [text, setText] = useState('');
  const hintID = useId();
  const blank = text.trim().length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || isSending) return;
    if (await onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="message-composer" onSubmit={(event) => void submit(event)}>
      <Form.Label htmlFor={`${hintID}-text`} className="visually-hidden">
        Write a message
      </Form.Label>
      <Form.Control
        as="textarea"
        id={`${hintID}-text`}
        rows={3}
        value={text}
        maxLength={MESSAGE_MAX}
        placeholder="Write a message"
        aria-describedby={hintID}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="d-flex align-items-center justify-content-between gap-2 mt-2">
        <small id={hintID} className="text-body-secondary">
          Enter sends, Shift+Enter starts a new line.
          {text.length >= COUNT_FROM
            ? ` ${text.length.toLocaleString('en')} / ${MESSAGE_MAX.toLocaleString('en')}`
            : ''}
        </small>
        <Button type="submit" loading={isSending} disabled={blank} className="flex-shrink-0 text-nowrap">
          <Send aria-hidden="true" className="me-2" />
          Send
        </Button>
      </div>
    </form>
  );
}
