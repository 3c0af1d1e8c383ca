// A time-zone picker: the zones of a country first, then every other zone, each with its
// offset now ("Asia/Kolkata (GMT+05:30)"). The value is the IANA name, as the API carries it.
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { forwardRef, useMemo } from 'react';
import { allTimeZones, countryTimeZones, timeZoneOptionLabel } from '#shared/remote-fit/time-zones.js';

export interface TimeZoneSelectProps extends Omit<FormSelectProps, 'children'> {
  /** Whose zones come first, under the country's name. */
  countryName?: string;
  /** The zone chosen now: kept as an option even when the lists no longer have it. */
  current?: string;
}

let labels: Map<string, string> | undefined;

/** Every zone's label, made on first use: some 400 offsets to look up. */
function labelOf(zone: string): string {
  labels ??= new Map(allTimeZones().map((name) => [name, timeZoneOptionLabel(name, new Date())]));
  return labels.get(zone) ?? timeZoneOptionLabel(zone, new Date());
}

const optionsOf = (zones: readonly string[]) =>
  zones.map((zone) => (
    <option key={zone} value={zone}>
      {labelOf(zone)}
    </option>
  ));

export const TimeZoneSelect = forwardRef<HTMLSelectElement, TimeZoneSelectProps>(function TimeZoneSelect(
  { countryName, current, ...props },
  ref,
) {
  const groups = useMemo(() => {
    const own = countryName ? countryTimeZones(countryName) : [];
    const others = allTimeZones().filter((zone) => !own.includes(zone));
    const unlisted = current && !own.includes(current) && !others.includes(current) ? [current] : [];
    return { own, others: [...unlisted, ...others] };
  }, [countryName, current]);
  return (
    <Form.Select ref={ref} {...props}>
      <option value="">Select a time zone</option>
      {groups.own.length > 0 && <optgroup label={countryName}>{optionsOf(groups.own)}</optgroup>}
      <optgroup label={groups.own.length > 0 ? 'Other time zones' : 'All time zones'}>
        {optionsOf(groups.others)}
      </optgroup>
    </Form.Select>
  );
});
