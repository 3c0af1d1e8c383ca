// A stack's template as one, its nested stacks' resources merged in: each nested stack's
// parameters replaced by what its parent passes, and the parent's reads of a nested output by that
// output's value. The tests then read a stack split into nested stacks (the Api stack's areas,
// infra/api-calls.ts) as they read it whole: a function's role or log group, a route's
// integration, are found by logical id wherever they are.
import { NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

type Json = unknown;
interface CfnTemplate {
  Resources?: Record<string, { Type: string; Properties?: Record<string, Json> }>;
  Parameters?: Record<string, Json>;
  Outputs?: Record<string, { Value: Json }>;
  [section: string]: Json;
}

/** `value` with every JSON object that `replace` answers for replaced (deeply). */
function rewrite(value: Json, replace: (object: Record<string, Json>) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, Json>;
  const replaced = replace(object);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, rewrite(item, replace)]));
}

/** The nested stacks whose parent is `stack`. */
export const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node
    .findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct))
    .filter((nested) => nested.nestedStackParent === stack);

/** `stack`'s template (from `templateOf`, which reads one stack's own) with its nested stacks merged in. */
export function mergedTemplate(stack: Stack, templateOf: (stack: Stack) => Template): CfnTemplate {
  let merged = structuredClone(templateOf(stack).toJSON()) as CfnTemplate;
  for (const nested of nestedStacksOf(stack)) {
    const resourceId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const passed = (merged.Resources?.[resourceId]?.Properties?.Parameters ?? {}) as Record<string, Json>;
    const inner = mergedTemplate(nested, templateOf);
    const parameters = new Set(Object.keys(inner.Parameters ?? {}));
    const resources = rewrite(inner.Resources ?? {}, (object) => {
      const ref = object.Ref;
      if (typeof ref !== 'string' || !parameters.has(ref)) return undefined;
      if (!(ref in passed)) throw new Error(`${nested.node.path}: parameter ${ref} is not passed`);
      return passed[ref];
    }) as NonNullable<CfnTemplate['Resources']>;
    const outputs = inner.Outputs ?? {};
    const rest = { ...merged, Resources: { ...merged.Resources } };
    delete rest.Resources[resourceId];
    merged = rewrite(rest, (object) => {
      const getAtt = object['Fn::GetAtt'];
      if (!Array.isArray(getAtt) || getAtt[0] !== resourceId) return undefined;
      const name = String(getAtt[1]).replace(/^Outputs\./, '');
      if (!(name in outputs)) throw new Error(`${nested.node.path}: no output ${name}`);
      // An output's value as the nested stack computes it, its parameters replaced too.
      return rewrite(outputs[name]!.Value, (inside) =>
        typeof inside.Ref === 'string' && parameters.has(inside.Ref) ? passed[inside.Ref] : undefined,
      );
    }) as CfnTemplate;
    for (const [id, resource] of Object.entries(resources)) {
      if (merged.Resources![id]) throw new Error(`${nested.node.path}: logical id ${id} is also in its parent`);
      merged.Resources![id] = resource;
    }
  }
  return merged;
}

/** The merged template as an assertions Template. */
export const withNestedStacks = (stack: Stack, templateOf: (stack: Stack) => Template): Template =>
  nestedStacksOf(stack).length === 0
    ? templateOf(stack)
    : Template.fromJSON(mergedTemplate(stack, templateOf) as Record<string, unknown>);
