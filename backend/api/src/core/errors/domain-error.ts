import { STATUS_CODES } from 'node:http';

/**
 * What kind of refusal a module's error is; the error filter, and only it, turns the kind into an
 * HTTP status, so services never speak HTTP.
 */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  rateLimited: 429,
  unavailable: 503,
} as const;

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

/**
 * One reason a module refuses: its stable code (`<MODULE>_<REASON>`), its kind, and the contract's
 * message (without one, the status's standard text, as for a bare 404 'Not Found').
 */
export interface DomainErrorSpec {
  code: string;
  kind: DomainErrorKind;
  message?: string;
}

/** A module's own failure: a stable code, the user-facing message, and its kind. */
export abstract class DomainError<Code extends string = string> extends Error {
  protected constructor(
    readonly code: Code,
    message: string,
    readonly kind: DomainErrorKind,
  ) {
    super(message);
  }

  /** The HTTP status the error filter answers with. */
  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

/** Every module's reasons, by the module's code prefix (`JOBS`, `BILLING`, ...): the OpenAPI document lists them. */
const REASONS_BY_PREFIX = new Map<string, DomainErrorSpec[]>();

/** The reasons of the module whose codes start with `prefix` and an underscore. */
export function domainErrorsOf(prefix: string): readonly DomainErrorSpec[] {
  return REASONS_BY_PREFIX.get(prefix) ?? [];
}

/**
 * A module's error type from its table of reasons: `XError.because('reason')` raises one, with the
 * table's message or, for messages that depend on the case, the one given.
 */
export function defineDomainError<const Reasons extends Record<string, DomainErrorSpec>>(
  name: string,
  reasons: Reasons,
) {
  type Code = Reasons[keyof Reasons]['code'];
  for (const spec of Object.values(reasons)) {
    const prefix = spec.code.split('_')[0] ?? spec.code;
    REASONS_BY_PREFIX.set(prefix, [...(REASONS_BY_PREFIX.get(prefix) ?? []), spec]);
  }
  class ModuleError extends DomainError<Code> {
    static readonly reasons = reasons;

    static because(reason: keyof Reasons, message?: string): ModuleError {
      const spec = reasons[reason];
      const standard = STATUS_CODES[DOMAIN_ERROR_STATUS[spec.kind]] ?? spec.code;
      return new ModuleError(spec.code as Code, message ?? spec.message ?? standard, spec.kind);
    }

    private constructor(code: Code, message: string, kind: DomainErrorKind) {
      super(code, message, kind);
      this.name = name;
    }
  }
  return ModuleError;
}

/** True for a refusal that something does not exist, raised by a module or by Nest. */
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof DomainError) return error.kind === 'notFound';
  return (
    typeof error === 'object' &&
    error !== null &&
    'getStatus' in error &&
    typeof error.getStatus === 'function' &&
    error.getStatus() === DOMAIN_ERROR_STATUS.notFound
  );
}
