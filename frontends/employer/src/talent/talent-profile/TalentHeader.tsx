import styled from 'styled-components';
import { AVAILABILITY_LABELS, TALENT_MESSAGES, isPremiumMember, type TalentProfile } from '@marketplace/contracts';
import { Avatar, Badge } from '@marketplace/ui';
import { formatMonth } from '@marketplace/ui/dates';
import { Muted } from '../../profile/SkillChips';
import { Header } from './styles';

/** The seeker's avatar, name, headline, availability, when they joined and the Premium Member badge. */
export function TalentHeader({ talent }: { talent: TalentProfile }) {
  return (
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
  );
}

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
