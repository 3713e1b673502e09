import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  APPLICATION_STATUS_LABELS,
  AVAILABILITY_LABELS,
  EMPLOYER_APPLICATION_MESSAGES,
  EMPLOYER_STATUS_TRANSITIONS,
  EXPERIENCE_LEVEL_LABELS,
  NO_MEMBERSHIP_PLAN,
  REVIEW_INTERVIEW_STAGE,
  formatMoney,
  subscriptionPlan,
  type ApplicantProfileResponse,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Avatar, Badge, Button, Dialog, ErrorState, Skeleton, VisuallyHidden, useToast } from '@marketplace/ui';
import { InterviewPipelineCard } from '../interviews/InterviewPipelineCard';
import {
  fetchApplicantResume,
  useApplicantProfile,
  useRefreshApplications,
  useSetApplicationStatus,
  type StatusChangeVariables,
} from './api';
import { formatDate } from '@marketplace/ui/dates';
import { useResumeViewer } from '@marketplace/uploads';
import { ChatButton, chatComposeHref as composeHref } from '@marketplace/chat';
import { ApplicationStatusBadge, interviewStageLabel, statusUpdateFailure } from './status';
import { StatusChanger } from './StatusChanger';

const M = EMPLOYER_APPLICATION_MESSAGES;

/** The dialog's title; the applicant's name is the header's heading. */
export const APPLICANT_DIALOG_TITLE = 'Applicant Profile';

/** The pending prompt: review first, then the pipeline starts. */
export const REVIEW_FIRST_TITLE = 'Review Application First';

/** The compose link of the Chat button: /employer/messages with the compose query parameters. */
export function chatComposeHref(profile: Pick<ApplicantProfileResponse, 'seeker' | 'job'>): string {
  return composeHref({
    recipientId: profile.seeker.id,
    recipientName: profile.seeker.name,
    jobId: profile.job.id,
    jobTitle: profile.job.title,
  });
}

/** The plan's name as seekers buy it ('vip-platinum' reads 'VIP Platinum Mom Professional'); 'None' without a plan. */
export function membershipPlanLabel(plan: string): string {
  if (!plan || plan === NO_MEMBERSHIP_PLAN) return 'None';
  // A plan this build does not sell any more keeps a readable form of its id.
  return subscriptionPlan(plan)?.name ?? plan.replace(/[-_]+/g, ' ');
}

export interface ApplicantProfileDialogProps {
  /** The application shown; null keeps the dialog closed. */
  applicationId: string | null;
  onClose: () => void;
}

/** The Applicant profile dialog for one application (employer). */
export function ApplicantProfileDialog({ applicationId, onClose }: ApplicantProfileDialogProps) {
  return (
    <Dialog open={applicationId !== null} onClose={onClose} title={APPLICANT_DIALOG_TITLE}>
      {applicationId ? <ApplicantProfileBody applicationId={applicationId} /> : null}
    </Dialog>
  );
}

