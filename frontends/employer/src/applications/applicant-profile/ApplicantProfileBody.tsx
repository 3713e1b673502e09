import {
  APPLICATION_STATUS_LABELS,
  EMPLOYER_APPLICATION_MESSAGES as M,
  EMPLOYER_STATUS_TRANSITIONS,
  REVIEW_INTERVIEW_STAGE,
} from '@marketplace/contracts';
import styled from 'styled-components';
import { serverMessageOr } from '@marketplace/api-client';
import { ErrorState, useToast } from '@marketplace/ui';
import { ChatButton } from '@marketplace/chat';
import { InterviewPipelineCard } from '../../interviews/InterviewPipelineCard';
import { useProfileResume } from '../../profile/useProfileResume';
import { fetchApplicantResume, useApplicantProfile, useRefreshApplications, useSetApplicationStatus } from '../api';
import { statusUpdateFailure } from '../status';
import { StatusChanger } from '../StatusChanger';
import { ApplicantHeader } from './ApplicantHeader';
import { chatComposeHref } from './labels';
import {
  AboutSection,
  ContactSection,
  CoverLetterSection,
  DetailsSection,
  PortfolioSection,
  SkillsSection,
} from './ProfileSections';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ResumeButton } from './ResumeButton';
import { ReviewFirstPrompt } from './ReviewFirstPrompt';
import { Actions, Body } from './styles';

/** One application's profile: loads it, then composes the header, the status controls and the sections. */
export function ApplicantProfileBody({ applicationId }: { applicationId: string }) {
  const profile = useApplicantProfile(applicationId);
  const toast = useToast();
  const refresh = useRefreshApplications();
  const resume = useProfileResume();
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
  const hasResume = application.resumeUrl !== null;
  const viewResume = () => resume.open(() => fetchApplicantResume(application.id));

  return (
    <Body>
      <ApplicantHeader profile={profile.data} />
      <Actions>
        <ResumeButton hasResume={hasResume} onClick={viewResume} />
        {/* Hidden on a messages page by itself; disabled with an alert under maintenance. */}
        <ChatButton to={chatComposeHref(profile.data)} />
      </Actions>

      {resume.viewer}
      {application.withdrawn ? <Note role="note">{M.withdrawn}</Note> : null}

      {pending && !application.withdrawn ? (
        <ReviewFirstPrompt
          applicationId={application.id}
          hasResume={hasResume}
          onViewResume={viewResume}
          marking={setStatus.isPending}
          onMarkReviewed={() =>
            setStatus.mutate({
              applicationId: application.id,
              body: { status: 'reviewed', interviewStage: REVIEW_INTERVIEW_STAGE },
            })
          }
        />
      ) : null}

      {!pending && !application.withdrawn && EMPLOYER_STATUS_TRANSITIONS[application.status].length > 0 ? (
        <StatusChanger
          key={application.status}
          current={application.status}
          applicantName={seeker.name}
          jobTitle={job.title}
          busy={setStatus.isPending}
          onChange={(status) => setStatus.mutate({ applicationId: application.id, body: { status } })}
        />
      ) : null}

      <ContactSection seeker={seeker} />
      <AboutSection aboutMe={seeker.aboutMe} />
      <SkillsSection skills={seeker.skills} />
      <DetailsSection seeker={seeker} />
      <PortfolioSection urls={seeker.portfolioUrls} />
      <CoverLetterSection coverLetter={application.coverLetter} />

      {/* The pipeline is shown only for non-pending applications. */}
      {/* A stage change shows in the lists' rows too: refresh them with this profile. */}
      {pending ? null : <InterviewPipelineCard applicationId={application.id} onUpdated={refresh} />}
    </Body>
  );
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
`;
