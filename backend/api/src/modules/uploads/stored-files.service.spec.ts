import { randomUUID } from 'node:crypto';
import { UPLOAD_FLOW_MESSAGES, UPLOAD_LIMITS } from '@marketplace/contracts';
import type { StoredFileKind } from '../../core/files/stored-files';
import { httpFailure, readSignedLink, type StoredUploadRow, uploadsTestbed } from '../../../test/support/uploads-fakes';
import { variantKey } from './upload-keys';

const OWNER = '7d1c1a52-0c1e-4c5e-9d0a-0000000000a1';
const OTHER = '7d1c1a52-0c1e-4c5e-9d0a-0000000000a2';
const GRAVATAR = 'https://www.gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50';

function setUp() {
  const testbed = uploadsTestbed();
  const { uploads, storage } = testbed;
  /** An upload row with its objects on storage (the original, and for ready images the squares instead). */
  const stored = (row: Partial<StoredUploadRow> = {}, ownerId = OWNER) => {
    const upload = uploads.add({ owner: ownerId, ...row });
    if (upload.uploadType === 'avatar' && upload.status === 'ready') {
      for (const size of UPLOAD_LIMITS.avatarSizes)
        storage.put(variantKey(upload.fileKey, size), `webp ${size}`, 'image/webp');
    } else {
      storage.put(upload.fileKey, 'file body', upload.fileType);
    }
    return { ...upload, fileUrl: storage.objectUrl(upload.fileKey) };
  };
  const avatar = (row: Partial<StoredUploadRow> = {}, ownerId = OWNER) =>
    stored({ uploadType: 'avatar', purpose: null, fileName: 'me.png', fileType: 'image/png', ...row }, ownerId);
  return { ...testbed, stored, avatar };
}

describe('StoredFilesService.claim', () => {
  it('hands over a ready upload of the owner and kind, by fileUrl or by id', async () => {
    const { files, avatar, stored } = setUp();
    const picture = avatar();
    const resume = stored({ fileName: 'Maya CV.pdf' });
    expect(await files.claim(OWNER, { fileUrl: picture.fileUrl }, 'avatar')).toEqual({
      id: picture.id,
      ownerId: OWNER,
      fileUrl: picture.fileUrl,
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: picture.fileSize,
      uploadType: 'avatar',
      purpose: null,
      status: 'ready',
      rejectionReason: null,
      createdAt: picture.createdAt,
    });
    expect(await files.claim(OWNER, { uploadId: resume.id }, 'resume')).toMatchObject({
      id: resume.id,
      fileUrl: resume.fileUrl,
      fileName: 'Maya CV.pdf',
      purpose: 'resume',
    });
  });

  it('answers "not found" for someone else’s upload exactly as for one that does not exist', async () => {
    const { files, avatar } = setUp();
    const theirs = avatar({}, OTHER);
    const notFound = { status: 400, message: UPLOAD_FLOW_MESSAGES.notFound };
    expect(await httpFailure(files.claim(OWNER, { fileUrl: theirs.fileUrl }, 'avatar'))).toEqual(notFound);
    expect(await httpFailure(files.claim(OWNER, { uploadId: theirs.id }, 'avatar'))).toEqual(notFound);
    expect(await httpFailure(files.claim(OWNER, { uploadId: randomUUID() }, 'avatar'))).toEqual(notFound);
    expect(await httpFailure(files.claim(OWNER, { uploadId: 'not-a-uuid' }, 'avatar'))).toEqual(notFound);
    expect(await httpFailure(files.claim(OWNER, { fileUrl: GRAVATAR }, 'avatar'))).toEqual(notFound);
    expect(await httpFailure(files.claim(OWNER, { fileUrl: `${theirs.fileUrl}?owner=${OWNER}` }, 'avatar'))).toEqual(
      notFound,
    );
  });

  it('takes an upload only for its kind: images as avatars, documents for their purpose', async () => {
    const { files, avatar, stored } = setUp();
    const picture = avatar();
    const resume = stored({ purpose: 'resume' });
    const attachment = stored({ purpose: 'attachment', fileName: 'notes.txt', fileType: 'text/plain' });
    const wrongKind = { status: 400, message: UPLOAD_FLOW_MESSAGES.wrongKind };
    const cases: Array<[{ id: string }, StoredFileKind, boolean]> = [
      [picture, 'avatar', true],
      [picture, 'resume', false],
      [picture, 'attachment', false],
      [resume, 'resume', true],
      [resume, 'attachment', false],
      [resume, 'avatar', false],
      [attachment, 'attachment', true],
      [attachment, 'resume', false],
      [attachment, 'avatar', false],
    ];
    for (const [upload, kind, fits] of cases) {
      const claim = files.claim(OWNER, { uploadId: upload.id }, kind);
      if (fits) await expect(claim).resolves.toMatchObject({ id: upload.id });
      else expect(await httpFailure(claim)).toEqual(wrongKind);
    }
  });

  it('takes only ready uploads, or processing ones when the caller allows it, and says why not', async () => {
    const { files, stored } = setUp();
    const pending = stored({ status: 'pending' });
    const processing = stored({ status: 'processing' });
    const rejected = stored({ status: 'rejected', rejectionReason: UPLOAD_FLOW_MESSAGES.pdfActiveContent });
    const rejectedWithoutReason = stored({ status: 'rejected', rejectionReason: null });

    expect(await httpFailure(files.claim(OWNER, { uploadId: pending.id }, 'resume'))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.notUploaded,
    });
    expect(
      await httpFailure(files.claim(OWNER, { uploadId: pending.id }, 'resume', { allowProcessing: true })),
    ).toEqual({ status: 400, message: UPLOAD_FLOW_MESSAGES.notUploaded });
    expect(await httpFailure(files.claim(OWNER, { uploadId: processing.id }, 'resume'))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.notReady,
    });
    await expect(
      files.claim(OWNER, { uploadId: processing.id }, 'resume', { allowProcessing: true }),
    ).resolves.toMatchObject({ status: 'processing' });
    expect(
      await httpFailure(files.claim(OWNER, { uploadId: rejected.id }, 'resume', { allowProcessing: true })),
    ).toEqual({ status: 400, message: UPLOAD_FLOW_MESSAGES.pdfActiveContent });
    expect(await httpFailure(files.claim(OWNER, { uploadId: rejectedWithoutReason.id }, 'resume'))).toEqual({
      status: 400,
      message: UPLOAD_FLOW_MESSAGES.processingFailed,
    });
  });
});

