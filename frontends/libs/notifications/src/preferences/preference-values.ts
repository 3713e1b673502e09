import {
  validateNotificationPreferences,
  type EmailMode,
  type FieldErrors,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type Role,
} from '@marketplace/contracts';

/** The preferences form's values: each kind's choices under its name, so errors land at `preferences.<kind>`. */
export interface PreferenceValues {
  preferences: Partial<Record<NotificationKind, { inApp: boolean; email: EmailMode }>>;
  timeZone: string;
}

export function toPreferenceValues(saved: NotificationPreferences): PreferenceValues {
  return {
    preferences: Object.fromEntries(saved.preferences.map(({ kind, inApp, email }) => [kind, { inApp, email }])),
    timeZone: saved.timeZone,
  };
}

/** What PUT /api/notifications/preferences receives: every kind on the form, in its order, and the zone. */
export function toPreferencesInput(
  values: PreferenceValues,
  kinds: readonly NotificationKind[],
): NotificationPreferencesInput {
  return {
    preferences: kinds.map((kind) => ({
      kind,
      inApp: values.preferences[kind]?.inApp ?? true,
      email: values.preferences[kind]?.email ?? 'immediate',
    })),
    timeZone: values.timeZone,
  };
}

/** The contract's validator on the form's values, so the form refuses with the server's own messages. */
export function validatePreferenceValues(
  values: PreferenceValues,
  kinds: readonly NotificationKind[],
  role: Role,
): FieldErrors {
  return validateNotificationPreferences(toPreferencesInput(values, kinds), role);
}

/** The zones to choose from: every IANA zone this browser knows, with the saved one among them, sorted. */
export function timeZoneChoices(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, saved])].sort((a, b) => a.localeCompare(b));
}
