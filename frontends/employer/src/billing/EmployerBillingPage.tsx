import { PaymentMethodsSection } from '@marketplace/billing';
import { PageTitle, useDocumentTitle } from '@marketplace/ui';

/** /employer/billing: the employer's cards. */
export function EmployerBillingPage() {
  useDocumentTitle('Billing');
  return (
    <section>
      <PageTitle>Billing</PageTitle>
      <PaymentMethodsSection audience="employer" />
    </section>
  );
}
