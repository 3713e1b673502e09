import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { ObjectStorage } from '../../../infrastructure/storage/object-storage';
import { CritiquesService } from '../critiques.service';
import { CritiquesRepository } from '../critiques.repository';
import type { CritiqueReportJob } from '../critiques.queue';
import { renderCritiqueReport } from './critique-report.pdf';

/** Where a version's report is stored (private: read through signed links only). */
export function critiqueReportKey(requestId: string, version: number): string {
  return `critiques/${requestId}/report-v${version}.pdf`;
}

/** What became of one report job. */
export type CritiqueReportOutcome = { stored: true; key: string } | { stored: false; reason: 'missing' | 'superseded' };

/**
 * Worker side of the PDF report: renders the critique's current version as the seeker reads it,
 * stores it, and records it. A job of a version that was changed since does nothing (the newer
 * version has its own job); a retried job writes the same object again.
 */
@Injectable()
export class CritiqueReportsService {
  constructor(
    private readonly clock: Clock,
    private readonly critiques: CritiquesRepository,
    private readonly service: CritiquesService,
    private readonly storage: ObjectStorage,
  ) {}

  async make({ requestId, version }: CritiqueReportJob): Promise<CritiqueReportOutcome> {
    const record = await this.critiques.find(requestId);
    if (!record || record.status !== 'completed') return { stored: false, reason: 'missing' };
    if (record.version !== version) return { stored: false, reason: 'superseded' };
    const critique = await this.service.toResumeCritique(record);
    const pdf = await renderCritiqueReport(critique, { seekerName: record.seekerName, generatedAt: this.clock.now() });
    const key = critiqueReportKey(requestId, version);
    await this.storage.write(key, pdf, 'application/pdf');
    if (!(await this.critiques.recordReport(requestId, version, key))) return { stored: false, reason: 'superseded' };
    return { stored: true, key };
  }
}
