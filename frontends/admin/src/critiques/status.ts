import type { CritiqueStatus } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/ui';

/** The badge tone of each status: waiting, being worked on, done. */
export const STATUS_TONES: Record<CritiqueStatus, BadgeTone> = {
  requested: 'info',
  in_review: 'warning',
  completed: 'success',
};
