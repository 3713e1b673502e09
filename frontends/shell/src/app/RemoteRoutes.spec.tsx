import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/testing';
import { RemoteRoutes } from './RemoteRoutes';
import type { RemoteLoader, RemoteRoutesModule, RemoteRoutesProps } from './remotes';

function remoteModule(text: string): RemoteRoutesModule {
  return { default: ({ area }: RemoteRoutesProps) => <h1>{`${text} (${area ?? 'member'})`}</h1> };
}

describe('RemoteRoutes', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary report caught errors on the console; keep the output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the remote routes with the given props', async () => {
    let resolve!: (module: RemoteRoutesModule) => void;
    const load: RemoteLoader = jest.fn(() => new Promise<RemoteRoutesModule>((done) => (resolve = done)));
    renderWithProviders(<RemoteRoutes remote="seeker" area="public" load={load} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    resolve(remoteModule('Seeker routes'));
    expect(await screen.findByRole('heading', { name: 'Seeker routes (public)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('seeker');
  });

  it('shows an error with Retry when the remote fails to load, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<RemoteRoutesModule>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'))
      .mockResolvedValueOnce(remoteModule('Employer routes'));
    const { user } = renderWithProviders(<RemoteRoutes remote="employer" load={load} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The employer area of Nestwork did not load.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Employer routes (member)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps offering Retry while the remote keeps failing', async () => {
    const load = jest
      .fn<Promise<RemoteRoutesModule>, Parameters<RemoteLoader>>()
      .mockRejectedValue(new Error('offline'));
    const { user } = renderWithProviders(<RemoteRoutes remote="admin" load={load} />);

    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin area of Nestwork did not load.');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('catches a remote that throws while rendering', async () => {
    const load: RemoteLoader = async () => ({
      default: () => {
        throw new Error('render failure');
      },
    });
    renderWithProviders(<RemoteRoutes remote="seeker" load={load} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
