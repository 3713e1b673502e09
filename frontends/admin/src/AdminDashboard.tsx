import { useSession } from '@marketplace/auth';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { NavCards, type NavCardItem } from '@marketplace/ui/nav-cards';

const LINKS: readonly NavCardItem[] = [
  {
    to: '/admin/jobs',
    title: 'Job review queue',
    description: 'Approve submitted jobs or reject them with a reason the employer sees.',
  },
  { to: '/admin/users', title: 'Users', description: 'Search employers and seekers, and act as one of them to help.' },
  {
    to: '/admin/payments',
    title: 'Payments',
    description: 'Every charge to seekers and employers, with receipts and refunds.',
  },
  {
    to: '/admin/critiques',
    title: 'Critiques',
    description: 'Resume critiques seekers asked for: claim one, score it beside the resume and complete it.',
  },
  {
    to: '/admin/concierge',
    title: 'Concierge',
    description: 'The jobs you look after for employers who bought a concierge package.',
  },
  {
    to: '/admin/audit-log',
    title: 'Impersonation audit log',
    description: 'Every change made while impersonating, by whom and when.',
  },
];

export function AdminDashboard() {
  useDocumentTitle('Admin dashboard');
  const session = useSession();
  return (
    <section>
      <PageTitle>Welcome, {session.actingUser?.name}</PageTitle>
      <PageLead>Look after employers, seekers and their jobs.</PageLead>
      <NavCards label="What you can do" items={LINKS} />
    </section>
  );
}
