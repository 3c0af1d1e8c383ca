// The screening questions' rules, shared by the application form and the server: the
// question schema (a requirement makes a question required), the answers' checks and the
// requirements they miss.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  answerText,
  checkAnswers,
  meetsRequirement,
  screeningQuestionSchema,
  type ScreeningQuestion,
} from '#shared/schemas/screening.js';

const question = (fields: Partial<ScreeningQuestion> & Pick<ScreeningQuestion, 'kind'>): ScreeningQuestion => ({
  id: crypto.randomUUID(),
  question: `Question ${fields.kind}`,
  required: false,
  ...fields,
});

describe('screening question schema', () => {
  it('makes a question with a requirement required, and takes a minimum typed as text', () => {
    const parsed = z.parse(screeningQuestionSchema, { kind: 'number', question: ' Years? ', minimum: '3' });
    expect(parsed).toEqual({ kind: 'number', question: 'Years?', required: true, minimum: 3 });
    expect(z.parse(screeningQuestionSchema, { kind: 'yes-no', question: 'EU hours?' }).required).toBe(false);
  });

  it('refuses a requirement that does not fit the kind', () => {
    const wrong = z.safeParse(screeningQuestionSchema, { kind: 'number', question: 'Q', requiredAnswer: 'yes' });
    expect(wrong.error?.issues[0]?.message).toBe('Only a Yes/No question requires an answer');
    const kind = z.safeParse(screeningQuestionSchema, { kind: 'essay', question: 'Q' });
    expect(kind.error?.issues[0]?.message).toBe('Choose the answer type: Yes/No, Number or Short text');
  });
});

describe('checkAnswers', () => {
  const yesNo = question({ kind: 'yes-no', required: true, requiredAnswer: 'yes', question: 'EU hours?' });
  const years = question({ kind: 'number', required: true, minimum: 3, question: 'Years of React' });
  const link = question({ kind: 'text', question: 'Portfolio' });
  const questions = [yesNo, years, link];

  it('keeps the answers in their kinds and lists no requirement when all are met', () => {
    const check = checkAnswers(questions, { [yesNo.id]: true, [years.id]: ' 3,5 ', [link.id]: '  https://a.example ' });
    expect(check).toEqual({
      ok: true,
      answers: [
        { question: 'EU hours?', kind: 'yes-no', answer: 'yes' },
        { question: 'Years of React', kind: 'number', answer: 3.5 },
        { question: 'Portfolio', kind: 'text', answer: 'https://a.example' },
      ],
      unmetRequirements: [],
    });
  });

  it('lists the requirements the answers miss, the minimum included', () => {
    const check = checkAnswers(questions, { [yesNo.id]: 'no', [years.id]: 2.9 });
    expect(check.ok && check.unmetRequirements).toEqual(['EU hours?', 'Years of React']);
    const atMinimum = checkAnswers(questions, { [yesNo.id]: 'Yes', [years.id]: 3 });
    expect(atMinimum.ok && atMinimum.unmetRequirements).toEqual([]);
  });

  it('names the first required question left blank, and the question of a malformed answer', () => {
    expect(checkAnswers(questions, { [yesNo.id]: 'yes', [years.id]: '   ' })).toEqual({
      ok: false,
      msg: 'Answer the question "Years of React"',
      questionID: years.id,
    });
    expect(checkAnswers(questions, { [yesNo.id]: 'yes', [years.id]: true })).toMatchObject({
      ok: false,
      msg: 'Answer "Years of React" with a number',
    });
    expect(checkAnswers(questions, { [yesNo.id]: 1, [years.id]: 4 })).toMatchObject({
      ok: false,
      msg: 'Answer Yes or No to "EU hours?"',
    });
    expect(checkAnswers(questions, { [yesNo.id]: 'yes', [years.id]: 4, [link.id]: 7 })).toMatchObject({
      ok: false,
      msg: 'Answer "Portfolio" in at most 500 characters',
    });
  });

  it('refuses answers to questions the job does not ask', () => {
    expect(checkAnswers([link], { [crypto.randomUUID()]: 'x' })).toMatchObject({ ok: false });
    expect(checkAnswers([], {})).toEqual({ ok: true, answers: [], unmetRequirements: [] });
  });
});

describe('meetsRequirement and answerText', () => {
  it('meets a question without a requirement whatever the answer', () => {
    expect(meetsRequirement({}, undefined)).toBe(true);
    expect(meetsRequirement({ requiredAnswer: 'no' }, 'no')).toBe(true);
    expect(meetsRequirement({ requiredAnswer: 'no' }, undefined)).toBe(false);
    expect(meetsRequirement({ minimum: 0 }, undefined)).toBe(false);
  });

  it('reads answers as the employer sees them', () => {
    expect(answerText({ question: 'Q', kind: 'yes-no', answer: 'yes' })).toBe('Yes');
    expect(answerText({ question: 'Q', kind: 'number', answer: 4 })).toBe('4');
    expect(answerText({ question: 'Q', kind: 'text' })).toBe('No answer');
  });
});
