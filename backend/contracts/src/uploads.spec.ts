import { PROFILE_PICTURE_MESSAGES, TEXT_MESSAGES, UPLOAD_MESSAGES } from './messages';
import {
  acceptedExtensions,
  acceptedFileTypes,
  DOCUMENT_FILE_TYPES,
  fileExtension,
  fileSizeError,
  fileTypeError,
  IMAGE_FILE_TYPES,
  matchFileType,
  maxUploadBytes,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_LIMITS,
  validatePresignRequest,
} from './uploads';

const MB = 1024 * 1024;
const RESUME_TYPES_MESSAGE = UPLOAD_MESSAGES.badType(['.pdf', '.doc', '.docx']);
const ATTACHMENT_TYPES_MESSAGE = UPLOAD_MESSAGES.badType(['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png']);

const avatar = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'me.png',
  fileType: 'image/png',
  fileSize: 2_000,
  uploadType: 'avatar',
  ...overrides,
});
const resume = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'cv.pdf',
  fileType: 'application/pdf',
  fileSize: 2_000,
  uploadType: 'document',
  ...overrides,
});

describe('validatePresignRequest', () => {
  it('accepts every accepted type with its own extensions', () => {
    for (const type of IMAGE_FILE_TYPES) {
      for (const extension of type.extensions)
        expect(validatePresignRequest(avatar({ fileName: `me${extension}`, fileType: type.mime }))).toEqual({});
    }
    for (const type of DOCUMENT_FILE_TYPES) {
      for (const extension of type.extensions)
        expect(validatePresignRequest(resume({ fileName: `cv${extension}`, fileType: type.mime }))).toEqual({});
    }
  });

  describe('sizes', () => {
    it('takes avatars under 5 MB only: 5 MB - 1 byte passes, 5 MB exactly does not', () => {
      expect(UPLOAD_LIMITS.avatarMaxBytes).toBe(5 * MB);
      expect(validatePresignRequest(avatar({ fileSize: 5 * MB - 1 }))).toEqual({});
      expect(validatePresignRequest(avatar({ fileSize: 5 * MB }))).toEqual({
        fileSize: [PROFILE_PICTURE_MESSAGES.tooLarge],
      });
    });

    it('takes documents up to 10 MB: 10 MB exactly passes, one byte more does not', () => {
      expect(validatePresignRequest(resume({ fileSize: 10 * MB }))).toEqual({});
      expect(validatePresignRequest(resume({ fileSize: 10 * MB + 1 }))).toEqual({
        fileSize: [UPLOAD_MESSAGES.tooLarge(10)],
      });
      expect(UPLOAD_MESSAGES.tooLarge(10)).toBe('File size must be less than 10MB');
    });

    it('refuses an empty file, and a size that is not a whole number of bytes', () => {
      expect(validatePresignRequest(resume({ fileSize: 0 }))).toEqual({ fileSize: [UPLOAD_FLOW_MESSAGES.fileEmpty] });
      for (const fileSize of [
        -1,
        -5 * MB,
        1.5,
        0.1,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        2 ** 53,
        '2000',
        null,
        undefined,
        true,
      ]) {
        expect(validatePresignRequest(resume({ fileSize }))).toEqual({
          fileSize: [UPLOAD_FLOW_MESSAGES.fileSizeInvalid],
        });
      }
      expect(validatePresignRequest(resume({ fileSize: 1 }))).toEqual({});
    });
  });

  describe('names', () => {
    it('requires a name that is not blank', () => {
      for (const fileName of ['', '   ', '\u00a0\u2003', undefined, null, 42]) {
        expect(validatePresignRequest(resume({ fileName })).fileName).toEqual([UPLOAD_FLOW_MESSAGES.fileNameRequired]);
      }
    });

    it('takes names of up to 255 characters once trimmed', () => {
      const stem = (length: number) => `${'a'.repeat(length - 4)}.pdf`;
      expect(validatePresignRequest(resume({ fileName: stem(255) }))).toEqual({});
      expect(validatePresignRequest(resume({ fileName: `   ${stem(255)}   ` }))).toEqual({});
      expect(validatePresignRequest(resume({ fileName: stem(256) }))).toEqual({
        fileName: [UPLOAD_FLOW_MESSAGES.fileNameTooLong],
      });
    });

    it('refuses control characters anywhere in the name, even at its ends', () => {
      for (const fileName of [
        'cv\u0000.pdf',
        'cv\n.pdf',
        '\tcv.pdf',
        'cv.pdf\r',
        'cv\u001b[31m.pdf',
        'cv\u0085.pdf',
        'cv\ud800.pdf',
      ]) {
        expect(validatePresignRequest(resume({ fileName })).fileName).toEqual([TEXT_MESSAGES.forbiddenCharacters]);
      }
      expect(validatePresignRequest(resume({ fileName: 'Résumé – Zoë 2026.pdf' }))).toEqual({});
    });
  });

  describe('types', () => {
    it('requires the declared type and the extension to name the same accepted type', () => {
      expect(validatePresignRequest(avatar({ fileName: 'me.jpg', fileType: 'image/png' }))).toEqual({
        fileType: [PROFILE_PICTURE_MESSAGES.badType],
      });
      expect(validatePresignRequest(avatar({ fileName: 'me.png', fileType: 'image/jpeg' }))).toEqual({
        fileType: [PROFILE_PICTURE_MESSAGES.badType],
      });
      expect(validatePresignRequest(resume({ fileName: 'cv.docx', fileType: 'application/pdf' }))).toEqual({
        fileType: [RESUME_TYPES_MESSAGE],
      });
      expect(validatePresignRequest(resume({ fileName: 'cv', fileType: 'application/pdf' }))).toEqual({
        fileType: [RESUME_TYPES_MESSAGE],
      });
      expect(validatePresignRequest(resume({ fileName: 'cv.pdf', fileType: undefined }))).toEqual({
        fileType: [RESUME_TYPES_MESSAGE],
      });
    });

    it('refuses what is no image for avatars and no document for documents', () => {
      expect(validatePresignRequest(avatar({ fileName: 'logo.svg', fileType: 'image/svg+xml' })).fileType).toEqual([
        PROFILE_PICTURE_MESSAGES.badType,
      ]);
      expect(validatePresignRequest(avatar({ fileName: 'cv.pdf', fileType: 'application/pdf' })).fileType).toEqual([
        PROFILE_PICTURE_MESSAGES.badType,
      ]);
      expect(validatePresignRequest(resume({ fileName: 'me.png', fileType: 'image/png' })).fileType).toEqual([
        RESUME_TYPES_MESSAGE,
      ]);
      expect(validatePresignRequest(resume({ fileName: 'page.html', fileType: 'text/html' })).fileType).toEqual([
        RESUME_TYPES_MESSAGE,
      ]);
    });

    it('takes JPEG and PNG pictures as attachments, but not GIF or WebP', () => {
      const picture = (fileName: string, fileType: string) => ({
        fileName,
        fileType,
        fileSize: 100,
        purpose: 'attachment',
      });
      expect(validatePresignRequest(picture('photo.jpg', 'image/jpeg'))).toEqual({});
      expect(validatePresignRequest(picture('photo.jpeg', 'image/jpeg'))).toEqual({});
      expect(validatePresignRequest(picture('scan.png', 'image/png'))).toEqual({});
      expect(validatePresignRequest(picture('anim.gif', 'image/gif'))).toEqual({
        fileType: [ATTACHMENT_TYPES_MESSAGE],
      });
      expect(validatePresignRequest(picture('pic.webp', 'image/webp'))).toEqual({
        fileType: [ATTACHMENT_TYPES_MESSAGE],
      });
    });

    it('takes plain text as an attachment only, and lists .txt in the attachment message', () => {
      const notes = { fileName: 'notes.txt', fileType: 'text/plain', fileSize: 20 };
      expect(validatePresignRequest({ ...notes, purpose: 'attachment' })).toEqual({});
      expect(validatePresignRequest(notes)).toEqual({ fileType: [RESUME_TYPES_MESSAGE] });
      expect(validatePresignRequest({ ...notes, purpose: 'resume' })).toEqual({ fileType: [RESUME_TYPES_MESSAGE] });
      expect(validatePresignRequest({ ...notes, fileName: 'notes.exe', purpose: 'attachment' })).toEqual({
        fileType: [ATTACHMENT_TYPES_MESSAGE],
      });
    });
  });

  describe('upload type and purpose', () => {
    it('defaults to a document (a resume)', () => {
      expect(validatePresignRequest({ fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 10 * MB })).toEqual(
        {},
      );
      expect(validatePresignRequest({ fileName: 'me.png', fileType: 'image/png', fileSize: 100 })).toEqual({
        fileType: [RESUME_TYPES_MESSAGE],
      });
    });

    it('refuses an unknown upload type or purpose without judging the type against either', () => {
      expect(validatePresignRequest(resume({ uploadType: 'video' }))).toEqual({
        uploadType: [UPLOAD_FLOW_MESSAGES.uploadTypeInvalid],
      });
      expect(validatePresignRequest(resume({ uploadType: null }))).toEqual({
        uploadType: [UPLOAD_FLOW_MESSAGES.uploadTypeInvalid],
      });
      expect(validatePresignRequest(resume({ purpose: 'portfolio' }))).toEqual({
        purpose: [UPLOAD_FLOW_MESSAGES.purposeInvalid],
      });
      // Without a known upload type there is no size limit to apply either, but a size must still be a size.
      expect(validatePresignRequest(resume({ uploadType: 'video', fileSize: 50 * MB }))).toEqual({
        uploadType: [UPLOAD_FLOW_MESSAGES.uploadTypeInvalid],
      });
      expect(validatePresignRequest(resume({ uploadType: 'video', fileSize: -1 }))).toEqual({
        uploadType: [UPLOAD_FLOW_MESSAGES.uploadTypeInvalid],
        fileSize: [UPLOAD_FLOW_MESSAGES.fileSizeInvalid],
      });
    });

    it('reports every field that is wrong at once', () => {
      expect(
        validatePresignRequest({ fileName: 'me.gif', fileType: 'image/png', fileSize: 6 * MB, uploadType: 'avatar' }),
      ).toEqual({
        fileSize: [PROFILE_PICTURE_MESSAGES.tooLarge],
        fileType: [PROFILE_PICTURE_MESSAGES.badType],
      });
      expect(validatePresignRequest({})).toEqual({
        fileName: [UPLOAD_FLOW_MESSAGES.fileNameRequired],
        fileSize: [UPLOAD_FLOW_MESSAGES.fileSizeInvalid],
      });
    });
  });
});

