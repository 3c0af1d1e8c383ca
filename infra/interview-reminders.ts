// The interview reminders' EventBridge Scheduler parts (functions/interviews/reminder-schedules.ts):
// a schedule group, the reminder function the schedules invoke and the role they invoke it with.
// The Schedule stack makes them; the Api stack, made before it, knows them by these names, so
// that neither stack refers to the other.
import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';

export const interviewReminderNames = (stage: string) => ({
  group: `hiring-${stage}-interview-reminders`,
  functionName: `hiring-${stage}-interview-reminder`,
  schedulerRoleName: `hiring-${stage}-interview-reminder-scheduler`,
});

/** The ARNs of the parts, in the stack's account and region. */
export function interviewReminderArns(scope: Stack, stage: string) {
  const names = interviewReminderNames(stage);
  return {
    schedulesArn: Arn.format(
      {
        service: 'scheduler',
        resource: 'schedule',
        resourceName: `${names.group}/*`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      },
      scope,
    ),
    functionArn: Arn.format(
      {
        service: 'lambda',
        resource: 'function',
        resourceName: names.functionName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      scope,
    ),
    schedulerRoleArn: Arn.format(
      {
        service: 'iam',
        region: '',
        resource: 'role',
        resourceName: names.schedulerRoleName,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      },
      scope,
    ),
  };
}

/** Why a role may touch every schedule of the group: one schedule per interview, named by its id. */
export const REMINDER_SCHEDULES_REASON =
  "Each confirmed interview has its own one-time schedule, named interview-<interviewID> (functions/interviews/reminder-schedules.ts), so the grant names the reminders' schedule group; it allows only creating, moving and deleting schedules in it.";

/** What a function that uses reminders finds in its environment (functions/platform/config.ts). */
export function interviewReminderEnvironment(scope: Stack, stage: string): Record<string, string> {
  const arns = interviewReminderArns(scope, stage);
  return {
    INTERVIEW_REMINDER_GROUP: interviewReminderNames(stage).group,
    INTERVIEW_REMINDER_TARGET_ARN: arns.functionArn,
    INTERVIEW_REMINDER_ROLE_ARN: arns.schedulerRoleArn,
  };
}
