// The job form of /post-a-job and /edit-job/{jobID} (docs/product/jobs.md): sections Job
// details, Location and working hours, About the role, Pay. Validated with the API's own
// schema: time zone required only when the chosen country has time zones, pay numeric and at
// least 1, minimum not above maximum; hours default to 08:00-17:00 and pay to annually. Who
// can apply: Anywhere (sent as []) or the chosen countries, at least one. Screening questions:
// up to five, with their requirements (screening-questions-field.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, PAY_INTERVALS, TITLE_MAX } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import { CURRENCIES } from '#shared/currencies.js';
import { pickFields } from '#shared/schemas/common.js';
import { addJobBody, JOB_FORM_FIELDS, type Job } from '#shared/schemas/jobs.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { DepartmentSelect, JobTypeSelect } from '@/components/job-selects';
import { Options } from '@/components/options';
import { questionsToSend, ScreeningQuestionsField, type QuestionDraft } from './screening-questions-field';
import { timezoneOptions } from './timezone-options';
import { CHOOSE_A_COUNTRY, WhoCanApplyField, type WhoCanApply } from './who-can-apply-field';

export type JobFormInput = z.input<typeof addJobBody>;
export type JobFormValues = z.output<typeof addJobBody>;
/**
 * The form's own fields: the job's, the choice between Anywhere and chosen countries, and the
 * questions as drafted (a requirement left blank is '').
 */
export type JobFormFields = Omit<JobFormInput, 'screeningQuestions'> & {
  whoCanApply?: WhoCanApply;
  screeningQuestions?: QuestionDraft[];
};

const jobResolver = zodResolver<JobFormFields, unknown, JobFormValues>(addJobBody);

/**
 * The API's schema, after the choice of who can apply: Anywhere sends no countries (those
 * picked before stay in the form, should the employer change their mind), and "Only from these
 * countries" needs one.
 */
const resolveJobForm: Resolver<JobFormFields, unknown, JobFormValues> = async (
  { whoCanApply, screeningQuestions, ...job },
  context,
  options,
) => {
  const onlyFrom = whoCanApply === 'only';
  const result = await jobResolver(
    {
      ...job,
      applicantCountries: onlyFrom ? job.applicantCountries : [],
      screeningQuestions: questionsToSend(screeningQuestions),
    },
    context,
    options,
  );
  if (!onlyFrom || (job.applicantCountries?.length ?? 0) > 0) return result;
  return { values: {}, errors: { ...result.errors, whoCanApply: { type: 'required', message: CHOOSE_A_COUNTRY } } };
};

