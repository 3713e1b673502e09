import { screen, within } from '@testing-library/react';
import { JOB_PACKAGES } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { App } from '../app/App';

const SITE_CONFIG = { supportEmail: 'support@nestwork.example', supportPhone: '+1 (555) 010-2007' };

function renderEmployers(sessionUser: ReturnType<typeof buildSessionUser> | null = null) {
  mockApi({
    '/api/site-config': () => ({ body: SITE_CONFIG }),
    '/api/jobs': () => ({ body: { jobs: [], nextCursor: null, total: 0, totalIsCapped: false } }),
    '/api/billing/packages': () => ({
      body: { packages: JOB_PACKAGES.map((offer) => ({ ...offer, current: false })) },
    }),
  });
  return renderWithProviders(<App loadRemote={async () => ({ default: () => <p>remote</p> })} />, {
    route: '/employers',
    sessionUser,
  });
}

describe('Employers page', () => {
  it('says what employers get and how posting works, and offers sign-up', async () => {
    renderEmployers();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire parents for remote and flexible roles' }),
    ).toBeInTheDocument();
    const get = screen.getByRole('region', { name: 'What you get' });
    expect(within(get).getByRole('heading', { name: 'A job board people trust' })).toBeInTheDocument();
    const posting = screen.getByRole('region', { name: 'How posting works' });
    expect(within(posting).getAllByRole('listitem')).toHaveLength(5);
    expect(within(posting).getByRole('heading', { name: 'We review it' })).toBeInTheDocument();
    // Paying is no surprise at the end: a post needs a package, said before the review step.
    const steps = within(posting)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps.indexOf('Choose a package')).toBeLessThan(steps.indexOf('We review it'));
    expect(
      within(posting).getByText(/Each job you submit for review uses one job post from a package/),
    ).toBeInTheDocument();
    const signUps = screen.getAllByRole('link', { name: 'Create an employer account' });
    expect(signUps.length).toBeGreaterThan(0);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/sign-up?role=employer');
    // Signing in from here heads for the employer dashboard (and a sign-up from there starts as an employer).
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute(
      'href',
      '/sign-in?next=%2Femployer%2Fdashboard',
    );
  });

  it('shows the job-posting packages with their prices and badges', async () => {
    renderEmployers();
    const packages = await screen.findByRole('region', { name: 'Packages' });
    const list = await within(packages).findByRole('list', { name: 'Job-posting packages' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(JOB_PACKAGES.map((offer) => offer.name));
    expect(within(list).getByRole('listitem', { name: 'Standard Job Post' })).toHaveTextContent('$97 per job post');
    expect(within(list).getByRole('listitem', { name: 'Concierge Level II' })).toHaveTextContent('Recommended');
    // Bought on /employer/packages: no buy button for visitors here.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is what the header offers employers, and the home page leads there', async () => {
    mockApi({ '/api/site-config': () => ({ body: SITE_CONFIG }) });
    const { user } = renderWithProviders(<App loadRemote={async () => ({ default: () => <p>remote</p> })} />, {
      route: '/',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'For employers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire parents for remote and flexible roles' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Hire parents for remote and flexible roles');
  });

  it('lets a signed-in employer post a job instead of signing up', async () => {
    renderEmployers(buildSessionUser({ role: 'employer' }));
    expect(await screen.findAllByRole('link', { name: 'Post a job' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute('href', '/employer/jobs/new');
    expect(screen.queryByRole('link', { name: 'Create an employer account' })).not.toBeInTheDocument();
  });
});
