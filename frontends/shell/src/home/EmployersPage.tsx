import { Link } from 'react-router';
import styled from 'styled-components';
import { useSession } from '@marketplace/auth';
import { errorMessage } from '@marketplace/api-client';
import { withReturnPath } from '@marketplace/contracts';
import { PackageCards, usePackages } from '@marketplace/billing';
import { ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { CtaLink, Section, SectionTitle, Steps, TrustList } from './parts';

export const EMPLOYERS_TITLE = 'Hire parents for remote and flexible roles';

// Signing in from here heads for the employer dashboard, so that the sign-in page's 'Create an
// account' starts as an employer too.
const EMPLOYER_SIGN_IN = withReturnPath('/sign-in', '/employer/dashboard');

/**
 * `/employers`: what employers get, how posting a job works, the job-posting packages and the way
 * to sign up (or, for a signed-in employer, to buy and post).
 */
export default function EmployersPage() {
  useDocumentTitle(EMPLOYERS_TITLE);
  return (
    <>
      <Intro>
        <PageTitle>{EMPLOYERS_TITLE}</PageTitle>
        <PageLead>
          Nestwork is where mothers and parents look for remote work and hours that fit family life. Post your role and
          meet experienced people who want to work with you.
        </PageLead>
        <JoinActions />
      </Intro>

      <Section aria-labelledby="employers-get">
        <SectionTitle id="employers-get">What you get</SectionTitle>
        <TrustList>
          <li>
            <h3>Seen by the right people</h3>
            <p>
              Your job appears in the public job search, with filters for remote and flexible roles, and in the job
              alerts of seekers it matches.
            </p>
          </li>
          <li>
            <h3>A job board people trust</h3>
            <p>Every job is reviewed by a person before it is public, so seekers know the roles here are real.</p>
          </li>
          <li>
            <h3>Applicants in one place</h3>
            <p>
              Read resumes and cover letters, update each application&apos;s status and move candidates through the
              interview stages.
            </p>
          </li>
          <li>
            <h3>Talent search</h3>
            <p>Search seeker profiles by skill and availability and invite people to apply to your jobs.</p>
          </li>
        </TrustList>
      </Section>

      <Section aria-labelledby="posting">
        <SectionTitle id="posting">How posting works</SectionTitle>
        <Steps>
          <li>
            <h3>Create your account</h3>
            <p>Sign up as an employer and add your company profile.</p>
          </li>
          <li>
            <h3>Describe the role</h3>
            <p>
              Title, description, qualifications, pay, location and hours. Save a draft and preview it as seekers will
              see it.
            </p>
          </li>
          <li>
            <h3>Choose a package</h3>
            <p>
              Each job you submit for review uses one job post from a package, bought by card (see the packages below).
              Drafts are free: buy when the job is ready to submit.
            </p>
          </li>
          <li>
            <h3>We review it</h3>
            <p>Our team checks the job and publishes it, or tells you what to change.</p>
          </li>
          <li>
            <h3>Meet applicants</h3>
            <p>Applications arrive in your dashboard while the job is live.</p>
          </li>
        </Steps>
      </Section>

      <Section aria-labelledby="employers-packages">
        <SectionTitle id="employers-packages">Packages</SectionTitle>
        <Packages />
      </Section>

      <Section aria-labelledby="start">
        <SectionTitle id="start">Ready to hire?</SectionTitle>
        <JoinActions />
      </Section>
    </>
  );
}

/** The package cards; employers buy them on /employer/packages. */
function Packages() {
  const packages = usePackages();
  if (packages.isError)
    return (
      <ErrorState
        title="We couldn't load the packages"
        message={errorMessage(packages.error)}
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
      />
    );
  if (!packages.data) return <Skeleton $height="20rem" aria-busy="true" />;
  return <PackageCards packages={packages.data.packages} headingLevel={3} />;
}

/** Sign-up for visitors, posting for employers, a word for anyone signed in with another role. */
function JoinActions() {
  const session = useSession();
  if (session.status === 'loading') return null;
  const role = session.actingUser?.role;
  if (role === 'employer') {
    return (
      <Actions>
        <CtaLink to="/employer/jobs/new">Post a job</CtaLink>
        <CtaLink $variant="secondary" to="/employer/packages">
          Buy a package
        </CtaLink>
        <CtaLink $variant="secondary" to="/employer/dashboard">
          Go to your dashboard
        </CtaLink>
      </Actions>
    );
  }
  if (session.user) {
    return (
      <p>You are signed in with an account that is not an employer account. Sign out to create an employer account.</p>
    );
  }
  return (
    <Actions>
      <CtaLink to="/sign-up?role=employer">Create an employer account</CtaLink>
      <p>
        Already have one? <Link to={EMPLOYER_SIGN_IN}>Sign in</Link>
      </p>
    </Actions>
  );
}

const Intro = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
