import { Injectable } from '@nestjs/common';
import type { Actor } from '../../core/auth/actor';
import { isUuid } from '../../core/text/uuid';
import { ApplicationAccessRepository, type OwnedApplication } from './application-access.repository';
import { InterviewsError } from './interviews.errors';

export type { OwnedApplication } from './application-access.repository';

/**
 * "The employer may act on this application": 403 for an employer without a company, 404 for an
 * application of another company's job, an unknown id or one that is not a UUID (the same answer,
 * so ids do not leak). An admin impersonating an employer is that employer (actor.user).
 *
 * A port, so the applications module's own rule (EmployerApplicationsService.companyApplication)
 * can be wired in its place once that module exports it; until then InterviewApplicationAccess
 * below applies the same rule with its own read-only query.
 */
export interface EmployerApplicationAccess {
  ownedApplication(actor: Actor, id: string): Promise<OwnedApplication>;
}

export const EMPLOYER_APPLICATION_ACCESS = Symbol('EMPLOYER_APPLICATION_ACCESS');

/** The interviews module's own implementation of EmployerApplicationAccess (see there). */
@Injectable()
export class InterviewApplicationAccess implements EmployerApplicationAccess {
  constructor(private readonly applications: ApplicationAccessRepository) {}

  async ownedApplication(actor: Actor, id: string): Promise<OwnedApplication> {
    const companyId = actor.user.companyId;
    if (!companyId) throw InterviewsError.because('noCompany');
    const application = isUuid(id) ? await this.applications.ofCompany(id.toLowerCase(), companyId) : null;
    if (!application) throw InterviewsError.because('applicationNotFound');
    return application;
  }
}
