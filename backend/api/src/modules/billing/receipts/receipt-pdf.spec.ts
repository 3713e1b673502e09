import { extractText, getDocumentProxy } from 'unpdf';
import type { Receipt } from '@marketplace/contracts';
import { formatReceiptDate, receiptFileName, renderReceiptPdf } from './receipt-pdf';

const RECEIPT: Receipt = {
  id: '0b6f3d3e-8f0a-4c39-9a53-2f5c1d0e7a11',
  number: 'NW-2026-000042',
  date: '2026-11-26T23:59:00.000Z',
  items: [{ description: 'Concierge Level I', amount: 129500 }],
  total: 129500,
  cardBrand: 'MasterCard',
  cardLast4: '4444',
  refund: null,
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return (await extractText(document, { mergePages: true })).text;
  } finally {
    await document.cleanup();
  }
}

describe('receipt PDF', () => {
  it('is a PDF whose text carries the number, date, payer, item, total and card', async () => {
    const pdf = await renderReceiptPdf(
      RECEIPT,
      { name: 'Dana Employer', email: 'dana@example.com' },
      { supportEmail: 'help@example.com' },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const part of [
      'Receipt number: NW-2026-000042',
      'Date: November 26, 2026',
      'Dana Employer <dana@example.com>',
      'Concierge Level I',
      '$1,295.00',
      'MasterCard ending in 4444',
      'help@example.com',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Refunded');
  });

  it('says when the payment was refunded', async () => {
    const pdf = await renderReceiptPdf(
      { ...RECEIPT, refund: { amount: 129500, method: 'refund', refundedAt: '2026-12-01T08:00:00.000Z' } },
      { name: 'D', email: 'd@example.com' },
      { supportEmail: 'help@example.com' },
    );
    expect(await textOf(pdf)).toContain('Refunded on December 1, 2026');
  });

  it('names the file after the receipt and prints dates in UTC', () => {
    expect(receiptFileName(RECEIPT)).toBe('receipt-NW-2026-000042.pdf');
    expect(formatReceiptDate('2026-12-31T23:30:00.000Z')).toBe('December 31, 2026');
  });
});
