import { Link } from 'react-router';
import styled from 'styled-components';
import { BillingHistorySection, PaymentMethodsSection } from '@marketplace/billing';
import { SEEKER_PLANS_PATH } from '@marketplace/contracts';
import { ButtonLink, Card, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { useSubscription } from '../plans/api';
import { PlanSummary } from '../plans/PlanSummary';

export const SEEKER_BILLING_TEXTS = {
  yourPlan: 'Your plan',
  noPlan: 'No plan yet: applying to jobs needs one (a free trial counts).',
  choosePlan: 'Choose a plan',
  managePlan: 'Change or cancel',
} as const;

/** /seeker/billing: the seeker's plan, cards and billing history (receipts as PDF). */
export function SeekerBillingPage() {
  useDocumentTitle('Billing');
  const current = useSubscription();
  const subscription = current.data?.subscription ?? null;
  return (
    <section>
      <PageTitle>Billing</PageTitle>
      {current.data ? (
        <Plan as="section" aria-labelledby="billing-plan-title">
          <h2 id="billing-plan-title">{SEEKER_BILLING_TEXTS.yourPlan}</h2>
          {subscription ? <PlanSummary subscription={subscription} /> : <p>{SEEKER_BILLING_TEXTS.noPlan}</p>}
          <ButtonLink $variant={subscription ? 'ghost' : 'primary'} as={Link} to={SEEKER_PLANS_PATH}>
            {subscription ? SEEKER_BILLING_TEXTS.managePlan : SEEKER_BILLING_TEXTS.choosePlan}
          </ButtonLink>
        </Plan>
      ) : null}
      <PaymentMethodsSection audience="seeker" />
      <BillingHistorySection audience="seeker" />
    </section>
  );
}

const Plan = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;
