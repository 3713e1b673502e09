import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  CRITIQUE_LIMITS,
  GENERIC_MESSAGES,
  type Role,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { authnetSignature } from '../../src/infrastructure/payments/authnet/authnet-signature';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf } from '../support/accounts-fakes';
import { type RunningApi, startApi } from '../support/api-server';
import { insertUsers } from '../support/access-context';
import { clearDemoMarket, openOrm, truncateJobsData } from '../support/database';
import { type DiscoveredRoute, discoverRoutes } from '../support/routes';
import { HttpSession } from '../support/http-session';
import { testConfig } from '../support/test-config';

/**
 * The authorization matrix: every route of the booted app (read from Nest's routing metadata, so
 * a new route cannot slip by) against every kind of caller. A route without an entry fails the
 * suite. To add routes: add one entry per "METHOD /api/path" to MATRIX below, saying who may call
 * it (one of the access helpers), a request that passes authorization without lasting harm, and,
 * for routes with path parameters, how to address the caller's own resource and someone else's.
 */

// ------------------------------------------------------------------------------------------------
// Callers and what they may get

const CALLERS = ['anonymous', 'newcomer', 'seeker', 'employer', 'admin', 'adminAsSeeker', 'adminAsEmployer'] as const;
type Caller = (typeof CALLERS)[number];

/** 'ok': authorization let the request through (any status but 401/403). Otherwise the refusal. */
type Outcome = 'ok' | { status: 401 | 403; error: string };

const OK = 'ok' as const;
const UNAUTHENTICATED: Outcome = { status: 401, error: GENERIC_MESSAGES.unauthorized };
const FORBIDDEN: Outcome = { status: 403, error: GENERIC_MESSAGES.forbidden };
const NOT_WHILE_IMPERSONATING: Outcome = { status: 403, error: ACCESS_MESSAGES.notWhileImpersonating };

type Access = Record<Caller, Outcome>;

/** The role each caller acts as. */
const ACTING_ROLE: Record<Exclude<Caller, 'anonymous'>, Role | null> = {
  newcomer: null,
  seeker: 'seeker',
  employer: 'employer',
  admin: 'admin',
  adminAsSeeker: 'seeker',
  adminAsEmployer: 'employer',
};
const impersonating = (caller: Caller) => caller === 'adminAsSeeker' || caller === 'adminAsEmployer';

function access(
  decide: (caller: Exclude<Caller, 'anonymous'>) => Outcome,
  anonymous: Outcome = UNAUTHENTICATED,
): Access {
  return Object.fromEntries(
    CALLERS.map((caller) => [caller, caller === 'anonymous' ? anonymous : decide(caller)]),
  ) as Access;
}

/** Anyone, signed in or not (impersonating admins act as the user). */
const anyone = () => access(() => OK, OK);
/** Any signed-in user, a newcomer without a role included. */
const signedIn = (unauthenticated: Outcome = UNAUTHENTICATED) => access(() => OK, unauthenticated);
/** Users acting as one of these roles (an impersonating admin acts as the impersonated role). */
const roles = (...allowed: Role[]) =>
  access((caller) => (ACTING_ROLE[caller] !== null && allowed.includes(ACTING_ROLE[caller]!) ? OK : FORBIDDEN));
/** The account's owner only: like `roles` (or any signed-in user), and never while impersonating. */
const ownerOnly = (allowed: Role[] | 'any', unauthenticated: Outcome = UNAUTHENTICATED) =>
  access((caller) => {
    const role = ACTING_ROLE[caller];
    if (allowed !== 'any' && (role === null || !allowed.includes(role))) return FORBIDDEN;
    return impersonating(caller) ? NOT_WHILE_IMPERSONATING : OK;
  }, unauthenticated);
/** The signed-in admin themself (impersonation headers are ignored there). */
const adminThemself = () => access((caller) => (caller === 'admin' || impersonating(caller) ? OK : FORBIDDEN));

// ------------------------------------------------------------------------------------------------
// The matrix

interface Context {
  seekerId: string;
  employerId: string;
  otherSeekerId: string;
  otherEmployerId: string;
  /** A live job of employer@demo.local's company, and one of another company. */
  ownJobId: string;
  otherJobId: string;
  /** A draft of employer@demo.local's company that the matrix may archive. */
  ownDraftJobId: string;
  /** A job id nobody has. */
  missingJobId: string;
  /** Job alerts of seeker@demo.local and of another seeker. */
  ownAlertId: string;
  otherAlertId: string;
  adminId: string;
  newcomerId: string;
  /** A pending upload of each user a caller acts as, and one of another seeker. */
  uploadOf: Record<'newcomer' | 'seeker' | 'employer' | 'admin' | 'otherSeeker', string>;
  /** Resume versions of seeker@demo.local and of another seeker. */
  ownResumeId: string;
  otherResumeId: string;
  /** Applications of seeker@demo.local and of another seeker (to ownJobId). */
  ownApplicationId: string;
  otherApplicationId: string;
  /** An application to another company's job (otherJobId), which employer@demo.local may not see. */
  otherCompanyApplicationId: string;
  /** Chat: the demo employer's company's thread with the demo seeker (with a message), another company's thread with another seeker, and the demo admin's concierge thread. */
  chatThreadId: string;
  chatMessageId: string;
  otherChatThreadId: string;
  conciergeChatThreadId: string;
  /** Critique requests of seeker@demo.local and of another seeker. */
  ownCritiqueId: string;
  otherCritiqueId: string;
}

interface RequestSpec {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

interface RouteEntry {
  access: Access;
  /** A request that passes authorization for allowed callers; GET without query and POST {} by default. */
  request?: (ctx: Context, caller: Caller) => RequestSpec;
  /**
   * Routes with path parameters: the values naming the caller's own resource and someone else's.
   * Allowed callers must get through for their own and be refused (403 or 404) for another's.
   */
  resources?: {
    own: (ctx: Context, caller: Caller) => Record<string, string>;
    other: (ctx: Context, caller: Caller) => Record<string, string>;
  };
  /** The route is about the signed-in user themself (@ActsAsSelf): impersonation headers are ignored, not refused. */
  ignoresImpersonationHeaders?: true;
}

/** Employer job routes: the caller's company's job, and another company's. */
const ownJob: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.ownJobId }),
  other: (ctx) => ({ id: ctx.otherJobId }),
};
/** Admins may moderate any job; "someone else's" is a job that does not exist. */
const anyJobForAdmins: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.ownJobId }),
  other: (ctx) => ({ id: ctx.missingJobId }),
};

