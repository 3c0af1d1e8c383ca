// The status email's text (application-emails.ts): the company's template filled for the
// candidate and job, the employer's edited message in its place, and Hired's fixed text,
// always between the same subject and the link to My applications.
import { describe, expect, it } from 'vitest';
import { stageChangeEmail, type StageEmailInput } from '#functions/applications/application-emails.js';
import { DEFAULT_EMAIL_TEMPLATES } from '#shared/email-templates.js';

const input: StageEmailInput = {
  to: 'grace@example.com',
  firstName: 'Grace',
  jobTitle: 'Analyst',
  companyName: 'Engines',
  stage: 'rejected',
  myApplicationsUrl: 'https://example.com/dashboard/applications',
};
const closing =
  '\n\nSee all your applications: https://example.com/dashboard/applications\n\n- Remote Hiring Marketplace';

describe('stageChangeEmail', () => {
  it("fills the default template when the company saved none, as today's text read", () => {
    const email = stageChangeEmail(input);
    expect(email.subject).toBe('Analyst at Engines: Not selected');
    expect(email.text).toBe(
      'Hello Grace,\n\nYour application for Analyst at Engines is now: Not selected.\n\n' +
        'Thank you for your interest. The employer has decided not to move forward with your application this time. We wish you the best in your search.' +
        closing,
    );
  });

  it("fills the company's own template for the stage", () => {
    const templates = {
      ...DEFAULT_EMAIL_TEMPLATES,
      offer: '{candidateFirstName}, {companyName} offers you {jobTitle}.',
    };
    const email = stageChangeEmail({ ...input, stage: 'offered', templates });
    expect(email.subject).toBe('Analyst at Engines: Offer');
    expect(email.text).toBe(`Grace, Engines offers you Analyst.${closing}`);
  });

  it('sends the edited message as written, placeholders and all, in place of the template', () => {
    const templates = { ...DEFAULT_EMAIL_TEMPLATES, rejection: 'Template {jobTitle}' };
    const email = stageChangeEmail({ ...input, templates, message: 'Dear Grace, sorry. {jobTitle}' });
    expect(email.text).toBe(`Dear Grace, sorry. {jobTitle}${closing}`);
  });

  it('keeps the fixed text for Hired, and says where to look without a site address', () => {
    const email = stageChangeEmail({ ...input, stage: 'hired', myApplicationsUrl: undefined });
    expect(email.text).toBe(
      'Hello Grace,\n\nYour application for Analyst at Engines is now: Hired.\n\n' +
        'Congratulations: you have been hired. Welcome to the team!\n\n' +
        'See all your applications under My applications when you sign in.\n\n- Remote Hiring Marketplace',
    );
  });
});
