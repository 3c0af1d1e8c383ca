// The <option>s of a select: one for each value, shown as `labelOf` words it (the value
// itself by default).
import type { ReactNode } from 'react';

export function Options<V extends string | number>({
  values,
  labelOf = (value) => value,
}: {
  values: readonly V[];
  labelOf?: (value: V) => ReactNode;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
