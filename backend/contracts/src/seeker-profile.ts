import type { ExperienceLevel } from './enums';

/**
 * The seeker's professional profile (spec sections 2 and 3): what the applicant dialog and the
 * talent profile show about a seeker. GET and PUT /api/seeker/profile; resumes are uploaded through
 * the presigned flow (uploads.ts, uploadType 'document', purpose 'resume') and then attached with
 * POST /api/seeker/resumes.
 *
 * Types only here; the rules, limits and messages live beside them (added with the profile module).
 */

export const AVAILABILITY_OPTIONS = ['immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export interface EducationEntry {
  institution: string;
  certifications: string;
  /** YYYY-MM or YYYY-MM-DD as the editor's month field writes it; empty when unknown. */
  startDate: string | null;
  endDate: string | null;
  notes: string;
}

/** A resume version a seeker keeps. */
export interface ResumeSummary {
  id: string;
  name: string;
  uploadedAt: string;
  isDefault: boolean;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** processing until the worker has checked it and read its text; rejected files are never listed. */
  status: 'processing' | 'ready';
}

/** The editable part of the profile (PUT /api/seeker/profile sends all of it). */
export interface SeekerProfileInput {
  headline: string | null;
  location: string | null;
  phone: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  aboutMe: string | null;
  /** Whole US dollars per year. */
  salaryExpectations: number | null;
  showSalaryExpectations: boolean;
  skills: string[];
  portfolioUrls: string[];
  /** Sanitised HTML (bold, italic, lists, links, paragraphs). */
  workExperience: string | null;
  education: EducationEntry[];
}

/** GET/PUT /api/seeker/profile answer. */
export interface SeekerProfile extends SeekerProfileInput {
  userId: string;
  name: string;
  email: string;
  profilePictureUrl: string | null;
  resumes: ResumeSummary[];
  /** How many resume versions the seeker may keep (-1: unlimited); set by the plan, 1 until billing. */
  resumeLimit: number;
  updatedAt: string | null;
}
