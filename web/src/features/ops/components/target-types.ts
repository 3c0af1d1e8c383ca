// The words of the console for what a report or an action is about.
import type { ReportTargetType } from '#shared/schemas/trust.js';

export const TARGET_TYPE_LABELS: Record<ReportTargetType, string> = {
  job: 'Job',
  company: 'Company',
  message: 'Message',
  candidate: 'Candidate',
};
