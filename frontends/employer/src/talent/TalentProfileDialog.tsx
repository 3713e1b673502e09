import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import {
  AVAILABILITY_LABELS,
  APPLICATION_STATUS_LABELS,
  TALENT_MESSAGES,
  formatMoney,
  isPremiumMember,
  talentHistoryNote,
  talentJobStatusLabel,
  type TalentApplicationHistoryEntry,
  type TalentProfile,
} from '@marketplace/contracts';
import { Avatar, Badge, Button, Dialog, ErrorState, Skeleton, Spinner } from '@marketplace/ui';
import { ChatButton, chatComposeHref, isMessagesPage } from '@marketplace/chat';
import { useResumeViewer } from '@marketplace/uploads';
import { formatDate, formatMonth } from '@marketplace/ui/dates';
import { InterviewStageQuickSelect } from '../interviews/InterviewStageQuickSelect';
import { fetchTalentResume, useTalentProfile } from './api';

// Its own chunk: most profiles are read without inviting.
const InviteToJobDialog = lazy(() => import('./InviteToJobDialog').then((m) => ({ default: m.InviteToJobDialog })));

/** The dialog's title. */
export const TALENT_DIALOG_TITLE = 'Professional Profile';

/** The compose link of the Chat button: /employer/messages with the compose query parameters. */
export function talentChatHref(profile: Pick<TalentProfile, 'id' | 'name'>): string {
  return chatComposeHref({ recipientId: profile.id, recipientName: profile.name });
}

export interface TalentProfileDialogProps {
  talentId: string;
  onClose: () => void;
}

/** The Professional Profile dialog of a seeker (employer). */
export function TalentProfileDialog({ talentId, onClose }: TalentProfileDialogProps) {
  return (
    <Dialog open onClose={onClose} title={TALENT_DIALOG_TITLE}>
      <TalentProfileBody talentId={talentId} />
    </Dialog>
  );
}

function TalentProfileBody({ talentId }: { talentId: string }) {
  const profile = useTalentProfile(talentId);
  const { pathname } = useLocation();
  const [inviting, setInviting] = useState(false);
  // Resume download errors are only logged, as for applicants.
  const resume = useResumeViewer('Resume', (error) => console.error('Could not open the resume', error));

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    // The one text of a failed fetch, whatever the server said.
    return (
      <ErrorState
        title={TALENT_MESSAGES.fetchFailed}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        retryLabel="Try Again"
      />
    );
  }

  const talent = profile.data;
  const onMessages = isMessagesPage(pathname);

  return (
    <Body>
      <Header>
        <Avatar name={talent.name} src={talent.profilePictureUrl} size={64} decorative />
        <div>
          <Name>{talent.name}</Name>
          {talent.headline ? <Muted>{talent.headline}</Muted> : null}
          <Facts>
            {talent.availability ? <span>{AVAILABILITY_LABELS[talent.availability]}</span> : null}
            {/* Month and year in UTC, so every reader sees the same month. */}
            <span>Joined {formatMonth(talent.joinedAt, { timeZone: 'UTC' })}</span>
            {isPremiumMember(talent) ? <Badge $tone="success">{TALENT_MESSAGES.premium}</Badge> : null}
          </Facts>
        </div>
      </Header>
      <Actions>
        {/* Hidden on a messages page by itself; disabled with an alert under maintenance. */}
        <ChatButton to={talentChatHref(talent)} />
        <Button
          $variant="secondary"
          onClick={() => resume.open(() => fetchTalentResume(talentId))}
          disabled={!talent.hasResume}
          title={talent.hasResume ? undefined : TALENT_MESSAGES.resumeMissing}
        >
          Download Resume
        </Button>
        {onMessages ? null : <Button onClick={() => setInviting(true)}>Invite to Job</Button>}
      </Actions>
      {resume.viewer}

      {talent.aboutMe ? (
        <Section title="About">
          <Text>{talent.aboutMe}</Text>
        </Section>
      ) : null}
      {talent.showSalaryExpectations && talent.salaryExpectations !== null ? (
        <Section title="Salary Expectations">
          <p>{formatMoney(talent.salaryExpectations)} per year</p>
        </Section>
      ) : null}
      <Section title="Skills & Expertise">
        {talent.skills.length > 0 ? (
          <Chips>
            {talent.skills.map((skill) => (
              <li key={skill}>
                <Badge $tone="neutral">{skill}</Badge>
              </li>
            ))}
          </Chips>
        ) : (
          <Muted>No skills listed.</Muted>
        )}
      </Section>
      {talent.portfolioUrls.length > 0 ? (
        <Section title="Portfolio">
          <Plain>
            {talent.portfolioUrls.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                  {url}
                </a>
              </li>
            ))}
          </Plain>
        </Section>
      ) : null}
      {talent.workExperience ? (
        <Section title="Work Experience">
          {/* Sanitised on the server to the editor's formatting (paragraphs, bold, italic, lists, links). */}
          <RichText dangerouslySetInnerHTML={{ __html: talent.workExperience }} />
        </Section>
      ) : null}
      {talent.education.length > 0 ? (
        <Section title="Education">
          <Plain>
            {talent.education.map((entry, index) => (
              <li key={`${entry.institution}-${index}`}>
                <strong>{entry.institution}</strong>
                {entry.certifications ? <span> · {entry.certifications}</span> : null}
                {entry.startDate || entry.endDate ? (
                  <Muted>
                    {[entry.startDate?.slice(0, 7) ?? '…', entry.endDate?.slice(0, 7) ?? 'present'].join(' – ')}
                  </Muted>
                ) : null}
                {entry.notes ? <Text>{entry.notes}</Text> : null}
              </li>
            ))}
          </Plain>
        </Section>
      ) : null}
      <Section title="Application History with Your Company">
        {talent.applicationHistory.length > 0 ? (
          <Plain>
            {talent.applicationHistory.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onUpdated={() => void profile.refetch()} />
            ))}
          </Plain>
        ) : (
          <Muted>No applications to your jobs yet.</Muted>
        )}
      </Section>
      <Section title="Contact Information">
        {/* The server decides (the contact rule) and sends e-mail and phone only when allowed. */}
        {talent.contactVisible ? null : <Muted>{TALENT_MESSAGES.emailHidden}</Muted>}
        {talent.email ? (
          <p>
            Email: <a href={`mailto:${talent.email}`}>{talent.email}</a>
          </p>
        ) : null}
        {talent.phone ? <p>Phone: {talent.phone}</p> : null}
      </Section>

      {inviting ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <InviteToJobDialog talent={talent} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </Body>
  );
}

