import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  PROFILE_PICTURE_MESSAGES,
  type PresignUploadRequest,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_LIMITS,
} from '@marketplace/contracts';
import { actorOf } from '../../../test/support/accounts-fakes';
import {
  EXECUTABLE,
  HTML_WITH_SCRIPT,
  pdfWithJavaScript,
  pdfWithText,
  pngOf,
} from '../../../test/support/upload-fixtures';
import {
  httpFailure,
  MEMORY_BUCKET_URL,
  readSignedLink,
  StorageDown,
  uploadsTestbed,
} from '../../../test/support/uploads-fakes';
import { SNIFF_BYTES } from './upload-inspection';
import { stagingKey } from './upload-keys';
import { processUploadJobId, UPLOADS_JOBS } from './uploads.queue';
import { UPLOAD_RATE } from './uploads.service';

const MB = 1024 * 1024;
const OWNER = actorOf({ id: '7d1c1a52-0c1e-4c5e-9d0a-000000000001', role: 'seeker', email: 'owner@example.com' });
const OTHER = actorOf({
  id: '7d1c1a52-0c1e-4c5e-9d0a-000000000002',
  role: 'employer',
  email: 'other@example.com',
  companyId: 'c1',
});

const aPdf = pdfWithText('Maya Patel, bookkeeper');
const pdfRequest = (overrides: Partial<PresignUploadRequest> = {}): PresignUploadRequest => ({
  fileName: 'cv.pdf',
  fileType: 'application/pdf',
  fileSize: aPdf.length,
  ...overrides,
});

function setUp() {
  const testbed = uploadsTestbed();
  const { flow, storage } = testbed;
  /** Presigns, then stores `body` as the browser's PUT would (tests choose what it really is). */
  const signAndPut = async (
    body: Buffer,
    request: PresignUploadRequest = pdfRequest({ fileSize: body.length }),
    actor = OWNER,
  ) => {
    const signed = await flow.presign(actor, request);
    storage.putThrough(signed.uploadUrl, body, request.fileType);
    return signed;
  };
  return { ...testbed, signAndPut };
}

afterEach(() => jest.restoreAllMocks());

