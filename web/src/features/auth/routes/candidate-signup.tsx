// /candidate/signup: the candidate's details, an optional PDF resume, and the password; sent
// as one multipart form. The messages are docs/product/accounts.md's (the shared schema carries them).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type Path } from 'react-hook-form';
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
import { useCandidateSignup } from '../api/candidate-signup';
import { ErrorDialog } from '../components/error-dialog';
import { CANDIDATE_STEPS } from '../components/stepper';
import { FieldError, NameFields, TextField } from '@/components/text-field';
import { signupErrorMessage } from '../error-messages';
import { useReturnPath } from '../return-path';
import { signupStorage } from '../signup-storage';
import { AuthCard } from '../components/auth-card';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CandidateForm>({
    resolver: zodResolver(candidateSignupBody),
    defaultValues: {
      firstName: stored?.firstName ?? '',
      lastName: stored?.lastName ?? '',
      email: stored?.email ?? '',
      jobType: (stored?.jobType ?? '') as CandidateForm['jobType'],
      jobTitle: stored?.jobTitle ?? '',
      country: stored?.country ?? '',
      password: '',
    },
  });

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? resumeProblem(file) : null;
    setResumeError(problem ?? undefined);
    setResume(problem ? null : file);
  };

  const onSubmit = handleSubmit(async (values) => {
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
      if (!showFieldErrors(error, FIELDS, setError)) setErrorMessage(signupErrorMessage(error, 'candidateSignup'));
    }
  });

  return (
    <AuthCard
      id="candidate-signup"
      title="Sign up as an individual"
      subtitle="Create your profile and find remote work."
      steps={{ names: CANDIDATE_STEPS, current: 0 }}
    >
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
          firstName={{ registration: register('firstName'), error: errors.firstName?.message }}
          lastName={{ registration: register('lastName'), error: errors.lastName?.message }}
        />
        <TextField
          id="candidate-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <Form.Group className="mb-3">
          <Form.Label htmlFor="candidate-job-type">Job Type</Form.Label>
          <Form.Select
            id="candidate-job-type"
            isInvalid={Boolean(errors.jobType)}
            aria-describedby={errors.jobType ? 'candidate-job-type-error' : undefined}
            {...register('jobType')}
          >
            <option value="">Select job type</option>
            {CANDIDATE_SIGNUP_JOB_TYPES.map((jobType) => (
              <option key={jobType} value={jobType}>
                {JOB_TYPE_LABEL[jobType]}
              </option>
            ))}
          </Form.Select>
          <FieldError id="candidate-job-type-error" error={errors.jobType?.message} />
        </Form.Group>
        <TextField
          id="candidate-job-title"
          label="Job Title"
          registration={register('jobTitle')}
          error={errors.jobTitle?.message}
        />
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
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" block loading={isMutating}>
          Create Account
        </Button>
      </Form>
      <p className="auth-footer-link">
        Already have an account? <Link to={withNext(paths.login, next)}>Log in</Link>
      </p>
      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </AuthCard>
  );
}
