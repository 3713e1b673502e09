import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ProcessRole } from '../logging/logging.module';
import { ErrorReporter } from './error-reporter';

/** The ErrorReporter, for the HTTP error filter and the queue worker of every process. */
@Global()
@Module({})
export class ErrorReportingModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: ErrorReportingModule,
      providers: [{ provide: ErrorReporter, useValue: new ErrorReporter(role) }],
      exports: [ErrorReporter],
    };
  }
}
