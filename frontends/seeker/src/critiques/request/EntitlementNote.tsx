import { Link } from 'react-router';
import styled from 'styled-components';
import { SEEKER_BILLING_PATH, critiqueEntitlementText, type CritiqueEntitlement } from '@marketplace/contracts';
import { formatDate } from '@marketplace/ui/dates';
import { CRITIQUE_TEXTS as T } from '../texts';

/** How the next critique is paid, said before the seeker asks; without a default card, the way to add one. */
export function EntitlementNote({ entitlement }: { entitlement: CritiqueEntitlement }) {
  const needsCard = entitlement.kind === 'purchase' && entitlement.cardLast4 === null;
  return (
    <Note role="note" $warning={entitlement.kind === 'unavailable' || needsCard}>
      {critiqueEntitlementText(entitlement)}
      {entitlement.kind === 'purchase' && entitlement.includedAgainAt
        ? ` ${T.includedAgain(formatDate(entitlement.includedAgainAt))}`
        : null}
      {needsCard ? (
        <>
          {' '}
          <Link to={SEEKER_BILLING_PATH}>{T.addCard}</Link>
        </>
      ) : null}
    </Note>
  );
}

const Note = styled.p<{ $warning: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $warning }) => theme.colors.badges[$warning ? 'warning' : 'info'].fg};
  background: ${({ theme, $warning }) => theme.colors.badges[$warning ? 'warning' : 'info'].bg};
`;
