import {
  PROFILE_PICTURE_MESSAGES,
  STORAGE_PUT_FAILURES,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadedFile,
} from '@marketplace/contracts';
import { mockFetch, type MockReply } from '@marketplace/testing';
import { UploadError, fileProblem, putTimeoutFor, uploadFile } from './upload-flow';

const PRESIGNED = {
  uploadUrl: 'https://storage.test/bucket/u/1/a.png?X-Amz-Signature=abc',
  fileKey: 'u/1/a.png',
  fileUrl: 'https://storage.test/bucket/u/1/a.png',
  uploadId: 'up-1',
  expiresAt: '2026-11-25T10:05:00.000Z',
};

function uploaded(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 'up-1',
    fileUrl: PRESIGNED.fileUrl,
    fileName: 'a.png',
    fileType: 'image/png',
    fileSize: 3,
    uploadType: 'avatar',
    status: 'processing',
    rejectionReason: null,
    url: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const png = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

/** Answers by step; records every request as `METHOD path`. */
type Reply = MockReply | ((init: RequestInit) => MockReply | Promise<MockReply>);

function storage(replies: {
  presign?: MockReply;
  put?: Reply;
  confirm?: MockReply;
  status?: MockReply[];
  health?: Reply;
}) {
  const calls: Array<{ method: string; url: URL; init: RequestInit }> = [];
  const statuses = [...(replies.status ?? [])];
  const fetch = mockFetch((url, init) => {
    calls.push({ method: init.method ?? 'GET', url, init });
    if (url.pathname === '/api/upload/presigned-url') return replies.presign ?? { body: PRESIGNED };
    const answer = (reply: Reply | undefined, fallback: MockReply) =>
      typeof reply === 'function' ? reply(init) : (reply ?? fallback);
    if (url.hostname === 'storage.test') return answer(replies.put, { status: 200 });
    if (url.pathname === '/api/health') return answer(replies.health, { body: { status: 'ok' } });
    if (url.pathname === '/api/upload/confirm') return replies.confirm ?? { body: { file: uploaded() } };
    if (url.pathname === '/api/upload/up-1')
      return statuses.shift() ?? { body: { file: uploaded({ status: 'ready' }) } };
    return { status: 404, body: { error: 'Not found' } };
  });
  return { calls, fetch };
}

async function failure(promise: Promise<unknown>): Promise<UploadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('the upload did not fail');
}

describe('fileProblem', () => {
  it('checks size and type before anything is sent, with the spec texts', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, { uploadType: 'avatar' })).toBe(
      PROFILE_PICTURE_MESSAGES.tooLarge,
    );
    expect(fileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, { uploadType: 'avatar' })).toBe(
      PROFILE_PICTURE_MESSAGES.badType,
    );
    expect(
      fileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }, { uploadType: 'document' }),
    ).toBe(UPLOAD_MESSAGES.tooLarge(10));
    expect(
      fileProblem(
        { name: 'cv.pdf', type: 'application/pdf', size: 3 * 1024 * 1024 },
        { uploadType: 'document', maxMegabytes: 2 },
      ),
    ).toBe(UPLOAD_MESSAGES.tooLarge(2));
    expect(
      fileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 }, { uploadType: 'document', purpose: 'resume' }),
    ).toBe(UPLOAD_MESSAGES.badType(['.pdf', '.doc', '.docx']));
    expect(
      fileProblem(
        { name: 'notes.txt', type: 'text/plain', size: 10 },
        { uploadType: 'document', purpose: 'attachment' },
      ),
    ).toBeNull();
    expect(fileProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 }, { uploadType: 'document' })).toBe(
      UPLOAD_FLOW_MESSAGES.fileEmpty,
    );
  });
});