describe('UploadsService.presign', () => {
  it('signs a PUT of exactly the declared type and size, onto a key of ours, and records a pending upload', async () => {
    const { flow, uploads, clock } = setUp();
    const answer = await flow.presign(OWNER, {
      fileName: '  My CV.pdf ',
      fileType: ' Application/PDF ',
      fileSize: 2_048,
    });

    expect(answer.fileKey).toBe(`uploads/${OWNER.user.id}/${answer.uploadId}/original`);
    expect(answer.fileUrl).toBe(`${MEMORY_BUCKET_URL}/${answer.fileKey}`);
    // The browser PUTs to a staging key; fileKey is the copy confirm makes, which no link can write.
    expect(readSignedLink(answer.uploadUrl)).toMatchObject({
      method: 'PUT',
      key: `uploads/${OWNER.user.id}/${answer.uploadId}/incoming/original`,
      contentType: 'application/pdf',
      contentLength: 2_048,
      expiresInSeconds: UPLOAD_LIMITS.putLinkSeconds,
    });
    expect(answer.expiresAt).toBe(new Date(clock.now().getTime() + UPLOAD_LIMITS.putLinkSeconds * 1000).toISOString());
    expect(await uploads.findById(answer.uploadId)).toMatchObject({
      owner: OWNER.user.id,
      uploadType: 'document',
      purpose: 'resume',
      fileName: 'My CV.pdf',
      fileType: 'application/pdf',
      fileSize: 2_048,
      fileKey: answer.fileKey,
      status: 'pending',
      createdAt: clock.now(),
    });
  });

  it('never lets the uploader’s file name into the key', async () => {
    const { flow } = setUp();
    const answer = await flow.presign(OWNER, pdfRequest({ fileName: '../../other-user/evil%2F..pdf' }));
    expect(answer.fileKey).toBe(`uploads/${OWNER.user.id}/${answer.uploadId}/original`);
  });

  it('gives each request an upload of its own', async () => {
    const { flow } = setUp();
    const first = await flow.presign(OWNER, pdfRequest());
    const second = await flow.presign(OWNER, pdfRequest());
    expect(second.uploadId).not.toBe(first.uploadId);
    expect(second.fileKey).not.toBe(first.fileKey);
  });

  it('records the purpose of documents only', async () => {
    const { flow, uploads } = setUp();
    const notes = await flow.presign(OWNER, {
      fileName: 'notes.txt',
      fileType: 'text/plain',
      fileSize: 20,
      purpose: 'attachment',
    });
    const picture = await flow.presign(OWNER, {
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: 20,
      uploadType: 'avatar',
      purpose: 'attachment',
    });
    expect(await uploads.findById(notes.uploadId)).toMatchObject({ uploadType: 'document', purpose: 'attachment' });
    expect(await uploads.findById(picture.uploadId)).toMatchObject({ uploadType: 'avatar', purpose: null });
  });

  it('checks every limit before signing anything: a refused request leaves no row and no link', async () => {
    const { flow, uploads, storage } = setUp();
    const refused = await httpFailure(
      flow.presign(OWNER, { fileName: 'me.png', fileType: 'image/png', fileSize: 5 * MB, uploadType: 'avatar' }),
    );
    expect(refused).toEqual({
      status: 400,
      message: PROFILE_PICTURE_MESSAGES.tooLarge,
      fieldErrors: { fileSize: [PROFILE_PICTURE_MESSAGES.tooLarge] },
    });
    expect((await httpFailure(flow.presign(OWNER, pdfRequest({ fileName: 'cv.exe' })))).fieldErrors).toHaveProperty(
      'fileType',
    );
    expect((await httpFailure(flow.presign(OWNER, pdfRequest({ fileSize: 0 })))).fieldErrors).toEqual({
      fileSize: [UPLOAD_FLOW_MESSAGES.fileEmpty],
    });
    expect(uploads.rows.size).toBe(0);
    expect(storage.signed).toEqual([]);
  });

  it('does not count refused requests against the rate limit', async () => {
    const { flow } = setUp();
    for (let i = 0; i < UPLOAD_RATE.limit + 5; i++)
      await httpFailure(flow.presign(OWNER, pdfRequest({ fileSize: -1 })));
    await expect(flow.presign(OWNER, pdfRequest())).resolves.toHaveProperty('uploadId');
  });

  describe('the storage quota', () => {
    const fill = (
      uploads: ReturnType<typeof setUp>['uploads'],
      ownerId: string,
      bytes: number,
      status: 'pending' | 'processing' | 'ready' | 'rejected' = 'ready',
    ) => {
      for (let left = bytes; left > 0; left -= 10 * MB)
        uploads.add({ owner: ownerId, status, fileSize: Math.min(left, 10 * MB) });
    };

    it('counts what the user keeps and has reserved, and refuses a file that would go over', async () => {
      const { flow, uploads } = setUp();
      fill(uploads, OWNER.user.id, UPLOAD_LIMITS.userQuotaBytes - 30 * MB, 'ready');
      fill(uploads, OWNER.user.id, 20 * MB, 'pending');
      fill(uploads, OWNER.user.id, 10 * MB - 1_000, 'processing');
      const rows = uploads.rows.size;

      expect(await httpFailure(flow.presign(OWNER, pdfRequest({ fileSize: 1_001 })))).toEqual({
        status: 400,
        message: UPLOAD_FLOW_MESSAGES.quotaExceeded,
        fieldErrors: { fileSize: [UPLOAD_FLOW_MESSAGES.quotaExceeded] },
      });
      expect(uploads.rows.size).toBe(rows);
      // Exactly up to the quota is fine.
      await expect(flow.presign(OWNER, pdfRequest({ fileSize: 1_000 }))).resolves.toHaveProperty('uploadId');
      expect((await httpFailure(flow.presign(OWNER, pdfRequest({ fileSize: 1 })))).message).toBe(
        UPLOAD_FLOW_MESSAGES.quotaExceeded,
      );
    });

    it('reserves one request at a time: many at once never sign more than the quota holds', async () => {
      const { flow, uploads } = setUp();
      const answers = await Promise.allSettled(
        Array.from({ length: 25 }, () => flow.presign(OWNER, pdfRequest({ fileSize: 10 * MB }))),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(
        UPLOAD_LIMITS.userQuotaBytes / (10 * MB),
      );
      expect(await uploads.bytesUsed(OWNER.user.id)).toBeLessThanOrEqual(UPLOAD_LIMITS.userQuotaBytes);
      for (const answer of answers.filter((one) => one.status === 'rejected'))
        expect((await httpFailure(Promise.reject(answer.reason))).message).toBe(UPLOAD_FLOW_MESSAGES.quotaExceeded);
    });

    it('does not count rejected uploads, nor other people’s files', async () => {
      const { flow, uploads } = setUp();
      fill(uploads, OWNER.user.id, UPLOAD_LIMITS.userQuotaBytes, 'rejected');
      fill(uploads, OTHER.user.id, UPLOAD_LIMITS.userQuotaBytes, 'ready');
      await expect(flow.presign(OWNER, pdfRequest({ fileSize: 10 * MB }))).resolves.toHaveProperty('uploadId');
    });
  });

  describe('the rate limit', () => {
    it(`answers 429 after ${UPLOAD_RATE.limit} links in a window, for that user only, until the window ends`, async () => {
      const { flow, uploads, clock } = setUp();
      for (let i = 0; i < UPLOAD_RATE.limit; i++) await flow.presign(OWNER, pdfRequest());
      expect(await httpFailure(flow.presign(OWNER, pdfRequest()))).toEqual({
        status: 429,
        message: UPLOAD_FLOW_MESSAGES.tooManyUploads,
      });
      expect(uploads.rows.size).toBe(UPLOAD_RATE.limit);
      await expect(flow.presign(OTHER, pdfRequest())).resolves.toHaveProperty('uploadId');

      clock.advance(UPLOAD_RATE.windowMs);
      await expect(flow.presign(OWNER, pdfRequest())).resolves.toHaveProperty('uploadId');
    });

    it('lets uploads through while Redis is down (the quota still holds), and says so in the log', async () => {
      const { flow, limiter, uploads } = setUp();
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      limiter.down = true;
      for (let i = 0; i <= UPLOAD_RATE.limit; i++) await flow.presign(OWNER, pdfRequest());
      expect(uploads.rows.size).toBe(UPLOAD_RATE.limit + 1);
      expect(warn).toHaveBeenCalled();

      for (let i = 0; i < UPLOAD_LIMITS.userQuotaBytes / (10 * MB); i++)
        uploads.add({ owner: OTHER.user.id, fileSize: 10 * MB });
      expect((await httpFailure(flow.presign(OTHER, pdfRequest()))).message).toBe(UPLOAD_FLOW_MESSAGES.quotaExceeded);
    });
  });
});

describe('UploadsService.confirm', () => {
  it('hands an uploaded file that is what it says to the worker', async () => {
    const { flow, signAndPut, uploads, queue, clock } = setUp();
    const signed = await signAndPut(aPdf);
    clock.advance(60_000);
    const answer = await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });

    expect(answer.file).toEqual({
      id: signed.uploadId,
      fileUrl: signed.fileUrl,
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: aPdf.length,
      uploadType: 'document',
      status: 'processing',
      rejectionReason: null,
      url: null,
      createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(await uploads.findById(signed.uploadId)).toMatchObject({ status: 'processing', confirmedAt: clock.now() });
    expect(queue.jobs).toEqual([
      { name: UPLOADS_JOBS.process, data: { uploadId: signed.uploadId }, jobId: processUploadJobId(signed.uploadId) },
    ]);
  });

  it('answers 404 for anyone else’s upload, an unknown id and an id that is none', async () => {
    const { flow, signAndPut, uploads } = setUp();
    const signed = await signAndPut(aPdf);
    const notFound = { status: 404, message: UPLOAD_FLOW_MESSAGES.notFound };
    expect(await httpFailure(flow.confirm(OTHER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).toEqual(
      notFound,
    );
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: randomUUID(), fileUrl: signed.fileUrl }))).toEqual(
      notFound,
    );
    expect(
      await httpFailure(flow.confirm(OWNER, { uploadId: `${signed.uploadId}'--`, fileUrl: signed.fileUrl })),
    ).toEqual(notFound);
    expect(await httpFailure(flow.get(OTHER, signed.uploadId))).toEqual(notFound);
    expect((await uploads.findById(signed.uploadId))?.status).toBe('pending');
  });

  it('refuses a fileUrl that is not this upload’s', async () => {
    const { flow, signAndPut } = setUp();
    const signed = await signAndPut(aPdf);
    const another = await signAndPut(aPdf);
    for (const fileUrl of [
      another.fileUrl,
      `${signed.fileUrl}?x=1`,
      signed.fileUrl.replace('original', '256.webp'),
      signed.fileKey,
    ]) {
      expect(await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl }))).toEqual({
        status: 400,
        message: UPLOAD_FLOW_MESSAGES.notFound,
        fieldErrors: { fileUrl: [UPLOAD_FLOW_MESSAGES.notFound] },
      });
    }
  });

  it('answers "not uploaded yet" until the object is there, and then takes it', async () => {
    const { flow, storage, uploads } = setUp();
    const signed = await flow.presign(OWNER, pdfRequest());
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.notUploaded,
    });
    expect((await uploads.findById(signed.uploadId))?.status).toBe('pending');
    storage.putThrough(signed.uploadUrl, aPdf, 'application/pdf');
    expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
      'processing',
    );
  });

  it('rejects a file of another size than was signed, and removes it', async () => {
    const { flow, signAndPut, storage, uploads, queue } = setUp();
    const signed = await signAndPut(Buffer.concat([aPdf, Buffer.from('\n')]), pdfRequest());
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.sizeMismatch,
    });
    expect(await uploads.findById(signed.uploadId)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.sizeMismatch,
    });
    expect(await storage.head(signed.fileKey)).toBeNull();
    expect(queue.jobs).toEqual([]);
    // The refusal stands, and the reservation is given back.
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.sizeMismatch,
    });
    expect(await uploads.bytesUsed(OWNER.user.id)).toBe(0);
    expect((await flow.get(OWNER, signed.uploadId)).file).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.sizeMismatch,
      url: null,
    });
  });

  it('rejects a file whose first bytes are not what its type says, and removes it', async () => {
    const { flow, signAndPut, storage, uploads } = setUp();
    const signed = await signAndPut(HTML_WITH_SCRIPT, {
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: HTML_WITH_SCRIPT.length,
      uploadType: 'avatar',
    });
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.typeMismatch,
    });
    expect(await uploads.findById(signed.uploadId)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch,
    });
    expect(storage.objects.size).toBe(0);
  });

  it('judges a long text by its first bytes, even when they cut a character in two', async () => {
    const { flow, signAndPut } = setUp();
    // '€' is three bytes: the first read ends one byte into it.
    const text = Buffer.concat([
      Buffer.from('a'.repeat(SNIFF_BYTES - 1)),
      Buffer.from('€ and more notes\n'.repeat(100)),
    ]);
    const signed = await signAndPut(text, {
      fileName: 'notes.txt',
      fileType: 'text/plain',
      fileSize: text.length,
      purpose: 'attachment',
    });
    expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
      'processing',
    );
  });

  it('refuses to confirm after 24 hours (the sweep removes it), and not a moment before', async () => {
    const { flow, signAndPut, clock, uploads } = setUp();
    const onTime = await signAndPut(aPdf);
    const late = await signAndPut(aPdf);
    clock.advance(UPLOAD_LIMITS.unconfirmedHours * 3_600_000);
    expect((await flow.confirm(OWNER, { uploadId: onTime.uploadId, fileUrl: onTime.fileUrl })).file.status).toBe(
      'processing',
    );
    clock.advance(1);
    expect(await httpFailure(flow.confirm(OWNER, { uploadId: late.uploadId, fileUrl: late.fileUrl }))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.expired,
    });
    expect((await uploads.findById(late.uploadId))?.status).toBe('pending');
  });

  it('answers a second confirm as the first, and queues the file once', async () => {
    const { flow, signAndPut, queue } = setUp();
    const signed = await signAndPut(aPdf);
    const first = await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
    const second = await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
    expect(second).toEqual(first);
    expect(queue.jobs).toHaveLength(1);
  });

  it('answers a confirm of a ready upload with its signed link', async () => {
    const { flow, signAndPut, processing } = setUp();
    const image = await pngOf(40, 40);
    const signed = await signAndPut(image, {
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: image.length,
      uploadType: 'avatar',
    });
    await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
    expect(await processing.process(signed.uploadId)).toBe('ready');
    const again = await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
    expect(again.file.status).toBe('ready');
    expect(readSignedLink(again.file.url!)).toMatchObject({
      method: 'GET',
      key: signed.fileKey.replace(/original$/, '256.webp'),
      contentType: 'image/webp',
    });
  });

  it('still answers "processing" when the queue is down: the sweep queues the file later', async () => {
    const { flow, signAndPut, queue, uploads } = setUp();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    queue.down = true;
    const signed = await signAndPut(aPdf);
    expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
      'processing',
    );
    expect((await uploads.findById(signed.uploadId))?.status).toBe('processing');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ uploadId: signed.uploadId }), expect.any(String));
  });

  it('leaves the upload pending when storage cannot be reached, so the uploader can confirm again', async () => {
    const { flow, signAndPut, storage, uploads } = setUp();
    const signed = await signAndPut(aPdf);
    storage.unavailable = true;
    await expect(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).rejects.toBeInstanceOf(
      StorageDown,
    );
    expect((await uploads.findById(signed.uploadId))?.status).toBe('pending');
    storage.unavailable = false;
    expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
      'processing',
    );
  });

  describe('a confirmed file is out of the uploader’s reach', () => {
    /** Bytes of `length` that start as `start` does (a PUT link only takes the signed length). */
    const sameLength = (start: Buffer, length: number) =>
      Buffer.concat([start, Buffer.alloc(length)]).subarray(0, length);

    it('is a copy on a key no link writes, with our type; the staging object is gone', async () => {
      const { flow, signAndPut, storage } = setUp();
      const signed = await signAndPut(aPdf);
      expect(storage.objects.has(stagingKey(signed.fileKey))).toBe(true);
      await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
      expect(storage.objects.get(signed.fileKey)).toEqual({ body: aPdf, contentType: 'application/pdf' });
      expect(storage.objects.has(stagingKey(signed.fileKey))).toBe(false);
      expect(storage.signed.filter((link) => link.method === 'PUT').map((link) => link.key)).toEqual([
        stagingKey(signed.fileKey),
      ]);
    });

    it('stays what was checked when the PUT link is used again, before or after the worker', async () => {
      const { flow, signAndPut, storage, processing, files, uploads } = setUp();
      const signed = await signAndPut(aPdf);
      await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
      storage.putThrough(signed.uploadUrl, sameLength(pdfWithJavaScript(), aPdf.length), 'application/pdf');
      expect(await processing.process(signed.uploadId)).toBe('ready');
      storage.putThrough(signed.uploadUrl, sameLength(EXECUTABLE, aPdf.length), 'application/pdf');
      // Confirming again changes nothing either.
      expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
        'ready',
      );

      expect(storage.objects.get(signed.fileKey)?.body).toEqual(aPdf);
      const link = readSignedLink((await files.readUrl(signed.fileUrl, { downloadName: 'Resume.pdf' }))!);
      expect(link).toMatchObject({ key: signed.fileKey, contentType: 'application/pdf', downloadName: 'Resume.pdf' });
      expect(await uploads.findById(signed.uploadId)).toMatchObject({ status: 'ready' });
    });

    it('is moved by one confirm only when two arrive at once', async () => {
      const { flow, signAndPut, storage, queue } = setUp();
      const signed = await signAndPut(aPdf);
      const copy = jest.spyOn(storage, 'copy');
      const both = await Promise.all([
        flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }),
        flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }),
      ]);
      expect(both.map((answer) => answer.file.status)).toEqual(['processing', 'processing']);
      expect(copy).toHaveBeenCalledTimes(1);
      expect(queue.jobs).toHaveLength(1);
    });

    it('goes back to pending when storage fails while moving it, so the uploader can confirm again', async () => {
      const { flow, signAndPut, storage, uploads } = setUp();
      const signed = await signAndPut(aPdf);
      jest.spyOn(storage, 'copy').mockRejectedValueOnce(new StorageDown());
      await expect(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).rejects.toBeInstanceOf(
        StorageDown,
      );
      expect(await uploads.findById(signed.uploadId)).toMatchObject({ status: 'pending', confirmedAt: null });
      expect((await flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl })).file.status).toBe(
        'processing',
      );
      expect(storage.objects.get(signed.fileKey)?.body).toEqual(aPdf);
    });

    it('removes the staging object with the copy when the copy is refused', async () => {
      const { flow, signAndPut, storage } = setUp();
      const signed = await signAndPut(sameLength(EXECUTABLE, aPdf.length));
      expect(
        (await httpFailure(flow.confirm(OWNER, { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))).message,
      ).toBe(UPLOAD_FLOW_MESSAGES.typeMismatch);
      expect(storage.objects.size).toBe(0);
    });
  });
});