interface InvalidProps {
  isInvalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const INTERVAL_LABELS: Record<(typeof PAY_INTERVALS)[number], string> = {
  annually: 'Annually',
  monthly: 'Monthly',
  hourly: 'Hourly',
};

/** The form's starting values: an existing job's, or the defaults (country: the company's). */
export function jobFormDefaults(job?: Job, companyCountry?: string): JobFormInput {
  if (job) return pickFields(job, JOB_FORM_FIELDS);
  const country = (companyCountry && findCountry(companyCountry)?.name) || '';
  const zones = timezoneOptions(country);
  return {
    jobTitle: '',
    jobType: '' as JobFormInput['jobType'],
    department: '',
    country,
    timeZone: zones.length === 1 ? zones[0] : '',
    startTime: DEFAULT_START_TIME,
    endTime: DEFAULT_END_TIME,
    aboutRole: '',
    paymentInterval: 'annually',
    minSalary: '',
    maxSalary: '',
    currency: '',
    applicantCountries: [],
    screeningQuestions: [],
    rejectWhenUnqualified: false,
  };
}

interface JobFormProps {
  defaultValues: JobFormInput;
  submitLabel: string;
  /** Saves; a thrown error keeps the form as it is (the caller shows the message). */
  onSubmit: (values: JobFormValues) => Promise<void>;
  /** After a success, while the page waits to go back: no second submit. */
  done?: boolean;
}

/** A titled block of the form (a heading, not a landmark: the page has one main). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="job-form-section">
      <h2 className="h5 mb-3">{title}</h2>
      <div className="row g-3">{children}</div>
    </section>
  );
}

export function JobForm({ defaultValues, submitLabel, onSubmit, done = false }: JobFormProps) {
  const [saving, setSaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<JobFormFields, unknown, JobFormValues>({
    resolver: resolveJobForm,
    // A job posted before who-can-apply says nothing: Anywhere.
    defaultValues: {
      ...defaultValues,
      applicantCountries: defaultValues.applicantCountries ?? [],
      screeningQuestions: (defaultValues.screeningQuestions ?? []) as QuestionDraft[],
      rejectWhenUnqualified: defaultValues.rejectWhenUnqualified ?? false,
      whoCanApply: defaultValues.applicantCountries?.length ? 'only' : 'anywhere',
    },
    mode: 'onTouched',
  });

  // A new country brings its own time zones: preselect the only one, else ask again.
  const country = watch('country');
  const zones = timezoneOptions(country);
  const firstCountry = useRef(country);
  useEffect(() => {
    if (country === firstCountry.current) return;
    firstCountry.current = country;
    const options = timezoneOptions(country);
    setValue('timeZone', options.length === 1 ? options[0] : '', { shouldValidate: false });
  }, [country, setValue]);
  // An existing job's zone stays selectable even if the reference data no longer lists it.
  const chosenZone = watch('timeZone');
  const zoneOptions = chosenZone && !zones.includes(chosenZone) ? [chosenZone, ...zones] : zones;

  const applicantCountries = watch('applicantCountries') ?? [];
  const setApplicantCountries = (countries: string[]) => {
    setValue('applicantCountries', countries);
    // After a first submit the rule is checked again on every change, as the other fields are.
    if (isSubmitted) void trigger('whoCanApply');
  };

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  });

  /** A labelled control of the form with its error message tied to it. */
  const field = (
    name: keyof JobFormInput,
    label: string,
    column: string,
    control: (invalid: InvalidProps) => ReactNode,
  ) => {
    const error = errors[name] as FieldError | undefined;
    const errorId = `job-${name}-error`;
    return (
      <Form.Group className={column} controlId={`job-${name}`}>
        <Form.Label>{label}</Form.Label>
        {control({
          isInvalid: Boolean(error),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {error.message}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
    );
  };
  const money = (invalid: InvalidProps, name: 'minSalary' | 'maxSalary') => (
    <Form.Control type="number" inputMode="decimal" min={1} step="any" {...register(name)} aria-required {...invalid} />
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="job-form d-grid gap-4">
      <Section title="Job details">
        {field('jobTitle', 'Job title', 'col-12', (invalid) => (
          <Form.Control
            {...register('jobTitle')}
            maxLength={TITLE_MAX}
            aria-required
            placeholder="e.g. Virtual Assistant"
            {...invalid}
          />
        ))}
        {field('jobType', 'Job type', 'col-md-6', (invalid) => (
          <JobTypeSelect placeholder="Select a job type" {...register('jobType')} aria-required {...invalid} />
        ))}
        {field('department', 'Department', 'col-md-6', (invalid) => (
          <DepartmentSelect
            placeholder="Select a department"
            kept={defaultValues.department}
            {...register('department')}
            aria-required
            {...invalid}
          />
        ))}
      </Section>

      <Section title="Location and working hours">
        {field('country', 'Country', 'col-md-6', (invalid) => (
          <CountrySelect placeholder="Select a country" {...register('country')} aria-required {...invalid} />
        ))}
        {field('timeZone', 'Time zone', 'col-md-6', (invalid) => (
          <Form.Select
            {...register('timeZone')}
            disabled={zoneOptions.length === 0}
            aria-required={zones.length > 0}
            {...invalid}
          >
            <option value="">
              {zoneOptions.length === 0 ? 'No time zone for this country' : 'Select a time zone'}
            </option>
            <Options values={zoneOptions} />
          </Form.Select>
        ))}
        {field('startTime', 'Start time', 'col-sm-6', (invalid) => (
          <Form.Control type="time" {...register('startTime')} aria-required {...invalid} />
        ))}
        {field('endTime', 'End time', 'col-sm-6', (invalid) => (
          <Form.Control type="time" {...register('endTime')} aria-required {...invalid} />
        ))}
        <WhoCanApplyField
          mode={register('whoCanApply')}
          onlyFrom={watch('whoCanApply') === 'only'}
          countries={applicantCountries}
          onCountriesChange={setApplicantCountries}
          error={errors.whoCanApply?.message}
        />
      </Section>

      <Section title="About the role">
        {field('aboutRole', 'About the role', 'col-12', (invalid) => (
          <Form.Control
            as="textarea"
            rows={6}
            maxLength={5000}
            {...register('aboutRole')}
            aria-required
            placeholder="What will this person do? What should they bring?"
            {...invalid}
          />
        ))}
      </Section>

      <Section title="Pay">
        {field('paymentInterval', 'Payment interval', 'col-md-6', (invalid) => (
          <Form.Select {...register('paymentInterval')} {...invalid}>
            <Options values={PAY_INTERVALS} labelOf={(interval) => INTERVAL_LABELS[interval]} />
          </Form.Select>
        ))}
        {field('currency', 'Currency (optional)', 'col-md-6', (invalid) => (
          <Form.Select {...register('currency')} {...invalid}>
            <option value="">No currency</option>
            {CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {`${currency.code} - ${currency.name}`}
              </option>
            ))}
          </Form.Select>
        ))}
        {field('minSalary', 'Minimum pay', 'col-sm-6', (invalid) => money(invalid, 'minSalary'))}
        {field('maxSalary', 'Maximum pay', 'col-sm-6', (invalid) => money(invalid, 'maxSalary'))}
      </Section>

      <Section title="Screening questions">
        <ScreeningQuestionsField control={control} register={register} watch={watch} errors={errors} />
      </Section>

      <div>
        <Button type="submit" size="lg" loading={saving} disabled={done}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
