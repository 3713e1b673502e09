import type { ChatSenderType } from '@marketplace/contracts';

/** One message of a demo conversation: who of the thread writes it, and what. */
export interface DemoLine {
  side: ChatSenderType;
  text: string;
}

/** The demo employer and the demo seeker, about the seeker's application: the employer writes first, the last message waits unread for the seeker. */
export const DEMO_DIRECT_CONVERSATION: readonly DemoLine[] = [
  {
    side: 'employer',
    text: 'Hi, thank you for applying! Your experience stands out. Would you have 20 minutes this week for a quick call?',
  },
  {
    side: 'seeker',
    text: 'Thank you for reaching out! I would love to. I am free Tuesday or Thursday between 10 am and 2 pm Eastern.',
  },
  {
    side: 'employer',
    text: 'Thursday at 11 am Eastern works for us. I will send a calendar invitation with the video link.',
  },
  { side: 'seeker', text: 'Perfect, see you Thursday. Is there anything you would like me to prepare?' },
  { side: 'employer', text: 'Just bring an example of a project you are proud of. Looking forward to it!' },
];

/** The demo concierge job's company and its admin concierge: the concierge writes first, the last message waits unread for the employer. */
export const DEMO_CONCIERGE_CONVERSATION: readonly DemoLine[] = [
  {
    side: 'admin',
    text: 'Welcome to your concierge service! I am your dedicated concierge for this role: I will review every applicant and send you a shortlist of the strongest candidates.',
  },
  {
    side: 'employer',
    text: 'Thanks! We would like someone who can start within a month and has worked with remote teams before.',
  },
  { side: 'admin', text: 'Noted. I will screen for both and share the first shortlist within three business days.' },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When each of `count` messages was written: after `since` (what the thread is about: the
 * application, the concierge's assignment), over at most the last two days before the seed, the
 * last one ten minutes before `now`, evenly apart and in order.
 */
export function demoMessageTimes(count: number, since: Date, now: Date): Date[] {
  if (count === 0) return [];
  const end = now.getTime() - 10 * MINUTE;
  let start = Math.max(since.getTime() + HOUR, end - 2 * DAY);
  // An application made within the last hour: the conversation fits between it and the seed.
  if (start >= end) start = since.getTime() + Math.max(0, end - since.getTime()) / 2;
  const gap = count > 1 ? Math.max(0, end - start) / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => new Date(Math.round(start + index * gap)));
}
