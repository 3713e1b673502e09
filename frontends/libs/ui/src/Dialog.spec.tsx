import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithUi } from './spec-helpers';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Field, Input } from './Field';

function DialogHarness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite candidate</Button>
      <Button>Outside button</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Invite to job"
        description="Choose a job to invite this candidate to."
        initialFocusRef={withInitialFocus ? nameRef : undefined}
      >
        <Field label="Message">{(props) => <Input ref={nameRef} {...props} />}</Field>
        <Button onClick={() => setOpen(false)}>Send invite</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog', async () => {
    const { user } = renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Invite candidate' }));

    const dialog = screen.getByRole('dialog', { name: 'Invite to job' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose a job to invite this candidate to.');
  });

  it('moves focus into the dialog and keeps Tab and Shift+Tab inside it', async () => {
    const { user } = renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Invite candidate' }));

    const close = screen.getByRole('button', { name: 'Close' });
    const message = screen.getByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send invite' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(message).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Outside button' })).not.toHaveFocus();
  });

  it('focuses the requested element first when given one', async () => {
    const { user } = renderWithUi(<DialogHarness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Invite candidate' }));
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user } = renderWithUi(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Invite candidate' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from an action inside it', async () => {
    const { user } = renderWithUi(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Invite candidate' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite candidate' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite candidate' })).toHaveFocus();
  });
});
