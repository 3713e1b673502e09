import type { OpenAPIObject, OperationObject, PathItemObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import { HTTP_ERROR_CODES } from '@marketplace/contracts';
import { AccessError } from '../auth/access.errors';
import { isUnsafeMethod } from '../auth/csrf.guard';
import type { AccessPolicy } from '../auth/access-policy';
import { DOMAIN_ERROR_STATUS, type DomainErrorSpec } from '../errors/domain-error';
import { codeOfStatus } from '../errors/error-response';

/** Name of the session cookie's security scheme in the document. */
export const SESSION_SCHEME = 'session';

/** What the access decorators (and @RateLimit) of one route say, read from its handler and class. */
export interface RouteAccess {
  policy: AccessPolicy | undefined;
  /** @ActsAsSelf: impersonation headers are ignored. */
  actsAsSelf: boolean;
  /** @NotWhileImpersonating: refused while an admin acts as the user. */
  notWhileImpersonating: boolean;
  /** The 429 text of @RateLimit, when the route has one. */
  rateLimitMessage: string | null;
  /** The reasons of the controller's module, whose codes its operations may answer. */
  moduleErrors: readonly DomainErrorSpec[];
}

const ERROR_BODY: ReferenceObject = { $ref: '#/components/schemas/ErrorBodyDto' };
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The security requirement a policy implies: a session is required, or optional (read when sent). */
export function securityFor(policy: AccessPolicy | undefined): Array<Record<string, string[]>> {
  // Public routes still read a session cookie when one is sent (the answer may depend on who asks).
  return policy?.kind === 'public' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }];
}

/** Why a route may answer 403, from its decorators and method (the global guards' refusals). */
export function forbiddenReasons(access: RouteAccess, method: string): string[] {
  const reasons: string[] = [];
  if (!access.policy) reasons.push('the route declares no access policy (closed to everyone)');
  else if (access.policy.kind === 'roles')
    reasons.push(`the signed-in user's role is not ${access.policy.roles.join(' or ')}`);
  if (access.notWhileImpersonating) reasons.push('an admin is impersonating the user');
  if (!access.actsAsSelf)
    reasons.push(
      'the request carries impersonation headers that do not match an active impersonation of the signed-in admin',
    );
  if (isUnsafeMethod(method)) reasons.push("the request's Origin (or Referer) is not the site's own");
  return reasons;
}

function errorResponse(description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: ERROR_BODY } } };
}

function hasInput(operation: OperationObject): boolean {
  return (
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query')
  );
}

/**
 * Documents what the global guards and pipe do to one operation: its security requirement, and
 * the 400, 401, 403 and 429 answers they give, each with the error body. Answers the controller
 * already declares keep their own description; a 403's gains the guards' reasons.
 */
export function documentAccess(operation: OperationObject, method: string, access: RouteAccess): void {
  operation.security = securityFor(access.policy);
  const responses = (operation.responses ??= {});
  const add = (status: string, description: string): void => {
    responses[status] ??= errorResponse(description);
  };

  if (hasInput(operation)) add('400', 'Invalid input: `fieldErrors` names each field (or parameter) and its messages');
  if (access.policy?.kind !== 'public') add('401', 'No valid session (signed out, or the session ended)');
  const reasons = forbiddenReasons(access, method);
  if (reasons.length > 0) {
    const text = `Forbidden when ${reasons.join('; or ')}`;
    const declared = responses['403'];
    if (declared && 'description' in declared) declared.description = `${declared.description}. ${text}`;
    else add('403', text);
  }
  if (access.rateLimitMessage !== null) add('429', `Too many attempts: '${access.rateLimitMessage}'`);
}

const ACCESS = AccessError.reasons;

/** The codes an operation may answer with `status`: the access layer's, the HTTP layer's, and its module's. */
export function errorCodesOf(access: RouteAccess, method: string, status: number): string[] {
  const codes: string[] = [];
  if (status === 400) codes.push(HTTP_ERROR_CODES.invalidInput, HTTP_ERROR_CODES.requestRejected);
  if (status === 401 && access.policy?.kind !== 'public') codes.push(ACCESS.signInRequired.code);
  if (status === 403) {
    if (!access.policy) codes.push(ACCESS.noPolicy.code);
    else if (access.policy.kind === 'roles') codes.push(ACCESS.forbidden.code);
    if (access.notWhileImpersonating) codes.push(ACCESS.notWhileImpersonating.code);
    if (!access.actsAsSelf) codes.push(ACCESS.impersonationRejected.code);
    if (isUnsafeMethod(method)) codes.push(ACCESS.csrfRejected.code);
  }
  if (status === 429 && access.rateLimitMessage !== null) codes.push(ACCESS.rateLimited.code);
  for (const spec of access.moduleErrors) if (DOMAIN_ERROR_STATUS[spec.kind] === status) codes.push(spec.code);
  if (status === 404) codes.push(HTTP_ERROR_CODES.notFound);
  if (status === 503) codes.push(HTTP_ERROR_CODES.unavailable);
  // A status no layer names a code for is answered with the generic code of the status.
  if (codes.length === 0) codes.push(codeOfStatus(status));
  return [...new Set(codes)];
}

/**
 * Lists on each error answer of the operation the codes its body may carry: in its description, and
 * as the `x-error-codes` extension a client generator can read (the body's schema stays ErrorBodyDto).
 */
export function documentErrorCodes(operation: OperationObject, method: string, access: RouteAccess): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const code = Number(status);
    if (!(code >= 400) || !response || !('description' in response)) continue;
    const codes = errorCodesOf(access, method, code);
    const listed = response as ResponseObject & { 'x-error-codes'?: string[] };
    listed['x-error-codes'] = codes;
    listed.description = `${listed.description} (codes: ${codes.map((name) => `\`${name}\``).join(', ')})`;
  }
}

/** Applies documentAccess to every operation whose id `accessOf` knows; returns the ids it did not know. */
export function documentAccessOfAll(
  document: OpenAPIObject,
  accessOf: (operationId: string) => RouteAccess | undefined,
): string[] {
  const unknown: string[] = [];
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const access = operation.operationId ? accessOf(operation.operationId) : undefined;
      if (access) {
        documentAccess(operation, method, access);
        documentErrorCodes(operation, method, access);
      } else unknown.push(operation.operationId ?? `${method} (no operationId)`);
    }
  }
  return unknown;
}
