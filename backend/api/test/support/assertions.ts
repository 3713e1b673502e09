import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DomainError } from '../../src/core/errors/domain-error';

/**
 * What a promise rejected with (a module's error as the HTTP exception it is answered as); fails
 * when it resolved. For asserting on the refusal a service raised.
 */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => asHttpException(error),
  );
}

const EXCEPTION_OF_STATUS: Readonly<Record<number, new (message: string) => HttpException>> = {
  400: BadRequestException,
  401: UnauthorizedException,
  403: ForbiddenException,
  404: NotFoundException,
  409: ConflictException,
  410: GoneException,
  422: UnprocessableEntityException,
  503: ServiceUnavailableException,
};

/**
 * A module's error as the Nest exception of the same status and message: the error filter answers
 * both alike, so a spec can state the refusal it expects as an HTTP exception. Anything else is
 * returned as it is.
 */
export function asHttpException(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const Exception = EXCEPTION_OF_STATUS[error.status];
  return Exception ? new Exception(error.message) : new HttpException(error.message, error.status);
}
