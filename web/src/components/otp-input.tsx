// The verification code: six single-character boxes (docs/product/accounts.md, One-time codes). Typing
// moves to the next box, Backspace on an empty box goes back, and pasting anywhere keeps only
// letters and digits, up to six, from the first box. The value is a 6-character string with a
// space for each empty box; codes are shown in capitals (the server compares without case).
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, OTP_PATTERN } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { Button } from './button';

const EMPTY = ' ';

/** Only letters and digits, in capitals, at most `max`. */
export const cleanCode = (text: string, max = OTP_LENGTH) =>
  text
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, max);

/**
 * What a box's change brought in. A whole code (six letters or digits: an autofill or a paste
 * that replaced the box) is taken whole. Otherwise the text inserted at the caret, when the
 * rest is the box's old character: typing next to it, or a code inserted before or after it.
 */
export const enteredText = (value: string, previous: string, caret: number | null): string => {
  if (cleanCode(value, OTP_LENGTH + 1).length === OTP_LENGTH) return value;
  const added = value.length - previous.length;
  if (previous && added > 0 && caret !== null && caret >= added) {
    const start = caret - added;
    if (value.slice(0, start) + value.slice(caret) === previous) return value.slice(start, caret);
  }
  return value;
};

/** The code when all six boxes are filled, else null. */
export const completeCode = (value: string): string | null => (OTP_PATTERN.test(value) ? value : null);

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The group's accessible name. */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the element that explains an error. */
  describedBy?: string;
  autoFocus?: boolean;
}

export function OtpInput({
  value,
  onChange,
  label = 'Verification code',
  disabled,
  invalid,
  describedBy,
  autoFocus,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: OTP_LENGTH }, (_, index) => (value[index] ?? EMPTY).trim());
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  const emit = (next: string[]) => onChange(next.map((char) => char || EMPTY).join(''));

  /** Writes `text` from box `from` on, and moves the focus after it. */
  const fill = (from: number, text: string) => {
    const next = [...chars];
    const cleaned = cleanCode(text, OTP_LENGTH - from);
    [...cleaned].forEach((char, offset) => {
      next[from + offset] = char;
    });
    emit(next);
    focus(from + cleaned.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[index] && index > 0) {
      event.preventDefault();
      const next = [...chars];
      next[index - 1] = '';
      emit(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = cleanCode(event.clipboardData.getData('text'));
    if (!pasted) return;
    emit(Array.from({ length: OTP_LENGTH }, (_, index) => pasted[index] ?? ''));
    focus(pasted.length);
  };

  return (
    <fieldset className="otp-input" aria-describedby={describedBy}>
      <legend className="visually-hidden">{label}</legend>
      <div className="d-flex gap-2 justify-content-center">
        {chars.map((char, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={`${id}-${index}`}
            className={`form-control otp-box${invalid ? ' is-invalid' : ''}`}
            value={char}
            inputMode="text"
            autoCapitalize="characters"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            spellCheck={false}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            aria-label={`${label}, character ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              const typed = cleanCode(enteredText(event.target.value, char, event.target.selectionStart));
              if (typed) fill(index, typed);
              else {
                const next = [...chars];
                next[index] = '';
                emit(next);
              }
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The code's state for a form: the boxes' value, and "Please enter the complete 6-character
 * code." once a submit found it incomplete. `take()` returns the code, or null (and shows
 * the message) when it is not complete.
 */
export function useOtpCode() {
  const [value, setValue] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  return {
    value,
    incomplete,
    onChange(next: string) {
      setValue(next);
      if (completeCode(next)) setIncomplete(false);
    },
    take(): string | null {
      const code = completeCode(value);
      setIncomplete(!code);
      return code;
    },
    clear() {
      setValue('');
      setIncomplete(false);
    },
  };
}

/** The six boxes with the "incomplete" message under them. */
export function OtpField({
  code,
  id,
  disabled,
  autoFocus,
}: {
  code: ReturnType<typeof useOtpCode>;
  id: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className="mb-3">
      <OtpInput
        value={code.value}
        onChange={code.onChange}
        disabled={disabled}
        invalid={code.incomplete}
        describedBy={code.incomplete ? `${id}-error` : undefined}
        autoFocus={autoFocus}
      />
      {code.incomplete ? (
        <div className="invalid-feedback d-block text-center" id={`${id}-error`}>
          {MSG.otpIncomplete}
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Request again": asks for a new code. With `code`, the boxes are emptied first; without it
 * they keep what was typed until the new code is on its way.
 */
export function RequestAgainButton({
  onRequest,
  code,
  loading,
  disabled,
  className = 'p-0 align-baseline',
}: {
  onRequest: () => Promise<void>;
  code?: ReturnType<typeof useOtpCode>;
  loading: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      color="link"
      className={className}
      loading={loading}
      disabled={disabled}
      onClick={() => {
        code?.clear();
        void onRequest();
      }}
    >
      Request again
    </Button>
  );
}
