// The one-time EventBridge Scheduler schedule of each confirmed interview's reminder, 24 hours
// before it (infra/schedule-stack.ts): made when a time is picked, moved with the interview and
// deleted when it is cancelled. It invokes the reminder function with the interview and the
// start it was made for; that function sends nothing for an interview since moved or cancelled,
// so a schedule left behind by a failed call is harmless. Unconfigured (the local stack), nothing
// is scheduled: a timer reads the reminders due from the table (interview-reminders.ts).
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { scheduler } from '#platform/clients/scheduler.js';
import { config } from '#platform/config.js';
import { remindAtOf, reminderEventOf, type InterviewItem } from './interviews.js';

/** What the reminder function receives. */
export interface ReminderEvent {
  jobID: string;
  candidateID: string;
  interviewID: string;
  startAt: string;
}

const scheduleName = (interviewID: string) => `interview-${interviewID}`;
/** Scheduler's at() takes a UTC time to the second, without zone. */
const atExpression = (remindAt: string) => `at(${remindAt.slice(0, 19)})`;

function scheduleInput(event: ReminderEvent, remindAt: string) {
  const settings = config.interviewReminders!;
  return {
    Name: scheduleName(event.interviewID),
    GroupName: settings.group,
    ScheduleExpression: atExpression(remindAt),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: { Arn: settings.targetArn, RoleArn: settings.roleArn, Input: JSON.stringify(event) },
  };
}

/** Makes or moves the interview's reminder schedule. */
async function scheduleReminder(event: ReminderEvent, remindAt: string): Promise<void> {
  if (!config.interviewReminders) return;
  const input = scheduleInput(event, remindAt);
  try {
    await scheduler().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await scheduler().send(new UpdateScheduleCommand(input));
  }
}

/** Makes or moves the reminder schedule of a confirmed interview. */
export const scheduleReminderOf = (item: InterviewItem) =>
  scheduleReminder(reminderEventOf(item), remindAtOf(item.confirmed!));

/** Deletes the interview's reminder schedule, if it is still there. */
export async function unscheduleReminder(interviewID: string): Promise<void> {
  const settings = config.interviewReminders;
  if (!settings) return;
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: scheduleName(interviewID), GroupName: settings.group }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
