import { useState } from 'react';
import styled from 'styled-components';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@marketplace/ui';
import { Input } from '@marketplace/ui/fields';
import { useChatThreads } from '../data/hooks';
import { ThreadList } from './ThreadList';
import { ThreadPane } from './ThreadPane';
import { filterThreads } from './filter-threads';

export const INBOX_TEXTS = {
  search: 'Search conversations',
  empty: 'No conversations yet',
  emptyEmployer: 'Open an applicant or a talent profile and choose Chat to write to a candidate.',
  emptySeeker: 'Employers you applied to can write to you here.',
  noMatch: (text: string) => `No conversations match "${text}"`,
  pick: 'Choose a conversation to read it.',
  more: 'Show older conversations',
} as const;

/**
 * The inbox proper: the conversations (newest activity first, polled every 120 s and refreshed on
 * live events) with the search-text filter, and the open one (`?threadId=`, or for employers a
 * concierge job's panel with `?conciergeJobId=`).
 */
export function InboxBody({
  side,
  threadId,
  conciergeJobId,
}: {
  side: 'employer' | 'seeker';
  threadId: string | null;
  conciergeJobId: string | null;
}) {
  const threads = useChatThreads();
  const [searchText, setSearchText] = useState('');

  if (threads.isError && !threads.data)
    return (
      <ErrorState title={CHAT_MESSAGES.fetchFailed} onRetry={() => void threads.refetch()} retryLabel="Try Again" />
    );
  if (!threads.data)
    return (
      <div aria-busy="true" aria-label="Loading conversations">
        <Skeleton $height="4rem" />
      </div>
    );

  // A thread that moved up between two pages comes twice: the first (newer) one counts.
  const all = uniqueById(threads.data.pages.flatMap((page) => page.threads));
  if (all.length === 0 && !threadId && !conciergeJobId)
    return (
      <EmptyState
        title={INBOX_TEXTS.empty}
        message={side === 'employer' ? INBOX_TEXTS.emptyEmployer : INBOX_TEXTS.emptySeeker}
      />
    );
  const shown = filterThreads(all, searchText);
  const open = all.find((thread) => thread.id === threadId) ?? null;

  return (
    <Columns>
      <Side aria-label="Conversations">
        <Input
          type="search"
          aria-label={INBOX_TEXTS.search}
          placeholder={INBOX_TEXTS.search}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {shown.length === 0 ? (
          <NoMatch role="status">{INBOX_TEXTS.noMatch(searchText.trim())}</NoMatch>
        ) : (
          <ThreadList threads={shown} selectedId={threadId} conciergeJobId={conciergeJobId} />
        )}
        {threads.hasNextPage ? (
          <Button
            $variant="secondary"
            onClick={() => void threads.fetchNextPage()}
            disabled={threads.isFetchingNextPage}
          >
            {INBOX_TEXTS.more}
          </Button>
        ) : null}
      </Side>
      <ThreadPane threadId={threadId} thread={open} conciergeJobId={conciergeJobId} />
    </Columns>
  );
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const NoMatch = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => theme.space.md};
`;
