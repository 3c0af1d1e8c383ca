// Screening questions: what a job asks at application time, the answers a candidate gives, and
// the requirements that mark an application "Does not meet requirements"
// (docs/product/applications.md, "Screening questions"). The same checks run in the
// application form and on the server (checkAnswers).
import * as z from 'zod/mini';
import { requiredText } from './common.js';

export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_TEXT_ANSWER_MAX = 500;
export const SCREENING_QUESTION_MAX = 200;

export const SCREENING_ANSWER_KINDS = ['yes-no', 'number', 'text'] as const;
export type ScreeningAnswerKind = (typeof SCREENING_ANSWER_KINDS)[number];
export const SCREENING_ANSWER_KIND_LABELS: Record<ScreeningAnswerKind, string> = {
  'yes-no': 'Yes/No',
  number: 'Number',
  text: 'Short text',
};

export const MSG_REQUIREMENTS_NOT_MET = 'Does not meet requirements';
export const MSG_QUESTIONS_CHANGED = "This job's questions have changed. Please reload the page and answer them again.";

/** A number typed in a form field or sent as one; blank is no answer. */
const numberAnswer = z.union([z.number(), z.string()]);

/**
 * One question as the job form writes it. A requirement (a Yes/No answer that is needed, or a
 * number's least value) makes the question required: without an answer it cannot be met.
 */
export const screeningQuestionSchema = z
  .strictObject({
    /** Given by the server when the question is first saved; kept across edits. */
    id: z.optional(z.uuid({ error: 'A question id must be a UUID' })),
    kind: z.enum(SCREENING_ANSWER_KINDS, { error: 'Choose the answer type: Yes/No, Number or Short text' }),
    question: requiredText('Question', SCREENING_QUESTION_MAX, 'Write the question'),
    required: z._default(z.boolean({ error: 'required must be true or false' }), false),
    /** Yes/No: the answer it requires. */
    requiredAnswer: z.optional(z.enum(['yes', 'no'], { error: 'The required answer must be Yes or No' })),
    /** Number: the least answer it requires. */
    minimum: z.optional(
      z.pipe(
        z.pipe(numberAnswer, z.transform(Number)),
        z
          .number({ error: 'The minimum must be a number' })
          .check(z.refine(Number.isFinite, 'The minimum must be a number')),
      ),
    ),
  })
  .check(
    z.superRefine((question, ctx) => {
      if (question.requiredAnswer !== undefined && question.kind !== 'yes-no')
        ctx.addIssue({
          code: 'custom',
          path: ['requiredAnswer'],
          message: 'Only a Yes/No question requires an answer',
        });
      if (question.minimum !== undefined && question.kind !== 'number')
        ctx.addIssue({ code: 'custom', path: ['minimum'], message: 'Only a Number question has a minimum' });
    }),
    z.overwrite((question) =>
      question.requiredAnswer !== undefined || question.minimum !== undefined
        ? { ...question, required: true }
        : question,
    ),
  );
export type ScreeningQuestionInput = z.output<typeof screeningQuestionSchema>;

/** A question as stored and as the company sees it: always with its id. */
export type ScreeningQuestion = ScreeningQuestionInput & { id: string };

/** The job form's list: at most five. */
export const screeningQuestionsField = z._default(
  z
    .array(screeningQuestionSchema, { error: 'Screening questions must be a list' })
    .check(z.maxLength(SCREENING_QUESTIONS_MAX, `A job asks at most ${SCREENING_QUESTIONS_MAX} screening questions`)),
  [],
);

/** What a candidate sees of a question: not the requirement, which the company keeps to itself. */
export const candidateQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SCREENING_ANSWER_KINDS),
  question: z.string(),
  required: z.boolean(),
});
export type CandidateQuestion = z.infer<typeof candidateQuestionSchema>;

export const companyQuestionSchema = z.extend(candidateQuestionSchema, {
  requiredAnswer: z.optional(z.enum(['yes', 'no'])),
  minimum: z.optional(z.number()),
});

export const toCandidateQuestion = ({ id, kind, question, required }: ScreeningQuestion): CandidateQuestion => ({
  id,
  kind,
  question,
  required,
});

