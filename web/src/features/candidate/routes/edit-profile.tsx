// /edit-profile: job title, job type, country, the working day (time zone and hours), skills,
// languages, about and whether employers find the candidate in their search. Enter never
// submits (it adds a tag in the tag boxes); success returns to the profile after 2 seconds.
import { useRef, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { ABOUT_MAX, JOB_TYPES, TITLE_MAX } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import { MSG } from '#shared/messages.js';
import { bio } from '#shared/schemas/accounts.js';
import { countryName, requiredText } from '#shared/schemas/common.js';
import { clockTime, timeZoneName } from '#shared/schemas/remote-fit.js';
import {
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  defaultTimeZone,
  workingDayHours,
} from '#shared/remote-fit/time-zones.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { pageTitle } from '@/config';
import { jobTypeLabel } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useZodForm } from '@/lib/zod-form';
import { updateCandidateProfile } from '../api/update-candidate-profile';
import { TagInput } from '@/components/tag-input';
import { Options } from '@/components/options';
import '../components/candidate.css';

const editProfileSchema = z.object({
  jobTitle: requiredText('Job title', TITLE_MAX, MSG.jobTitleRequired),
  jobType: z.enum(JOB_TYPES, { error: MSG.jobTypeRequired }),
  country: countryName,
  timeZone: timeZoneName,
  workStart: clockTime('Start of your working day'),
  workEnd: clockTime('End of your working day'),
  bio,
  showInSearch: z.boolean(),
});
type FormInput = z.input<typeof editProfileSchema>;

export const PROFILE_UPDATED = 'Profile updated successfully';

/** Enter in a one-line field does not submit the form (textareas and buttons keep Enter). */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

/** "8 h day", "8 h day, ending the next day": what the two times make. */
function describeDay(start: string, end: string): string | undefined {
  if (!start || !end) return undefined;
  const hours = workingDayHours(start, end);
  return `${hours.toLocaleString('en', { maximumFractionDigits: 2 })} h day${end <= start ? ', ending the next day' : ''}`;
}

