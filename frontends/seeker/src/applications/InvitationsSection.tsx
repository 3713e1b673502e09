import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { type SeekerInvitation, TALENT_MESSAGES } from '@marketplace/contracts';
import { useApplyAction } from '@marketplace/jobs';
import { Badge, Button, Card } from '@marketplace/ui';
import { useSeekerInvitations } from './api';
import { formatDay } from './format';

/**
 * "Invitations" on /seeker/applications: jobs employers invited the seeker to (Invite to Job),
 * with the job, company and note, and Apply, which opens the usual apply dialog. Once the seeker
 * applied the invitation reads 'Applied'. Nothing shows while there are none.
 */
export function InvitationsSection({ timeZone }: { timeZone: string | undefined }) {
  const invitations = useSeekerInvitations();
  const headingId = useId();
  if (invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>Invitations</Heading>
        <Muted>{TALENT_MESSAGES.invitationsLoadFailed}</Muted>
        <Button $variant="secondary" onClick={() => void invitations.refetch()} disabled={invitations.isFetching}>
          Reload invitations
        </Button>
      </Section>
    );
  }
  if (invitations.data.invitations.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Invitations</Heading>
      <Muted>Employers who saw your profile invite you to apply.</Muted>
      <List aria-labelledby={headingId}>
        {invitations.data.invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationRow invitation={invitation} timeZone={timeZone} />
          </li>
        ))}
      </List>
    </Section>
  );
}

function InvitationRow({ invitation, timeZone }: { invitation: SeekerInvitation; timeZone: string | undefined }) {
  const titleId = useId();
  const openApply = useApplyAction();
  const { job, company } = invitation;
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="invitation">
      <Header>
        <div>
          <Title id={titleId}>
            <Link to={`/seeker/jobs/${encodeURIComponent(job.id)}`}>{job.title}</Link>
          </Title>
          <Muted>
            {company.name} · invited{' '}
            <time dateTime={invitation.invitedAt}>{formatDay(invitation.invitedAt, timeZone)}</time>
          </Muted>
        </div>
        {invitation.applied ? (
          <Badge $tone="success">Applied</Badge>
        ) : !invitation.open ? (
          <Badge $tone="neutral">No longer open</Badge>
        ) : (
          <Button
            onClick={() => openApply?.({ id: job.id, title: job.title, company: company.name })}
            aria-describedby={titleId}
            disabled={!openApply}
          >
            Apply
          </Button>
        )}
      </Header>
      {invitation.note ? <Note>{invitation.note}</Note> : null}
    </Card>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