describe('fileSizeError', () => {
  it('gives the avatar message from 5 MB on, whatever limit a caller passes', () => {
    expect(fileSizeError('avatar', 5 * MB - 1)).toBeNull();
    expect(fileSizeError('avatar', 5 * MB)).toBe(PROFILE_PICTURE_MESSAGES.tooLarge);
    expect(fileSizeError('avatar', 5 * MB, 50)).toBe(PROFILE_PICTURE_MESSAGES.tooLarge);
  });

  it('gives the document message above the limit, 10 MB unless told otherwise', () => {
    expect(fileSizeError('document', 10 * MB)).toBeNull();
    expect(fileSizeError('document', 10 * MB + 1)).toBe(UPLOAD_MESSAGES.tooLarge(10));
    expect(fileSizeError('document', 2 * MB, 2)).toBeNull();
    expect(fileSizeError('document', 2 * MB + 1, 2)).toBe('File size must be less than 2MB');
  });

  it('agrees with maxUploadBytes', () => {
    expect(maxUploadBytes('avatar')).toBe(5 * MB);
    expect(maxUploadBytes('document')).toBe(10 * MB);
  });
});

describe('fileTypeError', () => {
  it('answers null for an accepted pair and the upload type’s message otherwise', () => {
    expect(fileTypeError('avatar', 'image/webp', 'me.webp')).toBeNull();
    expect(fileTypeError('avatar', 'image/webp', 'me.gif')).toBe(PROFILE_PICTURE_MESSAGES.badType);
    expect(fileTypeError('document', 'application/msword', 'cv.doc')).toBeNull();
    expect(fileTypeError('document', 'application/msword', 'cv.docx')).toBe(RESUME_TYPES_MESSAGE);
    expect(fileTypeError('document', 'text/plain', 'a.txt')).toBe(RESUME_TYPES_MESSAGE);
    expect(fileTypeError('document', 'text/plain', 'a.txt', 'attachment')).toBeNull();
    expect(fileTypeError('document', 'text/csv', 'a.csv', 'attachment')).toBe(ATTACHMENT_TYPES_MESSAGE);
  });

  it('ignores the purpose for avatars', () => {
    expect(fileTypeError('avatar', 'text/plain', 'a.txt', 'attachment')).toBe(PROFILE_PICTURE_MESSAGES.badType);
  });
});

