// /edit-company: "Update company details." Company name and size required, country
// optional; then the public page's fields and logo (components/public-page-fields.tsx).
// "Update bio" saves them all, then a toast and /dashboard/company-bio after 2 seconds.
import Form from 'react-bootstrap/Form';
import { COMPANY_SIZES, TITLE_MAX } from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import { companyBioBody } from '#shared/schemas/accounts.js';
import { COMPANY_MSG } from '#shared/schemas/companies.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { Options } from '@/components/options';
import { pageTitle } from '@/config';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useZodForm } from '@/lib/zod-form';
import { updateCompanyBio } from '../api/update-company-bio';
import { useRefreshJobs } from '../api/get-jobs';
import { describedBy, type CompanyFormInput } from '../components/company-form';
import { EMPLOYER_TOASTS } from '../components/employer-toasts';
import { PublicPageFields } from '../components/public-page-fields';
import '../components/employer.css';

/** The fields a 400's per-field messages may name. */
const FIELDS = [
  'companyName',
  'companySize',
  'country',
  'slug',
  'website',
  'tagline',
  'about',
  'remotePolicy',
  'founded',
] as const satisfies readonly (keyof CompanyFormInput)[];

export function EditCompanyRoute() {
  const { user, mutate } = useSession();
  const refreshJobs = useRefreshJobs();
  const { succeed, done } = useSaveAndReturn(paths.companyBio);
  const company = user?.company;
  // Every field has a value, so every save sends them all and the saved page is the form:
  // blank text clears its field, an empty year is null.
  const form = useZodForm(companyBioBody, {
    companyName: user?.companyName ?? '',
    companySize: user?.companySize ?? ('' as CompanyFormInput['companySize']),
    country: (user?.country && findCountry(user.country)?.name) || undefined,
    slug: company?.slug || undefined,
    website: company?.website ?? '',
    tagline: company?.tagline ?? '',
    about: company?.about ?? '',
    remotePolicy: company?.remotePolicy ?? '',
    founded: company?.founded ?? null,
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateCompanyBio({ ...values, country: values.country || undefined });
      await mutate(updated, { revalidate: false });
      await refreshJobs();
    } catch (error) {
      // The address another company holds is the slug field's error; the rest are toasts.
      if (error instanceof ApiError && error.status === 409 && error.msg === COMPANY_MSG.slugTaken) {
        setError('slug', { type: 'server', message: error.msg }, { shouldFocus: true });
      } else if (!showFieldErrors(error, FIELDS, setError)) {
        notifyFailure(error);
      }
      return;
    }
    succeed(EMPLOYER_TOASTS.companyUpdated);
  });

  return (
    <div className="employer-form-page">
      <title>{pageTitle('Edit company')}</title>
      <h1 className="h2 mb-1">Edit company</h1>
      <p className="text-body-secondary mb-4">Update company details.</p>
      <Form noValidate onSubmit={(event) => void submit(event)} className="d-grid gap-4">
        <div className="job-form-section d-grid gap-3">
          <Form.Group controlId="company-name">
            <Form.Label>Company name</Form.Label>
            <Form.Control
              {...register('companyName')}
              maxLength={TITLE_MAX}
              aria-required
              {...describedBy('company-name', errors.companyName?.message)}
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
              {...describedBy('company-size', errors.companySize?.message)}
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
              {...describedBy('company-country', errors.country?.message)}
            />
            <Form.Control.Feedback type="invalid" id="company-country-error">
              {errors.country?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </div>
        <PublicPageFields form={form} hasSlug={Boolean(company?.slug)} />
        <div>
          <Button type="submit" size="lg" loading={isSubmitting} disabled={done}>
            Update bio
          </Button>
        </div>
      </Form>
    </div>
  );
}
