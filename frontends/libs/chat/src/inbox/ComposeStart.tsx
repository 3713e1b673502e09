import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { ErrorState, Spinner } from '@marketplace/ui';
import { useStartThread } from '../data/hooks';
import type { ComposeParams } from './compose-params';

export const COMPOSE_TEXTS = {
  starting: (name: string | null) => `Opening your conversation with ${name ?? 'the candidate'}…`,
  failedTitle: 'Could not start the conversation',
  failed: 'Could not start the conversation. Please try again.',
  allConversations: 'All conversations',
} as const;

/**
 * The compose flow: `POST /api/messages/threads {recipientId, jobId}` (the existing thread when
 * there is one), then the thread opens in place of the compose link (the Back target is kept).
 */
export function ComposeStart({ compose }: { compose: Exclude<ComposeParams, { kind: 'none' }> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartThread();
  const started = useRef<string | null>(null);
  const request = compose.kind === 'compose' ? compose.request : null;
  const key = request ? `${request.recipientId}|${request.jobId ?? ''}` : null;

  useEffect(() => {
    if (!request || !key || started.current === key) return;
    started.current = key;
    start.mutate(
      { recipientId: request.recipientId, ...(request.jobId ? { jobId: request.jobId } : {}) },
      {
        onSuccess: ({ threadId }) =>
          void navigate(`${location.pathname}?threadId=${encodeURIComponent(threadId)}`, {
            replace: true,
            state: location.state,
          }),
      },
    );
  }, [request, key, start, navigate, location.pathname, location.state]);

  if (compose.kind === 'invalid' || start.isError) {
    const message = compose.kind === 'invalid' ? compose.error : serverMessageOr(start.error, COMPOSE_TEXTS.failed);
    return (
      <div>
        <ErrorState title={COMPOSE_TEXTS.failedTitle} message={message} />
        <Link to={location.pathname} state={location.state}>
          {COMPOSE_TEXTS.allConversations}
        </Link>
      </div>
    );
  }
  return <Spinner label={COMPOSE_TEXTS.starting(request?.recipientName ?? null)} />;
}
