// "Screening questions" of the job form (docs/product/applications.md): up to five questions
// the application form asks, each Yes/No, Number or Short text, required or optional; a Yes/No
// question may require an answer and a Number question a minimum, which makes it required.
// And the job's choice to reject applications that miss a requirement automatically.
import Form from 'react-bootstrap/Form';
import {
  useFieldArray,
  useFormState,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import {
  SCREENING_ANSWER_KIND_LABELS,
  SCREENING_ANSWER_KINDS,
  SCREENING_QUESTION_MAX,
  SCREENING_QUESTIONS_MAX,
} from '#shared/schemas/screening.js';
import { Button } from '@/components/button';
import { Options } from '@/components/options';
import type { JobFormFields } from './job-form';

/** A question as the form holds it: a requirement left blank is '' until sent. */
export interface QuestionDraft {
  id?: string;
  kind: (typeof SCREENING_ANSWER_KINDS)[number];
  question: string;
  required?: boolean;
  requiredAnswer?: 'yes' | 'no' | '';
  minimum?: number | string;
}

/**
 * The questions as the API takes them: a blank requirement, or one that does not fit the kind
 * (the kind was changed after), is no requirement.
 */
export function questionsToSend(questions: readonly QuestionDraft[] = []) {
  return questions.map(({ requiredAnswer, minimum, ...question }) => ({
    ...question,
    ...(question.kind === 'yes-no' && requiredAnswer ? { requiredAnswer } : {}),
    ...(question.kind === 'number' && minimum !== undefined && String(minimum).trim() !== '' ? { minimum } : {}),
  }));
}

const hasRequirement = (question: QuestionDraft | undefined) =>
  (question?.kind === 'yes-no' && Boolean(question.requiredAnswer)) ||
  (question?.kind === 'number' && question.minimum !== undefined && String(question.minimum).trim() !== '');

interface ScreeningQuestionsFieldProps {
  control: Control<JobFormFields>;
  register: UseFormRegister<JobFormFields>;
  watch: UseFormWatch<JobFormFields>;
  errors: FieldErrors<JobFormFields>;
}

export function ScreeningQuestionsField({ control, register, watch, errors }: ScreeningQuestionsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'screeningQuestions', keyName: 'key' });
  // The form checks its list of questions on every change of it, a new blank one included. A
  // question's message waits until the person has left the field or sent the form: shown at
  // once, it went when they left the field, as they pressed the next control, and moved that
  // control from under their pointer (the click was lost).
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'screeningQuestions' });
  const questions = watch('screeningQuestions') ?? [];
  const anyRequirement = questions.some(hasRequirement);

  return (
    <div className="col-12 d-grid gap-3 screening-questions">
      <p className="text-body-secondary mb-0">
        Ask up to {SCREENING_QUESTIONS_MAX} questions on the application form. A requirement marks the applications that
        miss it &quot;Does not meet requirements&quot;.
      </p>
      {fields.map((field, index) => {
        const question = questions[index];
        const touched = touchedFields.screeningQuestions?.[index];
        const allErrors = errors.screeningQuestions?.[index];
        const fieldErrors = {
          question: isSubmitted || touched?.question ? allErrors?.question : undefined,
          minimum: isSubmitted || touched?.minimum ? allErrors?.minimum : undefined,
        };
        const name = `screeningQuestions.${index}` as const;
        const id = (part: string) => `job-question-${index}-${part}`;
        const requirementSet = hasRequirement(question);
        return (
          <fieldset key={field.key} className="screening-question border rounded p-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-2">Question {index + 1}</legend>
            <div className="row g-3">
              <Form.Group className="col-12" controlId={id('text')}>
                <Form.Label>Question</Form.Label>
                <Form.Control
                  {...register(`${name}.question`)}
                  maxLength={SCREENING_QUESTION_MAX}
                  placeholder="e.g. Years of experience with React"
                  aria-required
                  isInvalid={Boolean(fieldErrors?.question)}
                  aria-describedby={fieldErrors?.question ? id('text-error') : undefined}
                />
                {fieldErrors?.question ? (
                  <Form.Control.Feedback type="invalid" id={id('text-error')}>
                    {fieldErrors.question.message}
                  </Form.Control.Feedback>
                ) : null}
              </Form.Group>
              <Form.Group className="col-sm-6" controlId={id('kind')}>
                <Form.Label>Answer</Form.Label>
                <Form.Select {...register(`${name}.kind`)}>
                  <Options values={SCREENING_ANSWER_KINDS} labelOf={(kind) => SCREENING_ANSWER_KIND_LABELS[kind]} />
                </Form.Select>
              </Form.Group>
              {question?.kind === 'yes-no' ? (
                <Form.Group className="col-sm-6" controlId={id('requiredAnswer')}>
                  <Form.Label>Requirement</Form.Label>
                  <Form.Select {...register(`${name}.requiredAnswer`)}>
                    <option value="">None</option>
                    <option value="yes">Must answer Yes</option>
                    <option value="no">Must answer No</option>
                  </Form.Select>
                </Form.Group>
              ) : null}
              {question?.kind === 'number' ? (
                <Form.Group className="col-sm-6" controlId={id('minimum')}>
                  <Form.Label>Requirement: at least (optional)</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    step="any"
                    {...register(`${name}.minimum`)}
                    isInvalid={Boolean(fieldErrors?.minimum)}
                  />
                  {fieldErrors?.minimum ? (
                    <Form.Control.Feedback type="invalid">{fieldErrors.minimum.message}</Form.Control.Feedback>
                  ) : null}
                </Form.Group>
              ) : null}
              <div className="col-12 d-flex flex-wrap align-items-center justify-content-between gap-2">
                <Form.Check
                  type="checkbox"
                  id={id('required')}
                  label={requirementSet ? 'Required (it has a requirement)' : 'Required'}
                  {...register(`${name}.required`)}
                  {...(requirementSet ? { checked: true, disabled: true } : {})}
                />
                <Button color="link" size="xs" className="text-danger px-0" onClick={() => remove(index)}>
                  Remove question {index + 1}
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      {fields.length < SCREENING_QUESTIONS_MAX ? (
        <div>
          <Button color="outline" onClick={() => append({ kind: 'yes-no', question: '', required: false })}>
            Add a question
          </Button>
        </div>
      ) : (
        <p className="small text-body-secondary mb-0">A job asks at most {SCREENING_QUESTIONS_MAX} questions.</p>
      )}
      <Form.Check
        type="checkbox"
        id="job-rejectWhenUnqualified"
        label="Reject automatically when requirements are not met"
        aria-describedby="job-rejectWhenUnqualified-help"
        {...register('rejectWhenUnqualified')}
      />
      <Form.Text id="job-rejectWhenUnqualified-help" className="mt-n2">
        {anyRequirement
          ? 'An application that misses a requirement is rejected an hour after it arrives, with your rejection message, unless a teammate moves it first.'
          : 'Applies once a question has a requirement.'}
      </Form.Text>
    </div>
  );
}
