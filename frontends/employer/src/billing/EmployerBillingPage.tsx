import { BillingHistorySection, PaymentMethodsSection } from '@marketplace/billing';
import { PageTitle, useDocumentTitle } from '@marketplace/ui';
import { CreditsCard } from '../packages/CreditsCard';

/** /employer/billing: the company's job posts (packages), the employer's cards and billing history (receipts as PDF). */
export function EmployerBillingPage() {
  useDocumentTitle('Billing');
  return (
    <section>
      <PageTitle>Billing</PageTitle>
      <CreditsCard showBuy />
      <PaymentMethodsSection audience="employer" />
      <BillingHistorySection audience="employer" />
    </section>
  );
}
