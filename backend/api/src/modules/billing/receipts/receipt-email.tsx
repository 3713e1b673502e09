import { formatReceiptAmount, type Receipt } from '@marketplace/contracts';
import {
  ActionButton,
  ActionLink,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  renderEmail,
} from '../../notifications';
import { formatReceiptDate } from './receipt-pdf';

/** What a receipt mail says: the receipt itself, and where to download it as a PDF. */
export interface ReceiptEmailProps {
  name: string;
  receipt: Receipt;
  /** The receipt's PDF (opens after signing in). */
  pdfUrl: string;
  /** The payer's billing page, with the whole history. */
  billingUrl: string;
  supportEmail: string;
}

// Receipts are transactional: no List-Unsubscribe (the mailer has no attachments, so the receipt is in the body).

/** Sent when a charge is approved. */
export const receiptEmailTemplate: EmailTemplate<ReceiptEmailProps> = {
  category: 'receipt',
  subject: ({ receipt }) => `Your Nestwork receipt ${receipt.number}`,
  body: ({ name, receipt, pdfUrl, billingUrl, supportEmail }) => (
    <EmailLayout
      preview={`Receipt ${receipt.number}: ${formatReceiptAmount(receipt.total)} paid with ${receipt.cardBrand} ending in ${receipt.cardLast4}.`}
    >
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>Thank you for your payment. Here is your receipt.</Paragraph>
      <Paragraph>
        {`Receipt number: ${receipt.number}`}
        <br />
        {`Date: ${formatReceiptDate(receipt.date)}`}
        <br />
        {`Paid with: ${receipt.cardBrand} ending in ${receipt.cardLast4}`}
      </Paragraph>
      <Paragraph>
        {receipt.items.map((item, index) => (
          <span key={index}>
            {`${item.description}: ${formatReceiptAmount(item.amount)}`}
            <br />
          </span>
        ))}
        <strong>{`Total: ${formatReceiptAmount(receipt.total)}`}</strong>
      </Paragraph>
      <ActionButton href={pdfUrl}>Download the PDF receipt</ActionButton>
      <Paragraph>
        <ActionLink href={billingUrl}>Your billing history</ActionLink>
      </Paragraph>
      <FinePrint>{`Questions about this payment? Write to ${supportEmail} and quote the receipt number.`}</FinePrint>
    </EmailLayout>
  ),
};

/** Renders the receipt mail for the payer. */
export function renderReceiptEmail(to: string, props: ReceiptEmailProps): Promise<EmailMessage> {
  return renderEmail(receiptEmailTemplate, to, props);
}
