import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ENTITLEMENT_MESSAGES, RESUME_MESSAGES, TEXT_MESSAGES, UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../test/support/accounts-fakes';
import { FakeResumeLimit, MemoryResumes } from '../../../test/support/profiles-fakes';
import { FakeStoredFiles } from '../../../test/support/stored-files-fake';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import type { StoredFile } from '../../core/files/stored-files';
import { defaultResumeName, ResumesService } from './resumes.service';

const SEEKER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const upload = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MISSING = '20000000-0000-4000-8000-000000000000';

function setUp(limit = 1, membershipPlan = 'trial') {
  const clock = new FakeClock(new Date('2026-11-25T10:00:00.000Z'));
  const files = new FakeStoredFiles();
  const resumes = new MemoryResumes(files);
  const limits = new FakeResumeLimit(limit, membershipPlan);
  const service = new ResumesService(clock as never, resumes as never, limits as never, files);
  const seeker = actorOf({ id: SEEKER, role: 'seeker', email: 'maya@example.com' });
  const other = actorOf({ id: OTHER, role: 'seeker', email: 'olivia@example.com' });
  let next = 0;
  /** An upload of the seeker's (a ready PDF unless told otherwise). */
  const file = (changes: Partial<StoredFile> = {}, text: string | null = null) =>
    files.add({ id: upload(++next), ownerId: SEEKER, fileName: `Resume ${next}.pdf`, ...changes }, text);
  /** Adds a version a minute after the previous one. */
  const add = async (changes: Partial<StoredFile> = {}, name?: string) => {
    clock.advance(60_000);
    return service.add(seeker, { uploadId: file(changes).id, ...(name !== undefined ? { name } : {}) });
  };
  return { clock, files, resumes, limits, service, seeker, other, file, add };
}

const fieldErrorsOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RequestValidationException);
  return (error as RequestValidationException).fieldErrors;
};

