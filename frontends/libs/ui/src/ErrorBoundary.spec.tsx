import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>All good</p>;
}

function Harness({ onError }: { onError: (error: Error) => void }) {
  const [, force] = useState(0);
  return (
    <ErrorBoundary
      onError={onError}
      fallback={(error, reset) => (
        <button
          type="button"
          onClick={() => {
            reset();
            force((n) => n + 1);
          }}
        >
          {`Failed: ${error.message}`}
        </button>
      )}
    >
      <Fragile />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('renders the fallback with the error, reports it, and renders the children again on reset', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    shouldThrow = true;
    render(<Harness onError={onError} />);

    const button = screen.getByRole('button', { name: 'Failed: kaboom' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }), expect.anything());

    shouldThrow = false;
    await userEvent.click(button);
    expect(screen.getByText('All good')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
