// The one repetitive piece of update expressions: setting a record of fields, each through
// an attribute-name placeholder (any name, reserved words too) and a value placeholder.
// Conditions and the rest of an expression stay written out where they are used.

/** `SET` assignments of some fields (without the keyword), with their placeholders' names and values. */
export interface FieldAssignments {
  /** `#a = :a, #b = :b`: join it after `SET`, with any other assignments. */
  set: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Assignments of the fields of `fields` whose value is defined (a field left undefined is
 * left as it is). Placeholders are named after the fields (`#jobTitle`, `:jobTitle`), or
 * numbered (`#f0`, `:f0`) for fields whose names need not be plain words.
 */
export function setFields(
  fields: Record<string, unknown>,
  placeholders: 'named' | 'numbered' = 'named',
): FieldAssignments {
  const assignments: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .forEach(([field, value], index) => {
      const placeholder = placeholders === 'named' ? field : `f${index}`;
      names[`#${placeholder}`] = field;
      values[`:${placeholder}`] = value;
      assignments.push(`#${placeholder} = :${placeholder}`);
    });
  return { set: assignments.join(', '), names, values };
}
