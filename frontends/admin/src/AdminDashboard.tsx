import { Card, PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';

export function AdminDashboard() {
  useDocumentTitle('Admin dashboard');
  return (
    <section>
      <PageTitle>Admin dashboard</PageTitle>
      <PageLead>Look after employers, seekers and their jobs.</PageLead>
      <Card as="aside">
        <p>Moderation and impersonation of employers and seekers arrive with sign-in.</p>
      </Card>
    </section>
  );
}
