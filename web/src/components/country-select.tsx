// A country picker of the reference list (shared/countries.ts), each option with its flag and
// name. The value is the country's name, as the API carries it.
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { forwardRef } from 'react';
import { allCountries, flagOf } from '#shared/countries.js';

export interface CountrySelectProps extends Omit<FormSelectProps, 'children'> {
  /** Text of the empty first option, e.g. "Select a country" or "All countries". */
  placeholder: string;
}

// Made once: the same elements on every render let React pass over the ~250 options when the
// form around the select renders again.
const COUNTRY_OPTIONS = allCountries().map((country) => (
  <option key={country.code} value={country.name}>
    {`${flagOf(country.code)} ${country.name}`}
  </option>
));

export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { placeholder, ...props },
  ref,
) {
  return (
    <Form.Select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {COUNTRY_OPTIONS}
    </Form.Select>
  );
});
