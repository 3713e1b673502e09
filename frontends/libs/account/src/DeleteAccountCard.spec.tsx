import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useSession } from '@marketplace/auth';
import { buildSessionUser, deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { DeleteAccountCard, confirmsEmail } from './DeleteAccountCard';

const seeker = buildSessionUser({ email: 'maya@example.com' });

function Whoami() {
  const session = useSession();
  return <p>{session.user ? `signed in as ${session.user.name}` : 'signed out'}</p>;
}

function renderCard(sessionUser = seeker, email = 'maya@example.com', role: 'seeker' | 'employer' = 'seeker') {
  return renderWithProviders(
    <>
      <Whoami />
      <Routes>
        <Route path="/seeker/settings" element={<DeleteAccountCard email={email} role={role} />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </>,
    { route: '/seeker/settings', sessionUser },
  );
}

describe('confirmsEmail', () => {
  it('matches the e-mail ignoring case and surrounding spaces, never an empty entry', () => {
    expect(confirmsEmail(' Maya@Example.com ', 'maya@example.com')).toBe(true);
    expect(confirmsEmail('maya@example.co', 'maya@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});

describe('Delete account', () => {
  it('tells a seeker what goes without mentioning jobs, and an employer when their company’s jobs close', async () => {
    mockApi({});
    const { user, unmount } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const seekerDialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(seekerDialog).toHaveAccessibleDescription(
      'Your profile, sessions and files are removed. This cannot be undone.',
    );
    expect(seekerDialog).not.toHaveAccessibleDescription(/job/i);
    unmount();

    const employer = buildSessionUser({ email: 'dana@harborpine.example', role: 'employer' });
    const second = renderCard(employer, 'dana@harborpine.example', 'employer');
    await second.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toHaveAccessibleDescription(
      "Your profile, sessions and files are removed. If you are your company's last employer, its open jobs are closed. This cannot be undone.",
    );
  });

  it('opens a dialog focused on the confirmation field; the delete button waits for the typed e-mail', async () => {
    const fetch = mockApi({});
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('cannot be undone'));
    const input = screen.getByLabelText('Type your email address to confirm');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Your email address is maya@example.com.');

    const confirm = screen.getByRole('button', { name: 'Delete My Account' });
    expect(confirm).toBeDisabled();
    await user.type(input, 'maya@example.co');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetch).not.toHaveBeenCalled();
    await user.type(input, 'm');
    expect(confirm).toBeEnabled();
  });

  it('closes on Cancel and on Escape, returning focus to the Delete Account button, and forgets what was typed', async () => {
    const { user } = renderCard();
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    await user.click(opener);
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(screen.getByLabelText('Type your email address to confirm')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('deletes the account, signs the user out in the browser and goes to /sign-in', async () => {
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/account/delete': () => reply.promise });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'Maya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));

    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ confirmEmail: 'Maya@Example.com' });
    reply.resolve({ body: { message: 'Your account has been deleted.' } });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it("shows the server's message in the dialog when deleting fails, and keeps the user", async () => {
    mockApi({
      '/api/account/delete': () => ({ status: 400, body: { error: 'Type your email address exactly to confirm' } }),
    });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Type your email address exactly to confirm');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText(`signed in as ${seeker.name}`)).toBeInTheDocument();
  });

  it('falls back to a generic text when the server gives none', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete your account. Please try again.');
  });
});
