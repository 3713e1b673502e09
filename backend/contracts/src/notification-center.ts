import type { Role } from './enums';
import { isTimeZoneName } from './interviews';
import type { FieldErrors } from './rules';

/**
 * The notification center: everything the product tells a person is a notification of one kind,
 * kept per recipient (a short text, a link, created, seen and read times) and shown under the bell in
 * the header. Each kind reaches the person in-app and by e-mail as their preferences say: e-mail as
 * it happens, in the daily digest, or not at all.
 *
 * HTTP (every route needs a session; each person reads and changes only their own):
 *   GET  /api/notifications?cursor=                NotificationsPage (newest first, NOTIFICATION_LIMITS.pageSize a page)
 *   POST /api/notifications/read   MarkNotificationsInput   { unreadCount }
 *   POST /api/notifications/seen   { ids }                   { unreadCount } (the panel showed them)
 *   GET  /api/notifications/preferences                     NotificationPreferences
 *   PUT  /api/notifications/preferences  NotificationPreferencesInput  NotificationPreferences
 *   GET|POST /api/notifications/unsubscribe?token=           the one-click unsubscribe page (no sign-in)
 *
 * Live: the socket (CHAT_SOCKET_PATH) sends `notifications_changed` NotificationsChangedEvent to each
 * of the person's sockets when their notifications change; the bell polls as the fallback.
 */

// ---------------------------------------------------------------- kinds

/** Every kind of notification, in the order the preferences page lists them. */
export const NOTIFICATION_KINDS = [
  // seekers
  'application-received',
  'application-reviewed',
  'application-interview',
  'application-hired',
  'application-not-selected',
  'interview-update',
  'job-invitation',
  'job-alert',
  'job-blast',
  'critique-ready',
  // employers
  'new-applicant',
  'job-approved',
  'job-rejected',
  'job-expiring',
  // everyone
  'chat-message',
  'payment-failed',
  'renewal-coming',
  'receipt',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
}

/** How a kind's e-mail goes: as each one happens, gathered into the daily digest, or not at all. */
export const EMAIL_MODES = ['immediate', 'digest', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  immediate: 'As it happens',
  digest: 'Daily digest',
  off: 'Off',
};

/** What the preferences page and the unsubscribe page say of a kind, and who may receive it. */
export interface NotificationKindInfo {
  /** The row's name on the preferences page. */
  label: string;
  /** Completes "we will no longer e-mail you ..." and "We e-mail you ...". */
  description: string;
  roles: readonly Role[];
  /** Its e-mail when the person has not chosen. */
  defaultEmail: EmailMode;
  /** Account and payment mails that keep arriving by e-mail (the person may still gather them in the digest). */
  emailRequired?: boolean;
}

