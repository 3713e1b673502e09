import { Logger } from '@nestjs/common';
import { UPLOAD_FLOW_MESSAGES, UPLOAD_LIMITS } from '@marketplace/contracts';
import sharp from 'sharp';
import { actorOf } from '../../../test/support/accounts-fakes';
import { hasGps, jpegWithGps, pdfWithJavaScript, pdfWithText, pngOf } from '../../../test/support/upload-fixtures';
import { type StoredUploadRow, StorageDown, uploadsTestbed } from '../../../test/support/uploads-fakes';
import { uploadFolder, userPrefix, variantKey } from './upload-keys';
import { processUploadJobId, UPLOADS_JOBS } from './uploads.queue';

const OWNER = '7d1c1a52-0c1e-4c5e-9d0a-0000000000b1';
const OTHER = '7d1c1a52-0c1e-4c5e-9d0a-0000000000b2';
const HOUR = 3_600_000;

function setUp() {
  const testbed = uploadsTestbed();
  const { uploads, storage, clock } = testbed;
  /** A confirmed upload (status processing) whose original holds `body`. */
  const confirmed = (body: Buffer, row: Partial<StoredUploadRow> = {}, ownerId = OWNER) => {
    const upload = uploads.add({
      owner: ownerId,
      status: 'processing',
      fileSize: body.length,
      createdAt: clock.now(),
      confirmedAt: clock.now(),
      ...row,
    });
    storage.put(upload.fileKey, body, upload.fileType);
    return upload;
  };
  const image = (body: Buffer, row: Partial<StoredUploadRow> = {}, ownerId = OWNER) =>
    confirmed(
      body,
      { uploadType: 'avatar', purpose: null, fileName: 'me.jpg', fileType: 'image/jpeg', ...row },
      ownerId,
    );
  const objectsOf = (upload: { id: string; owner: string }) => storage.list(uploadFolder(upload.owner, upload.id));
  return { ...testbed, confirmed, image, objectsOf };
}

afterEach(() => jest.restoreAllMocks());