describe('StoredFilesService.readUrl', () => {
  it('answers null for no picture, and outside http(s) links as they are', async () => {
    const { files } = setUp();
    expect(await files.readUrl(null)).toBeNull();
    expect(await files.readUrl('')).toBeNull();
    expect(await files.readUrl(GRAVATAR)).toBe(GRAVATAR);
    expect(await files.readUrl('http://cdn.example/logo.svg')).toBe('http://cdn.example/logo.svg');
    expect(files.isStoredUrl(GRAVATAR)).toBe(false);
  });

  it('never passes through a link that is not http(s)', async () => {
    const { files } = setUp();
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      'uploads/x/y/original',
    ]) {
      expect(await files.readUrl(url)).toBeNull();
    }
  });

  it('answers null for our links whose upload is not ready, or gone', async () => {
    const { files, avatar, storage } = setUp();
    for (const status of ['pending', 'processing', 'rejected'] as const) {
      const upload = avatar({ status });
      expect(files.isStoredUrl(upload.fileUrl)).toBe(true);
      expect(await files.readUrl(upload.fileUrl)).toBeNull();
    }
    expect(await files.readUrl(storage.objectUrl(`uploads/${OWNER}/${randomUUID()}/original`))).toBeNull();
  });

  it('signs an image as its 256 px square by default, or the 64 px one, as WebP', async () => {
    const { files, avatar } = setUp();
    const picture = avatar();
    expect(readSignedLink((await files.readUrl(picture.fileUrl))!)).toMatchObject({
      method: 'GET',
      key: `uploads/${OWNER}/${picture.id}/256.webp`,
      contentType: 'image/webp',
      downloadName: null,
    });
    expect(readSignedLink((await files.readUrl(picture.fileUrl, { size: 64 }))!)).toMatchObject({
      key: `uploads/${OWNER}/${picture.id}/64.webp`,
      contentType: 'image/webp',
    });
    // A picture is never handed out as a download of its original, whatever is asked.
    expect(readSignedLink((await files.readUrl(picture.fileUrl, { downloadName: 'me.png' }))!)).toMatchObject({
      key: `uploads/${OWNER}/${picture.id}/256.webp`,
      downloadName: null,
    });
  });

  it('signs a document as itself, with its type and our own disposition: a download under its stored name unless named', async () => {
    const { files, stored } = setUp();
    const notes = stored({ purpose: 'attachment', fileName: 'notes.txt', fileType: 'text/plain' });
    expect(readSignedLink((await files.readUrl(notes.fileUrl))!)).toMatchObject({
      key: notes.fileKey,
      contentType: 'text/plain',
      downloadName: 'notes.txt',
      viewName: null,
    });
    // A PDF is shown in the browser, under its stored name or the one asked for.
    const cv = stored({ purpose: 'resume', fileName: 'cv.pdf', fileType: 'application/pdf' });
    expect(readSignedLink((await files.readUrl(cv.fileUrl))!)).toMatchObject({
      downloadName: null,
      viewName: 'cv.pdf',
    });
    expect(readSignedLink((await files.readUrl(cv.fileUrl, { viewName: 'Maya CV.pdf' }))!)).toMatchObject({
      downloadName: null,
      viewName: 'Maya CV.pdf',
    });
    expect(
      readSignedLink((await files.readUrl(notes.fileUrl, { downloadName: 'Meeting notes – Zoë.txt' }))!),
    ).toMatchObject({
      key: notes.fileKey,
      contentType: 'text/plain',
      downloadName: 'Meeting notes – Zoë.txt',
    });
  });

  it('hands out the same link for a while, each valid at least the read-link time from now', async () => {
    const { files, avatar, clock } = setUp();
    const picture = avatar();
    clock.current = new Date('2026-11-21T09:00:30.000Z');
    const first = (await files.readUrl(picture.fileUrl))!;
    clock.advance(4 * 60_000);
    expect(await files.readUrl(picture.fileUrl)).toBe(first);
    clock.advance(60_000);
    const next = (await files.readUrl(picture.fileUrl))!;
    expect(next).not.toBe(first);

    for (const link of [first, next].map(readSignedLink)) {
      expect(link.signedAt!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    }
    // Handed out at the last moment of its window, a link still lives the full read-link time.
    clock.current = new Date('2026-11-21T09:04:59.999Z');
    const late = readSignedLink((await files.readUrl(picture.fileUrl))!);
    expect(late.signedAt!.getTime() + late.expiresInSeconds * 1000 - clock.now().getTime()).toBeGreaterThanOrEqual(
      UPLOAD_LIMITS.readLinkSeconds * 1000,
    );
  });
});

