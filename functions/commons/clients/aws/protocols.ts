// The wire protocols of the services our functions call, as command base classes: a command
// names its operation, the protocol writes the request and reads the answer or the error.
// - AWS JSON 1.0 and 1.1 (DynamoDB, Cognito): POST / with the operation in X-Amz-Target.
// - REST JSON (SES v2): the operation is the method and path; the input is the JSON body.
// - REST XML (S3): the operation is the method and the object's URL; errors come as XML.
import type { MetadataBearer } from '@smithy/types';
import { ServiceCommand, type ServiceResponse } from './service-client.js';

/** The parsed JSON body of an answer, or {} when it is empty or not JSON (a proxy's page). */
function jsonBody(response: ServiceResponse, reviver?: (key: string, value: unknown) => unknown): Record<string, unknown> {
  if (!response.body) return {};
  try {
    const parsed: unknown = JSON.parse(response.body, reviver);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A JSON error: the name is in the X-Amzn-ErrorType header or the body's __type (or code),
 * possibly after a namespace ("com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException")
 * and before extra details ("...:http://..."). The body's other fields (CancellationReasons,
 * ...) are kept on the error, as the SDK keeps them.
 */
function jsonError(response: ServiceResponse) {
  const { __type, code, message, Message, ...fields } = jsonBody(response);
  const type = response.headers['x-amzn-errortype'] ?? __type ?? code;
  const name = typeof type === 'string' && type ? type.split(':')[0]!.split('#').pop()! : `Http${response.status}Error`;
  return { name, message: String(message ?? Message ?? ''), fields };
}

/** An operation of an AWS JSON 1.0 or 1.1 service. */
export abstract class JsonRpcCommand<Input extends object, Output extends MetadataBearer> extends ServiceCommand<Input, Output> {
  /** X-Amz-Target: the service's prefix and the operation, e.g. DynamoDB_20120810.GetItem. */
  protected abstract readonly target: string;
  protected abstract readonly jsonVersion: '1.0' | '1.1';

  /** The JSON body written for the input (the input itself unless the service's commands convert it). */
  protected serialize(input: Input): unknown {
    return input;
  }

  /** The output read from the JSON body. */
  protected deserialize(body: Record<string, unknown>): Omit<Output, '$metadata'> {
    return body as Omit<Output, '$metadata'>;
  }

  /** Revives values JSON cannot hold (timestamps) while parsing the answer. */
  protected reviver?: (key: string, value: unknown) => unknown;

  protected toRequest(input: Input) {
    return {
      method: 'POST',
      url: '/',
      headers: { 'content-type': `application/x-amz-json-${this.jsonVersion}`, 'x-amz-target': this.target },
      body: JSON.stringify(this.serialize(input)),
    };
  }

  protected toOutput(response: ServiceResponse) {
    return this.deserialize(jsonBody(response, this.reviver));
  }

  protected toError(response: ServiceResponse) {
    return jsonError(response);
  }
}

/** An operation of a REST JSON service: the input is the JSON body. */
export abstract class RestJsonCommand<Input extends object, Output extends MetadataBearer> extends ServiceCommand<Input, Output> {
  protected abstract readonly method: string;
  protected abstract readonly path: string;

  protected toRequest(input: Input) {
    return { method: this.method, url: this.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) };
  }

  protected toOutput(response: ServiceResponse) {
    return jsonBody(response) as Omit<Output, '$metadata'>;
  }

  protected toError(response: ServiceResponse) {
    return jsonError(response);
  }
}

const xmlElement = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/**
 * An S3 error: <Error><Code>NoSuchBucket</Code><Message>...</Message></Error>, or no body at
 * all (HEAD), where the SDK names a 404 NotFound.
 */
export function xmlError(response: ServiceResponse) {
  const name = xmlElement(response.body, 'Code') ?? (response.status === 404 ? 'NotFound' : `Http${response.status}Error`);
  return { name, message: xmlElement(response.body, 'Message') ?? '' };
}
