import { useState } from 'react';
import styled from 'styled-components';
import { serverMessageOr } from '@marketplace/api-client';
import { CRITIQUE_MESSAGES, type CritiqueWorkbench } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { formatDateTime } from '@marketplace/ui/dates';
import { useClaimCritique, useReleaseCritique } from './api';

/** Who holds the request, in words. */
function claimText(workbench: CritiqueWorkbench): string {
  const { claimedBy, claimExpiresAt } = workbench.item;
  const until = claimExpiresAt ? ` until ${formatDateTime(claimExpiresAt)}` : '';
  if (workbench.claimedByMe) return `You are reviewing this critique${until}.`;
  if (claimedBy) return `${CRITIQUE_MESSAGES.claimedByOther(claimedBy.name)}${until}.`;
  return CRITIQUE_MESSAGES.claimRequired;
}

export interface ClaimBarProps {
  workbench: CritiqueWorkbench;
  /** The server's workbench after a claim or release; the form starts again from its review. */
  onChanged: (workbench: CritiqueWorkbench) => void;
}

/** Claim the request to edit it, or let it go back to the queue; a refusal shows the server's reason. */
export function ClaimBar({ workbench, onChanged }: ClaimBarProps) {
  const requestId = workbench.item.requestId;
  const [failure, setFailure] = useState<string | null>(null);
  const callbacks = {
    onSuccess: (next: CritiqueWorkbench) => {
      setFailure(null);
      onChanged(next);
    },
    onError: (error: Error) => setFailure(serverMessageOr(error, "We couldn't change the claim. Please try again.")),
  };
  const claim = useClaimCritique(requestId, callbacks);
  const release = useReleaseCritique(requestId, callbacks);
  const busy = claim.isPending || release.isPending;
  return (
    <Bar aria-label="Claim">
      <p>{claimText(workbench)}</p>
      {workbench.claimedByMe ? (
        <Button $variant="secondary" onClick={() => release.mutate()} disabled={busy}>
          {release.isPending ? 'Releasing…' : 'Release'}
        </Button>
      ) : (
        <Button onClick={() => claim.mutate()} disabled={busy}>
          {claim.isPending ? 'Claiming…' : 'Claim'}
        </Button>
      )}
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  p {
    flex: 1 1 16rem;
  }
`;

const Failure = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;
