// /candidate/signup: the candidate's details, an optional PDF resume, and the password; sent
// as one multipart form. The messages are docs/product/accounts.md's (the shared schema carries them).
import { useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import type { Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { CANDIDATE_SIGNUP_JOB_TYPES, RESUME_MAX_BYTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { candidateSignupBody } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { PasswordField } from '@/components/password-input';
import { showFieldErrors } from '@/lib/field-errors';
import { paths, withNext } from '@/lib/paths';
import { formField, useZodForm } from '@/lib/zod-form';
import { useCandidateSignup } from '../api/candidate-signup';
import { ErrorDialog } from '../components/error-dialog';
import { SignupCard } from '../components/signup-card';
import { EmailField, FieldError, NameFields, TextField } from '@/components/text-field';
import { Options } from '@/components/options';
import { signupErrorMessage } from '../error-messages';
import { useReturnPath } from '../return-path';
import { signupStorage } from '../signup-storage';

type CandidateForm = z.input<typeof candidateSignupBody>;
const FIELDS = Object.keys(candidateSignupBody.shape) as Path<CandidateForm>[];

const JOB_TYPE_LABEL: Record<(typeof CANDIDATE_SIGNUP_JOB_TYPES)[number], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
};

/** Why a chosen file cannot be the resume, or null when it can. */
export function resumeProblem(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return MSG.pdfOnly;
  if (file.size > RESUME_MAX_BYTES) return `File is larger than ${RESUME_MAX_BYTES} bytes`;
  return null;
}

export function CandidateSignupRoute() {
  const navigate = useNavigate();
  const next = useReturnPath();
  const { trigger: signUp, isMutating } = useCandidateSignup();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const stored = signupStorage.candidateData();
  const form = useZodForm(candidateSignupBody, {
    firstName: stored?.firstName ?? '',
    lastName: stored?.lastName ?? '',
    email: stored?.email ?? '',
    jobType: (stored?.jobType ?? '') as CandidateForm['jobType'],
    jobTitle: stored?.jobTitle ?? '',
    country: stored?.country ?? '',
    password: '',
  });
  const { register } = form;
  const { errors } = form.formState;

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? resumeProblem(file) : null;
    setResumeError(problem ?? undefined);
    setResume(problem ? null : file);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (resumeError) return;
    const fields = candidateSignupBody.parse(values);
    try {
      const { userID, msg } = await signUp({ ...fields, resume });
      const { password: _password, ...kept } = fields;
      signupStorage.saveData({ role: 'candidate', ...kept, hasResume: resume !== null });
      signupStorage.saveUserID(userID);
      await navigate(withNext(paths.addBio, next), { state: { msg } });
    } catch (error) {
      // What only the server checks (a password found in breaches) shows under its field.
      if (!showFieldErrors(error, FIELDS, form.setError)) setErrorMessage(signupErrorMessage(error, 'candidateSignup'));
    }
  });

  return (
    <SignupCard signup="candidate" step={0}>
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3">
          <Form.Label htmlFor="candidate-resume">Resume (optional, PDF)</Form.Label>
          <input
            id="candidate-resume"
            type="file"
            accept="application/pdf,.pdf"
            className={`form-control${resumeError ? ' is-invalid' : ''}`}
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? 'candidate-resume-error' : 'candidate-resume-hint'}
            onChange={onResume}
          />
          <Form.Text id="candidate-resume-hint">Maximum file size of 2 MB.</Form.Text>
          <FieldError id="candidate-resume-error" error={resumeError} />
        </Form.Group>
        <NameFields
          idPrefix="candidate"
          firstName={formField(form, 'firstName')}
          lastName={formField(form, 'lastName')}
        />
        <EmailField id="candidate-email" label="Email" {...formField(form, 'email')} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor="candidate-job-type">Job Type</Form.Label>
          <Form.Select
            id="candidate-job-type"
            isInvalid={Boolean(errors.jobType)}
            aria-describedby={errors.jobType ? 'candidate-job-type-error' : undefined}
            {...register('jobType')}
          >
            <option value="">Select job type</option>
            <Options values={CANDIDATE_SIGNUP_JOB_TYPES} labelOf={(jobType) => JOB_TYPE_LABEL[jobType]} />
          </Form.Select>
          <FieldError id="candidate-job-type-error" error={errors.jobType?.message} />
        </Form.Group>
        <TextField id="candidate-job-title" label="Job Title" {...formField(form, 'jobTitle')} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor="candidate-country">Country</Form.Label>
          <CountrySelect
            id="candidate-country"
            placeholder="Select a country"
            isInvalid={Boolean(errors.country)}
            aria-describedby={errors.country ? 'candidate-country-error' : undefined}
            {...register('country')}
          />
          <FieldError id="candidate-country-error" error={errors.country?.message} />
        </Form.Group>
        <PasswordField
          id="candidate-password"
          className="mb-4"
          autoComplete="new-password"
          {...formField(form, 'password')}
        />
        <Button type="submit" size="lg" block loading={isMutating}>
          Create Account
        </Button>
      </Form>
      <p className="auth-footer-link">
        Already have an account? <Link to={withNext(paths.login, next)}>Log in</Link>
      </p>
      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </SignupCard>
  );
}
