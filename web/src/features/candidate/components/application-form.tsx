// The application form of /dashboard/find-jobs/{jobID}: first name, last name, email, country
// (flag and name) and phone number, all required; name, email and country prefilled; then the
// job's screening questions, checked as the server checks them (shared/schemas/screening.ts). A
// refusal (403: e.g. the job is not open to applicants in the chosen country) stays in the
// form, by the submit button, rather than in a passing toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import * as z from 'zod/mini';
import { findCountry } from '#shared/countries.js';
import { applyToJobBody } from '#shared/schemas/applications.js';
import {
  checkAnswers,
  SCREENING_TEXT_ANSWER_MAX,
  type CandidateQuestion,
  type ScreeningQuestion,
} from '#shared/schemas/screening.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { TitledSection } from '@/components/titled-section';
import { ApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { MY_APPLICATIONS_KEY } from '../api/get-my-applications';
import { applyToJob } from '../api/apply-to-job';

const formSchema = z.omit(applyToJobBody, { jobID: true, answers: true });
/** The answers are in the questions' order: the form's names are indexes, not the ids. */
type FormInput = z.input<typeof formSchema> & { answers?: string[] };
type FormOutput = z.output<typeof formSchema> & { answers?: string[] };
type ContactField = keyof z.input<typeof formSchema>;

const contactResolver = zodResolver<FormInput, unknown, FormOutput>(formSchema);

/** The contact fields by the API's schema, then each question's answer by the server's rules. */
const resolverFor =
  (questions: readonly CandidateQuestion[]): Resolver<FormInput, unknown, FormOutput> =>
  async ({ answers = [], ...contact }, context, options) => {
    // The schema is strict: the answers are not its fields.
    const result = await contactResolver(contact, context, options);
    const answerErrors: (FieldError | undefined)[] = [];
    questions.forEach((question, index) => {
      const check = checkAnswers([question as ScreeningQuestion], { [question.id]: answers[index] ?? '' });
      if (!check.ok) answerErrors[index] = { type: 'validate', message: check.msg };
    });
    if (answerErrors.some(Boolean)) return { values: {}, errors: { ...result.errors, answers: answerErrors } };
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...(result.values as FormOutput), answers }, errors: {} };
  };

/** The answers by question id, as the API takes them; a blank optional answer is left out. */
const answersById = (questions: readonly CandidateQuestion[], answers: readonly string[] = []) =>
  Object.fromEntries(
    questions.flatMap((question, index) => (answers[index]?.trim() ? [[question.id, answers[index]!]] : [])),
  );

export const APPLICATION_SENT = 'Your application has been sent';

export function ApplicationForm({ jobID, questions = [] }: { jobID: string; questions?: CandidateQuestion[] }) {
  const { user } = useSession();
  const { succeed, done: sent } = useSaveAndReturn(paths.candidateHome);
  const [refusal, setRefusal] = useState<string>();
  const { mutate } = useSWRConfig();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: resolverFor(questions),
    defaultValues: {
      answers: questions.map(() => ''),
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      country: (user?.country && findCountry(user.country)?.name) ?? '',
      phoneNo: '',
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const apply = async ({ answers, ...values }: FormOutput) => {
    await applyToJob({ ...values, jobID, answers: answersById(questions, answers) });
    // What shows the candidate's applications: this job's page, the Applied badges, My applications.
    // (My applications is a list of pages: its one key is a string that names the call.)
    await mutate(
      (key) =>
        (Array.isArray(key) && ['getJobCandidate', 'getApplicationStatuses'].includes(key[0])) ||
        (typeof key === 'string' && key.includes(MY_APPLICATIONS_KEY)),
    );
  };
  const submit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await apply(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefusal(error.msg);
      else notifyFailure(error, 'We could not send your application. Please try again.');
      return;
    }
    succeed(APPLICATION_SENT);
  });

  const field = (name: ContactField) => ({
    ...register(name),
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `application-${name}-error` : undefined,
    'aria-required': true,
  });
  const feedback = (name: ContactField) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`application-${name}-error`}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    ) : null;

  return (
    <TitledSection titleId="application-form-title" title="Application form" titleClassName="h4 mb-3">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <div className="row g-3">
          <Form.Group className="col-sm-6" controlId="application-firstName">
            <Form.Label>First name</Form.Label>
            <Form.Control autoComplete="given-name" {...field('firstName')} />
            {feedback('firstName')}
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="application-lastName">
            <Form.Label>Last name</Form.Label>
            <Form.Control autoComplete="family-name" {...field('lastName')} />
            {feedback('lastName')}
          </Form.Group>
          <Form.Group className="col-12" controlId="application-email">
            <Form.Label>Email address</Form.Label>
            <Form.Control type="email" autoComplete="email" {...field('email')} />
            {feedback('email')}
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="application-country">
            <Form.Label>Country</Form.Label>
            <CountrySelect placeholder="Select a country" autoComplete="country-name" {...field('country')} />
            {feedback('country')}
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="application-phoneNo">
            <Form.Label>Phone number</Form.Label>
            <Form.Control type="tel" autoComplete="tel" placeholder="+1 555 123 4567" {...field('phoneNo')} />
            {feedback('phoneNo')}
          </Form.Group>
        </div>
        {questions.length > 0 ? (
          <div className="d-grid gap-3 mt-4">
            <h3 className="h5 mb-0">Questions from the employer</h3>
            {questions.map((question, index) => (
              <ScreeningAnswerField
                key={question.id}
                question={question}
                index={index}
                register={register}
                error={errors.answers?.[index]?.message}
              />
            ))}
          </div>
        ) : null}
        {refusal ? (
          <Alert variant="danger" className="mt-4 mb-0">
            {refusal}
          </Alert>
        ) : null}
        <Button type="submit" className="mt-4" loading={isSubmitting} disabled={sent}>
          Submit application
        </Button>
      </Form>
    </TitledSection>
  );
}

/** One screening question: Yes/No radios, a number or a short text, with its error. */
function ScreeningAnswerField({
  question,
  index,
  register,
  error,
}: {
  question: CandidateQuestion;
  index: number;
  register: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>['register'];
  error?: string;
}) {
  const id = `application-question-${index}`;
  const errorId = `${id}-error`;
  const invalid = {
    isInvalid: Boolean(error),
    'aria-describedby': error ? errorId : undefined,
    'aria-required': question.required,
  };
  const label = `${question.question}${question.required ? '' : ' (optional)'}`;
  const feedback = error ? (
    <div className="invalid-feedback d-block" id={errorId}>
      {error}
    </div>
  ) : null;
  if (question.kind === 'yes-no')
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="form-label fs-6 mb-1">{label}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <Form.Check
            key={value}
            inline
            type="radio"
            id={`${id}-${value}`}
            label={value === 'yes' ? 'Yes' : 'No'}
            value={value}
            isInvalid={Boolean(error)}
            {...register(`answers.${index}`)}
          />
        ))}
        {feedback}
      </fieldset>
    );
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {question.kind === 'number' ? (
        <Form.Control type="number" inputMode="decimal" step="any" {...register(`answers.${index}`)} {...invalid} />
      ) : (
        <Form.Control maxLength={SCREENING_TEXT_ANSWER_MAX} {...register(`answers.${index}`)} {...invalid} />
      )}
      {feedback}
    </Form.Group>
  );
}
