// Runtime configuration, all from the environment: the handlers do not know whether they
// run in AWS or in the local stack. Read lazily so tests can set the environment first.

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

function required(name: string): string {
  const value = optional(name);
  if (!value) throw new Error(`Missing configuration: environment variable ${name} is not set`);
  return value;
}

/** A whole number above zero from the environment; `fallback` when unset or anything else. */
export function positiveInteger(name: string, fallback: number): number {
  const value = Number(optional(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const config = {
  get region() {
    return optional('AWS_REGION') ?? 'us-east-1';
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get filesBucket() {
    return required('FILES_BUCKET');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  get senderEmail() {
    return optional('SENDER_EMAIL') ?? 'no-reply@localhost';
  },
  /**
   * The SES configuration set every email is sent with: its event destination reports bounces
   * and complaints (infra/auth-stack.ts). Unset, emails go without one.
   */
  get sesConfigurationSet() {
    return optional('SES_CONFIGURATION_SET');
  },
  /**
   * The accounts that are operators (OPERATOR_ACCOUNTS: emails, comma-separated), read on each
   * call, beside those `npm run operator` marks on the local stack (platform/auth/operators.ts).
   */
  get operatorAccounts(): string[] {
    return (optional('OPERATOR_ACCOUNTS') ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean);
  },
  /** Where hiring requirements from /share-requirement are emailed (the operators' mailbox). */
  get operatorsEmail() {
    return required('OPERATORS_EMAIL');
  },
  /**
   * Confirmations the requirement form may send in an hour, to all senders together: the
   * form mails any address typed into it, so its mail has a ceiling (default 100).
   */
  get requirementConfirmationsPerHour() {
    return positiveInteger('REQUIREMENT_CONFIRMATIONS_PER_HOUR', 100);
  },
  /**
   * The site's address for links in emails (https://hire.example.com): set when the stage has
   * its own domain, and by the local stack. Unset, the API reads it from SSM (platform/http/site-link.ts).
   */
  get siteUrl() {
    return optional('SITE_URL')?.replace(/\/+$/, '');
  },
  /** When the deployed web build was made (infra/web-release.ts): the public pages' last change. */
  get siteReleasedAt() {
    return optional('SITE_RELEASED_AT');
  },
  /**
   * Where the web build's server renderer is (http/web-renderer.ts): set by the local stack to
   * the build's own folder. Unset in AWS, where it lies beside the function's code.
   */
  get webRendererDir() {
    return optional('WEB_RENDERER_DIR');
  },
  /** The queue the daily job alert run hands each active alert to (infra/schedule-stack.ts). */
  get digestQueueUrl() {
    return required('DIGEST_QUEUE_URL');
  },
  /** The queue a company's rename hands its jobs' renaming to (infra/company-renames.ts). */
  get companyRenameQueueUrl() {
    return required('COMPANY_RENAME_QUEUE_URL');
  },
  /**
   * Where interview reminders are scheduled in AWS (infra/schedule-stack.ts): the EventBridge
   * Scheduler group, the reminder function and the role the scheduler invokes it with. Unset in
   * the local stack, whose timer reads the reminders due from the table instead.
   */
  get interviewReminders() {
    const group = optional('INTERVIEW_REMINDER_GROUP');
    const targetArn = optional('INTERVIEW_REMINDER_TARGET_ARN');
    const roleArn = optional('INTERVIEW_REMINDER_ROLE_ARN');
    return group && targetArn && roleArn ? { group, targetArn, roleArn } : undefined;
  },
  /** Endpoint overrides for the local stack; unset in AWS. */
  endpoints: {
    get dynamodb() {
      return optional('DYNAMODB_ENDPOINT');
    },
    get s3() {
      return optional('S3_ENDPOINT');
    },
    get cognito() {
      return optional('COGNITO_ENDPOINT');
    },
    get ses() {
      return optional('SES_ENDPOINT');
    },
  },
  /**
   * Plain-http local runs cannot use Secure cookies or the __Host- prefix; everywhere
   * else both are on.
   */
  get secureCookies() {
    return optional('INSECURE_COOKIES') !== 'true';
  },
};

/** The site's address for the links of the daily digests, which have no request to learn it from. */
export function digestSiteUrl(): string {
  const site = config.siteUrl;
  if (!site) throw new Error('SITE_URL is not set: digest emails need the site address for their links');
  return site;
}
