import {
  type ApplicationHistoryStatus,
  type ApplicationStatus,
  type InterviewStage,
  type JobCategory,
  REVIEW_INTERVIEW_STAGE,
} from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import type { DemoListedJob } from '../../jobs/demo';

/** One change of a demo application's status, as its history keeps it. */
export interface DemoStatusStep {
  id: string;
  actorId: string;
  from: ApplicationStatus | null;
  to: ApplicationHistoryStatus;
  at: Date;
}

/** A demo application with its whole status history (stable ids). */
export interface DemoApplication {
  id: string;
  jobId: string;
  seekerId: string;
  resumeId: string;
  coverLetter: string | null;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  appliedAt: Date;
  updatedAt: Date;
  withdrawnAt: Date | null;
  history: DemoStatusStep[];
  /** The employer who acted on it (the company's demo employer). */
  employerId: string;
  /** When it entered the interview pipeline (marked reviewed); null while it never did. */
  reviewedAt: Date | null;
}

export interface DemoApplicationsInput {
  /** The demo seekers in their order (demo-users.ts), with whether their account is live. */
  seekers: ReadonlyArray<{ id: string; live: boolean }>;
  /** The demo employer's company: its jobs get the pipeline. */
  demoCompanyId: string;
  /** The postings the demo catalogue lists as approved (an entry whose job is no longer live is left out, never moved). */
  jobs: readonly DemoListedJob[];
  employerByCompany: ReadonlyMap<string, string>;
  /** The resume version each seeker applies with; a seeker without one applies nowhere. */
  resumeOf: ReadonlyMap<string, string>;
  now: Date;
}

/**
 * Where an application ends up: the status and interview stage it has now, and whether the seeker
 * withdrew it (while pending). The history leading there follows from them.
 */
interface Outcome {
  status: ApplicationStatus;
  stage: InterviewStage | null;
  withdrawn?: true;
}

const PENDING: Outcome = { status: 'pending', stage: null };
const WITHDRAWN: Outcome = { status: 'pending', stage: null, withdrawn: true };
const REVIEWED: Outcome = { status: 'reviewed', stage: REVIEW_INTERVIEW_STAGE };
const interview = (stage: InterviewStage): Outcome => ({ status: 'interview', stage });
const HIRED: Outcome = { status: 'hired', stage: 'offer_accepted' };
/** Not selected, at the stage reached (an application is reviewed before it can be turned down). */
const notSelected = (stage: InterviewStage = REVIEW_INTERVIEW_STAGE): Outcome => ({ status: 'rejected', stage });

/**
 * The job an entry applies to: the demo employer's live jobs by age (0 the oldest, which has had
 * the time for a whole pipeline), or the nth oldest live job of another company in these categories.
 */
type JobPick = { demo: number } | { elsewhere: readonly JobCategory[]; nth: number };

interface Entry {
  /** The seeker's place in the demo seekers (0: seeker@demo.local). */
  seeker: number;
  job: JobPick;
  outcome: Outcome;
  /** Applied this many days before the seed (never before the job was posted). */
  daysAgo: number;
  letter: string | null;
}

const MAYA_FIELDS: readonly JobCategory[] = ['Project Management', 'Operations', 'Administrative'];

/**
 * The demo market: every status (and a withdrawal) and every interview stage on the demo employer's
 * jobs, and the demo seeker's own applications, there and at other companies.
 */
