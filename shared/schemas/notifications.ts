// In-app notifications (employer: new application; candidate: application received).
import { z } from 'zod';
import { page } from './common.js';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['application-received', 'application-sent']),
  title: z.string(),
  body: z.string(),
  link: z.string().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const getNotificationsQuery = z.strictObject({ page, cursor: z.string().max(2000).optional() });
export const getNotificationsResponse = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  pagination: z.object({ currentPage: z.number(), isLastPage: z.boolean(), nextCursor: z.string().optional() }),
});

/** Marks the listed notifications read, or all of them when `all` is true. */
export const markNotificationsReadBody = z
  .strictObject({
    ids: z.array(z.string().max(100)).max(100).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, 'Send the ids to mark read, or all: true');
