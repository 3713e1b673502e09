import {
  CRITIQUE_SECTIONS,
  type CritiqueReviewInput,
  type CritiqueSectionKey,
  type ResumeDownloadResponse,
  type ResumeSummary,
} from '@marketplace/contracts';
import type { CritiqueCard, CritiquePurchaseOutcome } from '../../src/modules/billing';
import type {
  CritiqueRecord,
  IndustryStatistics,
  NewCritiqueRequest,
  ReviewScores,
} from '../../src/modules/critiques/critiques.repository';

/** CritiquesRepository in memory, with the statements' rules (claims, drafts, completion). */
export class FakeCritiquesRepository {
  readonly rows = new Map<string, CritiqueRecord & { scores: ReviewScores | null }>();
  readonly names = new Map<string, string>();

  async insert(request: NewCritiqueRequest): Promise<'inserted' | 'included-used'> {
    if (request.includedPeriodKey !== null && (await this.includedUsed(request.seekerId, request.includedPeriodKey)))
      return 'included-used';
    this.rows.set(request.id, {
      id: request.id,
      seekerId: request.seekerId,
      seekerName: this.names.get(request.seekerId) ?? 'Seeker',
      seekerEmail: 'seeker@example.com',
      resumeId: request.resumeId,
      resumeName: request.resumeName,
      targetRole: request.targetRole,
      targetIndustry: request.targetIndustry,
      notes: request.notes,
      status: 'requested',
      requestedAt: request.at,
      chargeId: request.chargeId,
      includedPeriodKey: request.includedPeriodKey,
      claimedById: null,
      claimedByName: null,
      claimExpiresAt: null,
      review: null,
      overallScore: null,
      reviewerId: null,
      reviewerName: null,
      completedAt: null,
      version: 0,
      reportKey: null,
      reportVersion: null,
      updatedAt: request.at,
      scores: null,
    });
    return 'inserted';
  }

  async includedUsed(seekerId: string, periodKey: string): Promise<boolean> {
    return [...this.rows.values()].some((row) => row.seekerId === seekerId && row.includedPeriodKey === periodKey);
  }

  async find(id: string): Promise<CritiqueRecord | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async listOf(seekerId: string): Promise<CritiqueRecord[]> {
    return [...this.rows.values()]
      .filter((row) => row.seekerId === seekerId)
      .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime());
  }

  async queue(status: string | null): Promise<CritiqueRecord[]> {
    return [...this.rows.values()]
      .filter((row) => (status === null ? row.status !== 'completed' : row.status === status))
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
  }

  async claim(id: string, reviewerId: string, now: Date, expiresAt: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    const free = row.claimedById === null || (row.claimExpiresAt !== null && row.claimExpiresAt <= now);
    if (!free && row.claimedById !== reviewerId) return false;
    Object.assign(row, {
      claimedById: reviewerId,
      claimedByName: this.names.get(reviewerId) ?? null,
      claimExpiresAt: expiresAt,
    });
    return true;
  }

  async release(id: string, reviewerId: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.claimedById !== reviewerId) return false;
    Object.assign(row, { claimedById: null, claimedByName: null, claimExpiresAt: null });
    return true;
  }

  private holds(row: CritiqueRecord, reviewerId: string, now: Date): boolean {
    return row.claimedById === reviewerId && row.claimExpiresAt !== null && row.claimExpiresAt > now;
  }

  async saveDraft(
    id: string,
    reviewerId: string,
    review: CritiqueReviewInput,
    scores: ReviewScores,
    now: Date,
    claimExpiresAt: Date,
  ): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || !this.holds(row, reviewerId, now) || row.status === 'completed') return false;
    Object.assign(row, { review, scores, overallScore: scores.overall, status: 'in_review', claimExpiresAt });
    return true;
  }

  async complete(
    id: string,
    reviewerId: string,
    review: CritiqueReviewInput,
    scores: ReviewScores,
    now: Date,
  ): Promise<number | null> {
    const row = this.rows.get(id);
    if (!row || !(row.status === 'completed' || this.holds(row, reviewerId, now))) return null;
    Object.assign(row, {
      review,
      scores,
      overallScore: scores.overall,
      status: 'completed',
      reviewerId,
      reviewerName: this.names.get(reviewerId) ?? null,
      completedAt: row.completedAt ?? now,
      version: row.version + 1,
      claimedById: null,
      claimedByName: null,
      claimExpiresAt: null,
    });
    return row.version;
  }

  async industryStatistics(industry: string): Promise<IndustryStatistics> {
    const done = [...this.rows.values()].filter(
      (row) => row.status === 'completed' && row.targetIndustry === industry && row.scores,
    );
    const histogram = new Map<number, number>();
    for (const row of done) histogram.set(row.overallScore!, (histogram.get(row.overallScore!) ?? 0) + 1);
    const average = (key: CritiqueSectionKey | 'overall') =>
      done.reduce((sum, row) => sum + (row.scores![key] ?? 0), 0) / done.length;
    return {
      count: done.length,
      overallScores: [...histogram].map(([score, count]) => ({ score, count })),
      averageOverall: done.length ? average('overall') : null,
      sectionAverages: done.length
        ? (Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, average(key)])) as Record<
            CritiqueSectionKey,
            number
          >)
        : null,
    };
  }

  async recordReport(id: string, version: number, key: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.version !== version) return false;
    Object.assign(row, { reportKey: key, reportVersion: version });
    return true;
  }
}