describe('ResumesService.add', () => {
  it('keeps an upload as a version named after its file, the first one the default', async () => {
    const { service, add, clock } = setUp();
    const added = await add({ fileName: 'Maya Chen CV 2026.pdf', fileSize: 48_000 });
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Maya Chen CV 2026',
      uploadedAt: clock.now().toISOString(),
      isDefault: true,
      fileName: 'Maya Chen CV 2026.pdf',
      fileType: 'application/pdf',
      fileSize: 48_000,
      status: 'ready',
    });
    expect(await service.list(SEEKER)).toEqual([added]);
  });

  it('takes a name given with it, trimmed, and checks it', async () => {
    const { add } = setUp(-1);
    expect((await add({}, '  Support roles  ')).name).toBe('Support roles');
    expect(await fieldErrorsOf(add({}, ' '))).toEqual({ name: [RESUME_MESSAGES.nameRequired] });
    expect(await fieldErrorsOf(add({}, 'n'.repeat(101)))).toEqual({ name: [RESUME_MESSAGES.nameTooLong] });
    expect(await fieldErrorsOf(add({}, 'CV\u0000'))).toEqual({ name: [TEXT_MESSAGES.forbiddenCharacters] });
  });

  it('accepts a document still being processed, and says so', async () => {
    const { add } = setUp();
    expect(await add({ status: 'processing' })).toMatchObject({ status: 'processing', isDefault: true });
  });

  it('refuses someone else’s upload, a picture, a file never uploaded and a rejected file, as the upload port says', async () => {
    const { service, seeker, files, resumes } = setUp(-1);
    const theirs = files.add({ id: upload(90), ownerId: OTHER });
    const picture = files.add({
      id: upload(91),
      ownerId: SEEKER,
      uploadType: 'avatar',
      purpose: null,
      fileType: 'image/png',
    });
    const attachment = files.add({ id: upload(92), ownerId: SEEKER, purpose: 'attachment' });
    const pending = files.add({ id: upload(93), ownerId: SEEKER, status: 'pending' });
    const rejected = files.add({
      id: upload(94),
      ownerId: SEEKER,
      status: 'rejected',
      rejectionReason: 'This PDF contains scripts',
    });
    await expect(service.add(seeker, { uploadId: theirs.id })).rejects.toEqual(
      new BadRequestException(UPLOAD_FLOW_MESSAGES.notFound),
    );
    await expect(service.add(seeker, { uploadId: MISSING })).rejects.toEqual(
      new BadRequestException(UPLOAD_FLOW_MESSAGES.notFound),
    );
    await expect(service.add(seeker, { uploadId: picture.id })).rejects.toEqual(
      new BadRequestException(UPLOAD_FLOW_MESSAGES.wrongKind),
    );
    await expect(service.add(seeker, { uploadId: attachment.id })).rejects.toEqual(
      new BadRequestException(UPLOAD_FLOW_MESSAGES.wrongKind),
    );
    await expect(service.add(seeker, { uploadId: pending.id })).rejects.toEqual(
      new BadRequestException(UPLOAD_FLOW_MESSAGES.notUploaded),
    );
    await expect(service.add(seeker, { uploadId: rejected.id })).rejects.toEqual(
      new BadRequestException('This PDF contains scripts'),
    );
    expect(resumes.rows).toEqual([]);
  });

  it('answers the existing version when the same upload is attached again', async () => {
    const { service, seeker, file, resumes } = setUp();
    const pdf = file();
    const first = await service.add(seeker, { uploadId: pdf.id });
    expect(await service.add(seeker, { uploadId: pdf.id, name: 'Another name' })).toEqual(first);
    expect(resumes.rows).toHaveLength(1);
  });

  describe('the plan’s number of versions', () => {
    it('keeps 1 by default and refuses the second with the plan’s message', async () => {
      const { add, resumes } = setUp(1);
      await add();
      await expect(add()).rejects.toEqual(new ConflictException(RESUME_MESSAGES.limitReached(1)));
      expect(resumes.rows).toHaveLength(1);
    });

    it('keeps 3 on a plan of 3, the first staying the default', async () => {
      const { add, service } = setUp(3);
      const first = await add();
      expect((await add()).isDefault).toBe(false);
      expect((await add()).isDefault).toBe(false);
      await expect(add()).rejects.toEqual(new ConflictException(RESUME_MESSAGES.limitReached(3)));
      const listed = await service.list(SEEKER);
      expect(listed).toHaveLength(3);
      expect(listed.filter((resume) => resume.isDefault).map((resume) => resume.id)).toEqual([first.id]);
    });

    it('keeps 1 without a plan, refused with the way to keep more', async () => {
      const { add, resumes } = setUp(1, 'none');
      await add();
      await expect(add()).rejects.toEqual(new ConflictException(ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan));
      expect(resumes.rows).toHaveLength(1);
    });

    it('has no limit at -1', async () => {
      const { add, service } = setUp(-1);
      for (let i = 0; i < 25; i++) await add();
      expect(await service.list(SEEKER)).toHaveLength(25);
    });

    it('lets a seeker add another once they deleted one', async () => {
      const { add, service, seeker } = setUp(1);
      const first = await add();
      await service.remove(seeker, first.id);
      expect((await add()).isDefault).toBe(true);
    });

    it('answers why when the checks reject the file while it is being attached, keeping nothing', async () => {
      const { service, seeker, file, files, resumes } = setUp(1);
      const pdf = file({ status: 'processing' });
      const insert = resumes.insertWithinLimit.bind(resumes);
      resumes.insertWithinLimit = async (resume, limit) => {
        const added = await insert(resume, limit);
        Object.assign(files.files.get(pdf.id)!, { status: 'rejected', rejectionReason: 'This PDF contains scripts' });
        return added;
      };
      await expect(service.add(seeker, { uploadId: pdf.id })).rejects.toEqual(
        new BadRequestException('This PDF contains scripts'),
      );
      expect(resumes.rows).toEqual([]);
    });

    it('does not count a version whose file was rejected after it was attached (hidden, and dropped now)', async () => {
      const { add, files, resumes, service } = setUp(1);
      const first = await add({ status: 'processing' });
      files.files.get(resumes.rows[0]!.uploadId)!.status = 'rejected';
      expect(await service.list(SEEKER)).toEqual([]);
      const second = await add();
      expect(second.isDefault).toBe(true);
      expect(resumes.rows.map((row) => row.id)).toEqual([second.id]);
      expect(resumes.rows.map((row) => row.id)).not.toContain(first.id);
    });
  });
});

