// The calls of one area (functions/<area>/, shared/routes/<area>.ts) as a nested stack of the Api
// stack: per call, its function, its role granting exactly what the route's `uses` declares, its
// integration with the HTTP API and the permission that lets the API invoke it. The routes stay
// in the Api stack, on the one HTTP API, with the area's log group: one resource a call there,
// four here, so that no stack nears CloudFormation's 500 resources as the calls grow
// (docs/deploy.md).
import { createHash } from 'node:crypto';
import { Duration, NestedStack } from 'aws-cdk-lib';
import {
  HttpIntegration,
  HttpIntegrationType,
  PayloadFormatVersion,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct, IConstruct } from 'constructs';
import type { AwsUses, RouteEntry, RouteName } from '../shared/routes.js';
import { appFunction } from './app-function.js';
import { functionRole, type FunctionRoleProps } from './function-role.js';
import { REMINDER_SCHEDULES_REASON } from './interview-reminders.js';
import { acknowledgeWildcardResource } from './nag.js';
import type { ObservabilityProps } from './observability.js';
import { filesFolders, filesPrefixArn, statementsFor, type GrantableResources } from './permissions.js';

/**
 * Memory (and so CPU: 1,769 MB is one vCPU) of the functions that need more than 512 MB:
 * upload-photo and upload-company-logo decode and re-encode images in JavaScript (platform/images/image-cleaning.ts), about 4 s
 * of one core for a 12-megapixel JPEG, which a third of a vCPU would not finish in 10 s.
 */
export const FUNCTION_MEMORY_MB: Partial<Record<RouteName, number>> = { uploadPhoto: 1769, uploadCompanyLogo: 1769 };

/** The files bucket's folders a function's role is granted, each acknowledged as the per-object grant it is. */
export function acknowledgeFilesGrants(
  role: IConstruct,
  fn: { name: string; uses: AwsUses },
  filesBucketArn: string,
): void {
  for (const access of ['read', 'write', 'erase'] as const) {
    for (const folder of filesFolders(fn.uses, access)) {
      acknowledgeWildcardResource(
        role,
        filesPrefixArn(filesBucketArn, folder),
        `Object keys under ${folder}/ are made per owner and upload (<userID or companyID>/<uuid>, functions/candidates/resumes.ts, functions/accounts/photos.ts, functions/companies/company-logos.ts), so the grant names the folder; it allows only the object actions that ${fn.name}'s uses.files (${folder}: ${access}) needs.`,
      );
    }
  }
}

/** `getJobCandidate` -> `GetJobCandidate`: construct ids derive from the route name. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The area of a call: the folder of functions/ its handler is in. */
export const areaOf = (route: Pick<RouteEntry, 'handler'>): string => route.handler.split('/')[0]!;

/** Lambda's longest function name. */
const MAX_FUNCTION_NAME = 64;

/**
 * `<stack name>-<name>`, the name of an API function: the Monitoring stack finds each function
 * by it, so the Api stack needs no output per function (CloudFormation allows 200 a stack). Cut
 * and told apart by a hash of the name when it would pass Lambda's 64 characters.
 */
export function apiFunctionName(stackName: string, name: string): string {
  const full = `${stackName}-${name}`;
  if (full.length <= MAX_FUNCTION_NAME) return full;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX_FUNCTION_NAME - hash.length - 1)}-${hash}`;
}

/** What every call's function gets from the Api stack, whichever nested stack holds it. */
export interface CallFunctionKit {
  /** The function's code: its bundle, or a placeholder when the stack is not being bundled. */
  readonly codeFor: (handler: { name: string }) => lambda.Code;
  /** The common environment, with the secrets, parameters and reminders `uses` declares. */
  readonly environmentFor: (uses: AwsUses) => Record<string, string>;
  readonly grantable: GrantableResources & Required<Pick<GrantableResources, 'filesBucketArn' | 'reminders'>>;
  /** The function's name, from the call's (apiFunctionName). */
  readonly functionName: (name: string) => string;
  readonly settings: ObservabilityProps & Pick<FunctionRoleProps, 'logRetention' | 'retainData'>;
}

export interface ApiCallsProps {
  readonly description: string;
  /** The area's calls. */
  readonly routes: readonly RouteEntry[];
  /** The API whose routes send to these functions (in the Api stack). */
  readonly httpApi: IHttpApi;
  /** The area's log group, shared by its functions (in the Api stack). */
  readonly logGroup: logs.ILogGroup;
  readonly kit: CallFunctionKit;
}

export class ApiCalls extends NestedStack {
  /** Each call's function, by route name. */
  readonly functions: Partial<Record<RouteName, lambda.Function>> = {};
  /** Each call's integration, which its route in the Api stack targets. */
  readonly integrations: Partial<Record<RouteName, HttpIntegration>> = {};

  constructor(scope: Construct, id: string, props: ApiCallsProps) {
    super(scope, id, { description: props.description });
    const { httpApi, logGroup, kit } = props;

    for (const route of props.routes) {
      const baseId = pascalCase(route.name);
      const role = functionRole(this, baseId, logGroup, {
        ...kit.settings,
        description: `Function of ${route.method} ${route.path}: only what its route declares.`,
        statements: statementsFor(route.uses, kit.grantable),
      });
      acknowledgeFilesGrants(role, route, kit.grantable.filesBucketArn);
      if (route.uses.reminders) {
        acknowledgeWildcardResource(role, kit.grantable.reminders.schedulesArn, REMINDER_SCHEDULES_REASON);
      }

      const fn = appFunction(this, `${baseId}Function`, {
        functionName: kit.functionName(route.name),
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        code: kit.codeFor(route),
        memorySize: FUNCTION_MEMORY_MB[route.name] ?? 512,
        timeout: Duration.seconds(10),
        role,
        environment: kit.environmentFor(route.uses),
        logGroup,
        observability: kit.settings,
      });
      this.functions[route.name] = fn;

      // What HttpLambdaIntegration would make beside the route, made here: the route stays in the
      // Api stack (its logical id kept), its other resources count against this stack.
      this.integrations[route.name] = new HttpIntegration(this, `${baseId}Integration`, {
        httpApi,
        integrationType: HttpIntegrationType.AWS_PROXY,
        integrationUri: fn.functionArn,
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      });
      fn.addPermission(`${baseId}Invoke`, {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.formatArn({
          service: 'execute-api',
          resource: httpApi.apiId,
          resourceName: `*/*${route.path}`,
        }),
      });
    }
  }
}
