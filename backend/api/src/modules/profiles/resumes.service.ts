import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AddResumeRequest,
  type MessageResponse,
  RESUME_MESSAGES,
  type ResumeAllowance,
  type ResumeDownloadResponse,
  resumeLimitReachedMessage,
  type ResumeSummary,
  resumeNameError,
  SEEKER_PROFILE_LIMITS,
  type UpdateResumeRequest,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { invalidField } from '../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../core/files/stored-files';
import { isUuid } from '../../core/text/uuid';
import { type ResumeVersion, toResumeSummaries } from './profiles.mapper';
import { ResumeLimitPolicy } from './resume-limit.policy';
import { isUploadAttachedError, ResumesRepository } from './resumes.repository';
import { ProfilesError } from './profiles.errors';

/** The name a resume gets when none is given: its file's name without the extension, cut to fit. */
export function defaultResumeName(fileName: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, SEEKER_PROFILE_LIMITS.resumeNameMax)
    .trim();
  return name === '' ? 'Resume' : name;
}

/** The extension of a file's name (with its dot), for a download named after the resume. */
function extensionOf(fileName: string): string {
  return /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0].toLowerCase() ?? '';
}

/**
 * A seeker's resume versions (POST/PATCH/DELETE /api/seeker/resumes, and the download link). A
 * version is an uploaded document of purpose 'resume' with a name; the seeker keeps as many as
 * ResumeLimitPolicy allows, one of them the default.
 */
@Injectable()
export class ResumesService {
  constructor(
    private readonly clock: Clock,
    private readonly resumes: ResumesRepository,
    private readonly limits: ResumeLimitPolicy,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
  ) {}

  /** The seeker's resumes as they see them (newest first, rejected files never listed). */
  async list(userId: string): Promise<ResumeSummary[]> {
    return toResumeSummaries(await this.versionsOf(userId));
  }

  /** The seeker's plan and the resume versions it keeps. */
  allowanceOf(userId: string): Promise<ResumeAllowance> {
    return this.limits.allowanceOf(userId);
  }

  /**
   * Attaches a document the seeker uploaded (it may still be processing) as a new version. The
   * first becomes the default. Attaching the same upload again answers the version it already is.
   */
  async add(actor: Actor, input: AddResumeRequest): Promise<ResumeSummary> {
    const userId = actor.user.id;
    if (input.name !== undefined) this.checkName(input.name);
    const file = await this.files.claim(userId, { uploadId: input.uploadId }, 'resume', { allowProcessing: true });
    const attached = await this.resumes.findByUpload(file.id);
    if (attached) return this.summaryOf(userId, attached.id);

    const name = input.name !== undefined ? input.name.trim() : defaultResumeName(file.fileName);
    this.checkName(name);
    // Versions whose file was rejected are hidden and never count: they go now (their uploads go with the uploads sweep).
    const versions = await this.allVersionsOf(userId);
    await this.resumes.remove(
      versions.filter((version) => version.file.status === 'rejected').map((version) => version.resume.id),
    );

    const allowance = await this.limits.allowanceOf(userId);
    let added: Awaited<ReturnType<ResumesRepository['insertWithinLimit']>>;
    try {
      added = await this.resumes.insertWithinLimit(
        { id: randomUUID(), userId, uploadId: file.id, name, createdAt: this.clock.now() },
        allowance.limit,
      );
    } catch (error) {
      // The same upload attached twice at once: the other request made the version.
      const winner = isUploadAttachedError(error) ? await this.resumes.findByUpload(file.id) : null;
      if (!winner) throw error;
      return this.summaryOf(userId, winner.id);
    }
    if (added === 'limit-reached')
      throw ProfilesError.because('resumeLimitReached', resumeLimitReachedMessage(allowance));
    const summary = (await this.list(userId)).find((resume) => resume.id === added.id);
    if (summary) return summary;
    // The checks rejected the file meanwhile: the version goes, and the seeker reads why, as if it had been refused first.
    await this.resumes.remove([added.id]);
    const [rejected] = await this.files.findMany([file.id]);
    throw ProfilesError.because('resumeRejected', rejected?.rejectionReason ?? undefined);
  }

  /** Renames a version, or makes it the default (isDefault: true only; another becoming the default ends it). */
  async update(actor: Actor, id: string, input: UpdateResumeRequest): Promise<ResumeSummary> {
    const { resume } = await this.ownResume(actor, id);
    if (input.isDefault !== undefined && input.isDefault !== true)
      throw invalidField('isDefault', RESUME_MESSAGES.defaultOnlyTrue);
    if (input.name !== undefined) {
      this.checkName(input.name);
      await this.resumes.rename(resume.id, input.name.trim());
    }
    if (input.isDefault === true) await this.resumes.makeDefault(resume.userId, resume.id);
    return this.summaryOf(resume.userId, resume.id);
  }

