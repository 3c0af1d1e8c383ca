// /edit-company: "Update company details." Company name and size required, country
// optional; "Update bio" saves, then a toast and /dashboard/company-bio after 2 seconds.
import Form from 'react-bootstrap/Form';
import type { z } from 'zod/mini';
import { COMPANY_SIZES, TITLE_MAX } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import { companyBioBody } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { Options } from '@/components/options';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useZodForm } from '@/lib/zod-form';
import { updateCompanyBio } from '../api/update-company-bio';
import { useRefreshJobs } from '../api/get-jobs';
import { EMPLOYER_TOASTS } from '../components/employer-toasts';
import '../components/employer.css';

type FormInput = z.input<typeof companyBioBody>;

export function EditCompanyRoute() {
  const { user, mutate } = useSession();
  const refreshJobs = useRefreshJobs();
  const { run, done } = useSaveAndReturn(paths.companyBio);
  const form = useZodForm(companyBioBody, {
    companyName: user?.companyName ?? '',
    companySize: user?.companySize ?? ('' as FormInput['companySize']),
    country: (user?.country && findCountry(user.country)?.name) || undefined,
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const updated = await updateCompanyBio({ ...values, country: values.country || undefined });
      await mutate(updated, { revalidate: false });
      await refreshJobs();
    }, EMPLOYER_TOASTS.companyUpdated),
  );
  const invalid = (message: string | undefined, id: string) => ({
    isInvalid: Boolean(message),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? id : undefined,
  });

  return (
    <div className="employer-form-page">
      <title>{pageTitle('Edit company')}</title>
      <h1 className="h2 mb-1">Edit company</h1>
      <p className="text-body-secondary mb-4">Update company details.</p>
      <Form noValidate onSubmit={(event) => void submit(event)} className="job-form-section d-grid gap-3">
        <Form.Group controlId="company-name">
          <Form.Label>Company name</Form.Label>
          <Form.Control
            {...register('companyName')}
            maxLength={TITLE_MAX}
            aria-required
            {...invalid(errors.companyName?.message, 'company-name-error')}
          />
          <Form.Control.Feedback type="invalid" id="company-name-error">
            {errors.companyName?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="company-size">
          <Form.Label>Company size</Form.Label>
          <Form.Select
            {...register('companySize')}
            aria-required
            {...invalid(errors.companySize?.message, 'company-size-error')}
          >
            <option value="">Select a company size</option>
            <Options values={COMPANY_SIZES} labelOf={(size) => `${size} employees`} />
          </Form.Select>
          <Form.Control.Feedback type="invalid" id="company-size-error">
            {errors.companySize?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="company-country">
          <Form.Label>Country</Form.Label>
          <CountrySelect
            placeholder="Select a country"
            {...register('country', { setValueAs: (value: string) => value || undefined })}
            {...invalid(errors.country?.message, 'company-country-error')}
          />
          <Form.Control.Feedback type="invalid" id="company-country-error">
            {errors.country?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <div>
          <Button type="submit" size="lg" loading={isSubmitting} disabled={done}>
            Update bio
          </Button>
        </div>
      </Form>
    </div>
  );
}
