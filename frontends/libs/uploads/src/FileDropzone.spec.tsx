import { screen } from '@testing-library/react';
import {
  STORAGE_PUT_FAILURES,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_MESSAGES,
  TEXT_FILE_TYPE,
  DOCUMENT_FILE_TYPES,
} from '@marketplace/contracts';
import { mockFetch, renderWithProviders, type MockReply } from '@marketplace/testing';
import { FileDropzone, type DroppedFile } from './FileDropzone';

const PRESIGNED = {
  uploadUrl: 'https://storage.test/bucket/k?X-Amz-Signature=abc',
  fileKey: 'k',
  fileUrl: 'https://storage.test/bucket/k',
  uploadId: 'up-9',
  expiresAt: '2026-11-25T10:05:00.000Z',
};
const CONFIRMED = {
  id: 'up-9',
  fileUrl: PRESIGNED.fileUrl,
  fileName: 'cv.pdf',
  fileType: 'application/pdf',
  fileSize: 8,
  uploadType: 'document',
  status: 'processing',
  rejectionReason: null,
  url: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

function server(replies: { presign?: MockReply; put?: MockReply | 'no answer'; confirm?: MockReply } = {}) {
  return mockFetch((url, init) => {
    if (url.hostname === 'storage.test') {
      // What a browser reports when storage is down or its CORS rule does not name this page.
      if (replies.put === 'no answer') throw new TypeError('Failed to fetch');
      return replies.put ?? { status: 200 };
    }
    if (url.pathname === '/api/health') return { body: { status: 'ok' } };
    if (url.pathname === '/api/upload/presigned-url') return replies.presign ?? { body: PRESIGNED };
    if (url.pathname === '/api/upload/confirm') return replies.confirm ?? { body: { file: CONFIRMED } };
    return { status: 404, body: { error: `Not found: ${init.method} ${url.pathname}` } };
  });
}

const pdf = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

describe('FileDropzone', () => {
  it('uploads the chosen file and hands the confirmed upload to its owner', async () => {
    const fetch = server();
    const onUploaded = jest.fn(async (_file: DroppedFile) => 'Resume uploaded');
    const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={onUploaded} />);
    expect(screen.getByText('PDF, DOC, DOCX up to 10MB')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    expect(await screen.findByRole('status')).toHaveTextContent('Resume uploaded');
    expect(onUploaded).toHaveBeenCalledWith({
      uploadId: 'up-9',
      fileUrl: PRESIGNED.fileUrl,
      fileName: 'cv.pdf',
      confirmed: true,
    });
    const presign = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/upload/presigned-url'));
    expect(JSON.parse(String(presign![1]!.body))).toEqual({
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 8,
      uploadType: 'document',
      purpose: 'resume',
    });
  });

  it('opens the file chooser once from its button, by click or keyboard, and the button is not nested in another control', async () => {
    server();
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={jest.fn()} />);
      const button = screen.getByRole('button', { name: 'Upload a resume' });
      expect(button.parentElement?.closest('[role="button"], button, [tabindex]')).toBeNull();
      await user.click(button);
      expect(click).toHaveBeenCalledTimes(1);
      button.focus();
      await user.keyboard('{Enter}');
      expect(click).toHaveBeenCalledTimes(2);
    } finally {
      click.mockRestore();
    }
  });

  it('checks the accepted types and the size limit before sending anything', async () => {
    const fetch = server();
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileDropzone
        label="Attach"
        purpose="attachment"
        accept={[TEXT_FILE_TYPE]}
        maxMegabytes={1}
        onUploaded={onUploaded}
      />,
      { userEventOptions: { applyAccept: false } },
    );
    const input = screen.getByLabelText('Attach', { selector: 'input' });

    await user.upload(input, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.badType(['.txt']));
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'big.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.tooLarge(1));
    expect(fetch).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("says 'Upload failed' with the server's reason", async () => {
    server({ presign: { status: 400, body: { error: UPLOAD_FLOW_MESSAGES.quotaExceeded } } });
    const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FLOW_MESSAGES.genericFailed}. ${UPLOAD_FLOW_MESSAGES.quotaExceeded}`,
    );
  });

  it('says what failed and what to do when the file storage cannot be reached', async () => {
    server({ put: 'no answer' });
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${UPLOAD_FLOW_MESSAGES.genericFailed}. ${STORAGE_PUT_FAILURES.storageUnreachable}`,
    );
    expect(alert).not.toHaveTextContent(`${UPLOAD_FLOW_MESSAGES.genericFailed}. ${UPLOAD_FLOW_MESSAGES.putFailed}`);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says when the storage refused the file because its link expired', async () => {
    server({
      put: { status: 403, body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>' },
    });
    const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UPLOAD_FLOW_MESSAGES.genericFailed}. ${STORAGE_PUT_FAILURES.linkExpired}`,
    );
  });

  it('treats a failed confirm as a warning and still hands over the stored file', async () => {
    server({ confirm: { status: 502, body: { error: 'Bad gateway' } } });
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(<FileDropzone label="Upload a resume" onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    expect(await screen.findByText(`${UPLOAD_FLOW_MESSAGES.confirmFailed}. Bad gateway`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({
      uploadId: 'up-9',
      fileUrl: PRESIGNED.fileUrl,
      fileName: 'cv.pdf',
      confirmed: false,
    });
  });

  it("shows the owner's refusal as the failure", async () => {
    server();
    const { user } = renderWithProviders(
      <FileDropzone
        label="Upload a resume"
        accept={DOCUMENT_FILE_TYPES}
        onUploaded={() => {
          throw new Error('Your plan keeps 1 resume version. Delete one to upload another.');
        }}
      />,
    );
    await user.upload(screen.getByLabelText('Upload a resume', { selector: 'input' }), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Your plan keeps 1 resume version.');
  });
});
