import { useSession } from '@marketplace/auth';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { NavCards, type NavCardItem } from '@marketplace/ui/nav-cards';

const LINKS: readonly NavCardItem[] = [
  {
    to: '/seeker/jobs',
    title: 'Browse remote jobs',
    description: 'Roles from employers who plan work around family life.',
  },
  {
    to: '/seeker/profile',
    title: 'Professional profile',
    description: 'Your experience, skills and resumes, as employers see them.',
  },
  {
    to: '/seeker/applications',
    title: 'My applications',
    description: 'The jobs you applied to, their status and your next interview.',
  },
  { to: '/seeker/saved-jobs', title: 'Saved jobs', description: 'The jobs you marked with the heart.' },
  { to: '/seeker/alerts', title: 'Job alerts', description: 'Searches we e-mail you about, daily or weekly.' },
  {
    to: '/seeker/critiques',
    title: 'Resume critiques',
    description: 'A reviewer scores your resume for the role you want and says what to change.',
  },
  {
    to: '/seeker/plans',
    title: 'Plans',
    description: 'Subscription plans: see what each includes, subscribe or cancel.',
  },
  {
    to: '/seeker/billing',
    title: 'Billing',
    description: 'The cards you pay with: add, update, choose the default or remove one.',
  },
  {
    to: '/seeker/settings',
    title: 'Account settings',
    description: 'Change your email or password, or delete your account.',
  },
];

export default function SeekerDashboard() {
  useDocumentTitle('Seeker dashboard');
  const session = useSession();
  const acting = session.actingUser;
  const unverified = session.user && !acting?.impersonated && !session.user.emailVerified ? session.user.email : null;
  return (
    <section>
      <PageTitle>Welcome, {acting?.name}</PageTitle>
      <PageLead>{acting?.headline ?? 'Find flexible and remote work that fits family life.'}</PageLead>
      {unverified ? <p role="note">Please verify your email address: we sent a link to {unverified}.</p> : null}
      <NavCards label="What you can do" items={LINKS} />
    </section>
  );
}