describe('StoredFilesService.readUrls', () => {
  it('answers each link in order as readUrl would, for a whole list at once', async () => {
    const { files, avatar, stored, storage } = setUp();
    const ready = avatar();
    const busy = avatar({ status: 'processing' });
    const theirs = avatar({}, OTHER);
    const urls = [
      ready.fileUrl,
      null,
      GRAVATAR,
      busy.fileUrl,
      'javascript:alert(1)',
      theirs.fileUrl,
      storage.objectUrl(`uploads/${OWNER}/${randomUUID()}/original`),
      ready.fileUrl,
      stored().fileUrl,
    ];
    const links = await files.readUrls(urls, { size: 64 });

    expect(links).toHaveLength(urls.length);
    expect(links[0] && readSignedLink(links[0])).toMatchObject({
      key: variantKey(ready.fileKey, 64),
      contentType: 'image/webp',
    });
    expect(links.slice(1, 5)).toEqual([null, GRAVATAR, null, null]);
    // Pictures are shown to whoever may see the person: the list signs anyone's.
    expect(links[5] && readSignedLink(links[5])).toMatchObject({ key: variantKey(theirs.fileKey, 64) });
    expect(links[6]).toBeNull();
    expect(links[7]).toBe(links[0]);
    expect(links[8] && readSignedLink(links[8])).toMatchObject({
      key: `uploads/${OWNER}/${urls[8]!.split('/').at(-2)}/original`,
      contentType: 'application/pdf',
    });
    for (const [index, url] of urls.entries()) expect(links[index]).toBe(await files.readUrl(url, { size: 64 }));
  });

  it('answers an empty list with an empty list', async () => {
    const { files } = setUp();
    expect(await files.readUrls([])).toEqual([]);
  });
});

