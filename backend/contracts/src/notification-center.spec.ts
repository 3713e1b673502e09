import {
  badgeCount,
  groupNotifications,
  groupText,
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationItem,
  notificationKindOf,
  notificationKindsFor,
  resolvePreferences,
  validateNotificationIds,
  validateNotificationPreferences,
} from './notification-center';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function item(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: ID(n),
    kind: 'new-applicant',
    text: `New applicant for Remote Bookkeeper: Person ${n}`,
    link: '/employer/jobs/job-1/applicants',
    subjectId: ID(900),
    subjectTitle: 'Remote Bookkeeper',
    createdAt: new Date(Date.UTC(2026, 10, 28, 12, 0, 60 - n)).toISOString(),
    seenAt: null,
    readAt: null,
    ...overrides,
  };
}

describe('the bell count', () => {
  it('shows nothing for none, the number up to 99, and 99+ above', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(-1)).toBe('');
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(12_345)).toBe('99+');
    expect(NOTIFICATION_CENTER_MESSAGES.bellLabel(150)).toBe('Notifications, 99+ unread');
    expect(NOTIFICATION_CENTER_MESSAGES.bellLabel(0)).toBe('Notifications, none unread');
  });
});

describe('grouping texts', () => {
  it('say how many of a kind there are about one thing, and keep a single one as written', () => {
    expect(groupText('new-applicant', 3, 'Remote Bookkeeper', 'x')).toBe('3 new applicants for Remote Bookkeeper');
    expect(groupText('new-applicant', 1, 'Remote Bookkeeper', 'New applicant for Remote Bookkeeper: Dana')).toBe(
      'New applicant for Remote Bookkeeper: Dana',
    );
    expect(groupText('chat-message', 4, 'Dana Smith', 'x')).toBe('4 new messages from Dana Smith');
    expect(groupText('chat-message', 2, null, 'x')).toBe('2 new messages');
    expect(groupText('application-interview', 2, 'Remote Bookkeeper', 'x')).toBe(
      '2 updates on your application for Remote Bookkeeper',
    );
    expect(groupText('job-expiring', 2, 'Remote Bookkeeper', 'x')).toBe('2 updates on Remote Bookkeeper');
    expect(groupText('receipt', 2, null, 'x')).toBe('2 updates');
  });

  it('gather unread notifications of one kind about one thing at the newest, and leave read ones and other things apart', () => {
    const list = [
      item(1),
      item(2, {
        kind: 'chat-message',
        subjectId: ID(901),
        subjectTitle: 'Dana Smith',
        text: 'New message from Dana Smith',
      }),
      item(3),
      item(4, {
        subjectId: ID(902),
        subjectTitle: 'Payroll Assistant',
        text: 'New applicant for Payroll Assistant: P4',
      }),
      item(5),
      item(6, { readAt: '2026-11-28T12:01:00.000Z' }),
      item(7, { subjectId: null, kind: 'receipt', text: 'Receipt R-1' }),
      item(8, { subjectId: null, kind: 'receipt', text: 'Receipt R-2' }),
    ];
    const groups = groupNotifications(list);
    expect(groups.map((group) => [group.text, group.ids.length, group.unread])).toEqual([
      ['3 new applicants for Remote Bookkeeper', 3, true],
      ['New message from Dana Smith', 1, true],
      ['New applicant for Payroll Assistant: P4', 1, true],
      ['New applicant for Remote Bookkeeper: Person 6', 1, false],
      ['Receipt R-1', 1, true],
      ['Receipt R-2', 1, true],
    ]);
    expect(groups[0]).toMatchObject({ id: ID(1), ids: [ID(1), ID(3), ID(5)], link: '/employer/jobs/job-1/applicants' });
    expect(groupNotifications([])).toEqual([]);
  });
});

describe('kinds', () => {
  it('each role receives its own kinds, and everyone messages', () => {
    expect(notificationKindsFor('employer')).toEqual([
      'new-applicant',
      'job-approved',
      'job-rejected',
      'job-expiring',
      'chat-message',
      'payment-failed',
      'renewal-coming',
      'receipt',
    ]);
    expect(notificationKindsFor('admin')).toEqual(['chat-message']);
    expect(notificationKindsFor('seeker')).toContain('critique-ready');
    expect(notificationKindsFor('seeker')).not.toContain('new-applicant');
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_KIND_INFO[kind].roles.length).toBeGreaterThan(0);
  });

  it('read the names of earlier opt-outs and links as the kinds of today', () => {
    expect(notificationKindOf('applicants-digest')).toBe('new-applicant');
    expect(notificationKindOf('application-hired')).toBe('application-hired');
    expect(notificationKindOf('toString')).toBeNull();
    expect(notificationKindOf('nonsense')).toBeNull();
    expect(notificationKindOf(42)).toBeNull();
  });
});