describe('ResumesService.update', () => {
  it('renames a version (trimmed) and checks the name', async () => {
    const { add, service, seeker } = setUp();
    const added = await add();
    expect(await service.update(seeker, added.id, { name: '  Teaching roles ' })).toEqual({
      ...added,
      name: 'Teaching roles',
    });
    expect(await fieldErrorsOf(service.update(seeker, added.id, { name: '' }))).toEqual({
      name: [RESUME_MESSAGES.nameRequired],
    });
    expect(await fieldErrorsOf(service.update(seeker, added.id, { name: 'x'.repeat(101) }))).toEqual({
      name: [RESUME_MESSAGES.nameTooLong],
    });
  });

  it('makes a version the default, and no other', async () => {
    const { add, service, seeker } = setUp(3);
    const first = await add();
    const second = await add();
    expect(await service.update(seeker, second.id, { isDefault: true })).toMatchObject({
      id: second.id,
      isDefault: true,
    });
    expect((await service.list(SEEKER)).map((resume) => [resume.id, resume.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await fieldErrorsOf(service.update(seeker, second.id, { isDefault: false as never }))).toEqual({
      isDefault: [RESUME_MESSAGES.defaultOnlyTrue],
    });
  });
});

describe('ResumesService.remove', () => {
  it('removes the version and its file', async () => {
    const { add, service, seeker, files, resumes } = setUp();
    const added = await add();
    const uploadId = resumes.rows[0]!.uploadId;
    expect(await service.remove(seeker, added.id)).toEqual({ message: RESUME_MESSAGES.deleted });
    expect(files.removed).toEqual([uploadId]);
    expect(await service.list(SEEKER)).toEqual([]);
  });

  it('makes the newest remaining version the default when the default goes', async () => {
    const { add, service, seeker } = setUp(-1);
    const first = await add();
    const second = await add();
    const third = await add();
    const fourth = await add();
    await service.update(seeker, second.id, { isDefault: true });
    await service.remove(seeker, first.id);
    expect((await service.defaultOf(SEEKER))?.id).toBe(second.id);
    await service.remove(seeker, second.id);
    expect((await service.list(SEEKER)).map((resume) => [resume.id, resume.isDefault])).toEqual([
      [fourth.id, true],
      [third.id, false],
    ]);
  });
});

describe('ResumesService.download', () => {
  it('signs an inline link for a PDF and a named download for a Word document', async () => {
    const { add, service, seeker, resumes } = setUp(-1);
    const pdf = await add({ fileName: 'cv.pdf' }, 'Support');
    const docx = await add(
      { fileName: 'cv.DOCX', fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      'Teaching',
    );
    const urlOf = (id: string) => `http://storage.test/bucket/${resumes.rows.find((row) => row.id === id)!.uploadId}`;
    // Named for what it is, so a viewer and a saved file read 'Support.pdf', never the storage key.
    expect(await service.download(seeker, pdf.id)).toEqual({
      downloadUrl: `signed:${urlOf(pdf.id)}`,
      fileName: 'Support.pdf',
      viewable: true,
      saveUrl: `signed:${urlOf(pdf.id)}#Support.pdf`,
    });
    expect(await service.download(seeker, docx.id)).toEqual({
      downloadUrl: `signed:${urlOf(docx.id)}#Teaching.docx`,
      fileName: 'Teaching.docx',
      viewable: false,
      saveUrl: `signed:${urlOf(docx.id)}#Teaching.docx`,
    });
  });

  it('answers 409 while the file is being processed', async () => {
    const { add, service, seeker } = setUp();
    const added = await add({ status: 'processing' });
    await expect(service.download(seeker, added.id)).rejects.toEqual(new ConflictException(RESUME_MESSAGES.notReady));
  });

  it('signs the same link for a caller that checked access (an employer the seeker applied to); null once the version or file is gone', async () => {
    const { add, service, resumes, files } = setUp(-1);
    const kept = await add({ fileName: 'cv.pdf' });
    const rejected = await add();
    files.files.get(resumes.rows.find((row) => row.id === rejected.id)!.uploadId)!.status = 'rejected';
    expect(await service.linkFor(kept.id)).toEqual({
      downloadUrl: `signed:http://storage.test/bucket/${resumes.rows.find((row) => row.id === kept.id)!.uploadId}`,
      fileName: expect.stringMatching(/\.pdf$/),
      viewable: true,
      saveUrl: expect.stringMatching(/\.pdf$/),
    });
    expect(await service.linkFor(rejected.id)).toBeNull();
    expect(await service.linkFor(MISSING)).toBeNull();
    expect(await service.linkFor('not-a-uuid')).toBeNull();
  });
});

describe('ownership', () => {
  it('answers 404 for another seeker’s version, an unknown id and a hidden one, and changes nothing', async () => {
    const { add, service, other, seeker, files, resumes } = setUp(-1);
    const added = await add();
    const hidden = await add();
    files.files.get(resumes.rows.find((row) => row.id === hidden.id)!.uploadId)!.status = 'rejected';
    const notFound = new NotFoundException(RESUME_MESSAGES.notFound);
    for (const id of [added.id, MISSING, 'not-a-uuid']) {
      await expect(service.update(other, id, { name: 'Mine now' })).rejects.toEqual(notFound);
      await expect(service.update(other, id, { isDefault: true })).rejects.toEqual(notFound);
      await expect(service.remove(other, id)).rejects.toEqual(notFound);
      await expect(service.download(other, id)).rejects.toEqual(notFound);
    }
    await expect(service.download(seeker, hidden.id)).rejects.toEqual(notFound);
    await expect(service.update(seeker, hidden.id, { isDefault: true })).rejects.toEqual(notFound);
    expect(files.removed).toEqual([]);
    expect(await service.list(SEEKER)).toEqual([added]);
  });
});

describe('reading for other modules', () => {
  it('gives the default version and a resume’s text', async () => {
    const { service, seeker, file } = setUp(-1);
    expect(await service.defaultOf(SEEKER)).toBeNull();
    const added = await service.add(seeker, { uploadId: file({}, 'Maya Chen — customer success').id });
    expect(await service.defaultOf(SEEKER)).toEqual(added);
    expect(await service.textOf(added.id)).toBe('Maya Chen — customer success');
    expect(await service.textOf(MISSING)).toBeNull();
    expect(await service.textOf('nope')).toBeNull();
  });

  it('forgets a deleted account’s versions', async () => {
    const { add, service } = setUp();
    await add();
    await service.forget(SEEKER);
    expect(await service.list(SEEKER)).toEqual([]);
  });
});

describe('defaultResumeName', () => {
  it('is the file’s name without its extension, cut to 100 characters, or "Resume"', () => {
    expect(defaultResumeName('Maya Chen.resume.pdf')).toBe('Maya Chen.resume');
    expect(defaultResumeName('  cv  .docx')).toBe('cv');
    expect(defaultResumeName('README')).toBe('README');
    expect(defaultResumeName(`${'a'.repeat(150)}.pdf`)).toBe('a'.repeat(100));
    expect(defaultResumeName('.pdf')).toBe('Resume');
  });
});