/** Saving: any job seekers can see; "someone else's" is a job that does not exist. */
const savedJob: RouteEntry['resources'] = {
  own: (ctx) => ({ jobId: ctx.ownJobId }),
  other: (ctx) => ({ jobId: ctx.missingJobId }),
};

const ownAlert: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.ownAlertId }),
  other: (ctx) => ({ id: ctx.otherAlertId }),
};

const ownResume: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.ownResumeId }),
  other: (ctx) => ({ id: ctx.otherResumeId }),
};

const ownApplication: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.ownApplicationId }),
  other: (ctx) => ({ id: ctx.otherApplicationId }),
};

/** Employers: an application to their company's job (another seeker's, so the seeker routes never withdraw it), and one to another company's. */
const companyApplication: RouteEntry['resources'] = {
  own: (ctx) => ({ id: ctx.otherApplicationId }),
  other: (ctx) => ({ id: ctx.otherCompanyApplicationId }),
};

/** Chat threads: the one the caller may read (an admin acting as themself reads their concierge thread), and one they may not. */
const chatThread: RouteEntry['resources'] = {
  own: (ctx, caller) => ({ threadId: caller === 'admin' ? ctx.conciergeChatThreadId : ctx.chatThreadId }),
  other: (ctx) => ({ threadId: ctx.otherChatThreadId }),
};

/** Critiques: the seeker's own and another seeker's; admins review any, and "someone else's" is one that does not exist. */
const ownCritique: RouteEntry['resources'] = {
  own: (ctx) => ({ requestId: ctx.ownCritiqueId }),
  other: (ctx) => ({ requestId: ctx.otherCritiqueId }),
};
const anyCritiqueForAdmins: RouteEntry['resources'] = {
  own: (ctx) => ({ requestId: ctx.ownCritiqueId }),
  other: (ctx) => ({ requestId: ctx.missingJobId }),
};

/** The user a caller acts as (an impersonating admin acts as the impersonated user). */
const actingAs = (caller: Caller): 'newcomer' | 'seeker' | 'employer' | 'admin' =>
  caller === 'adminAsSeeker'
    ? 'seeker'
    : caller === 'adminAsEmployer'
      ? 'employer'
      : caller === 'anonymous'
        ? 'newcomer'
        : caller;
const actingUserId = (ctx: Context, caller: Caller): string =>
  ({ newcomer: ctx.newcomerId, seeker: ctx.seekerId, employer: ctx.employerId, admin: ctx.adminId })[actingAs(caller)];

/** Cards: the one of the user a caller acts as (seeded below), and another seeker's. */
const CARD_IDS = {
  seeker: '0a0a0a0a-0000-4000-8000-0000000000f1',
  employer: '0a0a0a0a-0000-4000-8000-0000000000f2',
  otherSeeker: '0a0a0a0a-0000-4000-8000-0000000000f3',
};
const ownCard: RouteEntry['resources'] = {
  own: (_ctx, caller) => ({ id: actingAs(caller) === 'employer' ? CARD_IDS.employer : CARD_IDS.seeker }),
  other: () => ({ id: CARD_IDS.otherSeeker }),
};

/** Charges (approved, so with receipts) of the user a caller acts as, another seeker's, and a declined one admins may try to refund (409). */
const CHARGE_IDS = {
  seeker: '0a0a0a0a-0000-4000-8000-0000000001f1',
  employer: '0a0a0a0a-0000-4000-8000-0000000001f2',
  otherSeeker: '0a0a0a0a-0000-4000-8000-0000000001f3',
  declined: '0a0a0a0a-0000-4000-8000-0000000001f4',
  missing: '0a0a0a0a-0000-4000-8000-0000000001ff',
};
const ownReceipt: RouteEntry['resources'] = {
  own: (_ctx, caller) => ({ id: actingAs(caller) === 'employer' ? CHARGE_IDS.employer : CHARGE_IDS.seeker }),
  other: () => ({ id: CHARGE_IDS.otherSeeker }),
};
/** Admins may refund any payment; "someone else's" is a payment that does not exist. */
const anyChargeForAdmins: RouteEntry['resources'] = {
  own: () => ({ id: CHARGE_IDS.declined }),
  other: () => ({ id: CHARGE_IDS.missing }),
};

/** Uploads: the caller's own, and another seeker's. */
const ownUpload: RouteEntry['resources'] = {
  own: (ctx, caller) => ({ uploadId: ctx.uploadOf[actingAs(caller)] }),
  other: (ctx) => ({ uploadId: ctx.uploadOf.otherSeeker }),
};
/**
 * Pictures: yourself always; someone you may not see is 404 (seekers another seeker, employers
 * another company's employer, a newcomer anyone else, admins a user that does not exist).
 */
const visiblePerson: RouteEntry['resources'] = {
  own: (ctx, caller) => ({ userId: actingUserId(ctx, caller) }),
  other: (ctx, caller) => {
    const acting = actingAs(caller);
    if (acting === 'seeker') return { userId: ctx.otherSeekerId };
    if (acting === 'employer') return { userId: ctx.otherEmployerId };
    if (acting === 'admin') return { userId: ctx.missingJobId };
    return { userId: ctx.seekerId };
  },
};

/** A notification signed as the card provider signs them (a new id each time: each is taken once). */
function signedNotification(): RequestSpec {
  const body = {
    notificationId: randomUUID(),
    eventType: 'net.authorize.payment.void.created',
    eventDate: new Date().toISOString(),
    webhookId: 'matrix',
    payload: { entityName: 'transaction', id: '1' },
  };
  return {
    body,
    headers: { 'x-anet-signature': authnetSignature(JSON.stringify(body), testConfig().payments!.signatureKey) },
  };
}

