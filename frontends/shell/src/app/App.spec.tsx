import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@marketplace/testing';
import { App } from './App';
import type { RemoteLoader, RemoteName, RemoteRoutesProps } from './remotes';

/** Stands in for the federation runtime: each remote renders its name and the props it got. */
const fakeRemotes: RemoteLoader = async (name: RemoteName) => ({
  default: ({ area }: RemoteRoutesProps) => <p>{`${name} remote, ${area ?? 'member'} area`}</p>,
});

function renderApp(route: string) {
  mockApi({ '/api/site-config': () => ({ body: { supportEmail: 'support@nestwork.example', supportPhone: '+1 (555) 010-2007' } }) });
  return renderWithProviders(<App loadRemote={fakeRemotes} />, { route });
}

describe('App', () => {
  it('renders the landing page with a link to the jobs', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Flexible and remote work for parents' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse remote jobs' })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Flexible and remote work for parents · Nestwork'));
  });

  it('has a skip link to the main content and the footer on every page', async () => {
    renderApp('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'support@nestwork.example' });
  });

  it.each([
    ['/jobs', 'seeker remote, public area'],
    ['/seeker/jobs', 'seeker remote, member area'],
    ['/employer/dashboard', 'employer remote, member area'],
    ['/admin/dashboard', 'admin remote, member area'],
  ])('delegates %s to its remote', async (route, text) => {
    renderApp(route);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('moves between the shell and a remote with the header links', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Find jobs' }));
    expect(await screen.findByText('seeker remote, public area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows not found for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Nestwork'));
  });
});

describe('App error handling', () => {
  it('keeps the frame and offers Retry when a page throws, and navigating away recovers', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let healthy = false;
    // The remote loads but its page throws until `healthy` flips, like a bug in a page.
    const flakyRemote: RemoteLoader = async (name) => ({
      default: () => {
        if (!healthy) throw new Error(`${name} page crashed`);
        return <p>{`${name} page works`}</p>;
      },
    });
    mockApi({ '/api/site-config': () => ({ body: { supportEmail: 'support@nestwork.example', supportPhone: '+1 (555) 010-2007' } }) });
    const { user } = renderWithProviders(<App loadRemote={flakyRemote} />, { route: '/admin/dashboard' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('admin page works')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
