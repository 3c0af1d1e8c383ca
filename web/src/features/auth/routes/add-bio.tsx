// /add-bio, step 2 of the candidate sign-up: About (at most 260 characters, with a counter),
// skills and languages (trimmed, no duplicates, no empties), terms. Without the sign-up data
// it sends the visitor to /signup, without a userID to /login (docs/product/accounts.md).
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ABOUT_MAX } from '#shared/constants.js';
import { bio as bioSchema } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { TagInput } from '@/components/tag-input';
import { paths, withNext } from '@/lib/paths';
import { useUpdateCandidateBio } from '../api/update-candidate-bio';
import { ErrorDialog } from '../components/error-dialog';
import { SignupCard } from '../components/signup-card';
import { FieldError } from '@/components/text-field';
import { signupErrorMessage } from '../error-messages';
import { useReturnPath } from '../return-path';
import { signupStorage } from '../signup-storage';

const TERMS_REQUIRED = 'Please accept the Terms of Service to continue';

/** The bio's two lists of tags, in the form's order. */
const TAG_FIELDS = [
  { name: 'skills', label: 'Skills', placeholder: 'e.g. Customer support' },
  { name: 'languages', label: 'Languages', placeholder: 'e.g. English' },
] as const;

export function AddBioRoute() {
  const userID = signupStorage.userID();
  const next = useReturnPath();
  if (!signupStorage.candidateData()) return <Navigate to={withNext(paths.signup, next)} replace />;
  if (!userID) return <Navigate to={withNext(paths.login, next)} replace />;
  return <AddBioForm userID={userID} next={next} />;
}

function AddBioForm({ userID, next }: { userID: string; next: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { msg?: string } | null)?.msg;
  const { trigger: saveBio, isMutating } = useUpdateCandidateBio();
  const [about, setAbout] = useState('');
  const [tags, setTags] = useState<Record<'skills' | 'languages', string[]>>({ skills: [], languages: [] });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'about' | 'skills' | 'languages' | 'terms', string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bioSchema.safeParse({ about, ...tags });
    const found: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'about' | 'skills' | 'languages';
        found[field] ??= issue.message;
      }
    }
    if (!terms) found.terms = TERMS_REQUIRED;
    setErrors(found);
    if (!parsed.success || !terms) return;
    try {
      await saveBio({ userID, bio: { ...parsed.data, marketingConsent: marketing } });
      await navigate(withNext(paths.confirmEmail, next), { state: { msg: notice } });
    } catch (error) {
      setErrorMessage(signupErrorMessage(error, 'signup'));
    }
  };

  return (
    <SignupCard signup="candidate" step={1}>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Form.Group className="mb-3">
          <div className="d-flex justify-content-between">
            <Form.Label htmlFor="bio-about">About</Form.Label>
            <span className="char-counter" id="bio-about-counter" aria-live="polite">
              {about.length}/{ABOUT_MAX}
            </span>
          </div>
          <textarea
            id="bio-about"
            className={`form-control${errors.about ? ' is-invalid' : ''}`}
            rows={5}
            maxLength={ABOUT_MAX}
            value={about}
            aria-invalid={errors.about ? true : undefined}
            aria-describedby={errors.about ? 'bio-about-counter bio-about-error' : 'bio-about-counter'}
            onChange={(event) => setAbout(event.target.value)}
          />
          <FieldError id="bio-about-error" error={errors.about} />
        </Form.Group>
        {TAG_FIELDS.map(({ name, label, placeholder }) => (
          <div key={name} className="mb-3">
            <TagInput
              label={label}
              values={tags[name]}
              onChange={(values) => setTags((current) => ({ ...current, [name]: values }))}
              placeholder={placeholder}
              error={errors[name]}
            />
          </div>
        ))}
        <Form.Group className="mb-2">
          <Form.Check
            id="bio-terms"
            label="I agree to the Terms of Service and the Privacy Policy"
            checked={terms}
            isInvalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? 'bio-terms-error' : undefined}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <FieldError id="bio-terms-error" error={errors.terms} />
        </Form.Group>
        <Form.Check
          className="mb-4"
          id="bio-marketing"
          label="Send me news and job offers by email (optional)"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <Button type="submit" size="lg" block loading={isMutating}>
          Continue
        </Button>
      </Form>
      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </SignupCard>
  );
}