const MATRIX: Record<string, RouteEntry> = {
  // Platform
  'GET /api/health': { access: anyone() },
  'GET /api/ready': { access: anyone() },
  'GET /api/site-config': { access: anyone() },
  'GET /api/jobs': { access: anyone() },
  'GET /api/jobs/categories': { access: anyone() },
  'GET /api/jobs/categories/counts': { access: anyone() },
  // A live job for anyone; one that is not shown (here: unknown) answers 404.
  'GET /api/jobs/:id/wordpress-slug': {
    access: anyone(),
    resources: { own: (ctx) => ({ id: ctx.ownJobId }), other: (ctx) => ({ id: ctx.missingJobId }) },
  },
  'GET /api/jobs/:id': {
    access: anyone(),
    resources: { own: (ctx) => ({ id: ctx.ownJobId }), other: (ctx) => ({ id: ctx.missingJobId }) },
  },

  // Identity (these act as the signed-in user themself: impersonation headers are ignored)
  'POST /api/auth/sign-up': {
    access: anyone(),
    ignoresImpersonationHeaders: true,
    request: () => ({ body: { email: 'not-an-email' } }),
  },
  'POST /api/auth/sign-in': {
    access: anyone(),
    ignoresImpersonationHeaders: true,
    request: () => ({ body: { email: 'seeker@demo.local', password: 'Demo-pass-2026' } }),
  },
  'POST /api/auth/sign-out': { access: anyone(), ignoresImpersonationHeaders: true },
  'GET /api/auth/session': { access: anyone(), ignoresImpersonationHeaders: true },
  'GET /api/auth/user-role': { access: signedIn(), ignoresImpersonationHeaders: true },
  'POST /api/auth/role': { access: signedIn(), request: () => ({ body: { role: 'nonsense' } }) },
  'POST /api/auth/verify-email': {
    access: anyone(),
    ignoresImpersonationHeaders: true,
    request: () => ({ body: { token: 'not-a-real-token-0123456789' } }),
  },
  'POST /api/auth/password-reset': {
    access: anyone(),
    ignoresImpersonationHeaders: true,
    request: (_ctx, caller) => ({ body: { email: `matrix-${caller}@example.com` } }),
  },
  'POST /api/auth/password-reset/confirm': {
    access: anyone(),
    ignoresImpersonationHeaders: true,
    request: () => ({ body: { token: 'not-a-real-token-0123456789', password: 'Valid-pass-1' } }),
  },

  // Account settings: the owner only
  'POST /api/account/password': {
    access: ownerOnly('any', { status: 401, error: CHANGE_PASSWORD_MESSAGES.notAuthenticated }),
    request: () => ({ body: { currentPassword: 'x' } }),
  },
  'POST /api/employer/account/email': {
    access: ownerOnly(['employer']),
    request: () => ({ body: { newEmail: 'not-an-email' } }),
  },
  'POST /api/seeker/account/email': {
    access: ownerOnly(['seeker']),
    request: () => ({ body: { newEmail: 'not-an-email' } }),
  },
  // Ends only the matrix's earlier sessions of the caller: each call signs in afresh.
  'POST /api/account/sign-out-others': { access: ownerOnly('any') },
  'POST /api/account/delete': {
    access: ownerOnly('any'),
    request: () => ({ body: { confirmEmail: 'someone-else@example.com' } }),
  },

  // Profile: the acting user's own
  'GET /api/user/profile': { access: signedIn() },
  'PATCH /api/user/profile': { access: signedIn() },

  // Uploads: anyone signed in, for their own files; pictures of the people they may see
  'POST /api/upload/presigned-url': {
    access: signedIn(),
    request: () => ({ body: { fileName: '', fileType: 'application/pdf', fileSize: 10 } }),
  },
  'POST /api/upload/confirm': {
    access: signedIn(),
    request: (ctx) => ({ body: { uploadId: ctx.missingJobId, fileUrl: 'http://storage.invalid/x' } }),
  },
  'GET /api/upload/:uploadId': { access: signedIn(), resources: ownUpload },
  'GET /api/user/profile-picture': { access: signedIn() },
  'GET /api/user/profile-picture/:userId': { access: signedIn(), resources: visiblePerson },
  // An applicant is a seeker and a concierge an admin: anyone else answers 404.
  'GET /api/applicant/profile-picture/:applicantId': {
    access: roles('employer', 'admin'),
    resources: { own: (ctx) => ({ applicantId: ctx.seekerId }), other: (ctx) => ({ applicantId: ctx.employerId }) },
  },
  // Company profile: employers, for their own company; uploaded logos are public at an address naming the upload
  'GET /api/employer/company': { access: roles('employer') },
  'PUT /api/employer/company': { access: roles('employer'), request: () => ({ body: { name: '', logoUrl: null } }) },
  'GET /api/employer/company-logo': { access: roles('employer') },
  'GET /api/companies/:companyId/logo/:uploadId': {
    access: anyone(),
    resources: {
      own: (ctx) => ({ companyId: ctx.missingJobId, uploadId: ctx.uploadOf.seeker }),
      other: (ctx) => ({ companyId: ctx.missingJobId, uploadId: ctx.uploadOf.otherSeeker }),
    },
  },
  'GET /api/concierge/profile-picture/:conciergeId': {
    access: roles('employer', 'admin'),
    resources: { own: (ctx) => ({ conciergeId: ctx.adminId }), other: (ctx) => ({ conciergeId: ctx.seekerId }) },
  },

  // Admin
  'GET /api/admin/users': { access: roles('admin') },
  'GET /api/admin/audit-log': { access: roles('admin') },
  'GET /api/admin/email-failures': { access: roles('admin') },
  'POST /api/admin/impersonation/start': {
    access: adminThemself(),
    ignoresImpersonationHeaders: true,
    request: (ctx) => ({ body: { targetUserId: ctx.otherSeekerId } }),
  },
  // Jobs: posting (the owning company's employers; other companies' jobs answer 404)
  'POST /api/employer/jobs': {
    access: roles('employer'),
    request: () => ({ body: { draft: true, title: 'x'.repeat(101) } }),
  },
  'GET /api/employer/jobs': { access: roles('employer') },
  'GET /api/employer/jobs/:id': { access: roles('employer'), resources: ownJob },
  'PUT /api/employer/jobs/:id': {
    access: roles('employer'),
    resources: ownJob,
    request: () => ({ body: { draft: true, title: 'x'.repeat(101) } }),
  },
  // Live jobs cannot be submitted (409): authorization is what is checked here.
  'POST /api/employer/jobs/:id/submit': { access: roles('employer'), resources: ownJob },
  // Only expired jobs renew (409 for the draft): authorization is what is checked here.
  'POST /api/employer/jobs/:id/renew': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.ownDraftJobId }), other: (ctx) => ({ id: ctx.otherJobId }) },
  },
  'POST /api/employer/jobs/:id/duplicate': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.ownDraftJobId }), other: (ctx) => ({ id: ctx.otherJobId }) },
  },
  'POST /api/employer/jobs/:id/fill': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.ownDraftJobId }), other: (ctx) => ({ id: ctx.otherJobId }) },
  },
  'POST /api/employer/jobs/:id/archive': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.ownDraftJobId }), other: (ctx) => ({ id: ctx.otherJobId }) },
  },

  // Saved jobs: seekers only; a job id nobody can see answers 404
  'GET /api/seeker/saved-jobs': { access: roles('seeker') },
  'PUT /api/seeker/saved-jobs/:jobId': { access: roles('seeker'), resources: savedJob },
  'DELETE /api/seeker/saved-jobs/:jobId': { access: roles('seeker'), resources: savedJob },

  // Job alerts: the seeker's own; the unsubscribe link needs no sign-in
  'POST /api/seeker/job-alerts': {
    access: roles('seeker'),
    request: () => ({ body: { query: 'q=writer', frequency: 'hourly' } }),
  },
  'GET /api/seeker/job-alerts': { access: roles('seeker') },
  'PATCH /api/seeker/job-alerts/:id': { access: roles('seeker'), resources: ownAlert, request: () => ({ body: {} }) },
  'DELETE /api/seeker/job-alerts/:id': { access: roles('seeker'), resources: ownAlert },
  'PUT /api/seeker/job-alerts/:id': { access: roles('seeker'), resources: ownAlert, request: () => ({ body: {} }) },
  'POST /api/seeker/job-alerts/:id/restore': { access: roles('seeker'), resources: ownAlert },
  'GET /api/job-alerts/unsubscribe': {
    access: anyone(),
    request: () => ({ query: { token: 'not-a-real-token-0123456789' } }),
  },
  'POST /api/job-alerts/unsubscribe': {
    access: anyone(),
    request: () => ({ query: { token: 'not-a-real-token-0123456789' } }),
  },

  // Notification e-mails: the signed unsubscribe link needs no sign-in
  'GET /api/notifications/unsubscribe': {
    access: anyone(),
    request: () => ({ query: { token: 'not-a-signed-token-0123456789' } }),
  },
  'POST /api/notifications/unsubscribe': {
    access: anyone(),
    request: () => ({ query: { token: 'not-a-signed-token-0123456789' } }),
  },

  // The notification center: every role, each their own (an impersonating admin acts as the user)
  'GET /api/notifications': { access: roles('seeker', 'employer', 'admin') },
  'POST /api/notifications/read': { access: roles('seeker', 'employer', 'admin'), request: () => ({ body: {} }) },
  'POST /api/notifications/seen': { access: roles('seeker', 'employer', 'admin'), request: () => ({ body: {} }) },
  'GET /api/notifications/preferences': { access: roles('seeker', 'employer', 'admin') },
  'PUT /api/notifications/preferences': {
    access: roles('seeker', 'employer', 'admin'),
    request: () => ({ body: { timeZone: 'Mars/Olympus_Mons' } }),
  },

  // Seeker profile and resume versions: seekers, their own; another seeker's resume answers 404
  'GET /api/seeker/profile': { access: roles('seeker') },
  'PUT /api/seeker/profile': { access: roles('seeker'), request: () => ({ body: { headline: 'h'.repeat(161) } }) },
  'POST /api/seeker/resumes': { access: roles('seeker'), request: (ctx) => ({ body: { uploadId: ctx.missingJobId } }) },
  'PATCH /api/seeker/resumes/:id': { access: roles('seeker'), resources: ownResume, request: () => ({ body: {} }) },
  // The file is still pending: 409, past authorization.
  'GET /api/seeker/resumes/:id/download': { access: roles('seeker'), resources: ownResume },
  // Deletes the seeker's fixture version (later callers get 404): kept after the other resume routes.
  'DELETE /api/seeker/resumes/:id': { access: roles('seeker'), resources: ownResume },

  // Applications: seekers, their own; another seeker's application answers 404
  // An empty body: 400 with fieldErrors, past authorization.
  'POST /api/seeker/applications': { access: roles('seeker'), request: () => ({ body: {} }) },
  'GET /api/seeker/applications': { access: roles('seeker') },
  // The first seeker call withdraws the fixture application; later ones answer 409, past authorization.
  'POST /api/seeker/applications/:id/withdraw': { access: roles('seeker'), resources: ownApplication },

  // Applications, the employer's side: the company's jobs only; another company's applicant (or job) answers 404
  'GET /api/employer/jobs/:id/applications': { access: roles('employer'), resources: ownJob },
  'GET /api/employer/applications': { access: roles('employer') },
  'GET /api/employer/applications/:id/profile': { access: roles('employer'), resources: companyApplication },
  // The fixture's resume version is gone or pending: 404/409 past authorization for one's own.
  'GET /api/employer/applications/:id/resume': { access: roles('employer'), resources: companyApplication },
  // An empty body: 400 with fieldErrors, past authorization.
  'PUT /api/employer/applications/:id/status': {
    access: roles('employer'),
    resources: companyApplication,
    request: () => ({ body: {} }),
  },
  'POST /api/employer/applications/bulk-status': {
    access: roles('employer'),
    request: () => ({ body: { applicationIds: [], status: 'reviewed' } }),
  },
  'POST /api/employer/applications/bulk-status/undo': {
    access: roles('employer'),
    request: () => ({ body: { undoToken: '' } }),
  },

  // Interview pipeline: employers, for applications to their company's jobs (another company's: 404).
  // The fixture application is pending (409), and an empty body would be refused (400): past authorization either way.
  'GET /api/employer/applications/:id/interview': { access: roles('employer'), resources: companyApplication },
  'PUT /api/employer/applications/:id/interview': {
    access: roles('employer'),
    resources: companyApplication,
    request: () => ({ body: {} }),
  },
  'GET /api/employer/applications/:id/interview/history': { access: roles('employer'), resources: companyApplication },

  // Talent: employers with a company; a seeker who lets employers find them (the demo seeker) is readable, anyone else (here a newcomer) answers 404.
  'GET /api/employer/talent': { access: roles('employer') },
  'GET /api/employer/talent/:id': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.seekerId }), other: (ctx) => ({ id: ctx.newcomerId }) },
  },
  // The demo seeker keeps no resume: 404 with its own message, past authorization.
  'GET /api/employer/talent/:id/resume': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.seekerId }), other: (ctx) => ({ id: ctx.newcomerId }) },
  },
  // An empty body: 400 with fieldErrors, past authorization (nothing is sent).
  'POST /api/employer/talent/:id/invitations': {
    access: roles('employer'),
    resources: { own: (ctx) => ({ id: ctx.seekerId }), other: (ctx) => ({ id: ctx.newcomerId }) },
    request: () => ({ body: {} }),
  },
  'GET /api/seeker/invitations': { access: roles('seeker') },

  // Payment methods: the caller's own card, and another seeker's (404). An empty body is refused (400), past authorization.
  'GET /api/payments/authnet/config': { access: anyone() },
  'GET /api/seeker/subscription/payment-methods': { access: roles('seeker') },
  'POST /api/seeker/subscription/payment-methods': { access: roles('seeker'), request: () => ({ body: {} }) },
  'DELETE /api/seeker/subscription/payment-methods/:id': { access: roles('seeker'), resources: ownCard },
  'PUT /api/seeker/subscription/payment-methods/:id/default': { access: roles('seeker'), resources: ownCard },
  'GET /api/employer/billing/payment-methods': { access: roles('employer') },
  'POST /api/employer/billing/payment-methods': { access: roles('employer'), request: () => ({ body: {} }) },
  'DELETE /api/employer/billing/payment-methods/:id': { access: roles('employer'), resources: ownCard },
  'PUT /api/employer/billing/payment-methods/:id/default': { access: roles('employer'), resources: ownCard },
  'GET /api/billing/plans': { access: anyone() },
  'GET /api/billing/packages': { access: anyone() },
  'GET /api/employer/packages/credits': { access: roles('employer') },
  // The card provider's webhooks: no sign-in, the signature is the proof (an unsigned one answers 401 to everyone)
  'POST /api/payments/authnet/webhook': { access: anyone(), request: () => signedNotification() },
  'POST /api/employer/packages/purchase': {
    access: roles('employer'),
    request: () => ({ body: { packageId: 'standard-job-post' } }),
  },
  'GET /api/seeker/subscription': { access: roles('seeker') },
  'POST /api/seeker/subscription': { access: roles('seeker'), request: () => ({ body: { planId: 'gold' } }) },
  'POST /api/seeker/subscription/cancel': { access: roles('seeker') },
  'PUT /api/seeker/subscription': { access: roles('seeker'), request: () => ({ body: { planId: 'vip-platinum' } }) },
  'POST /api/seeker/subscription/resume': { access: roles('seeker') },
  'GET /api/seeker/billing/history': { access: roles('seeker') },
  'GET /api/seeker/billing/receipts/:id/pdf': { access: roles('seeker'), resources: ownReceipt },
  'GET /api/employer/billing/history': { access: roles('employer') },
  'GET /api/employer/billing/receipts/:id/pdf': { access: roles('employer'), resources: ownReceipt },
  'GET /api/admin/payments': { access: roles('admin') },
  'POST /api/admin/payments/:id/refund': { access: roles('admin'), resources: anyChargeForAdmins },
  // Concierges: employers see their company's jobs' (another company's job answers 404); admins list and choose them
  'GET /api/employer/jobs/:id/concierge': { access: roles('employer'), resources: ownJob },
  'GET /api/employer/concierge/jobs': { access: roles('employer') },
  'GET /api/admin/concierge/jobs': { access: roles('admin') },
  'POST /api/admin/concierge/jobs/:jobId/assign': {
    access: roles('admin'),
    resources: { own: (ctx) => ({ jobId: ctx.ownJobId }), other: (ctx) => ({ jobId: ctx.missingJobId }) },
    request: (ctx) => ({ body: { adminId: ctx.adminId } }),
  },

  // Chat: every role; a thread is checked in the service (someone else's answers 404). Bodies that are refused (400) leave nothing behind.
  'GET /api/messages/inbox': { access: roles('seeker', 'employer', 'admin') },
  'GET /api/messages/threads': { access: roles('seeker', 'employer', 'admin') },
  'POST /api/messages/threads': { access: roles('employer'), request: () => ({ body: {} }) },
  'GET /api/messages/threads/:threadId/messages': {
    access: roles('seeker', 'employer', 'admin'),
    resources: chatThread,
  },
  'POST /api/messages/threads/:threadId/messages': {
    access: roles('seeker', 'employer', 'admin'),
    resources: chatThread,
    request: () => ({ body: { content: '' } }),
  },
  'POST /api/messages/threads/:threadId/read': {
    access: roles('seeker', 'employer', 'admin'),
    resources: chatThread,
    request: () => ({ body: {} }),
  },
  // The message has no file: 404 with its own code, past authorization.
  'GET /api/messages/threads/:threadId/messages/:messageId/attachment': {
    access: roles('seeker', 'employer', 'admin'),
    resources: {
      own: (ctx, caller) => ({ ...chatThread.own(ctx, caller), messageId: ctx.chatMessageId }),
      other: (ctx) => ({ threadId: ctx.otherChatThreadId, messageId: ctx.chatMessageId }),
    },
  },
  // The job has no concierge package: 404 with its own code, past authorization.
  'GET /api/messages/concierge/:jobId': {
    access: roles('seeker', 'employer', 'admin'),
    resources: { own: (ctx) => ({ jobId: ctx.ownJobId }), other: (ctx) => ({ jobId: ctx.otherJobId }) },
  },
  'GET /api/messages/maintenance': { access: roles('seeker', 'employer', 'admin') },
  'PUT /api/admin/chat/maintenance': { access: roles('admin'), request: () => ({ body: {} }) },

  // Critiques: seekers their own (someone else's answers 404); admins review any. Refused bodies (400) leave nothing behind.
  'GET /api/seeker/critiques': { access: roles('seeker') },
  'POST /api/seeker/critiques': { access: roles('seeker'), request: () => ({ body: {} }) },
  'GET /api/seeker/critiques/:requestId': { access: roles('seeker'), resources: ownCritique },
  // Not completed: 409 with its own code, past authorization.
  'GET /api/seeker/critiques/:requestId/report': { access: roles('seeker'), resources: ownCritique },
  'GET /api/admin/critiques': { access: roles('admin') },
  'GET /api/admin/critiques/:requestId': { access: roles('admin'), resources: anyCritiqueForAdmins },
  'POST /api/admin/critiques/:requestId/claim': { access: roles('admin'), resources: anyCritiqueForAdmins },
  'POST /api/admin/critiques/:requestId/release': { access: roles('admin'), resources: anyCritiqueForAdmins },
  'PUT /api/admin/critiques/:requestId/draft': {
    access: roles('admin'),
    resources: anyCritiqueForAdmins,
    // Too long: refused (400) after the request is found, so another's (unknown) answers 404.
    request: () => ({ body: { reviewerText: 'x'.repeat(CRITIQUE_LIMITS.reviewerTextMax + 1) } }),
  },
  'POST /api/admin/critiques/:requestId/complete': {
    access: roles('admin'),
    resources: anyCritiqueForAdmins,
    request: () => ({ body: {} }),
  },
  'GET /api/admin/critiques/:requestId/resume': { access: roles('admin'), resources: anyCritiqueForAdmins },

  // Jobs: moderation (admins acting as themselves; a live job answers 409, an unknown one 404)
  'GET /api/admin/jobs': { access: roles('admin') },
  'POST /api/admin/jobs/:id/approve': { access: roles('admin'), resources: anyJobForAdmins },
  'POST /api/admin/jobs/:id/reject': {
    access: roles('admin'),
    resources: anyJobForAdmins,
    request: () => ({ body: { reason: '' } }),
  },

  'POST /api/admin/impersonation/stop': {
    access: adminThemself(),
    ignoresImpersonationHeaders: true,
    request: (ctx) => ({ body: { targetUserId: ctx.otherSeekerId } }),
  },
};

