// A job's hiring insights (docs/product/applications.md, "Insights"): applicants per stage,
// applications per week, median days from applying to the first move, rejection reasons.
import * as z from 'zod/mini';
import { APPLICATION_STAGES } from './applications.js';

/** Weeks the insights show, this one included. */
export const INSIGHT_WEEKS = 8;

export const jobInsightsSchema = z.object({
  /** Applications in each stage now. */
  stages: z.record(z.enum(APPLICATION_STAGES), z.number()),
  /** Applications per week (weeks start on Monday, UTC), oldest first, the current one last. */
  weeks: z.array(z.object({ weekStart: z.string(), applications: z.number() })),
  /** Median whole days from applying to the company's first move; null before any move. */
  medianDaysToFirstMove: z.nullable(z.number()),
  /** Applications the company has moved at least once (the median's sample). */
  moved: z.number(),
  /** Reasons given for rejections, most given first. */
  rejectionReasons: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type JobInsights = z.infer<typeof jobInsightsSchema>;

export const jobInsightsResponse = z.object({ insights: jobInsightsSchema });
