import PDFDocument from 'pdfkit';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import { buildDemoSeekerProfiles, type DemoSeekerProfile } from './demo-seeker-profiles';

/** A demo seeker as their resume names them. */
export interface DemoResumeOwner {
  id: string;
  name: string;
  email: string;
  headline: string;
}

/** One resume version of a demo seeker: the PDF made now, and the rows that keep it (stable ids). */
export interface DemoResume {
  /** The version's id (seeker_resumes). */
  id: string;
  /** The id of the upload that holds the file. */
  uploadId: string;
  userId: string;
  /** The version's name, as the seeker sees it. */
  name: string;
  fileName: string;
  content: Buffer;
  createdAt: Date;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The date written into every demo PDF: a fixed one, so the same seeker's file has the same bytes
 * on every run (a run that finds the stored object missing can put the very same file back).
 */
const PDF_DATE = new Date('2026-01-05T09:00:00.000Z');

/** Versions past the first, by the seeker's place in the demo seekers: the demo sign-in keeps two (Gold keeps three). */
const EXTRA_SUMMARY_AT: ReadonlySet<number> = new Set([0]);

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name's words joined by hyphens, as people name their files. */
function fileStem(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

function render(
  owner: DemoResumeOwner,
  profile: DemoSeekerProfile,
  kind: 'full' | 'summary',
  title: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: title, Author: owner.name, CreationDate: PDF_DATE },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown(1);
    doc.fillColor('#1f2933').font('Helvetica-Bold').fontSize(12).text(text.toUpperCase());
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor('#323f4b');
  };

  doc.fillColor('#1f2933').font('Helvetica-Bold').fontSize(22).text(owner.name);
  doc.font('Helvetica').fontSize(12).fillColor('#52606d').text(owner.headline);
  doc.fontSize(10).text(`${profile.location} · ${owner.email}`);

  heading('About');
  doc.text(profile.aboutMe);
  heading('Skills');
  doc.text(profile.skills.join(' · '));
  if (kind === 'full') {
    const { title: role, employer } = profile.lastRole;
    heading('Experience');
    doc.font('Helvetica-Bold').text(`${capitalised(role)}, ${employer}`);
    doc.font('Helvetica').text('2016 to the present, remote and part-time since 2021');
    doc.moveDown(0.3);
    for (const skill of profile.skills.slice(0, 3))
      doc.text(`•  ${skill}: day-to-day work for a small team, with clear written updates.`);
    heading('Education');
    for (const school of profile.education) {
      const years = [school.startDate, school.endDate].map((date) => date?.slice(0, 4)).filter(Boolean);
      doc.text(years.length > 0 ? `${school.institution}, ${years.join(' to ')}` : school.institution);
    }
  }
  doc.end();
  return done;
}

/**
 * The demo seekers' resumes, as PDFs made now (pdfkit, its built-in Helvetica): one per seeker,
 * named after their last role, and a one-page summary for the demo sign-in. `owners` come in the
 * order of the demo seekers, whose profiles the resumes follow.
 */
export async function buildDemoResumes(owners: readonly DemoResumeOwner[], now: Date): Promise<DemoResume[]> {
  const profiles = buildDemoSeekerProfiles(owners.map((owner) => owner.id));
  const resumes: DemoResume[] = [];
  for (const [place, owner] of owners.entries()) {
    const profile = profiles[place];
    if (!profile) continue;
    const stem = fileStem(owner.name);
    const name = `${capitalised(profile.lastRole.title)} resume`;
    resumes.push({
      id: stableUuid(`resume:${owner.id}:full`),
      uploadId: stableUuid(`upload:${owner.id}:resume-full`),
      userId: owner.id,
      name,
      fileName: `${stem}-Resume.pdf`,
      content: await render(owner, profile, 'full', `${owner.name}: ${name}`),
      createdAt: new Date(now.getTime() - (60 + place) * DAY),
    });
    if (EXTRA_SUMMARY_AT.has(place)) {
      resumes.push({
        id: stableUuid(`resume:${owner.id}:summary`),
        uploadId: stableUuid(`upload:${owner.id}:resume-summary`),
        userId: owner.id,
        name: 'One-page summary',
        fileName: `${stem}-Summary.pdf`,
        content: await render(owner, profile, 'summary', `${owner.name}: One-page summary`),
        createdAt: new Date(now.getTime() - 20 * DAY),
      });
    }
  }
  return resumes;
}