describe('acceptedExtensions', () => {
  it('lists each type’s extensions in order, for accept attributes and messages', () => {
    expect(acceptedExtensions(acceptedFileTypes('avatar'))).toEqual(['.jpg', '.jpeg', '.png', '.gif', '.webp']);
    expect(acceptedExtensions(acceptedFileTypes('document'))).toEqual(['.pdf', '.doc', '.docx']);
    expect(acceptedExtensions(acceptedFileTypes('document', 'attachment'))).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.txt',
      '.jpg',
      '.jpeg',
      '.png',
    ]);
    expect(acceptedFileTypes('avatar', 'attachment')).toBe(IMAGE_FILE_TYPES);
  });
});

describe('matchFileType and fileExtension', () => {
  it('ignores case and surrounding spaces in the type and case in the extension', () => {
    expect(matchFileType(IMAGE_FILE_TYPES, ' IMAGE/JPEG ', 'HOLIDAY.JPEG')?.label).toBe('JPEG');
    expect(matchFileType(IMAGE_FILE_TYPES, 'Image/Png', 'me.PnG')?.label).toBe('PNG');
    expect(matchFileType(DOCUMENT_FILE_TYPES, 'APPLICATION/PDF', 'CV.PDF')?.mime).toBe('application/pdf');
  });

  it('reads only the last extension, and none from dot files or trailing dots', () => {
    expect(matchFileType(IMAGE_FILE_TYPES, 'image/png', 'me.png.exe')).toBeNull();
    expect(matchFileType(DOCUMENT_FILE_TYPES, 'application/pdf', 'evil.exe.pdf')?.label).toBe('PDF');
    expect(fileExtension('archive.tar.GZ')).toBe('.gz');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('cv.')).toBe('');
    expect(fileExtension('cv')).toBe('');
    expect(matchFileType(DOCUMENT_FILE_TYPES, 'application/pdf', '.pdf')).toBeNull();
  });
});
