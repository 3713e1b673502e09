import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_PATHS,
  resolvePreferences,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { NotificationPreferencesPage } from './NotificationPreferencesPage';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

const SAVED: NotificationPreferences = {
  preferences: resolvePreferences('seeker', [{ kind: 'job-alert', inApp: false, email: 'digest' }]),
  timeZone: 'Europe/Berlin',
  digestHour: 8,
};

function renderPreferences(
  answer: (body: NotificationPreferencesInput) => MockReply = (body) => ({ body: { ...SAVED, ...body } }),
) {
  const puts: NotificationPreferencesInput[] = [];
  mockApi({
    '/api/notifications/preferences': (_url, init) => {
      if (init.method !== 'PUT') return { body: SAVED };
      const body = JSON.parse(String(init.body)) as NotificationPreferencesInput;
      puts.push(body);
      return answer(body);
    },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path={NOTIFICATION_PATHS.preferences} element={<NotificationPreferencesPage />} />
    </Routes>,
    { route: NOTIFICATION_PATHS.preferences, sessionUser: seeker },
  );
  return { ...rendered, puts };
}

const row = (kind: keyof typeof NOTIFICATION_KIND_INFO) =>
  screen.getByRole('group', { name: NOTIFICATION_KIND_INFO[kind].label });

describe('NotificationPreferencesPage', () => {
  it('loads a row per kind the role receives, with the saved choices and zone', async () => {
    renderPreferences();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.preferencesTitle })).toBeInTheDocument();
    await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO['job-alert'].label });
    expect(screen.getAllByRole('group')).toHaveLength(SAVED.preferences.length);
    expect(
      screen.queryByRole('group', { name: NOTIFICATION_KIND_INFO['new-applicant'].label }),
    ).not.toBeInTheDocument();
    expect(within(row('job-alert')).getByRole('checkbox', { name: MESSAGES.inAppLabel })).not.toBeChecked();
    expect(within(row('job-alert')).getByRole('combobox', { name: MESSAGES.emailLabel })).toHaveValue('digest');
    expect(within(row('application-interview')).getByRole('checkbox', { name: MESSAGES.inAppLabel })).toBeChecked();
    expect(screen.getByRole('combobox', { name: MESSAGES.timeZoneLabel })).toHaveValue('Europe/Berlin');
    expect(screen.getByText(MESSAGES.digestAt(8))).toBeInTheDocument();
  });

  it('offers no Off for the kinds always e-mailed, and says why', async () => {
    renderPreferences();
    const receipts = await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO.receipt.label });
    const email = within(receipts).getByRole('combobox', { name: MESSAGES.emailLabel });
    expect(within(email).getByRole('option', { name: 'Off' })).toBeDisabled();
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequiredNote);
    const alerts = within(row('job-alert')).getByRole('combobox', { name: MESSAGES.emailLabel });
    expect(within(alerts).getByRole('option', { name: 'Off' })).toBeEnabled();
  });

  it('saves every kind and the zone, then says so', async () => {
    const { user, puts } = renderPreferences();
    const interview = await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO['application-interview'].label });
    await user.selectOptions(within(interview).getByRole('combobox', { name: MESSAGES.emailLabel }), 'Off');
    await user.click(within(interview).getByRole('checkbox', { name: MESSAGES.inAppLabel }));
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.timeZoneLabel }), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0].timeZone).toBe('Asia/Tokyo');
    expect(puts[0].preferences).toHaveLength(SAVED.preferences.length);
    expect(puts[0].preferences).toContainEqual({ kind: 'application-interview', inApp: false, email: 'off' });
    expect(puts[0].preferences).toContainEqual({ kind: 'job-alert', inApp: false, email: 'digest' });
  });

  it('shows the server’s field errors on their rows', async () => {
    const { user } = renderPreferences(() => ({
      status: 400,
      body: {
        error: 'Validation failed',
        fieldErrors: { 'preferences.job-blast': [MESSAGES.kindNotYours], timeZone: [MESSAGES.timeZoneInvalid] },
      },
    }));
    await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO['job-blast'].label });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const blast = within(row('job-blast')).getByRole('combobox', { name: MESSAGES.emailLabel });
    await waitFor(() => expect(blast).toHaveAccessibleDescription(MESSAGES.kindNotYours));
    expect(blast).toBeInvalid();
    expect(screen.getByRole('combobox', { name: MESSAGES.timeZoneLabel })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.timeZoneInvalid),
    );
    expect(screen.queryByText(MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('shows each of the list’s messages on a line of its own in the form’s alert', async () => {
    const { user } = renderPreferences(() => ({
      status: 400,
      body: {
        error: 'Validation failed',
        fieldErrors: { preferences: [MESSAGES.duplicateKind, MESSAGES.kindInvalid] },
      },
    }));
    await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO['job-alert'].label });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([MESSAGES.duplicateKind, MESSAGES.kindInvalid]);
  });

  it('says so when saving fails without a field to blame', async () => {
    const { user } = renderPreferences(() => ({ status: 500, body: { error: 'Boom' } }));
    await screen.findByRole('group', { name: NOTIFICATION_KIND_INFO['job-alert'].label });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.saveFailed)).toBeInTheDocument();
  });
});
