// The requirement form of /share-requirement (docs/product/public-site.md).
import * as z from 'zod/mini';
import { cursorPagination, email, id, optionalFilter, phoneNo, requiredText, trimmed } from './common.js';

export const REQUIREMENT_TYPES = [
  { value: '1', label: 'Looking for an employee' },
  { value: '2', label: 'Looking for a service' },
  { value: '3', label: 'Not sure' },
] as const;

export const REQUIREMENT_DURATIONS = [
  { value: '1', label: 'Less than 1 Month' },
  { value: '2', label: '1 to 3 Months' },
  { value: '3', label: '3 to 6 Months' },
  { value: '4', label: '6 to 12 Months' },
  { value: '5', label: 'More than 1 Year' },
  { value: '6', label: 'Not sure' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

export const requirementBody = z.strictObject({
  fullName: requiredText('Full name', 100),
  email,
  phoneNo,
  companyName: requiredText('Company name', 100),
  requirement: z.enum(values(REQUIREMENT_TYPES), { error: 'Requirement is required' }),
  details: z._default(
    trimmed(
      'Requirement details must be text',
      z.maxLength(2000, 'Requirement details must be at most 2000 characters'),
    ),
    '',
  ),
  duration: z.enum(values(REQUIREMENT_DURATIONS), { error: 'Duration is required' }),
});

/** The requirements as operators list them at /ops/requirements, newest first. */
export const REQUIREMENT_MSG = {
  notFound: 'We could not find this requirement.',
  badCursor: 'This list has changed. Please reload the page.',
  handled: 'Marked as handled',
  open: 'Marked as not handled',
} as const;

export const storedRequirementSchema = z.object({
  requirementID: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  companyName: z.string(),
  requirementLabel: z.string(),
  durationLabel: z.string(),
  details: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
  /** When an operator marked it handled, and who (their email). */
  handledAt: z.optional(z.string()),
  handledBy: z.optional(z.string()),
});
export type StoredRequirementView = z.infer<typeof storedRequirementSchema>;

export const getRequirementsQuery = z.strictObject({ cursor: optionalFilter('cursor', 2000) });
export const getRequirementsResponse = z.object({
  requirements: z.array(storedRequirementSchema),
  pagination: z.pick(cursorPagination, { isLastPage: true, nextCursor: true }),
});
export const updateRequirementBody = z.strictObject({
  requirementID: id('requirementID'),
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export const updateRequirementResponse = z.object({ msg: z.string(), requirement: storedRequirementSchema });
