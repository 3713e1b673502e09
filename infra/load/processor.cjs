'use strict';
// Artillery's processor for scenarios.yml: picks who each virtual user is (a seeded account and an
// address of its own), makes the choices a person would (which job, which applicant, which next
// status), and writes what happened to LOAD_LOG_DIR:
//   requests-*.jsonl  a line when a request starts ({k:'s'}) and one when its answer comes
//                     ({k:'e'}, status and milliseconds); a start with no end is a request that
//                     failed on the wire (the virtual user stops there, as Artillery does)
//   the same file     {k:'ack'} for every write the API answered with a success: what the run
//                     later looks for in the database and at the payment sandbox
// Settings come from the environment the run gives Artillery's workers (LOAD_*).
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { threadId } = require('node:worker_threads');

const SEEKERS = Number(process.env.LOAD_SEEKERS);
const EMPLOYERS = Number(process.env.LOAD_EMPLOYERS);
const ADMINS = Number(process.env.LOAD_ADMINS);
const PASSWORD = process.env.LOAD_PASSWORD;
const SITE = process.env.LOAD_SITE;
const SANDBOX = process.env.LOAD_AUTHNET_ENDPOINT;
/** The share of employer visits that end with buying a package. */
const PURCHASE_SHARE = Number(process.env.LOAD_PURCHASE_SHARE ?? 0.3);
const SEARCH_WORDS = [
  '',
  'remote',
  'bookkeeper',
  'writer',
  'assistant',
  'designer',
  'customer',
  'part-time',
  'project',
];
const CARD = { number: '4111111111111111', month: '12', year: String(new Date().getFullYear() + 3) };

