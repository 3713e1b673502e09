import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { forgetUserQueries } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { ROLE_LABELS } from '@marketplace/contracts';
import { Badge, Button } from '@marketplace/ui';
import { formatElapsed } from './elapsed';

/** The elapsed time shows whole minutes; a tick twice a minute keeps it at most 30 s behind. */
export const ELAPSED_TICK_MS = 30_000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The sticky banner while an admin impersonates: who, for how long, and 'Stop Impersonation'. */
export default function ImpersonationBanner() {
  const session = useSession();
  const record = session.impersonation;
  return record ? <ActiveBanner key={record.impersonatedUser.id} /> : null;
}

function ActiveBanner() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(ELAPSED_TICK_MS);
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = session.impersonation;
  if (!record) return null;
  const { name, role, companyName, headline } = record.impersonatedUser;

  async function stop() {
    setStopping(true);
    setError(null);
    try {
      await session.stopImpersonation();
    } catch (caught) {
      setStopping(false);
      setError(caught instanceof Error ? caught.message : String(caught));
      return;
    }
    // What was loaded as the impersonated user must not be shown to the admin.
    forgetUserQueries(queryClient);
    navigate('/admin/dashboard');
  }

  return (
    <Bar role="region" aria-label="Impersonation">
      <Inner>
        <Details>
          <span>
            Impersonating <strong data-testid="impersonated-name">{name || 'this user'}</strong>
          </span>
          <Badge $tone="warning" data-testid="impersonated-role">
            {ROLE_LABELS[role]}
          </Badge>
          {companyName ? <span data-testid="impersonated-company">{companyName}</span> : null}
          {headline ? <Headline data-testid="impersonated-headline">{headline}</Headline> : null}
          <span>
            for{' '}
            <time data-testid="impersonation-elapsed" dateTime={record.startedAt}>
              {formatElapsed(now - Date.parse(record.startedAt))}
            </time>
          </span>
        </Details>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button $variant="secondary" onClick={() => void stop()} disabled={stopping}>
          {stopping ? 'Stopping…' : 'Stop Impersonation'}
        </Button>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog - 1};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
  border-bottom: 1px solid currentColor;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Headline = styled.span`
  font-style: italic;
`;

const ErrorText = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