/** The application form's answers, by question id: 'yes' / 'no', a number, or text. */
export const screeningAnswersField = z._default(
  z.record(
    z.string().check(z.maxLength(64, 'Answers must be keyed by question id')),
    z.union([z.string().check(z.maxLength(5000, 'An answer is too long')), z.number(), z.boolean()], {
      error: 'Each answer must be text, a number, Yes or No',
    }),
  ),
  {},
);
export type ScreeningAnswers = z.output<typeof screeningAnswersField>;

/** One answer as the application keeps it: the question as it was asked, and the answer. */
export const screeningAnswerSchema = z.object({
  question: z.string(),
  kind: z.enum(SCREENING_ANSWER_KINDS),
  /** 'yes' / 'no', the number, or the text; absent when an optional question was left blank. */
  answer: z.optional(z.union([z.string(), z.number()])),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

export type AnswerCheck =
  | { ok: true; answers: ScreeningAnswer[]; unmetRequirements: string[] }
  | { ok: false; msg: string; questionID?: string };

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** An answer in its kind's form, or a message naming the question. */
function parsedAnswer(
  question: Pick<ScreeningQuestion, 'kind' | 'question'>,
  value: string | number | boolean,
): { value: string | number } | { msg: string } {
  switch (question.kind) {
    case 'yes-no': {
      const answer = value === true ? 'yes' : value === false ? 'no' : String(value).trim().toLowerCase();
      return answer === 'yes' || answer === 'no'
        ? { value: answer }
        : { msg: `Answer Yes or No to "${question.question}"` };
    }
    case 'number': {
      const answer = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
      return typeof value !== 'boolean' && Number.isFinite(answer)
        ? { value: answer }
        : { msg: `Answer "${question.question}" with a number` };
    }
    case 'text': {
      const answer = String(value).trim();
      return typeof value === 'string' && answer.length <= SCREENING_TEXT_ANSWER_MAX
        ? { value: answer }
        : {
            msg: `Answer "${question.question}" in at most ${SCREENING_TEXT_ANSWER_MAX} characters`,
          };
    }
  }
}

/** Whether an answer meets the question's requirement (a question without one is always met). */
export function meetsRequirement(
  question: Pick<ScreeningQuestion, 'requiredAnswer' | 'minimum'>,
  answer: string | number | undefined,
): boolean {
  if (question.requiredAnswer !== undefined) return answer === question.requiredAnswer;
  if (question.minimum !== undefined) return typeof answer === 'number' && answer >= question.minimum;
  return true;
}

/**
 * The answers checked against the job's questions: every required question answered in its
 * kind's form (else the first problem, naming the question), no answer to a question the job
 * does not ask (its questions changed since the form was opened), and the requirements missed.
 */
export function checkAnswers(questions: readonly ScreeningQuestion[], given: ScreeningAnswers): AnswerCheck {
  const asked = new Set(questions.map((question) => question.id));
  if (Object.keys(given).some((id) => !asked.has(id))) return { ok: false, msg: MSG_QUESTIONS_CHANGED };
  const answers: ScreeningAnswer[] = [];
  const unmetRequirements: string[] = [];
  for (const question of questions) {
    const value = given[question.id];
    let answer: string | number | undefined;
    if (blank(value)) {
      if (question.required)
        return { ok: false, msg: `Answer the question "${question.question}"`, questionID: question.id };
    } else {
      const parsed = parsedAnswer(question, value!);
      if ('msg' in parsed) return { ok: false, msg: parsed.msg, questionID: question.id };
      answer = parsed.value;
    }
    answers.push({ question: question.question, kind: question.kind, ...(answer === undefined ? {} : { answer }) });
    if (!meetsRequirement(question, answer)) unmetRequirements.push(question.question);
  }
  return { ok: true, answers, unmetRequirements };
}

/** How an answer reads on the employer's screens. */
export const answerText = (answer: ScreeningAnswer): string =>
  answer.answer === undefined
    ? 'No answer'
    : answer.kind === 'yes-no'
      ? answer.answer === 'yes'
        ? 'Yes'
        : 'No'
      : String(answer.answer);

/** How a requirement reads in the job form's summary and on the applicant's detail. */
export function requirementText(question: Pick<ScreeningQuestion, 'requiredAnswer' | 'minimum'>): string | undefined {
  if (question.requiredAnswer !== undefined) return `must answer ${question.requiredAnswer === 'yes' ? 'Yes' : 'No'}`;
  if (question.minimum !== undefined) return `at least ${question.minimum}`;
  return undefined;
}
