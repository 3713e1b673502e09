import type { Role } from '@marketplace/contracts';

/** Who a notification goes to, as mail needs them. */
export interface NotificationRecipient {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The zone their digest follows when they chose none: an employer's company's; null for others. */
  defaultTimeZone: string | null;
}

/**
 * The people notifications go to: a port the accounts module provides (it owns the users and sends
 * its own mail through this module, so this module may not import it). Deleted accounts are absent,
 * so nothing is recorded or e-mailed for them.
 */
export interface NotificationRecipients {
  /** The live accounts among these ids. */
  recipientsOf(userIds: readonly string[]): Promise<Map<string, NotificationRecipient>>;
}

export const NOTIFICATION_RECIPIENTS = Symbol('NOTIFICATION_RECIPIENTS');
