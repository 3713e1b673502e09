/** React Query keys of chat data; every key starts with 'chat' so one call forgets them all. */
export const chatQueryKeys = {
  all: () => ['chat'] as const,
  inbox: (limit: number) => ['chat', 'inbox', limit] as const,
  unread: () => ['chat', 'unread'] as const,
  threads: (limit: number) => ['chat', 'threads', limit] as const,
  maintenance: () => ['chat', 'maintenance'] as const,
  concierge: (jobId: string) => ['chat', 'concierge', jobId] as const,
};

/**
 * The browser event (on window) a page dispatches when it has sent a message, detail
 * NewMessageEvent: the inbox and the badges refresh on it as on the socket's events.
 */
export const CHAT_BROWSER_EVENT = 'new_message';
