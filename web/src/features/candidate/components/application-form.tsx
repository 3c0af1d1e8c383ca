// The application form of /dashboard/find-jobs/{jobID}: first name, last name, email, country
// (flag and name) and phone number, all required; name, email and country prefilled. A
// refusal (403: e.g. the job is not open to applicants in the chosen country) stays in the
// form, by the submit button, rather than in a passing toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import * as z from 'zod/mini';
import { findCountry } from '#shared/countries.js';
import { jobApplicationBody } from '#shared/schemas/jobs.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { ApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { MY_APPLICATIONS_KEY } from '../api/get-my-applications';
import { applyToJob } from '../api/job-application';

const formSchema = z.omit(jobApplicationBody, { jobID: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export const APPLICATION_SENT = 'Your application has been sent';

export function ApplicationForm({ jobID }: { jobID: string }) {
  const { user } = useSession();
  const { succeed, done: sent } = useSaveAndReturn(paths.candidateHome);
  const [refusal, setRefusal] = useState<string>();
  const { mutate } = useSWRConfig();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      country: (user?.country && findCountry(user.country)?.name) ?? '',
      phoneNo: '',
    },
  });

  const apply = async (values: FormOutput) => {
    await applyToJob({ ...values, jobID });
    // What shows the candidate's applications: this job's page, the Applied badges, My applications.
    // (My applications is a list of pages: its one key is a string that names the call.)
    await mutate(
      (key) =>
        (Array.isArray(key) && ['getJobCandidate', 'getApplicationStatuses'].includes(key[0])) ||
        (typeof key === 'string' && key.includes(MY_APPLICATIONS_KEY)),
    );
  };
  const submit = handleSubmit(async (values) => {
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

  const field = (name: keyof FormInput) => ({
    ...register(name),
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `application-${name}-error` : undefined,
    'aria-required': true,
  });
  const feedback = (name: keyof FormInput) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`application-${name}-error`}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    ) : null;

  return (
    <section className="app-card" aria-labelledby="application-form-title">
      <h2 id="application-form-title" className="h4 mb-3">
        Application form
      </h2>
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
        {refusal ? (
          <Alert variant="danger" className="mt-4 mb-0">
            {refusal}
          </Alert>
        ) : null}
        <Button type="submit" className="mt-4" loading={isSubmitting} disabled={sent}>
          Submit application
        </Button>
      </Form>
    </section>
  );
}
