// The hiring pipeline: an application's stage, its history, and what each side sees of it
// (docs/product/applications.md).
import * as z from 'zod/mini';
import { PAGE_SIZE } from '../constants.js';
import { countryName, cursorPagination, email, firstName, id, lastName, page, phoneNo, trimmed } from './common.js';
import { screeningAnswersField } from './screening.js';

/** Every stage, in pipeline order. `withdrawn` is the candidate's alone, and final. */
export const APPLICATION_STAGES = [
  'new',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stages an employer may move an application to. */
export const EMPLOYER_STAGES = [
  'new',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStage[];
export type EmployerStage = (typeof EMPLOYER_STAGES)[number];

/** How the employer's screens name each stage. */
export const EMPLOYER_STAGE_LABELS: Record<ApplicationStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** How the candidate's screens and emails name each stage. */
export const CANDIDATE_STAGE_LABELS: Record<ApplicationStage, string> = {
  new: 'Applied',
  shortlisted: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

/** Moves the candidate hears about, in the app and by email. */
export const STAGES_TOLD_TO_CANDIDATE = [
  'interviewing',
  'offered',
  'hired',
  'rejected',
] as const satisfies readonly EmployerStage[];

/** Whether the candidate is told of a move to `stage` (a notification and, when it goes, an email). */
export const toldToCandidate = (stage: ApplicationStage): boolean =>
  (STAGES_TOLD_TO_CANDIDATE as readonly string[]).includes(stage);

/** The stages a candidate may withdraw from: not a decision already made (Rejected, Hired). */
export const WITHDRAWABLE_STAGES = [
  'new',
  'shortlisted',
  'interviewing',
  'offered',
] as const satisfies readonly ApplicationStage[];
export const MSG_NOT_WITHDRAWABLE = 'This application has been decided and can no longer be withdrawn.';

/** The candidate's list of applications: a page of this many. */
export const MY_APPLICATIONS_PAGE_SIZE = PAGE_SIZE;

export const MSG_APPLICATION_WITHDRAWN = 'This application was withdrawn';
export const MSG_APPLICATION_NOT_FOUND = 'This application could not be found.';

export const stageHistoryEntrySchema = z.object({
  stage: z.enum(APPLICATION_STAGES),
  at: z.string(),
  /** Who moved it: the employer's or the candidate's name. */
  by: z.string(),
  /** Set on the entry of a candidate applying again after withdrawing (stage New). */
  event: z.optional(z.literal('applied-again')),
});

/** How a history entry reads: its stage, or what happened. */
export const historyEntryLabel = (entry: StageHistoryEntry): string =>
  entry.event === 'applied-again' ? 'Applied again' : EMPLOYER_STAGE_LABELS[entry.stage];
export type StageHistoryEntry = z.infer<typeof stageHistoryEntrySchema>;

/**
 * Why the company rejected an application: kept for the company (and insights), never shown to
 * the candidate. `requirements` is the automatic rejection's (knock-outs); a member chooses one
 * of the others (CHOSEN_REJECTION_REASONS).
 */
export const CHOSEN_REJECTION_REASONS = [
  'experience',
  'skills',
  'role-filled',
  'location-hours',
  'pay',
  'other',
] as const;
export const REJECTION_REASONS = [...CHOSEN_REJECTION_REASONS, 'requirements'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  experience: 'Not enough experience',
  skills: 'Skills do not match',
  'role-filled': 'Role filled',
  'location-hours': 'Location or hours',
  pay: 'Pay expectations',
  other: 'Other',
  requirements: 'Requirements not met (automatic)',
};
export const MSG_REJECTION_REASON_REQUIRED = 'Choose a reason for the rejection';
export const REJECTION_MESSAGE_MAX = 5000;

/** The rejection email as the employer edited it (the company's template filled, by default). */
const rejectionMessage = trimmed(
  'message must be text',
  z.minLength(1, 'Write a message to the candidate, or leave the one proposed'),
  z.maxLength(REJECTION_MESSAGE_MAX, `The message must be at most ${REJECTION_MESSAGE_MAX} characters`),
);

/** The rejection dialog: a reason and the message, both required there. */
export const rejectionForm = z.object({
  rejectionReason: z.enum(CHOSEN_REJECTION_REASONS, { error: MSG_REJECTION_REASON_REQUIRED }),
  message: rejectionMessage,
});

/** A move's fields, one applicant's or several's: the stage, and when rejecting the reason and the message. */
export const stageMoveFields = {
  stage: z.enum(EMPLOYER_STAGES, { error: `stage must be one of ${EMPLOYER_STAGES.join(', ')}` }),
  rejectionReason: z.optional(
    z.enum(CHOSEN_REJECTION_REASONS, {
      error: `rejectionReason must be one of ${CHOSEN_REJECTION_REASONS.join(', ')}`,
    }),
  ),
  message: z.optional(rejectionMessage),
};
type StageMove = { stage: EmployerStage; rejectionReason?: unknown; message?: unknown };
/* @__NO_SIDE_EFFECTS__ */
export const stageMoveRules = <T extends StageMove>() => [
  z.refine<T>((body) => body.stage !== 'rejected' || body.rejectionReason !== undefined, {
    message: MSG_REJECTION_REASON_REQUIRED,
    path: ['rejectionReason'],
  }),
  z.refine<T>((body) => body.stage === 'rejected' || body.rejectionReason === undefined, {
    message: 'A reason is given only when rejecting',
    path: ['rejectionReason'],
  }),
  z.refine<T>((body) => body.stage === 'rejected' || body.message === undefined, {
    message: 'A message is sent only when rejecting',
    path: ['message'],
  }),
];

export const updateApplicationStageBody = z
  .strictObject({ jobID: id('jobID'), userID: id('userID'), ...stageMoveFields })
  .check(...stageMoveRules());

export const withdrawApplicationBody = z.strictObject({ jobID: id('jobID') });

/** An application as its job's owner sees it after a move. */
export const applicationStageResponse = z.object({
  application: z.object({
    jobID: z.string(),
    userID: z.string(),
    stage: z.enum(APPLICATION_STAGES),
    history: z.array(stageHistoryEntrySchema),
  }),
});

/** One row of My applications. */
export const myApplicationSchema = z.object({
  jobID: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  createdAt: z.string(),
  /** The job is closed (still there, not taking applications). */
  jobClosed: z.boolean(),
  /** The job was deleted by its employer: the row stays, and says so. */
  jobRemoved: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const getMyApplicationsQuery = z.strictObject({ page, cursor: z.optional(z.string().check(z.maxLength(2000))) });
export const getMyApplicationsResponse = z.object({
  applications: z.array(myApplicationSchema),
  pagination: cursorPagination,
});

/** What the candidate did about some jobs (the cards of a search page): at most one page of IDs. */
export const getApplicationStatusesQuery = z.strictObject({
  jobIDs: z.pipe(
    z.string({ error: 'jobIDs is required' }).check(z.maxLength(10 * 40, 'jobIDs lists too many jobs')),
    z.pipe(
      z.transform((value: string) => [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]),
      z
        .array(z.uuid({ error: 'jobIDs must be job IDs separated by commas' }))
        .check(z.minLength(1, 'jobIDs is required'), z.maxLength(10, 'jobIDs lists at most 10 jobs')),
    ),
  ),
});
export const applicationStatusSchema = z.object({
  jobID: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  createdAt: z.string(),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
/** Where the caller stands with each listed job they applied to, and which of them they saved. */
export const getApplicationStatusesResponse = z.object({
  applications: z.array(applicationStatusSchema),
  saved: z.array(z.string()),
});

/** Applying to a job: the candidate's details as the form has them, and their answers. */
export const applyToJobBody = z.strictObject({
  firstName,
  lastName,
  email,
  country: countryName,
  phoneNo,
  jobID: id('jobID'),
  /** Answers to the job's screening questions, by question id. */
  answers: screeningAnswersField,
});
