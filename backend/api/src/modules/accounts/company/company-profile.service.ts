import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_PROFILE_MESSAGES,
  type CompanyLogoResponse,
  type CompanyProfile,
  type CompanyProfileInput,
  validateCompanyProfile,
} from '@marketplace/contracts';
import type { Readable } from 'node:stream';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../../core/files/stored-files';
import { trimmedOrNull } from '../../../core/text/optional-text';
import { isUuid } from '../../../core/text/uuid';
import { type CompanyProfileRecord, CompaniesRepository } from '../companies.repository';
import { AccountsError } from '../accounts.errors';

/** The stable public path of an uploaded logo: the upload's id makes it change with the logo, so it may be cached for good. */
export function companyLogoPath(companyId: string, uploadId: string): string {
  return `/api/companies/${companyId}/logo/${uploadId}`;
}

/** The employer's company profile (GET/PUT /api/employer/company), its logo link, and the public logo. */
@Injectable()
export class CompanyProfileService {
  constructor(
    private readonly clock: Clock,
    private readonly companies: CompaniesRepository,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
  ) {}

  async get(actor: Actor): Promise<CompanyProfile> {
    return this.describe(await this.ownCompany(actor));
  }

  /**
   * Replaces the profile. A new logo must be an image the employer uploaded and the worker made
   * ready; the logo it replaces is deleted from storage.
   */
  async update(actor: Actor, input: CompanyProfileInput): Promise<CompanyProfile> {
    const company = await this.ownCompany(actor);
    assertValid(validateCompanyProfile(input));
    const next: CompanyProfileRecord = {
      id: company.id,
      name: input.name.trim(),
      logoUrl: company.logoUrl,
      logoFileUrl: company.logoFileUrl,
      website: trimmedOrNull(input.website),
      linkedinUrl: trimmedOrNull(input.linkedinUrl),
      about: trimmedOrNull(input.about),
      size: input.size ?? null,
      // Left as it is when the client does not send it (older clients, other forms).
      notSelectedEmails: input.notSelectedEmails ?? company.notSelectedEmails,
    };
    const logo = trimmedOrNull(input.logoUrl);
    if (logo === null) {
      next.logoUrl = null;
      next.logoFileUrl = null;
    } else if (logo !== company.logoFileUrl && logo !== company.logoUrl) {
      // Only an upload: a link to somewhere else would let the page load anything from anywhere.
      if (!this.files.isStoredUrl(logo)) throw invalidField('logoUrl', COMPANY_PROFILE_MESSAGES.logoNotAllowed);
      const upload = await this.files.claim(actor.user.id, { fileUrl: logo }, 'avatar');
      next.logoFileUrl = upload.fileUrl;
      next.logoUrl = companyLogoPath(company.id, upload.id);
    }
    await this.companies.updateProfile(next, this.clock.now());
    if (company.logoFileUrl && company.logoFileUrl !== next.logoFileUrl)
      await this.files.release(actor.user.id, company.logoFileUrl);
    return this.describe(next);
  }

  /** GET /api/employer/company-logo: a signed link when the logo sits on storage, else the link itself. */
  async logo(actor: Actor): Promise<CompanyLogoResponse> {
    const company = await this.ownCompany(actor);
    return { companyLogoUrl: await this.logoLink(company) };
  }

  /** The public logo image behind companyLogoPath, while it is the company's logo. */
  async publicLogo(companyId: string, uploadId: string): Promise<{ body: Readable; size: number }> {
    const company = isUuid(companyId) && isUuid(uploadId) ? await this.companies.findProfile(companyId) : null;
    if (!company?.logoFileUrl || company.logoUrl !== companyLogoPath(company.id, uploadId))
      throw AccountsError.because('logoMissing');
    const image = await this.files.openImage(company.logoFileUrl, 256);
    if (!image) throw AccountsError.because('logoMissing');
    return image;
  }

  private async describe(company: CompanyProfileRecord): Promise<CompanyProfile> {
    return {
      id: company.id,
      name: company.name,
      logoUrl: company.logoFileUrl ?? company.logoUrl,
      logoDisplayUrl: await this.logoLink(company),
      website: company.website,
      linkedinUrl: company.linkedinUrl,
      about: company.about,
      size: company.size,
      notSelectedEmails: company.notSelectedEmails,
    };
  }

  private logoLink(company: CompanyProfileRecord): Promise<string | null> {
    return company.logoFileUrl ? this.files.readUrl(company.logoFileUrl) : Promise.resolve(company.logoUrl);
  }

  /** The acting employer's company (404 for an employer without one). */
  private async ownCompany(actor: Actor): Promise<CompanyProfileRecord> {
    const company = actor.user.companyId ? await this.companies.findProfile(actor.user.companyId) : null;
    if (!company) throw AccountsError.because('companyMissing');
    return company;
  }
}
