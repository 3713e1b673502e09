import PDFDocument from 'pdfkit';
import { formatReceiptAmount, type Receipt } from '@marketplace/contracts';

/** Who the receipt is for, as printed under "Billed to". */
export interface ReceiptParty {
  name: string;
  email: string;
}

/** What the PDF says beyond the receipt: the seller's support address. */
export interface ReceiptPdfOptions {
  supportEmail: string;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A receipt's date as printed: 'November 26, 2026' (UTC, as the receipt number's year). */
export function formatReceiptDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** The file name a receipt downloads as. */
export function receiptFileName(receipt: Pick<Receipt, 'number'>): string {
  return `receipt-${receipt.number}.pdf`;
}

/**
 * The receipt as a one-page PDF (pdfkit, its built-in Helvetica: no font files to ship). Text,
 * not images, so it can be searched, copied and read back by the tests.
 */
export function renderReceiptPdf(
  receipt: Receipt,
  billedTo: ReceiptParty,
  options: ReceiptPdfOptions,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Nestwork receipt ${receipt.number}`, Author: 'Nestwork' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountX = right - 120;

  doc.font('Helvetica-Bold').fontSize(20).text('Nestwork');
  doc.font('Helvetica').fontSize(10).fillColor('#52606d').text('Flexible and remote work for parents');
  doc.moveDown(1.5);
  doc.fillColor('#1f2933').font('Helvetica-Bold').fontSize(16).text('Receipt');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11);
  doc.text(`Receipt number: ${receipt.number}`);
  doc.text(`Date: ${formatReceiptDate(receipt.date)}`);
  doc.text(`Billed to: ${billedTo.name} <${billedTo.email}>`);
  doc.text(`Paid with: ${receipt.cardBrand} ending in ${receipt.cardLast4}`);
  doc.moveDown(1.5);

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: amountX - left - 12 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: right - amountX, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(right, doc.y + 4)
      .strokeColor('#cbd2d9')
      .stroke();
    doc.moveDown(0.8);
  };
  row('Item', 'Amount', true);
  rule();
  for (const item of receipt.items) row(item.description, formatReceiptAmount(item.amount));
  rule();
  row('Total', formatReceiptAmount(receipt.total), true);
  if (receipt.refund) {
    doc.moveDown(0.5);
    row(
      `Refunded on ${formatReceiptDate(receipt.refund.refundedAt)}`,
      `-${formatReceiptAmount(receipt.refund.amount)}`,
    );
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#52606d')
    .text(`Questions about this receipt? Write to ${options.supportEmail} and quote its number.`, left);
  doc.end();
  return done;
}
