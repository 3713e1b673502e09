import { BadRequestException } from '@nestjs/common';
import { GENERIC_MESSAGES } from '@marketplace/contracts';

/** Invalid input: answered as 400 `{ error, fieldErrors: { field: [messages] } }`. */
export class RequestValidationException extends BadRequestException {
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    message: string = GENERIC_MESSAGES.invalidInput,
  ) {
    super(message);
    this.name = 'RequestValidationException';
  }
}
