import { NOTIFICATION_CENTER_MESSAGES as MESSAGES, resolvePreferences } from '@marketplace/contracts';
import { timeZoneChoices, toPreferenceValues, toPreferencesInput, validatePreferenceValues } from './preference-values';

const saved = { preferences: resolvePreferences('employer', []), timeZone: 'America/New_York', digestHour: 8 };
const kinds = saved.preferences.map((preference) => preference.kind);

describe('preference values', () => {
  it('round-trips the saved preferences into the PUT body, in page order', () => {
    expect(toPreferencesInput(toPreferenceValues(saved), kinds)).toEqual({
      preferences: saved.preferences,
      timeZone: 'America/New_York',
    });
  });

  it('refuses Off for a kind always e-mailed, at that kind', () => {
    const values = toPreferenceValues(saved);
    values.preferences.receipt = { inApp: true, email: 'off' };
    values.preferences['new-applicant'] = { inApp: false, email: 'off' };
    expect(validatePreferenceValues(values, kinds, 'employer')).toEqual({
      'preferences.receipt': [MESSAGES.emailRequired],
    });
  });

  it('refuses a zone that does not exist', () => {
    const values = { ...toPreferenceValues(saved), timeZone: 'Mars/Olympus' };
    expect(validatePreferenceValues(values, kinds, 'employer')).toEqual({ timeZone: [MESSAGES.timeZoneInvalid] });
  });

  it('offers every zone the browser knows, and the saved one even when spelled otherwise', () => {
    const zones = timeZoneChoices('Asia/Calcutta');
    expect(zones).toContain('Asia/Calcutta');
    expect(zones).toContain('Europe/Berlin');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });
});
