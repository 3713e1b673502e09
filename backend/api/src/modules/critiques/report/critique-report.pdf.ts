import PDFDocument from 'pdfkit';
import type { ResumeCritique } from '@marketplace/contracts';

/** Who the report is for and when it was made. */
export interface CritiqueReportContext {
  seekerName: string;
  generatedAt: Date;
}

/** The critique's PDF report (a minimal placeholder: the title, the seeker and the overall score). */
export function renderCritiqueReport(critique: ResumeCritique, context: CritiqueReportContext): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: 'Resume Critique', Author: 'Nestwork' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text('Resume Critique');
  doc.fontSize(12).text(`${context.seekerName}: ${critique.targetRole} (${critique.targetIndustry})`);
  doc.text(`Overall Score: ${critique.analysis?.overallScore ?? '-'}`);
  doc.text(`Generated ${context.generatedAt.toISOString().slice(0, 10)}`);
  doc.end();
  return done;
}
