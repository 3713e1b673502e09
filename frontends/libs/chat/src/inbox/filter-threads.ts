import type { ChatThreadSummary } from '@marketplace/contracts';

/** The words a thread is found by: the other side's name and company, the job, the latest message. */
function searchableText(thread: ChatThreadSummary): string {
  return [thread.counterpart.name, thread.counterpart.companyName, thread.job?.title, thread.lastMessage?.content]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLocaleLowerCase('en-US');
}

/** The inbox's search-text filter: every word typed must appear (any case, any order). */
export function filterThreads(threads: readonly ChatThreadSummary[], searchText: string): ChatThreadSummary[] {
  const words = searchText.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...threads];
  return threads.filter((thread) => {
    const text = searchableText(thread);
    return words.every((word) => text.includes(word));
  });
}
