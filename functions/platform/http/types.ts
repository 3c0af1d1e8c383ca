// Types of the common handler layer: what a handler receives and may return.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { Role } from '#shared/constants.js';
import type { RouteName, Routes } from '#shared/routes.js';
import type { UploadedFile } from '../uploaded-file.js';

export type { UploadedFile };

/**
 * What the role check needs of a signed-in caller. The session check that finds them (the
 * accounts', accounts/session-check.ts) gives a handler more: see functions/api-handler.ts.
 */
export interface Caller {
  userID: string;
  role: Role;
  /** An employer's company, if they belong to one (read with the session on every call). */
  user: { companyID?: string; email: string; operator?: boolean };
}

/** Filled in step by step by the middlewares, then handed to the handler as ApiRequest. */
export interface ApiState<S extends Caller = Caller> {
  cookies: Record<string, string>;
  session: S | null;
  rawBody: unknown;
  files: UploadedFile[];
  query: unknown;
  body: unknown;
  /** The account an onboarding call was proven to come from. */
  onboardingUserID: string | null;
  /** The item the route's `preload` named, read with the session (undefined: no such item). */
  preloaded: Record<string, unknown> | undefined;
  startedAt: number;
}

export type ApiEvent<S extends Caller = Caller> = APIGatewayProxyEventV2 & { api: ApiState<S> };

type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? OutputOf<Q> : undefined;
type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B } ? OutputOf<B> : undefined;
type SessionOf<N extends RouteName, S> = Routes[N]['access'] extends
  'user' | 'employer' | 'member' | 'candidate' | 'operator'
  ? S
  : S | null;

export interface ApiRequest<N extends RouteName, S extends Caller = Caller> {
  name: N;
  event: APIGatewayProxyEventV2;
  query: QueryOf<N>;
  body: BodyOf<N>;
  files: UploadedFile[];
  session: SessionOf<N, S>;
  /** Routes with a `preload` (ApiHandlerOptions): the item it named, undefined when there is none. */
  preloaded: Record<string, unknown> | undefined;
  cookies: Record<string, string>;
  sourceIp: string;
  /** Epoch ms by which the answer must be on its way (the invocation's time budget, less a margin). */
  deadline: number;
}
