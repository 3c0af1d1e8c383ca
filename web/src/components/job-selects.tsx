// The job type and department pickers of the job form, the job search, the jobs filter menu
// and sourcing, and the small label a filter wears above its control.
import type { ReactNode } from 'react';
import { forwardRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { JOB_TYPES, type JobType } from '#shared/constants.js';
import { useDepartmentNames } from '@/lib/departments';
import { jobTypeLabel } from '@/lib/job-display';
import { Options } from './options';

interface PickerProps extends Omit<FormSelectProps, 'children'> {
  /** Text of the empty first option, e.g. "Select a job type" or "All job types". */
  placeholder: string;
}

export interface JobTypeSelectProps extends PickerProps {
  /** The types offered, in this order; all of them by default. */
  types?: readonly JobType[];
}

export const JobTypeSelect = forwardRef<HTMLSelectElement, JobTypeSelectProps>(function JobTypeSelect(
  { placeholder, types = JOB_TYPES, ...props },
  ref,
) {
  return (
    <Form.Select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      <Options values={types} labelOf={jobTypeLabel} />
    </Form.Select>
  );
});

export interface DepartmentSelectProps extends PickerProps {
  /**
   * A department to offer even when the lookup does not list it (yet, or any more): an
   * existing job's, or one from the URL. Listed first, or last with `keptLast`.
   */
  kept?: string;
  keptLast?: boolean;
}

/** The departments of the lookup (GET /api/get-departments), fetched once for all pickers. */
export const DepartmentSelect = forwardRef<HTMLSelectElement, DepartmentSelectProps>(function DepartmentSelect(
  { placeholder, kept, keptLast = false, ...props },
  ref,
) {
  const departments = useDepartmentNames();
  let names = departments;
  if (kept && !departments.includes(kept)) names = keptLast ? [...departments, kept] : [kept, ...departments];
  return (
    <Form.Select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      <Options values={names} />
    </Form.Select>
  );
});

/** A filter: its small label above the control whose id is `id`. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Form.Label htmlFor={id} className="small fw-medium">
        {label}
      </Form.Label>
      {children}
    </div>
  );
}