const SEEKER: readonly Role[] = ['seeker'];
const EMPLOYER: readonly Role[] = ['employer'];
const PAYERS: readonly Role[] = ['seeker', 'employer'];

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  'application-received': {
    label: 'Application sent',
    description: 'when an application you sent is received',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'application-reviewed': {
    label: 'Application reviewed',
    description: 'when an employer reviews your application',
    roles: SEEKER,
    defaultEmail: 'digest',
  },
  'application-interview': {
    label: 'Moved to interview',
    description: 'when an employer moves your application to interview',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'application-hired': {
    label: 'Hired',
    description: 'when an employer hires you',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'application-not-selected': {
    label: 'Not selected',
    description: 'when an employer decides not to go ahead with your application',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'interview-update': {
    label: 'Interviews scheduled, changed or cancelled',
    description: 'when an employer schedules, changes or cancels an interview with you',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'job-invitation': {
    label: 'Invitations to apply',
    description: 'when an employer who found your profile invites you to apply for a job',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'job-alert': {
    label: 'New jobs for your alerts',
    description: 'new jobs that match your job alerts',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'job-blast': {
    label: 'Featured new jobs',
    description: 'new jobs that employers send to seekers whose job alerts or profile skills match',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'critique-ready': {
    label: 'Resume critique ready',
    description: 'when your resume critique is ready to read',
    roles: SEEKER,
    defaultEmail: 'immediate',
  },
  'new-applicant': {
    label: 'New applicants',
    description: 'the daily digest of new applicants to your jobs',
    roles: EMPLOYER,
    defaultEmail: 'digest',
  },
  'job-approved': {
    label: 'Job approved',
    description: 'when a job your company posted is approved and goes live',
    roles: EMPLOYER,
    defaultEmail: 'immediate',
  },
  'job-rejected': {
    label: 'Job sent back',
    description: 'when a job your company posted is sent back with a reason to change it',
    roles: EMPLOYER,
    defaultEmail: 'immediate',
  },
  'job-expiring': {
    label: 'Job expiring soon',
    description: 'when a job your company posted expires in 3 days',
    roles: EMPLOYER,
    defaultEmail: 'immediate',
  },
  'chat-message': {
    label: 'New messages',
    description: 'when messages wait unread for you in a conversation while you are away',
    roles: ['seeker', 'employer', 'admin'],
    defaultEmail: 'immediate',
  },
  'payment-failed': {
    label: 'Payment failed',
    description: 'when a payment for your plan fails',
    roles: PAYERS,
    defaultEmail: 'immediate',
    emailRequired: true,
  },
  'renewal-coming': {
    label: 'Renewal coming',
    description: 'before your plan renews',
    roles: PAYERS,
    defaultEmail: 'immediate',
  },
  receipt: {
    label: 'Receipts',
    description: 'a receipt for each payment',
    roles: PAYERS,
    defaultEmail: 'immediate',
    emailRequired: true,
  },
};

/** The kinds a person of this role can receive, in page order. */
export function notificationKindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].roles.includes(role));
}

/**
 * Kinds of earlier e-mail opt-outs and unsubscribe links, by the kind they are now. Every other
 * earlier kind kept its name.
 */
export const LEGACY_NOTIFICATION_KINDS: Readonly<Record<string, NotificationKind>> = {
  'applicants-digest': 'new-applicant',
};

/** The kind a stored or linked name stands for now, or null for none. */
export function notificationKindOf(value: unknown): NotificationKind | null {
  if (isNotificationKind(value)) return value;
  if (typeof value === 'string' && Object.hasOwn(LEGACY_NOTIFICATION_KINDS, value))
    return LEGACY_NOTIFICATION_KINDS[value] ?? null;
  return null;
}

// ---------------------------------------------------------------- limits and times

export const NOTIFICATION_LIMITS = {
  /** Notifications a page of GET /api/notifications holds. */
  pageSize: 20,
  /** Notifications the header's panel shows before "See all". */
  panelSize: 8,
  /** Ids one mark-read or seen request may name. */
  idsMax: 100,
  /** The bell shows larger counts as '99+'. */
  badgeMax: 99,
  /** The text of one notification, at most. */
  textMax: 200,
  /** Seconds the bell waits between polls when the live connection is down. */
  pollSeconds: 60,
  /** Days an unsubscribe link keeps working. */
  unsubscribeLinkDays: 60,
  /** Days a notification is kept. */
  keepDays: 180,
} as const;

/** The digest goes out once a day at this hour in the person's time zone (or the first hour after). */
export const DIGEST_LOCAL_HOUR = 8;

/** The zone a person's digest follows until they choose one. */
export const DEFAULT_NOTIFICATION_TIME_ZONE = 'America/New_York';

/** The bell's count as shown: '99+' above the cap, nothing for none. */
export function badgeCount(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_LIMITS.badgeMax ? `${NOTIFICATION_LIMITS.badgeMax}+` : String(unread);
}

// ---------------------------------------------------------------- shapes

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  /** One line saying what happened, e.g. "New applicant for Remote Bookkeeper: Dana Smith". */
  text: string;
  /** The site path that opens what it is about. */
  link: string;
  /** What it is about (a job, an application, a thread), for grouping; null when about nothing one. */
  subjectId: string | null;
  /** That thing's name as the group text says it, e.g. the job's title. */
  subjectTitle: string | null;
  createdAt: string;
  seenAt: string | null;
  readAt: string | null;
}

export interface NotificationsPage {
  notifications: NotificationItem[];
  unreadCount: number;
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** POST /api/notifications/read: these ids, or every notification of the caller. */
export type MarkNotificationsInput = { ids: string[] } | { all: true };

export interface UnreadCountResponse {
  unreadCount: number;
}

export interface NotificationPreference {
  kind: NotificationKind;
  inApp: boolean;
  email: EmailMode;
}

export interface NotificationPreferences {
  /** One per kind the caller can receive, in page order. */
  preferences: NotificationPreference[];
  /** The digest's time zone (IANA name). */
  timeZone: string;
  /** The local hour the digest goes out at. */
  digestHour: number;
}

/** PUT /api/notifications/preferences: the kinds to change (others stay), and optionally the time zone. */
export interface NotificationPreferencesInput {
  preferences?: NotificationPreference[];
  timeZone?: string;
}

/** The socket event that tells a person's pages their notifications changed. */
export const NOTIFICATION_SOCKET_EVENTS = {
  changed: 'notifications_changed',
} as const;

export interface NotificationsChangedEvent {
  unreadCount: number;
}

// ---------------------------------------------------------------- texts

export const NOTIFICATION_CENTER_MESSAGES = {
  bellLabel: (unread: number) =>
    unread > 0 ? `Notifications, ${badgeCount(unread)} unread` : 'Notifications, none unread',
  panelTitle: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  seeAll: 'See all notifications',
  empty: "You're all caught up. New notifications will show here.",
  loadFailed: 'Could not load notifications. Please try again.',
  loadMore: 'Show older',
  pageTitle: 'Notifications',
  preferencesTitle: 'Notification settings',
  preferencesLink: 'Notification settings',
  preferencesIntro:
    'Choose what shows under the bell and what reaches your inbox: each e-mail as it happens, one daily digest, or none.',
  inAppLabel: 'In the app',
  emailLabel: 'E-mail',
  emailRequiredNote: 'About your account and payments: always e-mailed',
  timeZoneLabel: 'Time zone of your daily digest',
  digestAt: (hour: number) => `The daily digest arrives around ${hour}:00 in this time zone.`,
  saved: 'Notification settings saved',
  saveFailed: 'Could not save your notification settings. Please try again.',
  // Validation
  kindInvalid: 'Please choose a kind of notification from the list',
  kindNotYours: 'This kind of notification is not sent to your account',
  emailModeInvalid: 'Please choose how e-mails reach you',
  inAppInvalid: 'Please choose whether it shows in the app',
  emailRequired: 'E-mails about your account and payments cannot be turned off',
  timeZoneInvalid: 'Please choose a time zone from the list',
  duplicateKind: 'Each kind of notification may appear once',
  idsInvalid: 'Please name the notifications to mark, or all of them',
  cursorInvalid: 'This page of notifications is not valid. Please start from the first page.',
  // Unsubscribe
  unsubscribeExpiredTitle: 'Link expired',
  unsubscribeExpired:
    'This unsubscribe link has expired. Sign in and choose your e-mails under Settings, Notification settings.',
  // Digest
  digestSubject: (count: number) => `Your Nestwork digest: ${count} update${count === 1 ? '' : 's'}`,
  digestIntro: 'Here is what happened since your last digest:',
  digestManage: 'Choose what reaches your inbox in your notification settings.',
  openLink: 'Open',
} as const;

/** Where each role's notification settings live. */
export const NOTIFICATION_PATHS = {
  center: '/notifications',
  preferences: '/settings/notifications',
} as const;

/**
 * The text of several notifications of one kind about one thing, as the panel and the digest group
 * them ("3 new applicants for Remote Bookkeeper"); one notification keeps its own text.
 */
export function groupText(kind: NotificationKind, count: number, subjectTitle: string | null, single: string): string {
  if (count <= 1) return single;
  const about = subjectTitle ? ` for ${subjectTitle}` : '';
  const on = subjectTitle ? ` on ${subjectTitle}` : '';
  switch (kind) {
    case 'new-applicant':
      return `${count} new applicants${about}`;
    case 'chat-message':
      return subjectTitle ? `${count} new messages from ${subjectTitle}` : `${count} new messages`;
    case 'job-alert':
      return `${count} job alert updates${about}`;
    case 'application-received':
    case 'application-reviewed':
    case 'application-interview':
    case 'application-hired':
    case 'application-not-selected':
      return `${count} updates on your application${about}`;
    case 'interview-update':
      return `${count} interview updates${about}`;
    case 'job-blast':
    case 'job-invitation':
      return `${count} new jobs for you`;
    default:
      return `${count} updates${on}`;
  }
}

/** A run of notifications of one kind about one thing, newest first, as the panel and the digest show them. */
export interface NotificationGroup {
  /** The newest notification's id; the group's key. */
  id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  /** Every notification in the group, newest first. */
  ids: string[];
  unread: boolean;
  createdAt: string;
}

/**
 * Groups notifications (newest first) by kind and subject: unread ones of one kind about one thing
 * gather into one group at the place of the newest; read ones stay apart. Kinds about nothing in
 * particular never group.
 */
export function groupNotifications(items: readonly NotificationItem[]): NotificationGroup[] {
  const groups: Array<{ head: NotificationItem; members: NotificationItem[] }> = [];
  const open = new Map<string, { head: NotificationItem; members: NotificationItem[] }>();
  for (const item of items) {
    const unread = item.readAt === null;
    const key = unread && item.subjectId ? `${item.kind}/${item.subjectId}` : null;
    const existing = key ? open.get(key) : undefined;
    if (existing) {
      existing.members.push(item);
      continue;
    }
    const group = { head: item, members: [item] };
    groups.push(group);
    if (key) open.set(key, group);
  }
  return groups.map(({ head, members }) => ({
    id: head.id,
    kind: head.kind,
    text: groupText(head.kind, members.length, head.subjectTitle, head.text),
    link: head.link,
    ids: members.map((member) => member.id),
    unread: head.readAt === null,
    createdAt: head.createdAt,
  }));
}

// ---------------------------------------------------------------- validation

/** Ids of a mark-read or seen body: errors under `ids`, or none. */
export function validateNotificationIds(input: unknown): FieldErrors {
  const body = input as { ids?: unknown; all?: unknown } | null;
  const invalid = { ids: [NOTIFICATION_CENTER_MESSAGES.idsInvalid] };
  if (body && body.all !== undefined) return body.all === true && body.ids === undefined ? {} : invalid;
  const ids = body?.ids;
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= NOTIFICATION_LIMITS.idsMax &&
    ids.every((id) => typeof id === 'string' && UUID.test(id));
  return valid ? {} : invalid;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The preferences form and PUT /api/notifications/preferences: each kind known, for the role, once,
 * with a boolean in-app choice and an e-mail mode (never off for the kinds always e-mailed), and a
 * known time zone. Errors are keyed `preferences.<kind>` (or `preferences`) and `timeZone`.
 */
export function validateNotificationPreferences(input: unknown, role: Role): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const body = (input ?? {}) as { preferences?: unknown; timeZone?: unknown };
  if (body.timeZone !== undefined && !isTimeZoneName(body.timeZone))
    add('timeZone', NOTIFICATION_CENTER_MESSAGES.timeZoneInvalid);
  if (body.preferences === undefined) return errors;
  if (!Array.isArray(body.preferences) || body.preferences.length > NOTIFICATION_KINDS.length) {
    add('preferences', NOTIFICATION_CENTER_MESSAGES.kindInvalid);
    return errors;
  }
  const seen = new Set<string>();
  for (const entry of body.preferences as unknown[]) {
    const row = (entry ?? {}) as Partial<Record<keyof NotificationPreference, unknown>>;
    if (!isNotificationKind(row.kind)) {
      add('preferences', NOTIFICATION_CENTER_MESSAGES.kindInvalid);
      continue;
    }
    const field = `preferences.${row.kind}`;
    if (seen.has(row.kind)) add('preferences', NOTIFICATION_CENTER_MESSAGES.duplicateKind);
    seen.add(row.kind);
    const info = NOTIFICATION_KIND_INFO[row.kind];
    if (!info.roles.includes(role)) add(field, NOTIFICATION_CENTER_MESSAGES.kindNotYours);
    if (typeof row.inApp !== 'boolean') add(field, NOTIFICATION_CENTER_MESSAGES.inAppInvalid);
    if (!(EMAIL_MODES as readonly unknown[]).includes(row.email))
      add(field, NOTIFICATION_CENTER_MESSAGES.emailModeInvalid);
    else if (row.email === 'off' && info.emailRequired) add(field, NOTIFICATION_CENTER_MESSAGES.emailRequired);
  }
  return errors;
}

/**
 * Each kind's preference for a person: what they chose, else the kind's default (in-app on). A
 * kind always e-mailed never resolves to off, whatever is stored.
 */
export function resolvePreferences(
  role: Role,
  stored: ReadonlyArray<{ kind: string; inApp: boolean; email: string }>,
): NotificationPreference[] {
  const chosen = new Map<NotificationKind, { inApp: boolean; email: string }>();
  for (const row of stored) {
    const kind = notificationKindOf(row.kind);
    if (kind) chosen.set(kind, row);
  }
  return notificationKindsFor(role).map((kind) => resolvePreference(kind, chosen.get(kind)));
}

/** One kind's preference from what is stored for it (or nothing stored). */
export function resolvePreference(
  kind: NotificationKind,
  stored: { inApp: boolean; email: string } | undefined,
): NotificationPreference {
  const info = NOTIFICATION_KIND_INFO[kind];
  const storedEmail = (EMAIL_MODES as readonly string[]).includes(stored?.email ?? '')
    ? (stored!.email as EmailMode)
    : info.defaultEmail;
  const email = storedEmail === 'off' && info.emailRequired ? info.defaultEmail : storedEmail;
  return { kind, inApp: stored?.inApp ?? true, email };
}

// ---------------------------------------------------------------- texts of the screens (bell, page, preferences)

export const NOTIFICATION_SCREEN_MESSAGES = {
  /** Read before an unread notification's text by screen readers (the dot shows it to the eye). */
  unreadPrefix: 'Unread: ',
  /** The accessible name of one notification's Mark read button. */
  markReadOf: (text: string) => `${NOTIFICATION_CENTER_MESSAGES.markRead}: ${text}`,
  loading: 'Loading notifications…',
  loadingOlder: 'Loading older notifications…',
  loadingPreferences: 'Loading your notification settings…',
  save: 'Save',
  saving: 'Saving…',
} as const;
