// The "Public page" section of /edit-company: the company page's address (its slug), website,
// tagline, about text, remote policy and year founded, each saved with the rest of the form;
// and the logo, which is saved as soon as it is chosen.
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useWatch } from 'react-hook-form';
import {
  COMPANY_ABOUT_MAX,
  FOUNDED_MIN,
  REMOTE_POLICIES,
  REMOTE_POLICY_LABELS,
  SLUG_MAX,
  TAGLINE_MAX,
  WEBSITE_MAX,
} from '#shared/schemas/companies.js';
import { Options } from '@/components/options';
import { paths } from '@/lib/paths';
import { CompanyLogoField } from './company-logo-field';
import { describedBy, type CompanyForm } from './company-form';

// react-hook-form passes the saved values through these too, not only what is typed.
/** An empty year is "not stated" (null clears it); anything else is checked as a number by the schema. */
const yearValue = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? null : Number(value));

export function PublicPageFields({ form, hasSlug }: { form: CompanyForm; hasSlug: boolean }) {
  const { register, control } = form;
  const { errors } = form.formState;
  const tagline = useWatch({ control, name: 'tagline' }) ?? '';
  const feedback = (id: string, message: string | undefined) => (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {message}
    </Form.Control.Feedback>
  );

  return (
    <section className="job-form-section d-grid gap-3" aria-labelledby="public-page-title">
      <div>
        <h2 id="public-page-title" className="h5 mb-1">
          Public page
        </h2>
        <p className="text-body-secondary small mb-0">What anyone sees on your company page, signed in or not.</p>
      </div>
      <CompanyLogoField />
      <Form.Group controlId="company-slug">
        <Form.Label>Company page address</Form.Label>
        <InputGroup hasValidation className="company-slug">
          {/* Client-side only: this screen is never rendered on the server. */}
          <InputGroup.Text id="company-slug-prefix" className="company-slug-prefix">
            {`${window.location.origin}${paths.publicCompany('')}`}
          </InputGroup.Text>
          <Form.Control
            {...register('slug', {
              // A company without an address yet keeps it that way until one is typed; one
              // that has an address cannot clear it, so its empty field is refused.
              setValueAs: (value: unknown) => (value === '' && !hasSlug ? undefined : value),
            })}
            maxLength={SLUG_MAX}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-required={hasSlug || undefined}
            {...describedBy('company-slug', errors.slug?.message, 'company-slug-prefix', 'company-slug-hint')}
          />
          {feedback('company-slug', errors.slug?.message)}
        </InputGroup>
        <Form.Text id="company-slug-hint">
          Lower-case letters, digits and hyphens. The old address keeps leading to your page for a year.
        </Form.Text>
      </Form.Group>
      <Form.Group controlId="company-website">
        <Form.Label>Website</Form.Label>
        <Form.Control
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={WEBSITE_MAX}
          {...register('website')}
          {...describedBy('company-website', errors.website?.message)}
        />
        {feedback('company-website', errors.website?.message)}
      </Form.Group>
      <Form.Group controlId="company-tagline">
        <div className="d-flex justify-content-between gap-2">
          <Form.Label>Tagline</Form.Label>
          <span id="company-tagline-count" className="small text-body-secondary">
            {tagline.length}/{TAGLINE_MAX}
          </span>
        </div>
        <Form.Control
          {...register('tagline')}
          maxLength={TAGLINE_MAX}
          {...describedBy('company-tagline', errors.tagline?.message, 'company-tagline-count')}
        />
        {feedback('company-tagline', errors.tagline?.message)}
      </Form.Group>
      <Form.Group controlId="company-about">
        <Form.Label>About</Form.Label>
        <Form.Control
          as="textarea"
          rows={8}
          {...register('about')}
          maxLength={COMPANY_ABOUT_MAX}
          {...describedBy('company-about', errors.about?.message, 'company-about-hint')}
        />
        {feedback('company-about', errors.about?.message)}
        <Form.Text id="company-about-hint">Shown as plain text; blank lines start new paragraphs.</Form.Text>
      </Form.Group>
      <div className="row g-3">
        <Form.Group className="col-sm-6" controlId="company-remote-policy">
          <Form.Label>Remote policy</Form.Label>
          <Form.Select
            {...register('remotePolicy')}
            {...describedBy('company-remote-policy', errors.remotePolicy?.message)}
          >
            <option value="">Not stated</option>
            <Options values={REMOTE_POLICIES} labelOf={(policy) => REMOTE_POLICY_LABELS[policy]} />
          </Form.Select>
          {feedback('company-remote-policy', errors.remotePolicy?.message)}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="company-founded">
          <Form.Label>Year founded</Form.Label>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={FOUNDED_MIN}
            max={new Date().getUTCFullYear()}
            step={1}
            {...register('founded', { setValueAs: yearValue })}
            {...describedBy('company-founded', errors.founded?.message)}
          />
          {feedback('company-founded', errors.founded?.message)}
        </Form.Group>
      </div>
    </section>
  );
}