describe('uploadFile', () => {
  it('presigns, PUTs the raw file with its content type and no cookies, confirms, and waits until ready', async () => {
    const { calls } = storage({ status: [{ body: { file: uploaded() } }] });
    const stages: string[] = [];
    const file = png();
    const result = await uploadFile(file, {
      uploadType: 'avatar',
      waitUntilReady: true,
      pollIntervalMs: 1,
      onStage: (stage) => stages.push(stage),
    });

    expect(result.status).toBe('ready');
    expect(stages).toEqual(['uploading', 'confirming', 'processing']);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/upload/presigned-url',
      'PUT /bucket/u/1/a.png',
      'POST /api/upload/confirm',
      'GET /api/upload/up-1',
      'GET /api/upload/up-1',
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: 3,
      uploadType: 'avatar',
    });
    expect(calls[1]!.init).toMatchObject({ body: file, headers: { 'Content-Type': 'image/png' }, credentials: 'omit' });
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ uploadId: 'up-1', fileUrl: PRESIGNED.fileUrl });
  });

  it('sends the purpose of a document and does not wait unless asked', async () => {
    const { calls } = storage({});
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await expect(uploadFile(pdf, { uploadType: 'document', purpose: 'resume' })).resolves.toMatchObject({
      status: 'processing',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ uploadType: 'document', purpose: 'resume' });
    expect(calls).toHaveLength(3);
  });

  it('refuses a bad file without a request', async () => {
    const { calls } = storage({});
    const error = await failure(
      uploadFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), { uploadType: 'avatar' }),
    );
    expect(error).toMatchObject({ step: 'validate', message: PROFILE_PICTURE_MESSAGES.badType });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'presign',
      { presign: { status: 429, body: { error: UPLOAD_FLOW_MESSAGES.tooManyUploads } } },
      UPLOAD_FLOW_MESSAGES.presignFailed,
      UPLOAD_FLOW_MESSAGES.tooManyUploads,
    ],
    [
      'put',
      { put: { status: 403, body: '<Error><Code>SignatureDoesNotMatch</Code></Error>' } },
      UPLOAD_FLOW_MESSAGES.putFailed,
      STORAGE_PUT_FAILURES.fileChanged,
    ],
    [
      'confirm',
      { confirm: { status: 400, body: { error: UPLOAD_FLOW_MESSAGES.typeMismatch } } },
      UPLOAD_FLOW_MESSAGES.confirmFailed,
      UPLOAD_FLOW_MESSAGES.typeMismatch,
    ],
  ] as const)(
    'names the step that failed (%s) with the spec text and the server reason',
    async (step, replies, message, reason) => {
      storage(replies);
      const error = await failure(uploadFile(png(), { uploadType: 'avatar' }));
      expect(error).toMatchObject({ step, message, reason });
      if (step !== 'presign') expect(error.presigned).toEqual(PRESIGNED);
    },
  );

  describe('a failed PUT to storage says what failed and what to do', () => {
    const s3Error = (status: number, code: string, message = 'Refused') => ({
      status,
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      headers: { 'content-type': 'application/xml' },
    });
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };

    it.each([
      ['an expired link', s3Error(403, 'AccessDenied', 'Request has expired'), STORAGE_PUT_FAILURES.linkExpired],
      [
        'a file that changed since it was signed',
        s3Error(403, 'SignatureDoesNotMatch'),
        STORAGE_PUT_FAILURES.fileChanged,
      ],
      ['a file too large for storage', s3Error(400, 'EntityTooLarge'), STORAGE_PUT_FAILURES.tooLarge],
      [
        'a busy storage',
        s3Error(503, 'SlowDown', 'Please reduce your request rate.'),
        STORAGE_PUT_FAILURES.storageBusy,
      ],
      ['a storage failure without a body', { status: 502 }, STORAGE_PUT_FAILURES.storageBusy],
      [
        'any other refusal, with its status',
        s3Error(403, 'AccessDenied', 'Access Denied'),
        STORAGE_PUT_FAILURES.refused(403),
      ],
    ] as const)('%s', async (_case, put, reason) => {
      storage({ put });
      const error = await failure(uploadFile(png(), { uploadType: 'avatar' }));
      expect(error).toMatchObject({ step: 'put', message: UPLOAD_FLOW_MESSAGES.putFailed, reason });
    });

    it('blames the storage when it does not answer but the site does (its CORS rule refuses this page)', async () => {
      const { calls } = storage({ put: unreachable });
      const error = await failure(uploadFile(png(), { uploadType: 'avatar' }));
      expect(error).toMatchObject({ step: 'put', reason: STORAGE_PUT_FAILURES.storageUnreachable });
      // The site's check carries no cookie and no impersonation headers.
      expect(calls.at(-1)).toMatchObject({ method: 'GET', init: { credentials: 'omit' } });
      expect(calls.at(-1)!.url.pathname).toBe('/api/health');
    });

    it('blames the connection when neither storage nor the site answers', async () => {
      storage({ put: unreachable, health: unreachable });
      const error = await failure(uploadFile(png(), { uploadType: 'avatar' }));
      expect(error).toMatchObject({ step: 'put', reason: STORAGE_PUT_FAILURES.connectionLost });
    });

    it('stops waiting for a storage that takes the file and never answers, and says so', async () => {
      // Storage holds the request until the browser gives up on it.
      const silent = (init: RequestInit) =>
        new Promise<MockReply>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
        );
      const { calls } = storage({ put: silent });
      const error = await failure(uploadFile(png(), { uploadType: 'avatar', putTimeoutMs: 20 }));
      expect(error).toMatchObject({ step: 'put', reason: STORAGE_PUT_FAILURES.noAnswer });
      expect(calls.map((call) => call.url.pathname)).not.toContain('/api/upload/confirm');
    });

    it('gives a PUT a minute plus the time the file takes at 50 KB/s', () => {
      expect(putTimeoutFor(0)).toBe(60_000);
      expect(putTimeoutFor(10 * 1024 * 1024)).toBe(60_000 + 209_716);
    });

    it('still reports nothing of its own when the caller cancels the PUT', async () => {
      const controller = new AbortController();
      const held = (init: RequestInit) => {
        controller.abort();
        return new Promise<MockReply>((_, reject) =>
          init.signal?.aborted
            ? reject(init.signal.reason)
            : init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
        );
      };
      storage({ put: held });
      const error = await failure(uploadFile(png(), { uploadType: 'avatar', signal: controller.signal }));
      expect(error).toMatchObject({ step: 'put', reason: null });
    });

    it('says so when the device is offline, without asking the site', async () => {
      const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        const { calls } = storage({ put: unreachable });
        const error = await failure(uploadFile(png(), { uploadType: 'avatar' }));
        expect(error).toMatchObject({ step: 'put', reason: STORAGE_PUT_FAILURES.offline });
        expect(calls.map((call) => call.url.pathname)).not.toContain('/api/health');
      } finally {
        online.mockRestore();
      }
    });
  });

  it('fails with the reason when the worker rejects the file', async () => {
    storage({
      status: [
        { body: { file: uploaded({ status: 'rejected', rejectionReason: UPLOAD_FLOW_MESSAGES.imageTooLarge }) } },
      ],
    });
    const error = await failure(uploadFile(png(), { uploadType: 'avatar', waitUntilReady: true, pollIntervalMs: 1 }));
    expect(error).toMatchObject({ step: 'process', reason: UPLOAD_FLOW_MESSAGES.imageTooLarge });
  });

  it('gives up waiting after the processing timeout', async () => {
    storage({ status: Array.from({ length: 50 }, () => ({ body: { file: uploaded() } })) });
    const error = await failure(
      uploadFile(png(), { uploadType: 'avatar', waitUntilReady: true, pollIntervalMs: 5, processingTimeoutMs: 20 }),
    );
    expect(error).toMatchObject({ step: 'process', reason: UPLOAD_FLOW_MESSAGES.notReady });
  });
});
