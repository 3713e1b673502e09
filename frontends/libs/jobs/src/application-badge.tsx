import { Badge, type BadgeTone } from '@marketplace/ui';
import type { JobCardBadge } from '@marketplace/contracts';

/**
 * Badge colour of an application status. Colours key on the raw stored value, never on a label, so
 * the job card and the seeker's applications list agree: hired green, not selected red, the rest
 * (pending, reviewed, interview, any other applied state) blue.
 */
export function applicationStatusTone(status: string | null | undefined): BadgeTone {
  return status === 'rejected' ? 'danger' : status === 'hired' ? 'success' : 'info';
}

/** Badge colour of a job card's state: archived grey, filled amber, else the application's. */
export function jobBadgeTone(badge: JobCardBadge): BadgeTone {
  switch (badge.kind) {
    case 'archived':
      return 'neutral';
    case 'filled':
      return 'warning';
    case 'application':
      return applicationStatusTone(badge.status);
    case 'apply':
      return 'info';
  }
}

/** The archived / filled / application-status badge of a job (jobCardBadge decides which); nothing for 'Apply Now'. */
export function JobStateBadge({ badge }: { badge: JobCardBadge }) {
  return badge.kind === 'apply' ? null : <Badge $tone={jobBadgeTone(badge)}>{badge.label}</Badge>;
}
