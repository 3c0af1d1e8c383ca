// In-app notifications: to the employer of new and withdrawn applications; to the candidate of
// an application received, the moves that matter to them, a job that was removed, and a new job
// of a company they follow.
import * as z from 'zod/mini';
import { cursorPagination, page } from './common.js';

/** The public id of a notification: `<createdAt ISO>#<uuid>` (its sort key without the prefix). */
export const NOTIFICATION_ID_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const NOTIFICATION_KINDS = [
  'application-received',
  'application-sent',
  'application-stage',
  'application-withdrawn',
  'job-removed',
  'company-new-job',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.optional(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});

export const getNotificationsQuery = z.strictObject({ page, cursor: z.optional(z.string().check(z.maxLength(2000))) });
export const getNotificationsResponse = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  pagination: cursorPagination,
});

/** Marks the listed notifications read, or all of them when `all` is true. */
export const markNotificationsReadBody = z
  .strictObject({
    ids: z.optional(
      z
        .array(
          z
            .string({ error: 'Each notification id must be text' })
            .check(z.maxLength(100), z.regex(NOTIFICATION_ID_PATTERN, 'Notification id is not valid')),
          {
            error: 'ids must be a list of notification ids',
          },
        )
        .check(z.maxLength(100, 'Mark at most 100 notifications at once')),
    ),
    all: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, 'Send the ids to mark read, or all: true'),
  );