function HistoryEntry({ entry, onUpdated }: { entry: TalentApplicationHistoryEntry; onUpdated: () => void }) {
  const note = talentHistoryNote(entry);
  // The pipeline exists only past pending; a withdrawn application changes no more.
  const staged = entry.applicationStatus !== 'pending' && !entry.withdrawn;
  return (
    <HistoryItem>
      <HistoryLine>
        <a
          href={`/employer/jobs/${encodeURIComponent(entry.jobId)}/applications`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {entry.jobTitle}
        </a>
        <Badge $tone="neutral">{talentJobStatusLabel(entry.jobStatus)}</Badge>
      </HistoryLine>
      <Muted>
        Applied <time dateTime={entry.appliedAt}>{formatDate(entry.appliedAt)}</time> ·{' '}
        {entry.withdrawn ? 'Withdrawn' : APPLICATION_STATUS_LABELS[entry.applicationStatus]}
      </Muted>
      {note ? <Note>{note}</Note> : null}
      {staged ? (
        <InterviewStageQuickSelect applicationId={entry.id} currentStage={entry.interviewStage} onUpdated={onUpdated} />
      ) : null}
    </HistoryItem>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <SectionBox aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </SectionBox>
  );
}

function ProfileSkeleton() {
  return (
    <Body aria-busy="true" aria-label="Loading the profile">
      <Header>
        <Skeleton $height="64px" $width="64px" />
        <div style={{ flex: 1 }}>
          <Skeleton $height="1.4em" $width="50%" />
          <Skeleton $height="1em" $width="70%" />
        </div>
      </Header>
      <Skeleton $height="4em" $width="100%" />
      <Skeleton $height="4em" $width="100%" />
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const SectionTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const RichText = styled.div`
  overflow-wrap: anywhere;
  ul,
  ol {
    padding-left: 1.25rem;
  }
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const HistoryItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const HistoryLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  flex-wrap: wrap;
`;

const Note = styled.p`
  font-weight: 600;
`;
