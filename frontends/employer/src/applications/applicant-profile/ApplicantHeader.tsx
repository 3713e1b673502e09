import styled from 'styled-components';
import { EMPLOYER_APPLICATION_MESSAGES as M, type ApplicantProfileResponse } from '@marketplace/contracts';
import { Avatar } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { Muted } from '../../profile/SkillChips';
import { ApplicationStatusBadge, interviewStageLabel } from '../status';
import { HintWithTooltip } from './HintWithTooltip';
import { Header, HeaderText } from './styles';

/** The applicant's avatar, name, headline, where they are, when they applied, the status and the job. */
export function ApplicantHeader({ profile }: { profile: ApplicantProfileResponse }) {
  const { seeker, application, job } = profile;
  return (
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
  );
}

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
