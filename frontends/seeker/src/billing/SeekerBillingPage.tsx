import { BillingHistorySection, PaymentMethodsSection } from '@marketplace/billing';
import { PageTitle, useDocumentTitle } from '@marketplace/ui';

/** /seeker/billing: the seeker's cards and billing history (receipts as PDF). */
export function SeekerBillingPage() {
  useDocumentTitle('Billing');
  return (
    <section>
      <PageTitle>Billing</PageTitle>
      <PaymentMethodsSection audience="seeker" />
      <BillingHistorySection audience="seeker" />
    </section>
  );
}
