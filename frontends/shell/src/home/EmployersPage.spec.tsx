import { screen, within } from '@testing-library/react';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { App } from '../app/App';

const SITE_CONFIG = { supportEmail: 'support@nestwork.example', supportPhone: '+1 (555) 010-2007' };

function renderEmployers(sessionUser: ReturnType<typeof buildSessionUser> | null = null) {
  mockApi({
    '/api/site-config': () => ({ body: SITE_CONFIG }),
    '/api/jobs': () => ({ body: { jobs: [], nextCursor: null, total: 0, totalIsCapped: false } }),
  });
  return renderWithProviders(<App loadRemote={async () => ({ default: () => <p>remote</p> })} />, { route: '/employers', sessionUser });
}

describe('Employers page', () => {
  it('says what employers get and how posting works, and offers sign-up', async () => {
    renderEmployers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire parents for remote and flexible roles' })).toBeInTheDocument();
    const get = screen.getByRole('region', { name: 'What you get' });
    expect(within(get).getByRole('heading', { name: 'A job board people trust' })).toBeInTheDocument();
    const posting = screen.getByRole('region', { name: 'How posting works' });
    expect(within(posting).getAllByRole('listitem')).toHaveLength(4);
    expect(within(posting).getByRole('heading', { name: 'We review it' })).toBeInTheDocument();
    const signUps = screen.getAllByRole('link', { name: 'Create an employer account' });
    expect(signUps.length).toBeGreaterThan(0);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/sign-up?role=employer');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/sign-in');
    // No billing yet: no packages and no prices.
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('is what the header offers employers, and the home page leads there', async () => {
    mockApi({ '/api/site-config': () => ({ body: SITE_CONFIG }) });
    const { user } = renderWithProviders(<App loadRemote={async () => ({ default: () => <p>remote</p> })} />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'For employers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire parents for remote and flexible roles' })).toBeInTheDocument();
    expect(document.title).toContain('Hire parents for remote and flexible roles');
  });

  it('lets a signed-in employer post a job instead of signing up', async () => {
    renderEmployers(buildSessionUser({ role: 'employer' }));
    expect(await screen.findAllByRole('link', { name: 'Post a job' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute('href', '/employer/jobs/new');
    expect(screen.queryByRole('link', { name: 'Create an employer account' })).not.toBeInTheDocument();
  });
});
