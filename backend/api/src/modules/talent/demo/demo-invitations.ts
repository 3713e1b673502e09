import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import type { DemoListedJob } from '../../jobs/demo';
import type { InvitationRecord } from '../talent.repository';

export interface DemoInvitationsInput {
  /** The demo seekers in their order (demo-users.ts), with whether their account is live. */
  seekers: ReadonlyArray<{ id: string; live: boolean }>;
  demoCompanyId: string;
  demoEmployerId: string;
  /** The demo employer's postings the catalogue lists as approved (a closed one is invited to no more). */
  jobs: readonly DemoListedJob[];
  /** `${jobId}:${seekerId}` of the demo applications: nobody is invited to a job they applied to. */
  applied: ReadonlySet<string>;
  now: Date;
}

interface Entry {
  /** The seeker's place in the demo seekers (0: seeker@demo.local). */
  seeker: number;
  /** Among the jobs the seeker did not apply to, newest first. */
  job: number;
  daysAgo: number;
  note: string;
}

/** Who the demo employer invited from the talent search, the demo seeker among them. */
const ENTRIES: readonly Entry[] = [
  {
    seeker: 0,
    job: 0,
    daysAgo: 1,
    note: 'Your project coordination background fits our growing operations team. Would you apply?',
  },
  { seeker: 21, job: 0, daysAgo: 2, note: 'We loved your nonprofit operations experience.' },
  { seeker: 18, job: 1, daysAgo: 3, note: 'Ten years of executive support is exactly what this role needs.' },
];

const DAY = 24 * 60 * 60 * 1000;

/** The demo invitations (stable ids), each after its job was posted; seekers who are gone are left out. */
export function buildDemoInvitations(input: DemoInvitationsInput): InvitationRecord[] {
  const newestFirst = [...input.jobs].sort((a, b) => b.order - a.order);
  const now = input.now.getTime();
  return ENTRIES.flatMap((entry): InvitationRecord[] => {
    const seeker = input.seekers[entry.seeker];
    if (!seeker?.live) return [];
    const job = newestFirst.filter((candidate) => !input.applied.has(`${candidate.id}:${seeker.id}`))[entry.job];
    if (!job?.live) return [];
    const posted = job.postedAt.getTime();
    return [
      {
        id: stableUuid(`invitation:${job.id}:${seeker.id}`),
        companyId: input.demoCompanyId,
        jobId: job.id,
        seekerId: seeker.id,
        note: entry.note,
        createdById: input.demoEmployerId,
        createdAt: new Date(Math.max(now - entry.daysAgo * DAY, posted + (now - posted) * 0.5)),
      },
    ];
  });
}
