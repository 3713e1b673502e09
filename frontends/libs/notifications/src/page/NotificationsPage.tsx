import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_PATHS,
  NOTIFICATION_SCREEN_MESSAGES as SCREEN,
} from '@marketplace/contracts';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { useMarkNotificationsRead, useNotificationPages } from '../data/hooks';
import { NotificationLine, NotificationList } from '../NotificationLine';

/** `/notifications` for every role: all notifications, newest first, a page at a time; mark one or all read. */
export function NotificationsPage() {
  useDocumentTitle(MESSAGES.pageTitle);
  const pages = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <section>
      <Heading>
        <PageTitle>{MESSAGES.pageTitle}</PageTitle>
        <Actions>
          <Button
            $variant="secondary"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {MESSAGES.markAllRead}
          </Button>
          <Link to={NOTIFICATION_PATHS.preferences}>{MESSAGES.preferencesLink}</Link>
        </Actions>
      </Heading>
      {pages.isPending ? (
        <Spinner label={SCREEN.loading} />
      ) : pages.isError ? (
        <ErrorState
          title={MESSAGES.loadFailed}
          message={errorMessage(pages.error)}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={MESSAGES.empty} />
      ) : (
        <>
          <NotificationList aria-label={MESSAGES.pageTitle}>
            {items.map((item) => {
              const isUnread = item.readAt === null;
              return (
                <NotificationLine
                  key={item.id}
                  text={item.text}
                  link={item.link}
                  unread={isUnread}
                  createdAt={item.createdAt}
                  onOpen={() => {
                    if (isUnread) markRead.mutate({ ids: [item.id] });
                  }}
                  action={
                    isUnread ? (
                      <Button
                        $variant="ghost"
                        aria-label={SCREEN.markReadOf(item.text)}
                        disabled={markRead.isPending}
                        onClick={() => markRead.mutate({ ids: [item.id] })}
                      >
                        {MESSAGES.markRead}
                      </Button>
                    ) : null
                  }
                />
              );
            })}
          </NotificationList>
          {pages.hasNextPage ? (
            <More>
              <Button
                $variant="secondary"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? SCREEN.loadingOlder : MESSAGES.loadMore}
              </Button>
            </More>
          ) : null}
        </>
      )}
    </section>
  );
}

export default NotificationsPage;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