// ------------------------------------------------------------------------------------------------
// Routes are read from Nest's routing metadata (support/routes.ts).

const DEMO = { seeker: 'seeker@demo.local', employer: 'employer@demo.local', admin: 'admin@demo.local' };
const NEWCOMER_ID = '0a0a0a0a-0000-4000-8000-00000000000a';

describe('authorization matrix: every route × every kind of caller', () => {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
  let api: RunningApi;
  let orm: MikroORM;
  let routes: DiscoveredRoute[];
  const ids: Record<string, string> = {};
  let ctx: Context;
  let ip = 0;

  /** A fresh browser for the caller: its own session (minted, no password hashing) and, for impersonating admins, a running impersonation. */
  async function browserFor(caller: Caller): Promise<HttpSession> {
    const session = new HttpSession(api.baseUrl, config.publicOrigin, `203.0.113.${(ip++ % 250) + 1}`);
    if (caller === 'anonymous') return session;
    const who =
      caller === 'newcomer'
        ? NEWCOMER_ID
        : caller === 'seeker'
          ? ids.seeker!
          : caller === 'employer'
            ? ids.employer!
            : ids.admin!;
    const role =
      caller === 'newcomer' ? null : caller === 'seeker' ? 'seeker' : caller === 'employer' ? 'employer' : 'admin';
    const issued = await api.app.get(SessionService, { strict: false }).issue({ id: who, role });
    session.cookies.set(config.sessionCookie.name, issued.token);
    if (impersonating(caller)) {
      const target =
        caller === 'adminAsSeeker'
          ? { id: ids.seeker!, role: 'seeker' as const }
          : { id: ids.employer!, role: 'employer' as const };
      // The impersonation belongs to this browser's own admin session.
      const adminActor = actorOf(
        { id: ids.admin!, role: 'admin', email: DEMO.admin },
        { id: issued.sessionId, signedInAt: issued.signedInAt },
      );
      await api.app.get(ImpersonationService, { strict: false }).start(adminActor, target.id);
      session.impersonate(ids.admin!, target);
    }
    return session;
  }

  async function call(route: DiscoveredRoute, caller: Caller, params: Record<string, string> = {}) {
    const entry = MATRIX[route.key]!;
    const spec = entry.request?.(ctx, caller) ?? {};
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const query = spec.query ? `?${new URLSearchParams(spec.query)}` : '';
    const session = await browserFor(caller);
    const body = spec.body ?? (route.method === 'GET' || route.method === 'HEAD' ? undefined : {});
    return session.request(route.method, `${path}${query}`, {
      body,
      ...(spec.headers ? { headers: spec.headers } : {}),
    });
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    await clearDemoMarket(orm);
    await insertUsers(orm, [{ id: NEWCOMER_ID, email: 'newcomer@example.com', role: null }]);
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ id: string; email: string }>>(
        `select id, email from users where email in ('seeker@demo.local', 'employer@demo.local', 'admin@demo.local', 'olivia.martinez@demo.local', 'priya.raman@demo.local')`,
      );
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    ids.seeker = byEmail.get(DEMO.seeker)!;
    ids.employer = byEmail.get(DEMO.employer)!;
    ids.admin = byEmail.get(DEMO.admin)!;
    const jobRows = await orm.em.getConnection().execute<Array<{ id: string; email: string }>>(
      `select distinct on (u.email) j.id, u.email from jobs j join users u on u.company_id = j.company_id
       where j.status = 'approved' and u.email in ('employer@demo.local', 'priya.raman@demo.local') order by u.email, j.id`,
    );
    const jobOf = (email: string) => jobRows.find((row) => row.email === email)!.id;
    const ownDraftJobId = '0a0a0a0a-0000-4000-8000-0000000000d1';
    await orm.em
      .getConnection()
      .execute(
        `insert into jobs (id, company_id, title, description, requirements, status) select ?, company_id, 'Matrix draft', '', '', 'draft' from users where id = ?`,
        [ownDraftJobId, ids.employer],
      );
    ctx = {
      seekerId: ids.seeker,
      employerId: ids.employer,
      otherSeekerId: byEmail.get('olivia.martinez@demo.local')!,
      otherEmployerId: byEmail.get('priya.raman@demo.local')!,
      ownJobId: jobOf('employer@demo.local'),
      otherJobId: jobOf('priya.raman@demo.local'),
      ownDraftJobId,
      missingJobId: '0a0a0a0a-0000-4000-8000-0000000000ff',
      ownAlertId: '0a0a0a0a-0000-4000-8000-0000000000a1',
      otherAlertId: '0a0a0a0a-0000-4000-8000-0000000000a2',
      adminId: ids.admin,
      newcomerId: NEWCOMER_ID,
      uploadOf: {
        newcomer: '0a0a0a0a-0000-4000-8000-0000000000b1',
        seeker: '0a0a0a0a-0000-4000-8000-0000000000b2',
        employer: '0a0a0a0a-0000-4000-8000-0000000000b3',
        admin: '0a0a0a0a-0000-4000-8000-0000000000b4',
        otherSeeker: '0a0a0a0a-0000-4000-8000-0000000000b5',
      },
      ownResumeId: '0a0a0a0a-0000-4000-8000-0000000000c1',
      otherResumeId: '0a0a0a0a-0000-4000-8000-0000000000c2',
      ownApplicationId: '0a0a0a0a-0000-4000-8000-0000000000e1',
      otherApplicationId: '0a0a0a0a-0000-4000-8000-0000000000e2',
      otherCompanyApplicationId: '0a0a0a0a-0000-4000-8000-0000000000e3',
      chatThreadId: '0a0a0a0a-0000-4000-8000-0000000002f1',
      chatMessageId: '0a0a0a0a-0000-4000-8000-0000000002f2',
      otherChatThreadId: '0a0a0a0a-0000-4000-8000-0000000002f3',
      conciergeChatThreadId: '0a0a0a0a-0000-4000-8000-0000000002f4',
      ownCritiqueId: '0a0a0a0a-0000-4000-8000-0000000003f1',
      otherCritiqueId: '0a0a0a0a-0000-4000-8000-0000000003f2',
    };
    const uploadOwners: Array<[string, string]> = [
      [ctx.uploadOf.newcomer, NEWCOMER_ID],
      [ctx.uploadOf.seeker, ctx.seekerId],
      [ctx.uploadOf.employer, ctx.employerId],
      [ctx.uploadOf.admin, ctx.adminId],
      [ctx.uploadOf.otherSeeker, ctx.otherSeekerId],
    ];
    for (const [uploadId, ownerId] of uploadOwners) {
      await orm.em
        .getConnection()
        .execute(
          `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, now())`,
          [uploadId, ownerId, `uploads/${ownerId}/${uploadId}/original`],
        );
    }
    for (const [resumeId, uploadId, ownerId] of [
      [ctx.ownResumeId, '0a0a0a0a-0000-4000-8000-0000000000c3', ctx.seekerId],
      [ctx.otherResumeId, '0a0a0a0a-0000-4000-8000-0000000000c4', ctx.otherSeekerId],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, now())`,
          [uploadId, ownerId, `uploads/${ownerId}/${uploadId}/original`],
        );
      await orm.em
        .getConnection()
        .execute(
          `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at) values (?, ?, ?, 'CV', true, now())`,
          [resumeId, ownerId, uploadId],
        );
    }
    for (const [critiqueId, seekerId, resumeId] of [
      [ctx.ownCritiqueId, ctx.seekerId, ctx.ownResumeId],
      [ctx.otherCritiqueId, ctx.otherSeekerId, ctx.otherResumeId],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into critique_requests (id, seeker_id, resume_id, resume_name, target_role, target_industry, notes, status, requested_at, updated_at) values (?, ?, ?, 'CV', 'Bookkeeper', 'Accounting & Finance', '', 'requested', now(), now())`,
          [critiqueId, seekerId, resumeId],
        );
    }
    for (const [applicationId, seekerId, jobId] of [
      [ctx.ownApplicationId, ctx.seekerId, ctx.ownJobId],
      [ctx.otherApplicationId, ctx.otherSeekerId, ctx.ownJobId],
      [ctx.otherCompanyApplicationId, ctx.seekerId, ctx.otherJobId],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into applications (id, job_id, seeker_id, applied_at, updated_at) values (?, ?, ?, now(), now())`,
          [applicationId, jobId, seekerId],
        );
    }
    for (const [alertId, userId] of [
      [ctx.ownAlertId, ctx.seekerId],
      [ctx.otherAlertId, ctx.otherSeekerId],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into job_alerts (id, user_id, query, frequency, notified_up_to) values (?, ?, 'q=writer', 'daily', now())`,
          [alertId, userId],
        );
    }
    for (const [cardId, userId] of [
      [CARD_IDS.seeker, ctx.seekerId],
      [CARD_IDS.employer, ctx.employerId],
      [CARD_IDS.otherSeeker, ctx.otherSeekerId],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into payment_methods (id, user_id, customer_profile_id, payment_profile_id, brand, last4, expiry_month, expiry_year, is_default, created_at, updated_at) values (?, ?, '0', ?, 'Visa', '1111', 12, 2040, true, now(), now())`,
          [cardId, userId, `matrix-${cardId.slice(-2)}`],
        );
    }
    for (const [chargeId, userId, status] of [
      [CHARGE_IDS.seeker, ctx.seekerId, 'approved'],
      [CHARGE_IDS.employer, ctx.employerId, 'approved'],
      [CHARGE_IDS.otherSeeker, ctx.otherSeekerId, 'approved'],
      [CHARGE_IDS.declined, ctx.otherSeekerId, 'declined'],
    ]) {
      await orm.em
        .getConnection()
        .execute(
          `insert into charges (id, user_id, kind, item_id, period_key, amount_cents, card_brand, card_last4, status, created_at) values (?, ?, 'subscription', 'gold', ?, 4999, 'Visa', '1111', ?, now())`,
          [chargeId, userId, `matrix-${chargeId}`, status],
        );
      // An approved charge has its receipt (billing issues it with the approval: ReceiptsService.issueFor).
      if (status === 'approved')
        await orm.em
          .getConnection()
          .execute(
            `insert into receipts (charge_id, number, issued_at) values (?, nextval('receipt_number_seq'), now())`,
            [chargeId],
          );
    }
    const connection = orm.em.getConnection();
    const companyOf = async (userId: string) =>
      (
        await connection.execute<Array<{ company_id: string }>>(`select company_id from users where id = ?`, [userId])
      )[0]!.company_id;
    const [ownCompanyId, otherCompanyId] = [await companyOf(ctx.employerId), await companyOf(ctx.otherEmployerId)];
    for (const [threadId, kind, companyId, seekerId, jobId, startedById] of [
      [ctx.chatThreadId, 'direct', ownCompanyId, ctx.seekerId, ctx.ownJobId, ctx.employerId],
      [ctx.otherChatThreadId, 'direct', otherCompanyId, ctx.otherSeekerId, ctx.otherJobId, ctx.otherEmployerId],
      [ctx.conciergeChatThreadId, 'concierge', ownCompanyId, null, ctx.ownJobId, null],
    ]) {
      await connection.execute(
        `insert into chat_threads (id, kind, company_id, seeker_id, job_id, started_by_id, created_at, last_activity_at) values (?, ?, ?, ?, ?, ?, now(), now())`,
        [threadId, kind, companyId, seekerId, jobId, startedById],
      );
    }
    for (const [threadId, userId, side] of [
      [ctx.chatThreadId, ctx.employerId, 'employer'],
      [ctx.chatThreadId, ctx.seekerId, 'seeker'],
      [ctx.otherChatThreadId, ctx.otherSeekerId, 'seeker'],
      [ctx.conciergeChatThreadId, ctx.adminId, 'admin'],
      [ctx.conciergeChatThreadId, ctx.employerId, 'employer'],
    ]) {
      await connection.execute(
        `insert into chat_thread_members (thread_id, user_id, side, joined_at) values (?, ?, ?, now())`,
        [threadId, userId, side],
      );
    }
    await connection.execute(
      `insert into chat_messages (id, thread_id, sender_id, sender_type, content, created_at) values (?, ?, ?, 'employer', 'Hello', now())`,
      [ctx.chatMessageId, ctx.chatThreadId, ctx.employerId],
    );
    api = await startApi(config);
    routes = discoverRoutes(api.app);
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('discovers the routes the HTTP server actually serves', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(MATRIX).length);
    const fastify = api.app.getHttpAdapter().getInstance() as {
      hasRoute(route: { method: string; url: string }): boolean;
    };
    for (const route of routes)
      expect({ route: route.key, served: fastify.hasRoute({ method: route.method, url: route.path }) }).toEqual({
        route: route.key,
        served: true,
      });
  });

  it('has an entry for every route (add new routes to MATRIX) and none for routes that are gone', () => {
    const discovered = new Set(routes.map((route) => route.key));
    expect(routes.map((route) => route.key).filter((key) => !MATRIX[key])).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !discovered.has(key))).toEqual([]);
  });

  it('says, for every route that takes an id, how to address one’s own resource and another’s', () => {
    expect(
      routes
        .filter((route) => route.params.length > 0 && MATRIX[route.key] && !MATRIX[route.key]!.resources)
        .map((route) => route.key),
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`${key} is in MATRIX but the app has no such route`);
    const entry = MATRIX[key]!;
    const got: Array<{ caller: Caller; resource: string; outcome: unknown }> = [];
    const wanted: typeof got = [];
    for (const caller of CALLERS) {
      const want = entry.access[caller];
      const resources: Array<['own' | 'other' | 'none', Record<string, string>]> = entry.resources
        ? [
            ['own', entry.resources.own(ctx, caller)],
            ['other', entry.resources.other(ctx, caller)],
          ]
        : [['none', {}]];
      for (const [resource, params] of resources) {
        const answer = await call(route, caller, params);
        const error = (answer.body as { error?: unknown } | undefined)?.error;
        if (resource === 'other' && want === OK) {
          // Someone else's resource: refused (403) or not found for them (404), never served.
          got.push({
            caller,
            resource,
            outcome: answer.status === 403 || answer.status === 404 ? 'refused' : `served with ${answer.status}`,
          });
          wanted.push({ caller, resource, outcome: 'refused' });
        } else {
          got.push({
            caller,
            resource,
            outcome: answer.status === 401 || answer.status === 403 ? { status: answer.status, error } : OK,
          });
          wanted.push({ caller, resource, outcome: want });
        }
      }
    }
    expect(got).toEqual(wanted);
  });

  it('refuses forged impersonation headers on every route, from anyone but the admin running that impersonation', async () => {
    const forged = {
      'x-impersonated-user-id': ids.employer!,
      'x-impersonated-user-role': 'employer',
      'x-admin-id': ids.admin!,
    };
    const outcomes: Array<{ route: string; caller: string; refused: boolean }> = [];
    const expected: typeof outcomes = [];
    for (const route of routes) {
      const entry = MATRIX[route.key];
      if (!entry) continue; // reported by the "has an entry for every route" test
      for (const caller of ['anonymous', 'seeker', 'employer'] as const) {
        const session = await browserFor(caller);
        const spec = entry.request?.(ctx, caller) ?? {};
        const path = route.path.replace(/:([A-Za-z0-9_]+)/g, 'x');
        const answer = await session.request(route.method, path, {
          body: spec.body ?? (route.method === 'GET' ? undefined : {}),
          headers: forged,
        });
        const refused =
          answer.status === 403 &&
          (answer.body as { error?: string })?.error === AUTH_MESSAGES.impersonationHeadersRejected;
        outcomes.push({ route: route.key, caller, refused });
        // Routes about the signed-in user themself ignore the headers; every other route refuses them.
        expected.push({ route: route.key, caller, refused: !entry.ignoresImpersonationHeaders });
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
