import styled from 'styled-components';
import { CHAT_MESSAGES, conciergeChatTitle, type ConciergeChat } from '@marketplace/contracts';
import { Avatar, Badge } from '@marketplace/ui';

/** The panel's badge for the viewer's side: 'Admin Chat' for the concierge, 'Employer Chat' for the company. */
export function conciergeBadgeText(viewerType: ConciergeChat['viewerType']): string {
  return viewerType === 'admin' ? CHAT_MESSAGES.adminChat : CHAT_MESSAGES.employerChat;
}

/** Who the viewer talks to: the company's employer for the concierge, the concierge for the company. */
function counterpartLine(chat: ConciergeChat): string {
  return chat.viewerType === 'admin' ? `With ${chat.employerName}` : `Your concierge: ${chat.conciergeName}`;
}

/** The concierge panel's header: job title ('Concierge Chat' for a 'Chat' + digits title), company, side and status badges. */
export function ConciergeChatHeader({ chat, titleId }: { chat: ConciergeChat; titleId: string }) {
  return (
    <Header>
      <Avatar name={chat.companyName} src={chat.companyLogoUrl} size={40} decorative />
      <Names>
        <Title id={titleId}>{conciergeChatTitle(chat.jobTitle)}</Title>
        <Company>{chat.companyName}</Company>
        <Counterpart>{counterpartLine(chat)}</Counterpart>
      </Names>
      <Badges>
        <Badge $tone={chat.viewerType === 'admin' ? 'accent' : 'info'}>{conciergeBadgeText(chat.viewerType)}</Badge>
        {chat.status === 'active' ? <Badge $tone="success">{CHAT_MESSAGES.active}</Badge> : null}
      </Badges>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Names = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Company = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Counterpart = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
