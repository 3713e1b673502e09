import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { TALENT_MESSAGES, type TalentProfile } from '@marketplace/contracts';
import { Button, ErrorState, Spinner } from '@marketplace/ui';
import { ChatButton, chatComposeHref, isMessagesPage } from '@marketplace/chat';
import { useProfileResume } from '../../profile/useProfileResume';
import { fetchTalentResume, useTalentProfile } from '../api';
import { ApplicationHistorySection } from './ApplicationHistorySection';
import {
  AboutSection,
  ContactSection,
  EducationSection,
  PortfolioSection,
  SalarySection,
  SkillsSection,
  WorkExperienceSection,
} from './ProfileSections';
import { ProfileSkeleton } from './ProfileSkeleton';
import { Body } from './styles';
import { TalentHeader } from './TalentHeader';

// Its own chunk: most profiles are read without inviting.
const InviteToJobDialog = lazy(() => import('../InviteToJobDialog').then((m) => ({ default: m.InviteToJobDialog })));

/** The compose link of the Chat button: /employer/messages with the compose query parameters. */
export function talentChatHref(profile: Pick<TalentProfile, 'id' | 'name'>): string {
  return chatComposeHref({ recipientId: profile.id, recipientName: profile.name });
}

/** One seeker's profile: loads it, then composes the header, the actions and the sections. */
export function TalentProfileBody({ talentId }: { talentId: string }) {
  const profile = useTalentProfile(talentId);
  const { pathname } = useLocation();
  const [inviting, setInviting] = useState(false);
  const resume = useProfileResume();

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

  return (
    <Body>
      <TalentHeader talent={talent} />
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
        {isMessagesPage(pathname) ? null : <Button onClick={() => setInviting(true)}>Invite to Job</Button>}
      </Actions>
      {resume.viewer}

      <AboutSection aboutMe={talent.aboutMe} />
      <SalarySection talent={talent} />
      <SkillsSection skills={talent.skills} />
      <PortfolioSection portfolioUrls={talent.portfolioUrls} />
      <WorkExperienceSection workExperience={talent.workExperience} />
      <EducationSection education={talent.education} />
      <ApplicationHistorySection history={talent.applicationHistory} onUpdated={() => void profile.refetch()} />
      <ContactSection talent={talent} />

      {inviting ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <InviteToJobDialog talent={talent} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </Body>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
