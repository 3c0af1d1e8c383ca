// The company's email templates as text (shared/email-templates.ts): filling the placeholders
// as plain text, finding unknown ones, and the body schema that refuses them.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  unknownPlaceholders,
  type PlaceholderValues,
} from '#shared/email-templates.js';
import { emailTemplatesBody } from '#shared/schemas/teams.js';

const values: PlaceholderValues = { candidateFirstName: 'Grace', jobTitle: 'Analyst', companyName: 'Engines' };

describe('fillTemplate', () => {
  it('replaces every known placeholder, each time it appears', () => {
    expect(fillTemplate('{candidateFirstName}, {jobTitle} at {companyName}. Bye {candidateFirstName}', values)).toBe(
      'Grace, Analyst at Engines. Bye Grace',
    );
  });

  it('inserts values as plain text: replacement patterns and braces in them stay as they are', () => {
    const tricky = { ...values, candidateFirstName: "$& $' {jobTitle}", companyName: '<b>Engines</b>' };
    expect(fillTemplate('Hi {candidateFirstName} of {companyName}', tricky)).toBe(
      "Hi $& $' {jobTitle} of <b>Engines</b>",
    );
  });

  it('leaves an unknown placeholder and a brace that is no placeholder as written', () => {
    expect(fillTemplate('{firstName} { jobTitle } {jobTitle}', values)).toBe('{firstName} { jobTitle } Analyst');
  });
});

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once, in order, and none in the defaults', () => {
    expect(unknownPlaceholders('{name} {jobTitle} {salary} {name}')).toEqual(['name', 'salary']);
    for (const text of Object.values(DEFAULT_EMAIL_TEMPLATES)) expect(unknownPlaceholders(text)).toEqual([]);
  });
});

describe('emailTemplatesBody', () => {
  const body = {
    rejection: ' Hi {candidateFirstName} ',
    interview: 'Talk about {jobTitle}?',
    offer: 'Join {companyName}',
  };

  it('takes three templates, trimmed', () => {
    expect(emailTemplatesBody.parse(body)).toEqual({ ...body, rejection: 'Hi {candidateFirstName}' });
  });

  it('refuses an unknown placeholder, naming it and the template', () => {
    const result = emailTemplatesBody.safeParse({ ...body, offer: 'Your pay: {salary}' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['offer'],
        message:
          'The offer email uses {salary}, which is not a placeholder: use {candidateFirstName}, {jobTitle}, {companyName}',
      }),
    ]);
  });

  it('refuses an empty template, one over 5,000 characters, a missing one and another field', () => {
    const fails = (input: unknown) => emailTemplatesBody.safeParse(input).error?.issues[0]?.message;
    expect(fails({ ...body, interview: '  ' })).toBe('The interview invitation email is required');
    expect(fails({ ...body, rejection: 'x'.repeat(5001) })).toBe('The rejection email must be at most 5000 characters');
    expect(fails({ rejection: 'a', interview: 'b' })).toBe('The offer email is required');
    expect(emailTemplatesBody.safeParse({ ...body, hired: 'x' }).success).toBe(false);
  });
});
