import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { buildSessionUser, deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import SignUpPage from './SignUpPage';
import { pageAmongTargets } from './test-routes';

function renderSignUp(route = '/sign-up') {
  const view = renderWithProviders(pageAmongTargets('/sign-up', <SignUpPage />), { route });
  const type = (label: string, text: string) => view.user.type(screen.getByLabelText(label), text);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create Account' }));
  return { ...view, type, submit };
}

describe('Sign-up page', () => {
  it('asks for name, e-mail, password (with its requirement list) and seeker or employer', async () => {
    const { type } = renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'I am a' });
    expect(within(group).getByRole('radio', { name: /Job seeker/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /Employer/ })).not.toBeChecked();

    const requirements = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met')),
    ).toEqual(['false', 'false', 'false', 'false']);
    await type('Password', 'Abcdefg1');
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met')),
    ).toEqual(['true', 'true', 'true', 'true']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('asks employers for their company name only', async () => {
    const { user } = renderSignUp();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Employer/ }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('preselects the role from ?role=employer', () => {
    renderSignUp('/sign-up?role=employer');
    expect(screen.getByRole('radio', { name: /Employer/ })).toBeChecked();
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
  });

  it('shows each problem at its field, focuses the first, and sends nothing', async () => {
    const fetch = mockApi({});
    const { submit, type, user } = renderSignUp();
    await submit();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters long'),
    );
    expect(screen.getByRole('group', { name: 'I am a' })).toHaveAccessibleDescription(
      'Please choose seeker or employer',
    );

    await type('Full name', 'Dana Reyes');
    await type('Email', 'dana@example.com');
    await type('Password', 'Abcdefg1');
    await user.click(screen.getByRole('radio', { name: /Employer/ }));
    await submit();
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required for employers');
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a seeker account, signs them in and opens the seeker dashboard', async () => {
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/auth/sign-up': () => reply.promise });
    const { submit, type, user } = renderSignUp();
    await type('Full name', ' Maya Thompson ');
    await type('Email', 'maya@example.com');
    await type('Password', 'Abcdefg1');
    await user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    await submit();

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      name: 'Maya Thompson',
      email: 'maya@example.com',
      password: 'Abcdefg1',
      role: 'seeker',
    });
    reply.resolve({
      status: 201,
      body: {
        user: buildSessionUser({
          role: 'seeker',
          name: 'Maya Thompson',
          email: 'maya@example.com',
          emailVerified: false,
        }),
      },
    });

    expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
    expect(screen.getByText('signed in as Maya Thompson (seeker)')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to maya@example.com/)).toBeInTheDocument();
  });

  it('creates an employer account with the company name and opens the employer dashboard', async () => {
    const fetch = mockApi({
      '/api/auth/sign-up': () => ({
        status: 201,
        body: { user: buildSessionUser({ role: 'employer', name: 'Dana Reyes' }) },
      }),
    });
    const { submit, type, user } = renderSignUp();
    await type('Full name', 'Dana Reyes');
    await type('Email', 'dana@example.com');
    await type('Password', 'Abcdefg1');
    await user.click(screen.getByRole('radio', { name: /Employer/ }));
    await type('Company name', 'Harbor & Pine');
    await submit();
    expect(await screen.findByRole('heading', { name: '/employer/dashboard' })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({
      role: 'employer',
      companyName: 'Harbor & Pine',
    });
  });

  it('shows a taken e-mail at the e-mail field', async () => {
    mockApi({ '/api/auth/sign-up': () => ({ status: 409, body: { error: AUTH_MESSAGES.emailTaken } }) });
    const { submit, type, user } = renderSignUp();
    await type('Full name', 'Maya');
    await type('Email', 'seeker@demo.local');
    await type('Password', 'Abcdefg1');
    await user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    await submit();
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's field messages at the fields, and other failures above the button", async () => {
    mockApi({
      '/api/auth/sign-up': () => ({
        status: 400,
        body: { error: 'Invalid input', fieldErrors: { password: ['Password must contain at least one number'] } },
      }),
    });
    const first = renderSignUp();
    await first.type('Full name', 'Maya');
    await first.type('Email', 'maya@example.com');
    await first.type('Password', 'Abcdefg1');
    await first.user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    await first.submit();
    expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();
    first.unmount();

    mockApi({
      '/api/auth/sign-up': () => ({ status: 500, body: { error: 'Something went wrong. Please try again.' } }),
    });
    const second = renderSignUp();
    await second.type('Full name', 'Maya');
    await second.type('Email', 'maya@example.com');
    await second.type('Password', 'Abcdefg1');
    await second.user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    await second.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  describe('from a job, or from posting a job', () => {
    const applyNext = '/jobs/j1-remote-editor?intent=apply%3Aj1';
    const fromApply = `/sign-up?role=seeker&next=${encodeURIComponent(applyNext)}`;

    async function fillIn(view: ReturnType<typeof renderSignUp>) {
      await view.type('Full name', 'Maya Thompson');
      await view.type('Email', 'maya@example.com');
      await view.type('Password', 'Abcdefg1');
    }

    it('says why, starts as a seeker and keeps the way back to sign-in', () => {
      renderSignUp(fromApply);
      expect(screen.getByText('Create an account to apply')).toBeInTheDocument();
      expect(
        screen.getByText('You will come back to the job with the application form open.', { exact: false }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Job seeker/ })).toBeChecked();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/sign-in?next=${encodeURIComponent(applyNext)}`,
      );
    });

    it('starts as a seeker from the address of a job alone', () => {
      renderSignUp(`/sign-up?next=${encodeURIComponent('/seeker/jobs/j1')}`);
      expect(screen.getByRole('radio', { name: /Job seeker/ })).toBeChecked();
    });

    it('starts as an employer from the job form', () => {
      renderSignUp(`/sign-up?next=${encodeURIComponent('/employer/jobs/new')}`);
      expect(screen.getByText('Create an employer account to post a job')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Employer/ })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
    });

    it('returns the new seeker to the job, and asks for a verification link back to it', async () => {
      const fetch = mockApi({
        '/api/auth/sign-up': () => ({ status: 201, body: { user: buildSessionUser({ role: 'seeker' }) } }),
      });
      const view = renderSignUp(fromApply);
      await fillIn(view);
      await view.submit();
      expect(
        await screen.findByRole('heading', { name: '/jobs/j1-remote-editor?intent=apply%3Aj1' }),
      ).toBeInTheDocument();
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({
        role: 'seeker',
        returnTo: '/jobs/j1-remote-editor',
      });
    });

    it('sends someone who came from a seeker page but chose employer to the employer dashboard', async () => {
      const fetch = mockApi({
        '/api/auth/sign-up': () => ({ status: 201, body: { user: buildSessionUser({ role: 'employer' }) } }),
      });
      const view = renderSignUp(`/sign-up?next=${encodeURIComponent('/seeker/jobs/j1?intent=apply:j1')}`);
      await fillIn(view);
      await view.user.click(screen.getByRole('radio', { name: /Employer/ }));
      await view.type('Company name', 'Harbor & Pine');
      await view.submit();
      expect(await screen.findByRole('heading', { name: '/employer/dashboard' })).toBeInTheDocument();
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).not.toHaveProperty('returnTo');
    });

    it('ignores a next address off this site', async () => {
      const fetch = mockApi({
        '/api/auth/sign-up': () => ({ status: 201, body: { user: buildSessionUser({ role: 'seeker' }) } }),
      });
      const view = renderSignUp('/sign-up?role=seeker&next=%2F%2Fevil.example%2Fjobs');
      expect(
        screen.getByText('Join Nestwork to find flexible work or to hire people who need it.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
      await fillIn(view);
      await view.submit();
      expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).not.toHaveProperty('returnTo');
    });
  });
});
