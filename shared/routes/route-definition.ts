// What one entry of the route table says about an API call (shared/routes/<area>.ts), and
// `route()`, which makes one. The types of access, method and body kind are also what the
// zod-free path table (shared/route-paths.ts) is written in.
import type * as z from 'zod/mini';

/**
 * Who may call a route:
 * - public: anyone;
 * - onboarding: anyone holding the onboarding cookie of the account named in the request
 *   (a browser that has just signed up and not yet confirmed);
 * - user: any signed-in user; employer / candidate: a signed-in user of that role;
 * - member: a signed-in employer who is a member of a company (checked on every call, so a
 *   removed member is refused at once); the company's jobs and applicants are theirs.
 */
/** `operator`: any signed-in account the deployment names an operator (platform/auth/operators.ts). */
export type Access = 'public' | 'onboarding' | 'user' | 'employer' | 'member' | 'candidate' | 'operator';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the body travels: JSON, or multipart/form-data with files. */
export type BodyKind = 'none' | 'json' | 'multipart';

/** Where a call lives and who may call it: all the web client needs of an entry. */
export interface RoutePath {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  bodyKind: BodyKind;
}

/** The Cognito admin operations the API calls (functions/accounts/cognito-users.ts). */
export const USER_POOL_OPERATIONS = [
  'AdminInitiateAuth',
  'AdminCreateUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminDeleteUser',
  'AdminGetUser',
  'AdminUserGlobalSignOut',
  'AdminRespondToAuthChallenge',
] as const;
/**
 * The Cognito calls the API makes with the user's own access token (accounts/totp.ts): Cognito
 * authorises them by that token and evaluates no IAM policy, so they are declared in
 * `uses.users` (checked against the bundle like the others) but granted nothing.
 */
export const USER_TOKEN_OPERATIONS = ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'] as const;
export type UserPoolOperation = (typeof USER_POOL_OPERATIONS)[number] | (typeof USER_TOKEN_OPERATIONS)[number];

/** The folders of the files bucket (functions/candidates/resumes.ts and photos.ts). */
export type FilesFolder = 'resumes' | 'photos' | 'logos';
export type FilesAccess = 'read' | 'write' | 'erase';

/**
 * The secrets a handler reads from its environment: the onboarding cookie's HMAC key
 * (platform/auth/onboarding-token.ts), the one-time codes' hashing key (accounts/one-time-codes.ts) and the
 * secret origin header that proves a request came through CloudFront, so that its viewer address
 * may be believed (platform/http/client-address.ts): every route that reads `sourceIp` declares it.
 */
export type SecretName = 'onboarding' | 'codes' | 'origin';

/**
 * The SSM parameters a handler reads: the site's address for links in emails
 * (platform/http/site-link.ts), unless the stage has its own domain and so SITE_URL instead.
 */
export type ParameterName = 'siteUrl';

/**
 * The AWS resources a call's handler touches. The CDK app grants each function exactly
 * this and nothing more; write implies read. Each field is checked against the code the
 * function's bundle holds (test/infra/route-uses.test.ts).
 */
export interface AwsUses {
  table: 'read' | 'write';
  /**
   * The private bucket: per folder, reading (and signing links), writing too, or erasing: writing
   * plus listing and deleting every version of a user's files (privacy/user-files.ts).
   */
  files?: Partial<Record<FilesFolder, FilesAccess>>;
  /** The Cognito operations it calls: admin ones (granted by IAM) and token-authorised ones (not). */
  users?: readonly UserPoolOperation[];
  /** SES SendEmail. */
  email?: true;
  /**
   * EventBridge Scheduler: the interview reminders' one-time schedules, made, moved and deleted
   * with their interview (functions/interviews/reminder-schedules.ts).
   */
  reminders?: true;
  /**
   * SQS SendMessage to the company rename queue: the company's jobs take its new name in the
   * background (functions/jobs/company-rename.ts).
   */
  companyRenames?: true;
  /** The secrets it receives in its environment; no other function gets them. */
  secrets?: readonly SecretName[];
  /** The SSM parameters it reads: it gets each one's name in its environment and may read that one only. */
  parameters?: readonly ParameterName[];
}

export interface RouteDefinition extends RoutePath {
  /** Handler module, relative to functions/ without extension: one file per call. */
  handler: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Schema of `data` in a 200 answer. */
  response: z.ZodMiniType;
  uses: AwsUses;
  summary: string;
  /**
   * Whether an employer's call acts for their company, which a suspended company's members may
   * not do (trust and safety). Unsaid: every member call but reads (GET) does.
   */
  actsForCompany?: boolean;
}

/**
 * One entry of the table: its name (the same as the constant that holds it, which the route
 * table checks) and its definition. Marked free of side effects so that a function's bundle,
 * which imports only its own entry, drops the others and their schemas (infra/function-bundles.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<const N extends string, const D extends RouteDefinition>(name: N, definition: D) {
  return { name, ...definition } as const;
}
