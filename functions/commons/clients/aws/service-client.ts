// Our functions' calls to AWS, without the AWS SDK's runtime. SDK v3 put about 200 KB of
// minified code into every function (endpoint rule sets, operation schemas, the credential
// chain, retry, checksum and protocol machinery), and a sign-up carried four clients of it:
// 513 to 538 KB, where the target is 250 KB (README, Performance: ninth run). Every call
// our functions make is one signed HTTPS request of a few fixed shapes, so each is made here:
// SigV4 by aws4fetch, sent by the SDK's own Node HTTP handler (keep-alive sockets; Node's
// fetch costs about 250 µs more CPU a request), then the service's wire protocol
// (./protocols.ts).
//
// The clients and commands keep the SDK's shape on purpose: `client.send(new GetCommand(input))`,
// the SDK's own input and output types, a Smithy middleware stack, and errors named, tagged
// ($fault, $metadata) and retried as the SDK's are. So the data code reads as before, the
// unit tests mock these clients with aws-sdk-client-mock, and the integration tests' and the
// bench's middlewares (fault injection, read metering) see every call.
import { constructStack } from '@smithy/core/client';
import { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import type { Client, Command, Handler, HandlerExecutionContext, MetadataBearer, MiddlewareStack, ResponseMetadata } from '@smithy/types';
import { AwsV4Signer } from 'aws4fetch';
import { config } from '../../config.js';
import { cappedBackoff, pause } from '../../helpers/retry-timing.js';
import { isTransientAwsError } from './transient-errors.js';

/** Where and how a client's requests go. */
export interface ServiceConfig {
  /** The signing name: dynamodb, cognito-idp, ses, s3. */
  readonly service: string;
  readonly region: string;
  /** Base URL: the local stack's emulator, or the service's regional endpoint in AWS. */
  readonly endpoint: string;
}

/** One HTTP request of an operation, before it is signed. */
export interface ServiceRequest {
  method: string;
  /** Absolute, or a path after the endpoint. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** One HTTP answer, its body read as text. */
export interface ServiceResponse {
  status: number;
  /** By lower-case name. */
  headers: Record<string, string | undefined>;
  body: string;
}

/** An error the service answered with, shaped as the SDK's ServiceException. */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: ResponseMetadata;

  constructor(name: string, message: string, status: number, metadata: ResponseMetadata, fields: Record<string, unknown> = {}) {
    super(message || name);
    Object.assign(this, fields);
    this.name = name;
    this.$fault = status >= 500 ? 'server' : 'client';
    this.$metadata = metadata;
  }
}

/** The service could not be reached, or did not answer: always worth a retry. */
export class AwsNetworkError extends Error {
  readonly $retryable = {};
  /** The socket error's code (ECONNREFUSED, ECONNRESET, ...). */
  readonly code: string | undefined;

  constructor(cause: unknown) {
    const { code } = cause as { code?: unknown };
    super(`AWS service unreachable: ${(cause as Error).message}`, { cause });
    this.name = 'NetworkError';
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** Attempts per call, retry waits, as the SDK's standard retry strategy: 3, up to 100 ms then 200 ms. */
const MAX_ATTEMPTS = 3;
const retryDelay = (attempt: number) => Math.random() * cappedBackoff(attempt + 1, 20_000);

// Signing keys change daily per service; aws4fetch keeps them here between calls.
const signingKeys = new Map<string, ArrayBuffer>();

/** The function's credentials: in Lambda (and the local stack) they are in its environment. */
function credentials() {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
}

/** Signs a request (SigV4, in headers or, for a link, in the query) with the function's credentials. */
export function signRequest(config: ServiceConfig, request: ServiceRequest, options: { signQuery?: boolean; datetime?: string } = {}) {
  const url = new URL(request.url, config.endpoint.replace(/\/*$/, '/'));
  return new AwsV4Signer({
    method: request.method,
    url: url.toString(),
    headers: request.headers,
    body: request.body,
    ...credentials(),
    service: config.service,
    region: config.region,
    cache: signingKeys,
    ...options,
  }).sign();
}

// Keep-alive sockets, up to 50 per host, as the SDK's clients have them.
const httpHandler = new NodeHttpHandler();

async function sendOnce(config: ServiceConfig, request: ServiceRequest): Promise<ServiceResponse> {
  const signed = await signRequest(config, request);
  const headers = Object.fromEntries(signed.headers);
  // Without a length Node would send the body in chunks, which S3 refuses.
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  const { url } = signed;
  try {
    const { response } = await httpHandler.handle(
      new HttpRequest({
        method: signed.method,
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        headers,
        body: request.body,
      }),
    );
    const body = Buffer.from(await streamCollector(response.body)).toString('utf8');
    return { status: response.statusCode, headers: response.headers, body };
  } catch (error) {
    throw new AwsNetworkError(error);
  }
}

/** The answer's request id and the retries it took, as the SDK reports them. */
const metadataOf = (response: ServiceResponse, attempts: number, totalRetryDelay: number): ResponseMetadata => ({
  httpStatusCode: response.status,
  requestId: response.headers['x-amzn-requestid'] ?? response.headers['x-amz-request-id'],
  attempts,
  totalRetryDelay,
});

/**
 * A command of one of these clients: it writes its request and reads the answer (or the error)
 * of its service's protocol; sending, signing and retrying are done here, for all.
 */
export abstract class ServiceCommand<Input extends object, Output extends MetadataBearer>
  implements Command<object, Input, MetadataBearer, Output, ServiceConfig>
{
  readonly middlewareStack: MiddlewareStack<Input, Output> = constructStack<Input, Output>();
  /** The SDK's name of the command, which middlewares match on (class names do not survive minifying). */
  abstract readonly commandName: string;

  constructor(readonly input: Input) {}

  protected abstract toRequest(input: Input, config: ServiceConfig): ServiceRequest;
  /** The output, without $metadata. */
  protected abstract toOutput(response: ServiceResponse): Omit<Output, '$metadata'>;
  /** The error's name, message and extra fields, from a 4xx or 5xx answer. */
  protected abstract toError(response: ServiceResponse): { name: string; message: string; fields?: Record<string, unknown> };

  /** Sends the request, retrying transient failures as the SDK's standard strategy does. */
  private async call(input: Input, config: ServiceConfig): Promise<Output> {
    // Written once; each attempt signs it anew (the signature holds the time).
    const request = this.toRequest(input, config);
    let totalRetryDelay = 0;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await sendOnce(config, request);
        const $metadata = metadataOf(response, attempt, totalRetryDelay);
        if (response.status >= 300) {
          const { name, message, fields } = this.toError(response);
          throw new AwsServiceError(name, message, response.status, $metadata, fields);
        }
        return { ...this.toOutput(response), $metadata } as Output;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isTransientAwsError(error)) throw error;
        const delay = retryDelay(attempt);
        totalRetryDelay += delay;
        await pause(delay);
      }
    }
  }

  resolveMiddleware(clientStack: MiddlewareStack<object, MetadataBearer>, config: ServiceConfig): Handler<Input, Output> {
    const stack = clientStack.concat(this.middlewareStack);
    const context: HandlerExecutionContext = { clientName: `${config.service} client`, commandName: this.commandName };
    return stack.resolve(async ({ input }) => ({ output: await this.call(input, config), response: undefined }), context);
  }
}

/** A client of one service: `send(command)` runs the middlewares, then the command's request. */
export class ServiceClient implements Client<object, MetadataBearer, ServiceConfig> {
  readonly middlewareStack: MiddlewareStack<object, MetadataBearer> = constructStack<object, MetadataBearer>();

  constructor(readonly config: ServiceConfig) {}

  // Promise form only: nothing here passes callbacks.
  send<Input extends object, Output extends MetadataBearer>(command: Command<object, Input, MetadataBearer, Output, ServiceConfig>): Promise<Output> {
    const handler = command.resolveMiddleware(this.middlewareStack, this.config, undefined);
    return handler({ input: command.input }).then((result) => result.output);
  }

  destroy(): void {}
}

/** The AWS endpoint of a service in the function's region (the China regions have their own domain). */
export const awsEndpoint = (host: string, region: string) => `https://${host}.${region}.${region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com'}`;

/**
 * The process's one client of a service (Lambda container or local gateway), made on first
 * use: it talks to the local stack's emulator when `localEndpoint` gives one, else to
 * `host`.<region> in AWS. Marked pure: bundles drop the clients a function never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sharedClient<C extends ServiceClient>(
  Client: new (config: ServiceConfig) => C,
  service: { signingName: string; host: string; localEndpoint: () => string | undefined },
): () => C {
  let client: C | undefined;
  return () =>
    (client ??= new Client({
      service: service.signingName,
      region: config.region,
      endpoint: service.localEndpoint() ?? awsEndpoint(service.host, config.region),
    }));
}