describe('UploadProcessingService.process', () => {
  it('replaces an image by its 256 and 64 px WebP squares, without its metadata, and makes it ready', async () => {
    const { processing, image, storage, uploads, objectsOf, clock } = setUp();
    const upload = image(await jpegWithGps());
    clock.advance(5_000);

    expect(await processing.process(upload.id)).toBe('ready');
    expect(await objectsOf(upload)).toEqual([variantKey(upload.fileKey, 256), variantKey(upload.fileKey, 64)]);
    for (const size of UPLOAD_LIMITS.avatarSizes) {
      const { body, contentType } = storage.objects.get(variantKey(upload.fileKey, size))!;
      expect(contentType).toBe('image/webp');
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
      expect(await hasGps(body)).toBe(false);
    }
    expect(uploads.rows.get(upload.id)).toMatchObject({
      status: 'ready',
      processedAt: clock.now(),
      extractedText: null,
      rejectionReason: null,
    });
  });

  it('keeps a document as it is and stores its text', async () => {
    const { processing, confirmed, uploads, objectsOf } = setUp();
    const resume = confirmed(pdfWithText('Maya Patel, bookkeeper'));
    expect(await processing.process(resume.id)).toBe('ready');
    expect(uploads.rows.get(resume.id)).toMatchObject({ status: 'ready', extractedText: 'Maya Patel, bookkeeper' });
    expect(await objectsOf(resume)).toEqual([resume.fileKey]);
  });

  it('cleans a picture attached to a message in place: same size and format, no metadata, no text', async () => {
    const { processing, confirmed, storage, uploads, objectsOf } = setUp();
    const photo = await jpegWithGps();
    const original = await sharp(photo).metadata();
    const upload = confirmed(photo, { purpose: 'attachment', fileName: 'site.jpg', fileType: 'image/jpeg' });

    expect(await processing.process(upload.id)).toBe('ready');
    expect(await objectsOf(upload)).toEqual([upload.fileKey]);
    const { body, contentType } = storage.objects.get(upload.fileKey)!;
    expect(contentType).toBe('image/jpeg');
    // The EXIF orientation is applied: a picture taken on its side comes out upright.
    const turned = (original.orientation ?? 1) >= 5;
    expect(await sharp(body).metadata()).toMatchObject({
      format: 'jpeg',
      width: turned ? original.height : original.width,
      height: turned ? original.width : original.height,
    });
    expect(await hasGps(body)).toBe(false);
    expect(uploads.rows.get(upload.id)).toMatchObject({ status: 'ready', extractedText: null });

    const png = confirmed(await pngOf(120, 80), {
      purpose: 'attachment',
      fileName: 'chart.png',
      fileType: 'image/png',
    });
    expect(await processing.process(png.id)).toBe('ready');
    expect(await sharp(storage.objects.get(png.fileKey)!.body).metadata()).toMatchObject({
      format: 'png',
      width: 120,
      height: 80,
    });
  });

  it('stores no text for a document without any', async () => {
    const { processing, confirmed, uploads } = setUp();
    const blank = confirmed(Buffer.from(' \n \n'), {
      purpose: 'attachment',
      fileName: 'blank.txt',
      fileType: 'text/plain',
    });
    expect(await processing.process(blank.id)).toBe('ready');
    expect(uploads.rows.get(blank.id)).toMatchObject({ status: 'ready', extractedText: null });
  });

  it('rejects a file it refuses, with the reason, and removes its objects', async () => {
    const { processing, image, confirmed, uploads, objectsOf, clock } = setUp();
    const png = await pngOf(200, 200);
    const broken = image(png.subarray(0, 60), { fileType: 'image/png', fileName: 'me.png' });
    const scripted = confirmed(pdfWithJavaScript());

    expect(await processing.process(broken.id)).toBe('rejected');
    expect(uploads.rows.get(broken.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.imageUnreadable,
      processedAt: clock.now(),
    });
    expect(await objectsOf(broken)).toEqual([]);

    // A refusal is final even when the queue would try again.
    expect(await processing.process(scripted.id, false)).toBe('rejected');
    expect(uploads.rows.get(scripted.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.pdfActiveContent,
    });
    expect(await objectsOf(scripted)).toEqual([]);
  });

  it('throws other failures back for the queue to retry, leaving everything as it was', async () => {
    const { processing, confirmed, uploads, storage, objectsOf } = setUp();
    const resume = confirmed(pdfWithText('Retry me'));
    storage.unavailable = true;
    await expect(processing.process(resume.id, false)).rejects.toBeInstanceOf(StorageDown);
    storage.unavailable = false;
    expect(uploads.rows.get(resume.id)?.status).toBe('processing');
    expect(await objectsOf(resume)).toEqual([resume.fileKey]);
    expect(await processing.process(resume.id, false)).toBe('ready');
  });

  it('rejects on the last attempt when the failure persists, and logs it', async () => {
    const { processing, confirmed, uploads, storage, objectsOf } = setUp();
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const lost = confirmed(pdfWithText('Lost'));
    storage.objects.delete(lost.fileKey);
    await expect(processing.process(lost.id, false)).rejects.toThrow();
    expect(uploads.rows.get(lost.id)?.status).toBe('processing');

    expect(await processing.process(lost.id, true)).toBe('rejected');
    expect(uploads.rows.get(lost.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.processingFailed,
    });
    expect(await objectsOf(lost)).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ uploadId: lost.id }), expect.any(String));
  });

  it('skips uploads that are gone or not waiting for a verdict', async () => {
    const { processing, confirmed, uploads } = setUp();
    const pending = confirmed(pdfWithText('Pending'), { status: 'pending', confirmedAt: null });
    const ready = confirmed(pdfWithText('Ready'), { status: 'ready', extractedText: 'Ready' });
    const rejected = confirmed(pdfWithText('Rejected'), {
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch,
    });
    for (const upload of [pending, ready, rejected]) {
      const before = { ...uploads.rows.get(upload.id)! };
      expect(await processing.process(upload.id)).toBe('skipped');
      expect(uploads.rows.get(upload.id)).toEqual(before);
    }
    expect(await processing.process('7d1c1a52-0c1e-4c5e-9d0a-00000000ffff')).toBe('skipped');
  });
});