const ENTRIES: readonly Entry[] = [
  // The oldest job: a hire, a candidate not selected after the final interview, one not selected at once, one withdrawn.
  {
    seeker: 3,
    job: { demo: 0 },
    outcome: HIRED,
    daysAgo: 34,
    letter: 'I keep the books of three small businesses and would love one steady, remote role.',
  },
  { seeker: 13, job: { demo: 0 }, outcome: notSelected('final_interview'), daysAgo: 33, letter: null },
  { seeker: 4, job: { demo: 0 }, outcome: notSelected(), daysAgo: 32, letter: null },
  {
    seeker: 11,
    job: { demo: 0 },
    outcome: WITHDRAWN,
    daysAgo: 30,
    letter: 'Accurate, quick and happy to work early mornings.',
  },
  // The next one: the pipeline in full swing, the demo seeker in it.
  {
    seeker: 0,
    job: { demo: 1 },
    outcome: interview('technical_interview'),
    daysAgo: 20,
    letter:
      'I coordinate projects for a team of twelve and keep everyone on the same page. I would bring the same care to your people operations.',
  },
  { seeker: 10, job: { demo: 1 }, outcome: interview('offer_extended'), daysAgo: 31, letter: null },
  {
    seeker: 18,
    job: { demo: 1 },
    outcome: interview('final_interview'),
    daysAgo: 28,
    letter: 'Ten years of supporting executives, remotely since 2019.',
  },
  { seeker: 21, job: { demo: 1 }, outcome: interview('behavioral_interview'), daysAgo: 25, letter: null },
  { seeker: 6, job: { demo: 1 }, outcome: REVIEWED, daysAgo: 12, letter: null },
  { seeker: 19, job: { demo: 1 }, outcome: PENDING, daysAgo: 3, letter: null },
  // The third: a candidate who turned the offer down, one under review, one new.
  { seeker: 14, job: { demo: 2 }, outcome: notSelected('offer_rejected'), daysAgo: 27, letter: null },
  {
    seeker: 15,
    job: { demo: 2 },
    outcome: REVIEWED,
    daysAgo: 10,
    letter: 'I write clear procedures, and compliance lives on clear procedures.',
  },
  { seeker: 12, job: { demo: 2 }, outcome: PENDING, daysAgo: 5, letter: null },
  // Newer jobs: reviews under way and fresh applicants.
  { seeker: 9, job: { demo: 3 }, outcome: REVIEWED, daysAgo: 6, letter: null },
  { seeker: 2, job: { demo: 3 }, outcome: PENDING, daysAgo: 2, letter: 'Detail-minded and calm in tax season.' },
  { seeker: 16, job: { demo: 3 }, outcome: notSelected(), daysAgo: 8, letter: null },
  { seeker: 8, job: { demo: 4 }, outcome: PENDING, daysAgo: 1, letter: null },
  { seeker: 20, job: { demo: 4 }, outcome: PENDING, daysAgo: 0.5, letter: null },
  { seeker: 7, job: { demo: 5 }, outcome: PENDING, daysAgo: 0.3, letter: null },
  // The demo seeker's applications at other companies.
  { seeker: 0, job: { elsewhere: MAYA_FIELDS, nth: 0 }, outcome: REVIEWED, daysAgo: 15, letter: null },
  { seeker: 0, job: { elsewhere: MAYA_FIELDS, nth: 1 }, outcome: PENDING, daysAgo: 4, letter: null },
  { seeker: 0, job: { elsewhere: MAYA_FIELDS, nth: 2 }, outcome: notSelected(), daysAgo: 26, letter: null },
  { seeker: 0, job: { elsewhere: MAYA_FIELDS, nth: 3 }, outcome: WITHDRAWN, daysAgo: 18, letter: null },
];

const DAY = 24 * 60 * 60 * 1000;

function oldestFirst(a: DemoListedJob, b: DemoListedJob): number {
  return a.order - b.order;
}

/** The entry's job by its place in the catalogue, live or not: the same job on every run. */
function pickJob(
  pick: JobPick,
  input: Pick<DemoApplicationsInput, 'jobs' | 'demoCompanyId'>,
): DemoListedJob | undefined {
  if ('demo' in pick) {
    return input.jobs.filter((job) => job.companyId === input.demoCompanyId).sort(oldestFirst)[pick.demo];
  }
  return input.jobs
    .filter(
      (job) => job.companyId !== input.demoCompanyId && job.category !== null && pick.elsewhere.includes(job.category),
    )
    .sort(oldestFirst)[pick.nth];
}

