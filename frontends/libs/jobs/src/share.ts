import type { WordpressSlugResponse } from '@marketplace/contracts';
import { fetchWordpressSlug } from './api';

export const SHARE_MESSAGES = {
  success: 'Job link copied to clipboard!',
  successDetail: 'Share this link with anyone - no login required',
  slugFailed: (id: string) => `Failed to resolve WordPress slug for job ${id}`,
  slugMissing: 'Missing WordPress URL in slug response',
} as const;

/** The public link of a job (GET /api/jobs/{id}/wordpress-slug), logging a failed lookup or a missing URL. */
export async function resolveShareUrl(jobId: string): Promise<string> {
  let answer: WordpressSlugResponse;
  try {
    answer = await fetchWordpressSlug(jobId);
  } catch (cause) {
    console.error(SHARE_MESSAGES.slugFailed(jobId), cause);
    throw cause;
  }
  if (!answer?.wordpressUrl) {
    console.error(SHARE_MESSAGES.slugMissing, answer);
    throw new Error(SHARE_MESSAGES.slugMissing);
  }
  return answer.wordpressUrl;
}

/** Copies the job's public link to the clipboard; answers the toast that says so. */
export async function copyShareLink(jobId: string): Promise<{ message: string; description: string }> {
  await navigator.clipboard.writeText(await resolveShareUrl(jobId));
  return { message: SHARE_MESSAGES.success, description: SHARE_MESSAGES.successDetail };
}