let out = null;
function write(line) {
  if (!out) {
    out = fs.openSync(path.join(process.env.LOAD_LOG_DIR, `requests-${process.pid}-${threadId}.jsonl`), 'a');
  }
  fs.writeSync(out, `${JSON.stringify(line)}\n`);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
/** The md5(text)::uuid of the seed (load-data.mjs). */
function md5Uuid(text) {
  const hex = crypto.createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function parsed(response) {
  const body = response.body;
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Each virtual user: a seeded account of its role, and a client address of its own (X-Forwarded-For). */
function identify(context, role) {
  const count = { seeker: SEEKERS, employer: EMPLOYERS, admin: ADMINS }[role];
  const n = between(1, count);
  context.vars.role = role;
  context.vars.email = `${role}${n}@load.example`;
  context.vars.password = PASSWORD;
  context.vars.userId = md5Uuid(`load-${role}-${n}`);
  if (role === 'seeker') context.vars.resumeId = md5Uuid(`load-resume-${n}`);
  const address = crypto.randomInt(1, 2 ** 24);
  context.vars.clientIp = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  context.vars.vu = crypto.randomUUID();
}

module.exports = {
  asVisitor(context, events, done) {
    identify(context, 'seeker');
    context.vars.role = 'visitor';
    done();
  },
  asSeeker(context, events, done) {
    identify(context, 'seeker');
    done();
  },
  asEmployer(context, events, done) {
    identify(context, 'employer');
    done();
  },
  asAdmin(context, events, done) {
    identify(context, 'admin');
    done();
  },

  /** After each sign-in try (Artillery asks after the loop body): try again unless signed in or tried five times. */
  needsSignIn(context, next) {
    context.vars.signInTries = (context.vars.signInTries ?? 0) + 1;
    return next(!context.vars.signedIn && context.vars.signInTries < 5);
  },

  /** The search a person types next. */
  chooseSearch(context, events, done) {
    const word = pick(SEARCH_WORDS);
    context.vars.searchQuery = word ? `?q=${encodeURIComponent(word)}` : '';
    done();
  },

  /** The next applicant the employer works on, and what they do with them. */
  chooseApplicant(context, events, done) {
    const applications = context.vars.applications ?? [];
    const open = applications.filter((item) => item.status !== 'hired');
    context.vars.appId = '';
    context.vars.statusBody = '';
    context.vars.interviewBody = '';
    context.vars.recipientId = '';
    if (open.length === 0) return done();
    const application = pick(open);
    context.vars.appId = application.id;
    context.vars.recipientId = application.applicant.id;
    context.vars.jobOfApp = application.job.id;
    const next = {
      pending: { status: 'reviewed', interviewStage: 'initial_screening' },
      reviewed: { status: 'interview' },
      rejected: { status: 'reviewed', interviewStage: 'initial_screening' },
      interview: null,
    }[application.status];
    if (next) context.vars.statusBody = next;
    if (application.status === 'interview') {
      // A later stage must be scheduled after the current one (the pipeline's rule, which a person
      // sees as a field message): each stage gets its own span of days, later for later stages.
      const stages = ['technical_interview', 'behavioral_interview', 'final_interview'];
      const stage = pick(stages);
      const days = 20 * (stages.indexOf(stage) + 1) + between(1, 15);
      const at = new Date(Date.now() + days * 86_400_000);
      at.setUTCMinutes(0, 0, 0);
      context.vars.interviewBody = { stage, scheduledAt: at.toISOString(), timeZone: 'America/New_York' };
    }
    context.vars.messageBody = { content: `Hello from the hiring team (${new Date().toISOString()})` };
    done();
  },

  /** A job the employer posts (their company holds Gold Plus: no purchase needed). */
  chooseJobPost(context, events, done) {
    context.vars.jobPost = {
      title: `Remote Coordinator ${crypto.randomInt(1, 1_000_000)}`,
      description:
        'Coordinate schedules and projects for a small remote team. You will keep calendars, notes and follow-ups in order for everyone.',
      requirements: 'Two years of coordination or administrative work, and clear written English.',
      salaryMin: 40000,
      salaryMax: 55000,
      salaryType: 'yearly',
      location: 'Remote',
      jobType: 'PART_TIME',
      experienceLevel: 'mid',
      category: 'Administrative',
      skills: ['Scheduling', 'Communication'],
      benefits: 'Flexible hours',
      applicationDeadline: null,
      website: 'https://example.com',
      linkedinProfile: 'https://www.linkedin.com/company/example',
      contactPhone: '5551234567',
      isCompanyPrivate: false,
      isFlexible: true,
    };
    done();
  },

  /**
   * Whether this visit buys a package (LOAD_PURCHASE_SHARE of them) with a fresh Idempotency-Key,
   * sent twice in half of them; and, for an employer without a card, a card token from the payment
   * sandbox, as Accept.js gets one in the browser (the card never reaches the API).
   */
  async tokenizeCard(context) {
    context.vars.cardBody = '';
    context.vars.purchaseKey = '';
    context.vars.retryPurchase = '';
    if (Math.random() >= PURCHASE_SHARE) return;
    context.vars.purchaseKey = crypto.randomUUID();
    context.vars.packageId = pick(['standard-job-post', 'featured-job-post']);
    context.vars.retryPurchase = Math.random() < 0.5 ? 'yes' : '';
    const config = context.vars.authnetConfig;
    if (context.vars.hasCard || !config || !SANDBOX) return;
    const answer = await fetch(`${SANDBOX}/xml/v1/request.api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        securePaymentContainerRequest: {
          merchantAuthentication: { name: config.apiLoginId, clientKey: config.clientKey },
          refId: String(Date.now()).slice(-20),
          data: {
            type: 'TOKEN',
            id: crypto.randomUUID(),
            token: { cardNumber: CARD.number, expirationDate: `${CARD.year}-${CARD.month}`, cardCode: '123' },
          },
        },
      }),
    }).catch(() => null);
    if (!answer || !answer.ok) return;
    const data = JSON.parse((await answer.text()).replace(/^\uFEFF/, ''));
    if (!data.opaqueData) return;
    context.vars.cardBody = {
      opaqueDataDescriptor: data.opaqueData.dataDescriptor,
      opaqueDataValue: data.opaqueData.dataValue,
      expiryMonth: CARD.month,
      expiryYear: CARD.year,
      isDefault: true,
    };
  },

  /** Every request: the site's Origin on writes (as a browser sends it), the user's address, and a start line. */
  beforeRequest(requestParams, context, events, next) {
    requestParams.headers = { ...(requestParams.headers ?? {}), 'x-forwarded-for': context.vars.clientIp };
    if ((requestParams.method ?? 'GET').toUpperCase() !== 'GET') requestParams.headers.origin = SITE;
    const id = crypto.randomUUID();
    context.vars.inFlight = { id, at: Date.now() };
    write({ k: 's', id, t: Date.now(), vu: context.vars.vu, sc: context.vars.role, c: requestParams.name });
    next();
  },

  /** Every answer: an end line, what the flow needs next, and the acknowledged writes. */
  afterResponse(requestParams, response, context, events, next) {
    const started = context.vars.inFlight;
    const status = response.statusCode;
    const name = requestParams.name;
    write({ k: 'e', id: started?.id, t: Date.now(), st: status, ms: Date.now() - (started?.at ?? Date.now()) });
    const ok = status >= 200 && status < 300;
    const body = ok ? parsed(response) : null;
    const vars = context.vars;
    const ack = (what) => write({ k: 'ack', t: Date.now(), by: vars.userId, ...what });
    switch (name) {
      case 'sign-in':
        vars.signedIn = ok ? 'yes' : '';
        break;
      case 'search':
        vars.jobId = body?.jobs?.length ? pick(body.jobs).id : vars.jobId;
        break;
      case 'applicants':
        vars.applications = body?.applications ?? [];
        break;
      case 'moderation-queue':
        vars.pendingJobId = body?.jobs?.length ? pick(body.jobs).id : '';
        break;
      case 'cards':
        vars.hasCard = (body?.paymentMethods?.length ?? 0) > 0 ? 'yes' : '';
        break;
      case 'payment-config':
        vars.authnetConfig = body;
        break;
      case 'chat-threads': {
        const thread = body?.threads?.length ? pick(body.threads) : null;
        vars.threadId = thread ? thread.id : '';
        vars.messageBody = { content: `Thank you, talk soon (${new Date().toISOString()})` };
        break;
      }
      case 'chat-start':
        vars.threadId = body?.threadId ?? '';
        break;
      case 'apply':
        if (ok) ack({ type: 'application', id: body.id, jobId: vars.jobId });
        break;
      case 'save-job':
        if (ok) ack({ type: 'saved', jobId: vars.jobId });
        break;
      case 'status-change':
        if (ok) ack({ type: 'status', applicationId: vars.appId, to: vars.statusBody.status });
        break;
      case 'interview':
        if (ok) ack({ type: 'interview', applicationId: vars.appId, stage: vars.interviewBody.stage });
        break;
      case 'chat-send':
        if (ok) ack({ type: 'message', id: body.message.id, threadId: vars.threadId });
        break;
      case 'job-post':
        if (ok) ack({ type: 'job', id: body.id });
        break;
      case 'purchase':
      case 'purchase-retry':
        if (ok) ack({ type: 'purchase', key: vars.purchaseKey, creditId: body.credit.id });
        break;
      case 'approve':
        if (ok) ack({ type: 'approval', jobId: vars.pendingJobId });
        break;
      default:
        break;
    }
    next();
  },
};
