import { Link } from 'react-router';
import styled from 'styled-components';
import { EMPLOYER_PACKAGES_PATH, PACKAGE_MESSAGES, type PackageCredit, UNLIMITED } from '@marketplace/contracts';
import { useEmployerCredits } from '@marketplace/billing';
import { errorMessage } from '@marketplace/api-client';
import { ButtonLink, Card, ErrorState, Skeleton } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';

export const CREDITS_TEXTS = {
  title: 'Your job posts',
  postJob: 'Post a job',
  buy: 'Buy a package',
  none: 'No package yet: each job you submit for review needs a job post.',
  loading: 'Loading your job posts',
  loadFailed: "We couldn't load your job posts",
} as const;

/** What one purchase has left, in words. */
function creditLine(credit: PackageCredit): string {
  const used =
    credit.postings === UNLIMITED
      ? `${credit.used} job${credit.used === 1 ? '' : 's'} posted`
      : `${credit.used} of ${credit.postings} used`;
  return `${used}, until ${formatDate(credit.expiresAt)}`;
}

/**
 * The company's job posts left and the purchases they come from (soonest to lapse first), with the
 * way to post or to buy more: on the dashboard, /employer/packages and /employer/billing. While the
 * count loads it keeps its place; a failure says so with Retry, since posting depends on it.
 */
export function CreditsCard({ showBuy = false }: { showBuy?: boolean }) {
  const credits = useEmployerCredits();
  if (credits.isError)
    return (
      <Box as="section" aria-labelledby="credits-title">
        <h2 id="credits-title">{CREDITS_TEXTS.title}</h2>
        <ErrorState
          title={CREDITS_TEXTS.loadFailed}
          message={errorMessage(credits.error)}
          onRetry={() => void credits.refetch()}
          retrying={credits.isFetching}
        />
      </Box>
    );
  if (!credits.data)
    return (
      <Loading aria-busy="true" aria-label={CREDITS_TEXTS.loading}>
        <Skeleton $height="7rem" />
      </Loading>
    );
  const { postingsLeft, featuredLeft } = credits.data;
  return (
    <Box as="section" aria-labelledby="credits-title">
      <h2 id="credits-title">{CREDITS_TEXTS.title}</h2>
      <p>
        <strong>{PACKAGE_MESSAGES.creditsLeft(postingsLeft)}</strong>
        {featuredLeft > 0 ? ` (${featuredLeft} featured)` : null}
      </p>
      {credits.data.credits.length === 0 ? (
        <p>{CREDITS_TEXTS.none}</p>
      ) : (
        <ul aria-label="Packages bought">
          {credits.data.credits.map((credit) => (
            <li key={credit.id}>
              <strong>{credit.packageName}</strong>: {creditLine(credit)}
            </li>
          ))}
        </ul>
      )}
      <Actions>
        {postingsLeft !== 0 ? (
          <ButtonLink $variant="secondary" as={Link} to="/employer/jobs/new">
            {CREDITS_TEXTS.postJob}
          </ButtonLink>
        ) : null}
        {showBuy ? (
          <ButtonLink $variant={postingsLeft === 0 ? 'primary' : 'ghost'} as={Link} to={EMPLOYER_PACKAGES_PATH}>
            {CREDITS_TEXTS.buy}
          </ButtonLink>
        ) : null}
      </Actions>
    </Box>
  );
}

const Box = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.25rem;
  }
`;

const Loading = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
