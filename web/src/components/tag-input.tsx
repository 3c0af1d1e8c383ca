// A multi-value input (Skills, Languages): an entry is added on Enter or with the Add button
// when non-empty, then the box clears; entries are trimmed, duplicates (any case) ignored, and
// each can be removed. Enter never submits the surrounding form.
import { useId, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { TAG_MAX } from '#shared/constants.js';
import { Button } from './button';
import { TagList } from './tag-list';

interface TagInputProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  error?: string;
}

/** The list with `entry` added: trimmed, and only when not empty and not there yet (any case). */
export function addTag(values: string[], entry: string): string[] {
  const tag = entry.trim().replace(/\s+/g, ' ');
  if (!tag || values.some((value) => value.toLowerCase() === tag.toLowerCase())) return values;
  return [...values, tag];
}

export function TagInput({ label, values, onChange, placeholder, error }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(values, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="tag-input">
      <Form.Label htmlFor={`${id}-input`}>{label}</Form.Label>
      <div className="input-group">
        <Form.Control
          id={`${id}-input`}
          value={draft}
          maxLength={TAG_MAX}
          placeholder={placeholder}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button color="outline" onClick={add} aria-label={`Add to ${label}`}>
          Add
        </Button>
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
      <TagList
        className="mt-2"
        label={label}
        values={values}
        onRemove={(value) => onChange(values.filter((entry) => entry !== value))}
      />
    </div>
  );
}
