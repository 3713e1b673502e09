import { Link } from 'react-router';
import styled from 'styled-components';
import { EMPLOYER_PACKAGES_PATH, PACKAGE_MESSAGES } from '@marketplace/contracts';
import { useEmployerCredits } from '@marketplace/billing';

/** How many job posts the company has left (submitting spends one), with the way to buy more. */
export function CreditsLine() {
  const credits = useEmployerCredits();
  if (!credits.data) return null;
  const left = credits.data.postingsLeft;
  return (
    <Line role="note" aria-label="Job posts left">
      {PACKAGE_MESSAGES.creditsLeft(left)}
      {credits.data.featuredLeft > 0 ? ` (${credits.data.featuredLeft} featured)` : null}.{' '}
      {left === 0 ? 'Submitting a job for review needs one. ' : null}
      <Link to={EMPLOYER_PACKAGES_PATH}>{left === 0 ? 'Buy a package' : 'Packages'}</Link>
    </Line>
  );
}

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
