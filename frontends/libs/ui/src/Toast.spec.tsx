import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@marketplace/contracts';
import { renderWithUi } from './spec-helpers';
import { Button } from './Button';
import { useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show('Job saved', { tone: 'success' })}>Save</Button>
      <Button onClick={() => toast.show('Could not save the job', { tone: 'error', durationMs: 10_000 })}>Fail</Button>
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message in a polite live region and hides it after the default 5 s', () => {
    renderWithUi(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = screen.getByText('Job saved');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    act(() => jest.advanceTimersByTime(TIMING_MS.toastDefault - 1));
    expect(screen.getByText('Job saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Job saved')).not.toBeInTheDocument();
  });

  it('announces errors assertively and honours a custom duration', () => {
    renderWithUi(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Could not save the job').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');

    act(() => jest.advanceTimersByTime(TIMING_MS.toastDefault));
    expect(screen.getByText('Could not save the job')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000 - TIMING_MS.toastDefault));
    expect(screen.queryByText('Could not save the job')).not.toBeInTheDocument();
  });

  it('keeps a toast with an Infinity duration until it is dismissed', () => {
    function Sticky() {
      const toast = useToast();
      return (
        <Button onClick={() => toast.show('Open the site at its own address', { tone: 'error', durationMs: Infinity })}>
          Warn
        </Button>
      );
    }
    renderWithUi(<Sticky />);
    fireEvent.click(screen.getByRole('button', { name: 'Warn' }));
    act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(screen.getByText('Open the site at its own address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Open the site at its own address')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    renderWithUi(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Job saved')).not.toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useToast();
      return null;
    }
    // Rendered without renderWithProviders on purpose: no ToastProvider.
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>');
    consoleError.mockRestore();
  });
});

describe('Toast description', () => {
  it('shows a second line under the message', () => {
    function Describe() {
      const toast = useToast();
      return (
        <Button
          onClick={() =>
            toast.show('Job link copied to clipboard!', {
              tone: 'success',
              description: 'Share this link with anyone - no login required',
            })
          }
        >
          Share
        </Button>
      );
    }
    renderWithUi(<Describe />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const item = screen.getByText('Job link copied to clipboard!').closest('li');
    expect(item).toHaveTextContent('Job link copied to clipboard!Share this link with anyone - no login required');
  });
});

describe('Toast action', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers one button that runs its action and closes the toast; unclicked, the toast goes at its time', () => {
    const undo = jest.fn();
    function Delete() {
      const toast = useToast();
      return (
        <Button
          onClick={() =>
            toast.show('Alert deleted', {
              tone: 'success',
              durationMs: 10_000,
              action: { label: 'Undo', onClick: undo },
            })
          }
        >
          Delete
        </Button>
      );
    }
    renderWithUi(<Delete />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Alert deleted')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
