import { Card, PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';

export function EmployerDashboard() {
  useDocumentTitle('Employer dashboard');
  return (
    <section>
      <PageTitle>Employer dashboard</PageTitle>
      <PageLead>Post jobs, review applicants and talk to candidates, all in one place.</PageLead>
      <Card as="aside">
        <p>Posting jobs, reviewing applicants, the interview pipeline and messages arrive with sign-in.</p>
      </Card>
    </section>
  );
}
