import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_PATHS,
  NOTIFICATION_SCREEN_MESSAGES,
  groupNotifications,
  type NotificationItem,
  type NotificationsPage,
} from '@marketplace/contracts';
import { Button, Dialog, ErrorState, Spinner } from '@marketplace/ui';
import { useMarkNotificationsRead, useMarkNotificationsSeen } from '../data/hooks';
import { NotificationLine, NotificationList } from '../NotificationLine';

export interface NotificationPanelProps {
  open: boolean;
  onClose: () => void;
  /** The bell's query of the newest page. */
  latest: UseQueryResult<NotificationsPage>;
}

/**
 * The bell's panel: the newest notifications grouped ("3 new applicants for Remote Bookkeeper"),
 * each a link that marks its group read; Mark all read; See all. What it shows is reported seen.
 */
export function NotificationPanel({ open, onClose, latest }: NotificationPanelProps) {
  const markRead = useMarkNotificationsRead();
  const groups = useMemo(
    () => groupNotifications(latest.data?.notifications ?? []).slice(0, NOTIFICATION_LIMITS.panelSize),
    [latest.data],
  );
  const shown = useMemo(() => {
    const ids = new Set(groups.flatMap((group) => group.ids));
    return (latest.data?.notifications ?? []).filter((item) => ids.has(item.id));
  }, [groups, latest.data]);
  useReportSeen(open, shown);
  const unread = latest.data?.unreadCount ?? 0;

  return (
    <Dialog open={open} onClose={onClose} title={MESSAGES.panelTitle}>
      {latest.isPending ? (
        <Spinner label={NOTIFICATION_SCREEN_MESSAGES.loading} />
      ) : latest.isError ? (
        <ErrorState title={MESSAGES.loadFailed} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
      ) : groups.length === 0 ? (
        <Empty>{MESSAGES.empty}</Empty>
      ) : (
        <NotificationList aria-label={MESSAGES.panelTitle}>
          {groups.map((group) => (
            <NotificationLine
              key={group.id}
              text={group.text}
              link={group.link}
              unread={group.unread}
              createdAt={group.createdAt}
              onOpen={() => {
                if (group.unread) markRead.mutate({ ids: group.ids });
                onClose();
              }}
            />
          ))}
        </NotificationList>
      )}
      <Actions>
        <Button
          $variant="secondary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {MESSAGES.markAllRead}
        </Button>
        <Link to={NOTIFICATION_PATHS.center} onClick={onClose}>
          {MESSAGES.seeAll}
        </Link>
      </Actions>
    </Dialog>
  );
}

/** POSTs as seen the shown notifications not yet seen, each once, while the panel is open. */
function useReportSeen(open: boolean, shown: readonly NotificationItem[]): void {
  const seen = useMarkNotificationsSeen();
  const { mutate } = seen;
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!open) return;
    const ids = shown
      .filter((item) => item.seenAt === null && !reported.current.has(item.id))
      .map((item) => item.id)
      .slice(0, NOTIFICATION_LIMITS.idsMax);
    if (ids.length === 0) return;
    for (const id of ids) reported.current.add(id);
    mutate(ids);
  }, [open, shown, mutate]);
}

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => `${theme.space.md} 0`};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