/** Billing's CritiquePurchases: what the next purchase answers, and the purchases made. */
export class FakeCritiquePurchases {
  available = true;
  readonly cards = new Map<string, CritiqueCard>();
  /** What the gateway says to the next charges. */
  answer: 'approved' | 'declined' = 'approved';
  readonly charged: string[] = [];

  /** Answers given per Idempotency-Key: a retry gets the first. */
  readonly answers = new Map<string, unknown>();

  async once<T>(_seekerId: string, key: unknown, _body: unknown, work: () => Promise<T>): Promise<T> {
    if (typeof key !== 'string' || key === '') return work();
    if (!this.answers.has(key)) this.answers.set(key, await work());
    return this.answers.get(key) as T;
  }

  async defaultCardOf(seekerId: string): Promise<CritiqueCard | null> {
    return this.cards.get(seekerId) ?? null;
  }

  async buy<Granted>(
    seekerId: string,
    onApproved: (chargeId: string) => Promise<Granted>,
  ): Promise<CritiquePurchaseOutcome<Granted>> {
    if (!this.available) return { status: 'unavailable' };
    if (!this.cards.has(seekerId)) return { status: 'no-card' };
    if (this.answer === 'declined') return { status: 'declined', reasonText: 'This transaction has been declined.' };
    const chargeId = `charge-${this.charged.length + 1}`;
    const granted = await onApproved(chargeId);
    this.charged.push(seekerId);
    return { status: 'approved', chargeId, amountCents: 4900, receiptNumber: `R-${this.charged.length}`, granted };
  }
}

/** Profiles' SeekerProfiles, as critiques read it: resume versions, their text and links. */
export class FakeCritiqueProfiles {
  readonly resumes = new Map<string, ResumeSummary[]>();
  readonly texts = new Map<string, string>();

  addResume(userId: string, id: string, status: 'ready' | 'processing' = 'ready', name = 'My CV'): void {
    const list = this.resumes.get(userId) ?? [];
    list.push({
      id,
      name,
      uploadedAt: '2026-11-01T00:00:00.000Z',
      isDefault: list.length === 0,
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 100,
      status,
    });
    this.resumes.set(userId, list);
  }

  async resumesOf(userId: string): Promise<ResumeSummary[]> {
    return this.resumes.get(userId) ?? [];
  }

  async resumeText(resumeId: string): Promise<string | null> {
    return this.texts.get(resumeId) ?? null;
  }

  async resumeLink(resumeId: string): Promise<ResumeDownloadResponse | null> {
    return { downloadUrl: `https://files/${resumeId}`, fileName: 'cv.pdf', viewable: true, saveUrl: 'https://save' };
  }
}

/** ObjectStorage as critiques use it: written objects and signed links. */
export class FakeCritiqueStorage {
  readonly objects = new Map<string, Buffer>();
  readonly signed: Array<{ key: string; downloadName?: string }> = [];

  async write(key: string, body: Buffer): Promise<void> {
    this.objects.set(key, body);
  }

  async presignGet(input: { key: string; downloadName?: string }): Promise<string> {
    this.signed.push(input);
    return `https://storage/${input.key}?signed`;
  }
}