export function EditProfileRoute() {
  const { user, mutate } = useSession();
  const { run, done: saved } = useSaveAndReturn(paths.candidateBio);
  const savedCountry = (user?.country && findCountry(user.country)?.name) ?? '';
  const savedZone = user?.timeZone || defaultTimeZone(savedCountry) || '';
  // A zone other than the country's default was picked by hand: a new country keeps it.
  const zonePicked = useRef(savedZone !== (defaultTimeZone(savedCountry) ?? ''));
  const form = useZodForm(editProfileSchema, {
    jobTitle: user?.jobTitle ?? '',
    jobType: user?.jobType ?? ('' as FormInput['jobType']),
    country: savedCountry,
    timeZone: savedZone,
    workStart: user?.workStart || DEFAULT_WORK_START,
    workEnd: user?.workEnd || DEFAULT_WORK_END,
    bio: { about: user?.bio?.about ?? '', skills: user?.bio?.skills ?? [], languages: user?.bio?.languages ?? [] },
    showInSearch: user?.showInSearch !== false,
  });
  const { register, control, watch, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const about = watch('bio.about') ?? '';
  const country = watch('country');
  const day = describeDay(watch('workStart'), watch('workEnd'));

  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        const updated = await updateCandidateProfile(values);
        await mutate(updated, { revalidate: false });
      },
      PROFILE_UPDATED,
      'We could not update your profile. Please try again.',
    ),
  );

  const invalid = (message: string | undefined, id: string) => ({
    isInvalid: Boolean(message),
    'aria-describedby': message ? id : undefined,
  });
  const feedback = (message: string | undefined, id: string) =>
    message ? (
      <Form.Control.Feedback type="invalid" id={id}>
        {message}
      </Form.Control.Feedback>
    ) : null;

  const clockField = (name: 'workStart' | 'workEnd', label: string) => {
    const message = errors[name]?.message;
    return (
      <Form.Group className="col-6" controlId={`profile-${name}`}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Control type="time" aria-required {...register(name)} {...invalid(message, `profile-${name}-error`)} />
        {feedback(message, `profile-${name}-error`)}
      </Form.Group>
    );
  };

  const tagsField = (name: 'skills' | 'languages', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={`bio.${name}`}
      render={({ field }) => (
        <TagInput
          label={label}
          placeholder={placeholder}
          values={field.value}
          onChange={field.onChange}
          error={errors.bio?.[name]?.message}
        />
      )}
    />
  );

  return (
    <div className="full-page-form">
      <title>{pageTitle('Edit profile')}</title>
      <h1 className="h2 mb-1">Edit profile</h1>
      <p className="text-body-secondary mb-4">Update the details employers see when they look for candidates.</p>
      <Form
        noValidate
        onKeyDown={keepEnterFromSubmitting}
        onSubmit={(event) => void submit(event)}
        className="d-grid gap-3"
      >
        <Form.Group controlId="profile-jobTitle">
          <Form.Label>Job title</Form.Label>
          <Form.Control
            {...register('jobTitle')}
            maxLength={TITLE_MAX}
            aria-required
            {...invalid(errors.jobTitle?.message, 'profile-jobTitle-error')}
          />
          {feedback(errors.jobTitle?.message, 'profile-jobTitle-error')}
        </Form.Group>
        <div className="row g-3">
          <Form.Group className="col-sm-6" controlId="profile-jobType">
            <Form.Label>Job type</Form.Label>
            <Form.Select {...register('jobType')} {...invalid(errors.jobType?.message, 'profile-jobType-error')}>
              <option value="">Select a job type</option>
              <Options values={JOB_TYPES} labelOf={jobTypeLabel} />
            </Form.Select>
            {feedback(errors.jobType?.message, 'profile-jobType-error')}
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="profile-country">
            <Form.Label>Country</Form.Label>
            <CountrySelect
              placeholder="Select a country"
              {...register('country', {
                onChange: (event: { target: { value: string } }) => {
                  if (!zonePicked.current) setValue('timeZone', defaultTimeZone(event.target.value) ?? '');
                },
              })}
              {...invalid(errors.country?.message, 'profile-country-error')}
            />
            {feedback(errors.country?.message, 'profile-country-error')}
          </Form.Group>
        </div>
        <div className="row g-3">
          <Form.Group className="col-sm-6" controlId="profile-timeZone">
            <Form.Label>Time zone</Form.Label>
            {/* Controlled: its options regroup when the country changes, and the choice must stay. */}
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => (
                <TimeZoneSelect
                  countryName={country}
                  current={field.value}
                  aria-required
                  {...field}
                  onChange={(event) => {
                    zonePicked.current = true;
                    field.onChange(event);
                  }}
                  {...invalid(errors.timeZone?.message, 'profile-timeZone-error')}
                />
              )}
            />
            {feedback(errors.timeZone?.message, 'profile-timeZone-error')}
          </Form.Group>
          <fieldset className="col-sm-6" aria-describedby="profile-workingHours-help">
            <legend className="form-label fs-6 mb-2">Working hours</legend>
            <div className="row g-2">
              {clockField('workStart', 'Start')}
              {clockField('workEnd', 'End')}
            </div>
            <Form.Text id="profile-workingHours-help" className="d-block">
              In your time zone{day ? `: ${day}` : ''}. Jobs show how many of their hours fall in your day.
            </Form.Text>
          </fieldset>
        </div>
        {tagsField('skills', 'Skills', 'Add a skill')}
        {tagsField('languages', 'Languages', 'Add a language')}
        <Form.Group controlId="profile-about">
          <Form.Label>About</Form.Label>
          <Form.Control
            as="textarea"
            rows={5}
            maxLength={ABOUT_MAX}
            aria-required
            {...register('bio.about')}
            {...invalid(errors.bio?.about?.message, 'profile-about-error')}
          />
          <Form.Text className="d-block text-end">
            {about.length}/{ABOUT_MAX}
          </Form.Text>
          {feedback(errors.bio?.about?.message, 'profile-about-error')}
        </Form.Group>
        <Form.Group controlId="profile-showInSearch">
          <Form.Check
            type="switch"
            role="switch"
            {...register('showInSearch')}
            label="Show my profile in employer search"
            aria-describedby="profile-showInSearch-help"
          />
          <Form.Text id="profile-showInSearch-help" className="d-block">
            When this is off, employers cannot find you in their search, and only the companies you apply to can see
            your profile and resume.
          </Form.Text>
        </Form.Group>
        <div>
          <Button type="submit" loading={isSubmitting} disabled={saved}>
            Update profile
          </Button>
        </div>
      </Form>
    </div>
  );
}
