import { useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_CENTER_MESSAGES, badgeCount } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { useLatestNotifications } from '../data/hooks';
import { useNotificationsLive } from '../data/live';
import { NotificationPanel } from './NotificationPanel';

/**
 * The header's bell for whoever is signed in (the impersonated user while an admin impersonates):
 * the unread count, live over the page's socket and polled while it is down; it opens the panel.
 * The shell loads it lazily, after the page.
 */
export function NotificationBell() {
  const connected = useNotificationsLive();
  const latest = useLatestNotifications({ poll: !connected });
  const [open, setOpen] = useState(false);
  const unread = latest.data?.unreadCount ?? 0;
  const badge = badgeCount(unread);
  return (
    <>
      <BellButton
        type="button"
        $variant="ghost"
        aria-label={NOTIFICATION_CENTER_MESSAGES.bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {badge ? (
          <Count aria-hidden="true" data-testid="notification-count">
            {badge}
          </Count>
        ) : null}
      </BellButton>
      <NotificationPanel open={open} onClose={() => setOpen(false)} latest={latest} />
    </>
  );
}

export default NotificationBell;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
      />
    </svg>
  );
}

const BellButton = styled(Button)`
  position: relative;
  padding: 0 ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  position: absolute;
  top: 0;
  right: -6px;
  min-width: 1.25rem;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
`;
