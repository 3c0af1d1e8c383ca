// Absolute links to the site for emails, from configuration only: never from the request
// (Origin, Host, X-Forwarded-Host), which whoever sends it chooses, so that an invitation we
// send can never link to someone else's site and give them its token.
// A stage with its own domain, and the local stack, set SITE_URL. Otherwise only the Web stack
// knows the address (CloudFront's domain) and, since it is deployed after the API, writes it to
// an SSM parameter whose name the functions get as SITE_URL_PARAMETER (infra/web-stack.ts).
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { ssm } from '../clients/ssm.js';
import { config } from '../config.js';
import { logger } from '../observability/logger.js';

/** The parameter's value, read once per container (per name); a failed read is tried again next time. */
const fromParameter = new Map<string, Promise<string>>();

/** A missing or wrong address is a deployment mistake: said loudly, and the caller answers 500. */
function misconfigured(message: string): Error {
  const error = new Error(`Site address not configured: ${message}; emailed links need it`);
  logger.error('the site address is not configured', { error });
  return error;
}

async function readParameter(name: string): Promise<string> {
  let value: string | undefined;
  try {
    value = (await ssm().send(new GetParameterCommand({ Name: name }))).Parameter?.Value;
  } catch (error) {
    if ((error as { name?: string }).name === 'ParameterNotFound')
      throw misconfigured(`the SSM parameter ${name} does not exist (deploy the Web stack)`);
    throw error;
  }
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'https:' && url.origin === value?.replace(/\/+$/, '')) return url.origin;
  } catch {
    // Not an address: refused below.
  }
  throw misconfigured(`the SSM parameter ${name} holds ${JSON.stringify(value)}, not an https:// site address`);
}

/** The site's address (https://hire.example.com, no trailing slash). */
export async function siteUrl(): Promise<string> {
  const configured = config.siteUrl;
  if (configured) return configured;
  const name = process.env.SITE_URL_PARAMETER;
  if (!name) throw misconfigured('neither SITE_URL nor SITE_URL_PARAMETER is set');
  let value = fromParameter.get(name);
  if (!value) {
    value = readParameter(name);
    fromParameter.set(name, value);
    value.catch(() => {
      if (fromParameter.get(name) === value) fromParameter.delete(name);
    });
  }
  return value;
}

/** The absolute address of `path` (which starts with /) on the site. */
export const siteLink = async (path: string): Promise<string> => `${await siteUrl()}${path}`;