function ApplicantProfileBody({ applicationId }: { applicationId: string }) {
  const profile = useApplicantProfile(applicationId);
  const toast = useToast();
  const refresh = useRefreshApplications();
  // Resume download errors are only logged.
  const resume = useResumeViewer('Resume', (error) => console.error('Could not open the resume', error));
  const setStatus = useSetApplicationStatus({
    onSuccess: (answer) =>
      toast.show(`Status changed to ${APPLICATION_STATUS_LABELS[answer.application.status]}`, { tone: 'success' }),
    onError: (error) => toast.show(statusUpdateFailure(error), { tone: 'error' }),
  });

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        title={serverMessageOr(profile.error, M.loadFailed)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        retryLabel="Try Again"
      />
    );
  }

  const { seeker, application, job } = profile.data;
  const pending = application.status === 'pending';
  const hasContact = Boolean(seeker.email || seeker.phone);
  const viewResume = () => resume.open(() => fetchApplicantResume(application.id));
  const change = (variables: StatusChangeVariables) => setStatus.mutate(variables);

  return (
    <Body>
      <Header>
        <Avatar name={seeker.name} src={seeker.profilePictureUrl} size={64} decorative />
        <HeaderText>
          <Name>{seeker.name}</Name>
          {seeker.headline ? <Muted>{seeker.headline}</Muted> : null}
          <Facts>
            {seeker.location ? <span>{seeker.location}</span> : null}
            <span>
              Applied <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
            </span>
            <ApplicationStatusBadge status={application.status} />
            {application.interviewStage ? <span>{interviewStageLabel(application.interviewStage)}</span> : null}
          </Facts>
          <Muted>For {job.title}</Muted>
          {/* The server decides (the contact rule); the dialog only says why nothing is shown. */}
          {seeker.contactVisible ? null : <HintWithTooltip text={M.emailHidden} tooltip={M.emailHiddenTooltip} />}
        </HeaderText>
      </Header>
      <Actions>
        <ResumeButton hasResume={application.resumeUrl !== null} onClick={viewResume} />
        {/* Hidden on a messages page by itself; disabled with an alert under maintenance. */}
        <ChatButton to={chatComposeHref(profile.data)} />
      </Actions>

      {resume.viewer}
      {application.withdrawn ? <Note role="note">{M.withdrawn}</Note> : null}

      {pending && !application.withdrawn ? (
        <Prompt aria-labelledby={`${application.id}-review-first`}>
          <h3 id={`${application.id}-review-first`}>{REVIEW_FIRST_TITLE}</h3>
          <p>Look through the resume, then mark this application reviewed to start its interview pipeline.</p>
          <Actions>
            <ResumeButton hasResume={application.resumeUrl !== null} onClick={viewResume} />
            <Button
              onClick={() =>
                change({
                  applicationId: application.id,
                  body: { status: 'reviewed', interviewStage: REVIEW_INTERVIEW_STAGE },
                })
              }
              disabled={setStatus.isPending}
            >
              {setStatus.isPending ? 'Marking as Reviewed…' : 'Mark as Reviewed'}
            </Button>
          </Actions>
        </Prompt>
      ) : null}

      {!pending && !application.withdrawn && EMPLOYER_STATUS_TRANSITIONS[application.status].length > 0 ? (
        <StatusChanger
          key={application.status}
          current={application.status}
          applicantName={seeker.name}
          jobTitle={job.title}
          busy={setStatus.isPending}
          onChange={(status) => change({ applicationId: application.id, body: { status } })}
        />
      ) : null}

      {hasContact ? (
        <ProfileSection title="Contact Information">
          <Details>
            {seeker.email ? (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${seeker.email}`}>{seeker.email}</a>
                </dd>
              </div>
            ) : null}
            {seeker.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${seeker.phone.replace(/[^\d+]/g, '')}`}>{seeker.phone}</a>
                </dd>
              </div>
            ) : null}
          </Details>
        </ProfileSection>
      ) : null}

      <ProfileSection title="About">
        {seeker.aboutMe ? <Prose>{seeker.aboutMe}</Prose> : <Muted>No summary provided.</Muted>}
      </ProfileSection>

      <ProfileSection title="Skills">
        {seeker.skills.length ? (
          <Chips aria-label="Skills">
            {seeker.skills.map((skill) => (
              <li key={skill}>
                <Badge $tone="neutral">{skill}</Badge>
              </li>
            ))}
          </Chips>
        ) : (
          <Muted>No skills listed.</Muted>
        )}
      </ProfileSection>

      <ProfileSection title="Experience & Details">
        <Details>
          <div>
            <dt>Experience level</dt>
            <dd>{seeker.experienceLevel ? EXPERIENCE_LEVEL_LABELS[seeker.experienceLevel] : 'Not specified'}</dd>
          </div>
          <div>
            <dt>Availability</dt>
            <dd>{seeker.availability ? AVAILABILITY_LABELS[seeker.availability] : 'Not specified'}</dd>
          </div>
          <div>
            <dt>Expected salary</dt>
            <dd>
              {seeker.expectedSalary !== null ? `${formatMoney(seeker.expectedSalary)} USD per year` : 'Not specified'}
            </dd>
          </div>
          <div>
            <dt>Membership plan</dt>
            <dd>{membershipPlanLabel(seeker.membershipPlan)}</dd>
          </div>
        </Details>
      </ProfileSection>

      <ProfileSection title="Portfolio & Links">
        {seeker.portfolioUrls.length ? (
          <Links>
            {seeker.portfolioUrls.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </Links>
        ) : (
          <Muted>No links provided.</Muted>
        )}
      </ProfileSection>

      <ProfileSection title="Cover Letter">
        {application.coverLetter ? <Prose>{application.coverLetter}</Prose> : <Muted>No cover letter was sent.</Muted>}
      </ProfileSection>

      {/* The pipeline is shown only for non-pending applications. */}
      {/* A stage change shows in the lists' rows too: refresh them with this profile. */}
      {pending ? null : <InterviewPipelineCard applicationId={application.id} onUpdated={refresh} />}
    </Body>
  );
}

function ResumeButton({ hasResume, onClick }: { hasResume: boolean; onClick: () => void }) {
  const hintId = useId();
  return (
    <>
      <Button
        $variant="secondary"
        onClick={onClick}
        disabled={!hasResume}
        aria-describedby={hasResume ? undefined : hintId}
      >
        View Resume
      </Button>
      {hasResume ? null : <VisuallyHidden id={hintId}>{M.resumeMissing}</VisuallyHidden>}
    </>
  );
}

/** A hint whose tooltip shows on hover and keyboard focus, and is its accessible description. */
function HintWithTooltip({ text, tooltip }: { text: string; tooltip: string }) {
  const tooltipId = useId();
  return (
    <TipAnchor>
      <HintText tabIndex={0} aria-describedby={tooltipId}>
        {text}
      </HintText>
      <Tip role="tooltip" id={tooltipId}>
        {tooltip}
      </Tip>
    </TipAnchor>
  );
}

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </Section>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" data-testid="applicant-profile-skeleton">
      <VisuallyHidden role="status">Loading applicant profile…</VisuallyHidden>
      <Header>
        <Skeleton $width="64px" $height="64px" $radius="50%" />
        <HeaderText>
          <Skeleton $width="50%" $height="1.4em" />
          <Skeleton $width="70%" />
          <Skeleton $width="40%" />
        </HeaderText>
      </Header>
      {Array.from({ length: 4 }, (_, index) => (
        <Section key={index}>
          <Skeleton $width="30%" $height="1.2em" />
          <Skeleton />
          <Skeleton $width="80%" />
        </Section>
      ))}
    </div>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
`;

const HeaderText = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
`;

const Prompt = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Prose = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Links = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  a {
    overflow-wrap: anywhere;
  }
`;

const TipAnchor = styled.span`
  position: relative;
  justify-self: start;
  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    clip: auto;
    width: max-content;
    max-width: 280px;
    height: auto;
    margin: 0;
    white-space: normal;
  }
`;

const HintText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline dotted;
  cursor: help;
`;

// Hidden like VisuallyHidden until its anchor is hovered or focused; always the hint's description.
const Tip = styled.span`
  position: absolute;
  left: 0;
  top: calc(100% + 4px);
  z-index: 1;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