/**
 * `${jobId}:${seekerId}` of every demo application, made or not (whoever is gone or whatever job
 * closed): the jobs each demo seeker is meant to have applied to.
 */
export function demoApplicationPairs(
  input: Pick<DemoApplicationsInput, 'seekers' | 'jobs' | 'demoCompanyId'>,
): Set<string> {
  const pairs = new Set<string>();
  for (const entry of ENTRIES) {
    const seeker = input.seekers[entry.seeker];
    const job = pickJob(entry.job, input);
    if (seeker && job) pairs.add(`${job.id}:${seeker.id}`);
  }
  return pairs;
}

/** A change of status on the way to an outcome, at a fraction of the time from applying to the seed. */
interface Step {
  from: ApplicationStatus | null;
  to: ApplicationHistoryStatus;
  at: number;
  bySeeker: boolean;
}

/** The changes that lead to the outcome, along the transitions the employer's screens allow. */
function stepsTo(outcome: Outcome): Step[] {
  const steps: Step[] = [{ from: null, to: 'pending', at: 0, bySeeker: true }];
  if (outcome.withdrawn) {
    steps.push({ from: 'pending', to: 'withdrawn', at: 0.5, bySeeker: true });
    return steps;
  }
  if (outcome.stage === null) return steps;
  steps.push({ from: 'pending', to: 'reviewed', at: 0.15, bySeeker: false });
  if (outcome.status === 'reviewed') return steps;
  if (outcome.status === 'rejected' && outcome.stage === REVIEW_INTERVIEW_STAGE) {
    steps.push({ from: 'reviewed', to: 'rejected', at: 0.5, bySeeker: false });
    return steps;
  }
  steps.push({ from: 'reviewed', to: 'interview', at: 0.25, bySeeker: false });
  if (outcome.status === 'hired' || outcome.status === 'rejected')
    steps.push({ from: 'interview', to: outcome.status, at: 0.9, bySeeker: false });
  return steps;
}

/**
 * The demo applications, with stable ids and dates relative to `now` (each after its job was
 * posted). Entries whose seeker is gone or has no resume, whose job is not live, or whose company
 * has no employer are left out.
 */
export function buildDemoApplications(input: DemoApplicationsInput): DemoApplication[] {
  const now = input.now.getTime();
  const applications: DemoApplication[] = [];
  for (const entry of ENTRIES) {
    const seeker = input.seekers[entry.seeker];
    const job = pickJob(entry.job, input);
    if (!seeker?.live || !job?.live) continue;
    const resumeId = input.resumeOf.get(seeker.id);
    const employerId = input.employerByCompany.get(job.companyId);
    if (!resumeId || !employerId) continue;

    // Never before the job was posted: a job newer than the entry's age gets the application in its first quarter.
    const posted = job.postedAt.getTime();
    const appliedAt = Math.max(now - entry.daysAgo * DAY, posted + (now - posted) * 0.25);
    const span = now - appliedAt;
    const id = stableUuid(`application:${job.id}:${seeker.id}`);
    const history = stepsTo(entry.outcome).map((step, index): DemoStatusStep => ({
      id: stableUuid(`application-status:${id}:${index}`),
      actorId: step.bySeeker ? seeker.id : employerId,
      from: step.from,
      to: step.to,
      at: new Date(Math.round(appliedAt + span * step.at)),
    }));
    const appliedOn = new Date(Math.round(appliedAt));
    const last = history.at(-1)?.at ?? appliedOn;
    const reviewed = history.find((step) => step.to === 'reviewed');
    applications.push({
      id,
      jobId: job.id,
      seekerId: seeker.id,
      resumeId,
      coverLetter: entry.letter,
      status: entry.outcome.status,
      interviewStage: entry.outcome.stage,
      appliedAt: appliedOn,
      updatedAt: last,
      withdrawnAt: entry.outcome.withdrawn ? last : null,
      history,
      employerId,
      reviewedAt: reviewed?.at ?? null,
    });
  }
  return applications;
}
