// A country picker of the reference list (shared/countries.ts). The value is the country's
// name, as the API carries it. A native option can hold no image (and emoji flags show as
// boxes or letters on most desktops), so options are plain names and the chosen country's
// SVG flag is drawn inside the closed select.
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { forwardRef, useCallback, useLayoutEffect, useRef } from 'react';
import { allCountries } from '#shared/countries.js';
import { flagUrlOf } from '@/components/country-flag';

export interface CountrySelectProps extends Omit<FormSelectProps, 'children'> {
  /** Text of the empty first option, e.g. "Select a country" or "All countries". */
  placeholder: string;
}

// Made once: the same elements on every render let React pass over the ~250 options when the
// form around the select renders again.
const COUNTRY_OPTIONS = allCountries().map((country) => (
  <option key={country.code} value={country.name}>
    {country.name}
  </option>
));

// Drawn on the element itself: the select may be uncontrolled (react-hook-form sets and resets
// its value through the ref), so the flag follows what the element holds, not a prop.
function showFlag(select: HTMLSelectElement) {
  const url = select.value ? flagUrlOf(select.value) : undefined;
  if (url) {
    select.style.setProperty('--country-flag', `url("${url}")`);
    select.dataset.countryFlag = '';
  } else {
    select.style.removeProperty('--country-flag');
    delete select.dataset.countryFlag;
  }
}

export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { placeholder, onChange, ...props },
  ref,
) {
  const element = useRef<HTMLSelectElement | null>(null);
  useLayoutEffect(() => {
    if (element.current) showFlag(element.current);
  });
  const setRefs = useCallback(
    (node: HTMLSelectElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <Form.Select
      ref={setRefs}
      onChange={(event) => {
        showFlag(event.target);
        onChange?.(event);
      }}
      {...props}
    >
      <option value="">{placeholder}</option>
      {COUNTRY_OPTIONS}
    </Form.Select>
  );
});
