// "Who can apply" of the job form: Anywhere, or only from chosen countries. The countries are
// added one at a time (a country picker and Add: a closed native select changes value on
// arrow keys in some browsers, so picking alone must not add) or a region at a time, and shown
// as removable chips.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REGIONS, regionCountries } from '#shared/remote-fit/who-can-apply.js';
import { Button } from '@/components/button';
import { CountrySelect } from '@/components/country-select';
import { TagList } from '@/components/tag-list';

export type WhoCanApply = 'anywhere' | 'only';

const CHOICES: { value: WhoCanApply; label: string }[] = [
  { value: 'anywhere', label: 'Anywhere' },
  { value: 'only', label: 'Only from these countries' },
];

export const CHOOSE_A_COUNTRY = 'Choose at least one country, or Anywhere';

/** `countries` with each of `added` not listed yet appended, in order. */
export function withCountries(countries: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...countries, ...added])];
}

interface WhoCanApplyFieldProps {
  /** The two radios, registered with the form (checked on change once submitted, never on blur). */
  mode: UseFormRegisterReturn<'whoCanApply'>;
  onlyFrom: boolean;
  countries: string[];
  onCountriesChange: (countries: string[]) => void;
  error?: string;
}

export function WhoCanApplyField({ mode, onlyFrom, countries, onCountriesChange, error }: WhoCanApplyFieldProps) {
  const [draft, setDraft] = useState('');
  const errorId = 'job-whoCanApply-error';
  const described = error ? errorId : undefined;
  const add = (added: readonly string[]) => onCountriesChange(withCountries(countries, added));
  // Leaving "Only from these countries" for the picker is the next step, not a mistake: the
  // rule waits for the submit (the form checks other fields as they lose focus).
  const { onBlur: _checkedOnBlur, ...radio } = mode;

  return (
    <fieldset className="col-12 who-can-apply" aria-describedby={described}>
      <legend className="form-label fs-6 mb-2">Who can apply</legend>
      {CHOICES.map(({ value, label }) => (
        <Form.Check
          key={value}
          type="radio"
          id={`job-whoCanApply-${value}`}
          label={label}
          value={value}
          {...radio}
          aria-describedby={described}
        />
      ))}
      {onlyFrom ? (
        <div className="who-can-apply-countries">
          <Form.Label htmlFor="job-applicantCountry">Add a country</Form.Label>
          <div className="input-group">
            <CountrySelect
              id="job-applicantCountry"
              placeholder="Select a country"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              isInvalid={Boolean(error)}
              aria-describedby={described}
            />
            <Button
              color="outline"
              disabled={!draft}
              onClick={() => {
                add([draft]);
                setDraft('');
              }}
            >
              Add
            </Button>
          </div>
          <div className="who-can-apply-regions" role="group" aria-labelledby="job-regions-label">
            <span id="job-regions-label" className="small text-body-secondary">
              Add a region:
            </span>
            {REGIONS.map((region) => (
              <Button key={region.id} color="outline" size="xs" onClick={() => add(regionCountries(region.id))}>
                {region.label}
              </Button>
            ))}
          </div>
          {countries.length > 0 ? (
            <div className="who-can-apply-chosen">
              <TagList
                label="Countries that can apply"
                values={countries}
                onRemove={(country) => onCountriesChange(countries.filter((name) => name !== country))}
              />
              {countries.length > 1 ? (
                <Button color="link" size="xs" className="px-0" onClick={() => onCountriesChange([])}>
                  Remove all {countries.length} countries
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
