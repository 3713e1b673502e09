import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden } from '@marketplace/ui';
import { formatDateTime } from '@marketplace/ui/dates';
import { NOTIFICATION_SCREEN_MESSAGES } from '@marketplace/contracts';

export interface NotificationLineProps {
  text: string;
  link: string;
  unread: boolean;
  createdAt: string;
  /** Called as the link opens (mark it read, close the panel). */
  onOpen: () => void;
  /** A control beside the link (the page's Mark read). */
  action?: ReactNode;
}

/** One notification (or one group) as a list item: a link to what it is about, marked while unread, and its time. */
export function NotificationLine({ text, link, unread, createdAt, onOpen, action }: NotificationLineProps) {
  return (
    <Item data-unread={unread}>
      {unread ? <Dot aria-hidden="true" /> : null}
      <Body>
        <ItemLink to={link} onClick={onOpen}>
          {unread ? <VisuallyHidden>{NOTIFICATION_SCREEN_MESSAGES.unreadPrefix}</VisuallyHidden> : null}
          {text}
        </ItemLink>
        <Time dateTime={createdAt}>{formatDateTime(createdAt)}</Time>
      </Body>
      {action}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-unread='true'] a {
    font-weight: 700;
  }
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  margin-top: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The list the lines sit in. */
export const NotificationList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
