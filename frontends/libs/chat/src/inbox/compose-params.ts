import { CHAT_MESSAGES } from '@marketplace/contracts';

/** The compose flow's query parameters of /employer/messages (compose=true opens it). */
export interface ComposeRequest {
  recipientId: string;
  /** Shown while the conversation opens; the thread's own name follows. */
  recipientName: string | null;
  jobId: string | null;
  jobTitle: string | null;
}

export type ComposeParams =
  { kind: 'none' } | { kind: 'compose'; request: ComposeRequest } | { kind: 'invalid'; error: string };

const text = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
};

/**
 * Reads `compose=true&recipientId=&recipientName=&jobId=&jobTitle=`: a compose request when
 * compose is 'true'; invalid without a recipient; nothing otherwise.
 */
export function readComposeParams(params: URLSearchParams): ComposeParams {
  if (params.get('compose')?.trim().toLowerCase() !== 'true') return { kind: 'none' };
  const recipientId = text(params, 'recipientId');
  if (!recipientId) return { kind: 'invalid', error: CHAT_MESSAGES.recipientRequired };
  return {
    kind: 'compose',
    request: {
      recipientId,
      recipientName: text(params, 'recipientName'),
      jobId: text(params, 'jobId'),
      jobTitle: text(params, 'jobTitle'),
    },
  };
}

/** The link that opens the compose flow with a seeker (the Chat buttons of the applicant and talent dialogs). */
export function chatComposeHref(request: {
  recipientId: string;
  recipientName: string;
  jobId?: string | null;
  jobTitle?: string | null;
}): string {
  const params = new URLSearchParams({
    compose: 'true',
    recipientId: request.recipientId,
    recipientName: request.recipientName,
  });
  if (request.jobId) params.set('jobId', request.jobId);
  if (request.jobTitle) params.set('jobTitle', request.jobTitle);
  return `/employer/messages?${params.toString()}`;
}

/** A messages page (where the dialogs hide their Chat and Invite to Job buttons). */
export function isMessagesPage(pathname: string): boolean {
  return /\/messages(\/|$)/.test(pathname);
}