  /** Deletes a version and its file; when it was the default, the newest remaining one becomes the default. */
  async remove(actor: Actor, id: string): Promise<MessageResponse> {
    const { resume } = await this.ownResume(actor, id);
    // Removing the upload removes the version with it (foreign key): a storage failure leaves both, to try again.
    await this.files.remove(resume.uploadId);
    await this.resumes.remove([resume.id]);
    if (resume.isDefault) {
      const [newest] = toResumeSummaries(await this.versionsOf(resume.userId));
      if (newest) await this.resumes.makeDefault(resume.userId, newest.id);
    }
    return { message: RESUME_MESSAGES.deleted };
  }

  /**
   * A short-lived signed link to the file: a PDF opens in the browser (the editor previews it),
   * a Word document downloads under the resume's name. 409 while the file is being processed.
   */
  async download(actor: Actor, id: string): Promise<ResumeDownloadResponse> {
    return this.linkOf(await this.ownResume(actor, id));
  }

  /**
   * The same link to any seeker's resume version, for a caller that checked who may read it (an
   * employer the seeker applied to with it): null when the version or its file is gone; 409 while
   * the file is being processed.
   */
  async linkFor(resumeId: string): Promise<ResumeDownloadResponse | null> {
    const resume = isUuid(resumeId) ? await this.resumes.findById(resumeId) : null;
    if (!resume) return null;
    const [file] = await this.files.findMany([resume.uploadId]);
    if (!file || file.status === 'rejected') return null;
    return this.linkOf({ resume, file });
  }

  private async linkOf({ resume, file }: ResumeVersion): Promise<ResumeDownloadResponse> {
    if (file.status !== 'ready') throw ProfilesError.because('resumeNotReady');
    const inline = file.fileType === 'application/pdf';
    const fileName = `${resume.name}${extensionOf(file.fileName)}`;
    const [downloadUrl, saveUrl] = await Promise.all([
      this.files.readUrl(file.fileUrl, inline ? { viewName: fileName } : { downloadName: fileName }),
      this.files.readUrl(file.fileUrl, { downloadName: fileName }),
    ]);
    if (!downloadUrl || !saveUrl) throw ProfilesError.because('resumeNotReady');
    return { downloadUrl, fileName, viewable: inline, saveUrl };
  }

  /** The seeker's default resume, or null when they keep none. */
  async defaultOf(userId: string): Promise<ResumeSummary | null> {
    return (await this.list(userId)).find((resume) => resume.isDefault) ?? null;
  }

  /** The text the worker read from a resume (null until then, for a file without text, or an unknown id). The caller checked access. */
  async textOf(resumeId: string): Promise<string | null> {
    const resume = isUuid(resumeId) ? await this.resumes.findById(resumeId) : null;
    return resume ? this.files.extractedText(resume.uploadId) : null;
  }

  /** Forgets a deleted account's versions (its files go with the uploads module's own clean-up). */
  async forget(userId: string): Promise<void> {
    await this.resumes.deleteOf(userId);
  }

  private checkName(name: unknown): void {
    const problem = resumeNameError(name);
    if (problem) throw invalidField('name', problem);
  }

  private async summaryOf(userId: string, id: string): Promise<ResumeSummary> {
    const summary = (await this.list(userId)).find((resume) => resume.id === id);
    if (!summary) throw ProfilesError.because('resumeNotFound');
    return summary;
  }

  /** Every version of the seeker with its upload, rejected files included. */
  private async allVersionsOf(userId: string): Promise<ResumeVersion[]> {
    const resumes = await this.resumes.listOf(userId);
    const files = new Map(
      (await this.files.findMany(resumes.map((resume) => resume.uploadId))).map((file) => [file.id, file]),
    );
    return resumes.flatMap((resume) => {
      const file = files.get(resume.uploadId);
      return file ? [{ resume, file }] : [];
    });
  }

  private async versionsOf(userId: string): Promise<ResumeVersion[]> {
    return (await this.allVersionsOf(userId)).filter((version) => version.file.status !== 'rejected');
  }

  /** The acting seeker's version with its upload: 404 for anyone else's, an unknown id, or one whose file was rejected. */
  private async ownResume(actor: Actor, id: string): Promise<ResumeVersion> {
    const resume = isUuid(id) ? await this.resumes.findById(id) : null;
    if (!resume || resume.userId !== actor.user.id) throw ProfilesError.because('resumeNotFound');
    const [file] = await this.files.findMany([resume.uploadId]);
    if (!file || file.status === 'rejected') throw ProfilesError.because('resumeNotFound');
    return { resume, file };
  }
}
