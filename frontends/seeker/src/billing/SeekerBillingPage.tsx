import { PaymentMethodsSection } from '@marketplace/billing';
import { PageTitle, useDocumentTitle } from '@marketplace/ui';

/** /seeker/billing: the seeker's cards. */
export function SeekerBillingPage() {
  useDocumentTitle('Billing');
  return (
    <section>
      <PageTitle>Billing</PageTitle>
      <PaymentMethodsSection audience="seeker" />
    </section>
  );
}
