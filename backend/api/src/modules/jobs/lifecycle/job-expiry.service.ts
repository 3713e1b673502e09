import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobsRepository } from '../jobs.repository';

/** Listing lifecycle: an approved job past its listing end becomes expired (and leaves search). */
@Injectable()
export class JobExpiryService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
  ) {}

  /** Expires every live job whose expires_at has passed; returns their ids. */
  expireDue(now: Date = this.clock.now()): Promise<string[]> {
    return this.jobs.expireDue(now);
  }
}