describe('preference resolution', () => {
  it('takes what the person chose, else the kind default with in-app on, and never turns off the mails always sent', () => {
    const resolved = resolvePreferences('employer', [
      { kind: 'applicants-digest', inApp: true, email: 'off' },
      { kind: 'job-approved', inApp: false, email: 'digest' },
      { kind: 'receipt', inApp: false, email: 'off' },
      { kind: 'critique-ready', inApp: false, email: 'off' },
      { kind: 'job-rejected', inApp: true, email: 'sometimes' },
    ]);
    const byKind = Object.fromEntries(resolved.map((choice) => [choice.kind, choice]));
    expect(byKind['new-applicant']).toEqual({ kind: 'new-applicant', inApp: true, email: 'off' });
    expect(byKind['job-approved']).toEqual({ kind: 'job-approved', inApp: false, email: 'digest' });
    expect(byKind['receipt']).toEqual({ kind: 'receipt', inApp: false, email: 'immediate' });
    expect(byKind['job-rejected']).toEqual({ kind: 'job-rejected', inApp: true, email: 'immediate' });
    expect(byKind['job-expiring']).toEqual({ kind: 'job-expiring', inApp: true, email: 'immediate' });
    // A kind not for the role is not listed, whatever is stored.
    expect(byKind['critique-ready']).toBeUndefined();
    expect(resolvePreferences('seeker', []).find((choice) => choice.kind === 'application-reviewed')).toEqual({
      kind: 'application-reviewed',
      inApp: true,
      email: 'digest',
    });
  });
});

describe('validation', () => {
  it('accepts ids (1 to 100 uuids) or all, and nothing else', () => {
    expect(validateNotificationIds({ ids: [ID(1), ID(2)] })).toEqual({});
    expect(validateNotificationIds({ all: true })).toEqual({});
    const invalid = { ids: [NOTIFICATION_CENTER_MESSAGES.idsInvalid] };
    for (const body of [
      {},
      null,
      { ids: [] },
      { ids: ['not-a-uuid'] },
      { ids: ID(1) },
      { all: false },
      { all: 'yes' },
      { all: true, ids: [ID(1)] },
      { ids: Array.from({ length: 101 }, (_, n) => ID(n)) },
    ])
      expect(validateNotificationIds(body)).toEqual(invalid);
  });

  it('checks each kind once, for the role, with a boolean and a known e-mail mode, and the time zone', () => {
    expect(
      validateNotificationPreferences(
        { preferences: [{ kind: 'new-applicant', inApp: false, email: 'immediate' }], timeZone: 'Asia/Kolkata' },
        'employer',
      ),
    ).toEqual({});
    expect(validateNotificationPreferences({}, 'seeker')).toEqual({});
    expect(
      validateNotificationPreferences(
        {
          preferences: [
            { kind: 'new-applicant', inApp: true, email: 'digest' },
            { kind: 'receipt', inApp: 'yes', email: 'off' },
            { kind: 'job-alert', inApp: true, email: 'weekly' },
            { kind: 'nope', inApp: true, email: 'off' },
            { kind: 'job-alert', inApp: true, email: 'off' },
          ],
          timeZone: 'Mars/Olympus_Mons',
        },
        'seeker',
      ),
    ).toEqual({
      timeZone: [NOTIFICATION_CENTER_MESSAGES.timeZoneInvalid],
      'preferences.new-applicant': [NOTIFICATION_CENTER_MESSAGES.kindNotYours],
      'preferences.receipt': [NOTIFICATION_CENTER_MESSAGES.inAppInvalid, NOTIFICATION_CENTER_MESSAGES.emailRequired],
      'preferences.job-alert': [NOTIFICATION_CENTER_MESSAGES.emailModeInvalid],
      preferences: [NOTIFICATION_CENTER_MESSAGES.kindInvalid, NOTIFICATION_CENTER_MESSAGES.duplicateKind],
    });
    expect(validateNotificationPreferences({ preferences: 'all' }, 'seeker')).toEqual({
      preferences: [NOTIFICATION_CENTER_MESSAGES.kindInvalid],
    });
  });
});