describe('StoredFilesService.openImage', () => {
  it('streams the square of a ready image, and nothing for anything else', async () => {
    const { files, avatar, stored } = setUp();
    const picture = avatar();
    const image = await files.openImage(picture.fileUrl, 64);
    const chunks: Buffer[] = [];
    for await (const chunk of image!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('webp 64');
    expect(image!.size).toBe(7);
    expect(await files.openImage(stored().fileUrl, 256)).toBeNull();
    expect(await files.openImage(avatar({ status: 'processing' }).fileUrl, 256)).toBeNull();
    expect(await files.openImage(GRAVATAR, 256)).toBeNull();
  });
});

describe('StoredFilesService lists and text', () => {
  it('finds uploads by id in any state, skipping ids that are none', async () => {
    const { files, stored } = setUp();
    const ready = stored();
    const pending = stored({ status: 'pending' });
    const found = await files.findMany([ready.id, pending.id, 'not-a-uuid', randomUUID()]);
    expect(found.map((file) => [file.id, file.status, file.fileUrl]).sort()).toEqual(
      [
        [ready.id, 'ready', ready.fileUrl],
        [pending.id, 'pending', pending.fileUrl],
      ].sort(),
    );
  });

  it('reads a document’s text, and null for ids that are none', async () => {
    const { files, stored } = setUp();
    const resume = stored({ extractedText: 'Maya Patel' });
    expect(await files.extractedText(resume.id)).toBe('Maya Patel');
    expect(await files.extractedText(stored().id)).toBeNull();
    expect(await files.extractedText("x' or 1=1 --")).toBeNull();
  });
});

describe('StoredFilesService removal', () => {
  it('removes an upload with every object it has', async () => {
    const { files, avatar, stored, storage, uploads } = setUp();
    const picture = avatar();
    const kept = stored();
    storage.put(picture.fileKey, 'an original left over', 'image/png');
    await files.remove(picture.id);
    expect(await uploads.findById(picture.id)).toBeNull();
    expect(await storage.list(`uploads/${OWNER}/${picture.id}/`)).toEqual([]);
    expect(await storage.list(`uploads/${OWNER}/`)).toEqual([kept.fileKey]);
    await expect(files.remove(randomUUID())).resolves.toBeUndefined();
    await expect(files.remove('not-a-uuid')).resolves.toBeUndefined();
  });

  it('releases a replaced picture only when it belongs to the caller', async () => {
    const { files, avatar, uploads, storage } = setUp();
    const mine = avatar();
    const theirs = avatar({}, OTHER);
    await files.release(OWNER, theirs.fileUrl);
    expect(await uploads.findById(theirs.id)).not.toBeNull();
    expect(await storage.list(`uploads/${OTHER}/`)).toHaveLength(2);

    await files.release(OWNER, null);
    await files.release(OWNER, GRAVATAR);
    expect(await uploads.findById(mine.id)).not.toBeNull();

    await files.release(OWNER, mine.fileUrl);
    expect(await uploads.findById(mine.id)).toBeNull();
    expect(await storage.list(`uploads/${OWNER}/`)).toEqual([]);
  });

  it('removes a rejected upload’s objects but keeps its row and reason', async () => {
    const { files, stored, storage, uploads } = setUp();
    const rejected = stored({ status: 'rejected', rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch });
    await files.removeObjects((await uploads.findById(rejected.id))!);
    expect(await storage.head(rejected.fileKey)).toBeNull();
    expect(await uploads.findById(rejected.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: UPLOAD_FLOW_MESSAGES.typeMismatch,
    });
  });

  it('removes everything a user has on storage, and nobody else’s', async () => {
    const { files, stored, avatar, storage } = setUp();
    stored();
    avatar();
    const theirs = stored({}, OTHER);
    await files.removeEverythingOf(OWNER);
    expect(await storage.list('')).toEqual([theirs.fileKey]);
  });
});
