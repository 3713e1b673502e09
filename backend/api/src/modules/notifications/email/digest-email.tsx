import {
  groupNotifications,
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationKind,
} from '@marketplace/contracts';
import { ActionLink, EmailLayout, FinePrint, Listing, Paragraph, UnsubscribeNote } from './email-layout';
import type { EmailTemplate } from './render-email';

/** One line of the digest: a notification, or several of one kind about one thing read as one. */
export interface DigestLine {
  text: string;
  /** The absolute address of what it is about. */
  url: string;
}

/** The lines of one kind of notification, with the link that stops that kind's e-mail (none for kinds always e-mailed). */
export interface DigestSection {
  kind: NotificationKind;
  title: string;
  lines: DigestLine[];
  unsubscribeUrl: string | null;
}

export interface DigestEmailProps {
  name: string;
  /** How many notifications the digest carries (a grouped line counts each of its own). */
  count: number;
  sections: DigestSection[];
  /** The absolute address of the notification settings. */
  settingsUrl: string;
}

/**
 * The digest's sections from the person's waiting notifications (any order): one per kind, in the
 * order the settings page lists kinds; inside each, the newest first, with unread notifications of
 * one kind about one thing grouped into one line ("3 new applicants for Remote Bookkeeper").
 * Links become absolute on `publicUrl`.
 */
export function digestSections(
  items: readonly NotificationItem[],
  publicUrl: string,
  unsubscribeUrls: ReadonlyMap<NotificationKind, string>,
): DigestSection[] {
  const newestFirst = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const groups = groupNotifications(newestFirst);
  return NOTIFICATION_KINDS.flatMap((kind) => {
    const mine = groups.filter((group) => group.kind === kind);
    if (mine.length === 0) return [];
    return [
      {
        kind,
        title: NOTIFICATION_KIND_INFO[kind].label,
        lines: mine.map((group) => ({ text: group.text, url: `${publicUrl}${group.link}` })),
        unsubscribeUrl: NOTIFICATION_KIND_INFO[kind].emailRequired ? null : (unsubscribeUrls.get(kind) ?? null),
      },
    ];
  });
}

/** The daily digest: one mail with everything that waited for it, by kind. */
export const digestEmailTemplate: EmailTemplate<DigestEmailProps> = {
  category: 'digest',
  subject: ({ count }) => NOTIFICATION_CENTER_MESSAGES.digestSubject(count),
  body: ({ name, sections, settingsUrl }) => (
    <EmailLayout preview={NOTIFICATION_CENTER_MESSAGES.digestIntro}>
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>{NOTIFICATION_CENTER_MESSAGES.digestIntro}</Paragraph>
      {sections.map((section) => (
        <div key={section.kind} style={{ margin: '0 0 24px' }}>
          <Paragraph>
            <strong>{section.title}</strong>
          </Paragraph>
          {section.lines.map((line, index) => (
            <Listing key={index} title={line.text} href={line.url} details={[]} />
          ))}
          {section.unsubscribeUrl ? <UnsubscribeNote kind={section.kind} href={section.unsubscribeUrl} /> : null}
        </div>
      ))}
      <FinePrint>
        <ActionLink href={settingsUrl}>{NOTIFICATION_CENTER_MESSAGES.digestManage}</ActionLink>
      </FinePrint>
    </EmailLayout>
  ),
};