describe('UploadProcessingService.sweep', () => {
  it('removes unconfirmed uploads after 24 hours with their objects, and rejected ones a day on', async () => {
    const { processing, confirmed, uploads, storage, clock } = setUp();
    const at = (hoursAgo: number) => new Date(clock.now().getTime() - hoursAgo * HOUR);
    const abandoned = confirmed(pdfWithText('Abandoned'), {
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(at(24).getTime() - 1),
    });
    const dayOld = confirmed(pdfWithText('Exactly a day'), {
      status: 'pending',
      confirmedAt: null,
      createdAt: at(24),
    });
    const fresh = confirmed(pdfWithText('Fresh'), { status: 'pending', confirmedAt: null, createdAt: at(23) });
    const oldRejection = uploads.add({
      owner: OWNER,
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch,
      createdAt: at(25),
    });
    const newRejection = uploads.add({
      owner: OWNER,
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch,
      createdAt: at(2),
    });
    const oldReady = confirmed(pdfWithText('Kept'), { status: 'ready', createdAt: at(24 * 30) });

    expect(await processing.sweep()).toEqual({ unconfirmed: 1, rejected: 1, requeued: 0, deletedAccounts: 0 });
    expect([...uploads.rows.keys()].sort()).toEqual([dayOld.id, fresh.id, newRejection.id, oldReady.id].sort());
    expect(await storage.head(abandoned.fileKey)).toBeNull();
    expect(await storage.head(fresh.fileKey)).not.toBeNull();
    expect(await storage.head(oldReady.fileKey)).not.toBeNull();
    expect(uploads.rows.has(oldRejection.id)).toBe(false);
  });

  it('queues again uploads stuck in processing for more than 15 minutes, under a job id of its own per sweep', async () => {
    const { processing, confirmed, queue, clock } = setUp();
    const stuck = confirmed(pdfWithText('Stuck'), { confirmedAt: new Date(clock.now().getTime() - 16 * 60_000) });
    confirmed(pdfWithText('Busy'), { confirmedAt: new Date(clock.now().getTime() - 5 * 60_000) });
    // The first job failed for good (a worker died mid-job) and is still kept under the upload's id.
    await queue.add(UPLOADS_JOBS.process, { uploadId: stuck.id }, { jobId: processUploadJobId(stuck.id) });

    expect(await processing.sweep()).toEqual({ unconfirmed: 0, rejected: 0, requeued: 1, deletedAccounts: 0 });
    clock.advance(60 * 60_000);
    // An hour on, the busy one is stuck too.
    expect(await processing.sweep()).toMatchObject({ requeued: 2 });
    const ids = queue.jobs
      .filter((job) => (job.data as { uploadId: string }).uploadId === stuck.id)
      .map((job) => job.jobId);
    expect(new Set(ids).size).toBe(3);
    expect(ids.slice(1).every((id) => id?.startsWith(`${processUploadJobId(stuck.id)}-sweep-`))).toBe(true);
  });

  it('gives up on an upload still processing a day after its confirm: rejected, objects removed', async () => {
    const { processing, confirmed, uploads, storage, clock } = setUp();
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const hopeless = confirmed(pdfWithText('Hopeless'), { confirmedAt: new Date(clock.now().getTime() - 25 * HOUR) });

    expect(await processing.sweep()).toMatchObject({ requeued: 1 });
    expect(uploads.rows.get(hopeless.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.processingFailed,
    });
    expect(await storage.head(hopeless.fileKey)).toBeNull();
  });

  it('picks up a file whose confirm could not queue it', async () => {
    const { flow, processing, storage, queue, clock, uploads } = setUp();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const owner = actorOf({ id: OWNER, role: 'seeker', email: 'owner@example.com' });
    const file = pdfWithText('Queued later');
    const signed = await flow.presign(owner, {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: file.length,
    });
    storage.putThrough(signed.uploadUrl, file, 'application/pdf');
    queue.down = true;
    await flow.confirm(owner, { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
    queue.down = false;

    expect(await processing.sweep()).toMatchObject({ requeued: 0 });
    clock.advance(15 * 60_000 + 1);
    expect(await processing.sweep()).toMatchObject({ requeued: 1 });
    expect(queue.jobs).toEqual([
      {
        name: UPLOADS_JOBS.process,
        data: { uploadId: signed.uploadId },
        jobId: expect.stringMatching(new RegExp(`^${processUploadJobId(signed.uploadId)}-sweep-`)),
      },
    ]);
    expect(await processing.process(signed.uploadId)).toBe('ready');
    expect(uploads.rows.get(signed.uploadId)?.extractedText).toBe('Queued later');
  });
});

describe('UploadProcessingService.sweep, for deleted accounts', () => {
  it('removes the files of accounts deleted while their deletion job could not be queued, page after page', async () => {
    const { processing, confirmed, users, uploads, storage } = setUp();
    // More owners than one page of the walk (500).
    const owners = Array.from(
      { length: 503 },
      (_, index) => `7d1c1a52-0c1e-4c5e-9d0a-${(0xc00 + index).toString(16).padStart(12, '0')}`,
    );
    for (const [index, owner] of owners.entries()) {
      users.add({
        id: owner,
        email: `owner${index}@example.com`,
        role: 'seeker',
        deletedAt: index % 2 === 0 ? new Date('2026-11-20T00:00:00Z') : null,
      });
      confirmed(Buffer.from(`Resume ${index}`), { status: 'ready' }, owner);
      confirmed(Buffer.from(`Notes ${index}`), { status: 'ready', purpose: 'attachment' }, owner);
    }
    const live = owners.filter((_, index) => index % 2 === 1);

    expect(await processing.sweep()).toEqual({ unconfirmed: 0, rejected: 0, requeued: 0, deletedAccounts: 252 });
    expect([...new Set([...uploads.rows.values()].map((row) => row.owner))].sort()).toEqual(live);
    expect(new Set((await storage.list('uploads/')).map((key) => key.split('/')[1]))).toEqual(new Set(live));
    expect(await processing.sweep()).toMatchObject({ deletedAccounts: 0 });
  });
});

describe('UploadProcessingService.deleteUserFiles', () => {
  it('removes every upload and object of a deleted account, and nobody else’s', async () => {
    const { processing, confirmed, image, uploads, storage } = setUp();
    const picture = image(await pngOf(30, 30), { fileType: 'image/png', fileName: 'me.png' });
    await processing.process(picture.id);
    confirmed(pdfWithText('Pending'), { status: 'pending', confirmedAt: null });
    confirmed(pdfWithText('Ready'), { status: 'ready' });
    uploads.add({ owner: OWNER, status: 'rejected', rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch });
    // An object no row leads to any more (a removal that failed half way) goes too.
    storage.put(`${userPrefix(OWNER)}orphan/original`, 'left over', 'application/pdf');
    const theirs = confirmed(pdfWithText('Theirs'), { status: 'ready' }, OTHER);

    expect(await processing.deleteUserFiles(OWNER)).toBe(4);
    expect(await storage.list(userPrefix(OWNER))).toEqual([]);
    expect(await uploads.ofOwner(OWNER)).toEqual([]);
    expect(await storage.list('')).toEqual([theirs.fileKey]);
    expect(await uploads.ofOwner(OTHER)).toHaveLength(1);
    expect(await processing.deleteUserFiles(OWNER)).toBe(0);
  });
});
