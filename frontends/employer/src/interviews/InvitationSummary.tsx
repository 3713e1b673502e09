import styled from 'styled-components';
import type { InterviewData } from '@marketplace/contracts';

type Details = Pick<InterviewData, 'location' | 'meetingUrl' | 'messageToCandidate'>;

/** The invitation's place and link as facts of the Interview Pipeline card (inside its list). */
export function InvitationFacts({ location, meetingUrl }: Details) {
  return (
    <>
      {location ? (
        <div>
          <dt>Location</dt>
          <dd>{location}</dd>
        </div>
      ) : null}
      {meetingUrl ? (
        <div>
          <dt>Meeting link</dt>
          <dd>
            <Link href={meetingUrl} target="_blank" rel="noopener noreferrer">
              {meetingUrl}
            </Link>
          </dd>
        </div>
      ) : null}
    </>
  );
}

/** What the candidate was told with the invitation, apart from the private notes. */
export function CandidateMessage({ messageToCandidate }: Details) {
  if (!messageToCandidate) return null;
  return (
    <section aria-label="Message to the Candidate">
      <Title>Message to the Candidate</Title>
      <Text>{messageToCandidate}</Text>
    </section>
  );
}

const Link = styled.a`
  overflow-wrap: anywhere;
`;

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin-bottom: ${({ theme }) => theme.space.md};
`;
