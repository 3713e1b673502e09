import { act, screen, waitFor } from '@testing-library/react';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { ApiError } from '@marketplace/api-client';
import { deferred, mockFetch, renderWithProviders, type RenderWithProvidersOptions } from '@marketplace/testing';
import { MessageComposer, type ComposedMessage } from './MessageComposer';

function setup(
  props: Partial<Parameters<typeof MessageComposer>[0]> = {},
  userEventOptions: RenderWithProvidersOptions['userEventOptions'] = {},
) {
  const onSend = jest.fn(async (_message: ComposedMessage): Promise<unknown> => undefined);
  const rendered = renderWithProviders(
    <MessageComposer onSend={onSend} uploadOptions={{ pollIntervalMs: 1 }} {...props} />,
    { userEventOptions },
  );
  const box = screen.getByRole('textbox', { name: 'Message' });
  return { ...rendered, onSend, box };
}

describe('MessageComposer', () => {
  it('shows the hint, sends the trimmed text on Enter and empties the box', async () => {
    const { user, onSend, box } = setup();
    expect(screen.getByText('Press Enter to send, Shift+Enter for new line')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Press Enter to send, Shift+Enter for new line');
    await user.type(box, '   Hello there  {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ content: 'Hello there', attachmentUploadId: null });
    expect(box).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without sending, and sends both lines on Enter', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nSecond line');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith({ content: 'First line\nSecond line', attachmentUploadId: null });
  });

  it('never sends an empty or blank message, saying so with the contract message', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, '{Enter}');
    await user.type(box, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.empty);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a message over the length limit with the contract message', async () => {
    const { user, onSend, box } = setup();
    await user.click(box);
    await user.paste('a'.repeat(2_001));
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooLong);
  });

  it('blocks a second send while one is in flight', async () => {
    const pending = deferred<unknown>();
    const onSend = jest.fn(() => pending.promise);
    const { user, box } = setup({ onSend });
    await user.type(box, 'Once{Enter}');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('readonly');
    await act(async () => pending.resolve(undefined));
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the typed text after a failed send and shows the error', async () => {
    const onSend = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(429, { error: CHAT_MESSAGES.tooFast, code: 'CHAT_RATE_LIMITED' }))
      .mockResolvedValueOnce(undefined);
    const { user, box } = setup({ onSend });
    await user.type(box, 'Please keep me{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooFast);
    expect(box).toHaveValue('Please keep me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the text and shows the sender’s reason when the send resolves to nothing sent', async () => {
    const onSend = jest.fn(async () => null);
    const { user, box, rerender } = setup({ onSend });
    await user.type(box, 'Not this time{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the message. Please try again.');
    rerender(<MessageComposer onSend={onSend} sendError={CHAT_MESSAGES.maintenance} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.maintenance);
    expect(box).toHaveValue('Not this time');
  });

  it('under maintenance disables writing, attaching and sending and says why', () => {
    const { onSend, box } = setup({ disabledReason: CHAT_MESSAGES.maintenance });
    expect(screen.getByRole('status')).toHaveTextContent(CHAT_MESSAGES.maintenance);
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('uploads an attachment (purpose attachment), waits until it is ready, and sends it even without words', async () => {
    let polls = 0;
    const fetch = mockFetch((url) => {
      if (url.hostname === 'storage.test') return { status: 200 };
      const file = (status: string) => ({
        body: { file: { id: 'up-1', status, fileName: 'notes.txt', rejectionReason: null } },
      });
      if (url.pathname === '/api/upload/presigned-url')
        return {
          body: {
            uploadUrl: 'https://storage.test/b/k',
            fileKey: 'k',
            fileUrl: 'https://storage.test/b/k',
            uploadId: 'up-1',
          },
        };
      if (url.pathname === '/api/upload/confirm') return file('processing');
      if (url.pathname === '/api/upload/up-1') return file(++polls > 1 ? 'ready' : 'processing');
      return { status: 404, body: { error: 'Not found' } };
    });
    const { user, onSend, box } = setup();
    await user.upload(
      screen.getByTestId('chat-attachment-input'),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    );
    const chip = screen.getByRole('group', { name: 'Attachment notes.txt' });
    expect(chip).toBeInTheDocument();
    // Sending waits for the upload to be ready.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(polls).toBeGreaterThanOrEqual(2);
    const presign = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/upload/presigned-url'));
    expect(JSON.parse(String(presign![1]!.body))).toMatchObject({ uploadType: 'document', purpose: 'attachment' });
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith({ content: '', attachmentUploadId: 'up-1' });
    expect(screen.queryByRole('group', { name: 'Attachment notes.txt' })).not.toBeInTheDocument();
  });

  it('shows why an attachment is refused before anything is sent', async () => {
    const fetch = mockFetch(() => ({ status: 500, body: { error: 'should not be called' } }));
    // As a file dropped past the dialog's filter would come: the composer checks it itself.
    const { user } = setup({}, { applyAccept: false });
    await user.upload(
      screen.getByTestId('chat-attachment-input'),
      new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/accepted/i);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove tool.exe' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
