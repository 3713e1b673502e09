import styled from 'styled-components';
import type { CandidateInterview } from '@marketplace/contracts';
import { formatDateTime } from './format';

export interface NextInterviewProps {
  interview: CandidateInterview;
  companyName: string;
  /** The seeker's own zone (the browser's): the time is shown in it. */
  timeZone: string | undefined;
}

/** Only a full https link is offered as a link; anything else (an older record) is not clickable. */
function httpsLink(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The seeker's next interview on their applications page: the time in their own zone (and in the
 * employer's, when that is another), where it is, the link to join and the employer's message, as
 * the invitation e-mail said them.
 */
export function NextInterview({ interview, companyName, timeZone }: NextInterviewProps) {
  const link = httpsLink(interview.meetingUrl);
  const employerZone = interview.timeZone;
  const otherZone = employerZone !== null && employerZone !== timeZone;
  return (
    <Box aria-label="Next interview">
      <Label>Next interview</Label>
      <When>
        <time dateTime={interview.scheduledAt}>{formatDateTime(interview.scheduledAt, timeZone)}</time>
      </When>
      {otherZone ? (
        <Muted>{`${formatDateTime(interview.scheduledAt, employerZone)} in ${employerZone.replace(/_/g, ' ')}, the employer's time zone`}</Muted>
      ) : null}
      {interview.location || link ? (
        <Details>
          {interview.location ? (
            <div>
              <dt>Where</dt>
              <dd>{interview.location}</dd>
            </div>
          ) : null}
          {link ? (
            <div>
              <dt>Meeting link</dt>
              <dd>
                <Link href={link} target="_blank" rel="noopener noreferrer">
                  Join the meeting
                </Link>
              </dd>
            </div>
          ) : null}
        </Details>
      ) : null}
      {interview.messageToCandidate ? (
        <Message>
          <Muted>{`Message from ${companyName}`}</Muted>
          <p>{interview.messageToCandidate}</p>
        </Message>
      ) : null}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

// A label, not a heading: the row's only heading is the job's title.
const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const When = styled.p`
  font-weight: 600;
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Link = styled.a`
  font-weight: 600;
`;

const Message = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  p {
    white-space: pre-wrap;
  }
`;
