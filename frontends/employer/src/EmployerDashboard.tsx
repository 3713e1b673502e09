import { useSession } from '@marketplace/auth';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { NavCards, type NavCardItem } from '@marketplace/ui/nav-cards';
import { CreditsCard } from './packages/CreditsCard';

const LINKS: readonly NavCardItem[] = [
  {
    to: '/employer/jobs/new',
    title: 'Post a job',
    description: 'Write a posting, preview it and submit it for review; submitting uses one job post.',
  },
  {
    to: '/employer/packages',
    title: 'Packages',
    description: 'Job posts for your jobs, bought by card: each job you submit for review needs one.',
  },
  {
    to: '/employer/jobs',
    title: 'Your jobs',
    description: 'Drafts, jobs in review and live jobs: edit, mark filled or archive.',
  },
  {
    to: '/employer/applications',
    title: 'Applications',
    description: 'Review applicants to all your jobs, change their status and follow their interviews.',
  },
  {
    to: '/employer/talent',
    title: 'Talent',
    description: 'Find seekers by skills and experience, read their profiles and invite them to a job.',
  },
  {
    to: '/employer/company',
    title: 'Company profile',
    description: 'Your logo, website, LinkedIn, size and a few words about the company.',
  },
  {
    to: '/employer/billing',
    title: 'Billing',
    description: 'The cards you pay with: add, update, choose the default or remove one.',
  },
  {
    to: '/employer/settings',
    title: 'Account settings',
    description: 'Your profile picture, email and password, or delete your account.',
  },
  { to: '/jobs', title: 'Public job board', description: 'See the jobs seekers browse on Nestwork.' },
];

export function EmployerDashboard() {
  useDocumentTitle('Employer dashboard');
  const session = useSession();
  const acting = session.actingUser;
  const unverified = session.user && !acting?.impersonated && !session.user.emailVerified ? session.user.email : null;
  return (
    <section>
      <PageTitle>Welcome, {acting?.name}</PageTitle>
      <PageLead>
        {acting?.companyName
          ? `Hiring for ${acting.companyName}.`
          : 'Post jobs, review applicants and talk to candidates.'}
      </PageLead>
      {unverified ? <p role="note">Please verify your email address: we sent a link to {unverified}.</p> : null}
      {/* Posting needs a job post from a package: say how many are left before the employer writes a job. */}
      <CreditsCard showBuy />
      <NavCards label="What you can do" items={LINKS} />
    </section>
  );
}
