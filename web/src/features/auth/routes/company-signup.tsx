// /company/signup, step 2 of the company sign-up, "Basic information". Without the data of
// step 1 it sends the visitor to /signup; without the password (a reload forgets it on
// purpose) back to /employer/signup to type it again. Continue stays disabled until company
// name, country, size and the terms are set; then the whole sign-up is sent at once.
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { COMPANY_SIZES, type CompanySize } from '#shared/constants.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { fieldErrorsOf } from '@/lib/field-errors';
import { paths } from '@/lib/paths';
import { useEmployerSignup } from '../api/employer-signup';
import { ErrorDialog } from '../components/error-dialog';
import { SignupCard } from '../components/signup-card';
import { TextField } from '@/components/text-field';
import { Options } from '@/components/options';
import { signupErrorMessage } from '../error-messages';
import { signupStorage, type EmployerSignupData } from '../signup-storage';
import { PASSWORD_NEEDED, PASSWORD_REFUSED } from './employer-signup';

interface CompanyForm {
  companyName: string;
  country: string;
  companySize: CompanySize | '';
  terms: boolean;
  marketing: boolean;
}

export function CompanySignupRoute() {
  const stored = signupStorage.employerData();
  if (!stored) return <Navigate to={paths.signup} replace />;
  if (!signupStorage.password())
    return <Navigate to={paths.employerSignup} replace state={{ reason: PASSWORD_NEEDED }} />;
  return <CompanySignupForm stored={stored} />;
}

function CompanySignupForm({ stored }: { stored: EmployerSignupData }) {
  const navigate = useNavigate();
  const { trigger: signUp, isMutating } = useEmployerSignup();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const { register, handleSubmit, control } = useForm<CompanyForm>({
    defaultValues: {
      companyName: stored.companyName ?? '',
      country: stored.country ?? '',
      companySize: stored.companySize ?? '',
      terms: false,
      marketing: false,
    },
  });
  const [companyName, country, companySize, terms] = useWatch({
    control,
    name: ['companyName', 'country', 'companySize', 'terms'],
  });
  const complete = companyName.trim() !== '' && country !== '' && companySize !== '' && terms;

  // Kept between visits of this step, like step 1's data (never the password).
  useEffect(() => {
    const current = signupStorage.employerData();
    if (current) signupStorage.saveData({ ...current, companyName, country, companySize });
  }, [companyName, country, companySize]);

  const onSubmit = handleSubmit(async (values) => {
    const password = signupStorage.password();
    if (!password) {
      await navigate(paths.employerSignup, { replace: true, state: { reason: PASSWORD_NEEDED } });
      return;
    }
    try {
      const { userID, msg } = await signUp({
        firstName: stored.firstName,
        lastName: stored.lastName,
        email: stored.email,
        password,
        companyName: values.companyName,
        companySize: values.companySize as CompanySize,
        country: values.country,
        marketingConsent: values.marketing,
      });
      signupStorage.clearAllButUserID();
      signupStorage.saveUserID(userID);
      await navigate(paths.confirmEmail, { state: { msg } });
    } catch (error) {
      // The password is typed on step 1: a refused one is asked for again there, under its field.
      const passwordError = fieldErrorsOf(error).password;
      if (passwordError) {
        signupStorage.savePassword(null);
        await navigate(paths.employerSignup, { state: { reason: PASSWORD_REFUSED, msg: passwordError } });
        return;
      }
      setErrorMessage(signupErrorMessage(error, 'signup'));
    }
  });

  const logout = async () => {
    signupStorage.clear();
    await navigate(paths.signup, { replace: true });
  };

  return (
    <SignupCard signup="employer" step={1}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 auth-subtitle">
        <span>
          Signing up as <strong className="text-body">{stored.email}</strong>
        </span>
        <Button size="sm" color="link" className="p-0" onClick={() => void logout()}>
          Logout
        </Button>
      </div>
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="company-name"
          label="Legal company name"
          autoComplete="organization"
          registration={register('companyName')}
        />
        <Form.Group className="mb-3" controlId="company-country">
          <Form.Label>Country</Form.Label>
          <CountrySelect placeholder="Select a country" {...register('country')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="company-size">
          <Form.Label>Company size</Form.Label>
          <Form.Select {...register('companySize')}>
            <option value="">Select company size</option>
            <Options values={COMPANY_SIZES} labelOf={(size) => `${size} employees`} />
          </Form.Select>
        </Form.Group>
        <Form.Check
          className="mb-2"
          id="company-terms"
          label="I agree to the Terms of Service and the Privacy Policy"
          {...register('terms')}
        />
        <Form.Check
          className="mb-4"
          id="company-marketing"
          label="Send me news and offers by email (optional)"
          {...register('marketing')}
        />
        <Button type="submit" size="lg" block disabled={!complete} loading={isMutating}>
          Continue
        </Button>
      </Form>
      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </SignupCard>
  );
}
