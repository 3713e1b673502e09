import { randomUUID } from 'node:crypto';
import { GetBucketCorsCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { bucketUrlOf, contentDisposition, S3ObjectStorage } from '../../src/infrastructure/storage/s3-object-storage';
import { UPLOAD_CORS_RULE_ID, uploadOriginsOf } from '../../src/infrastructure/storage/upload-cors';
import { testStorage } from '../support/storage';
import { testConfig } from '../support/test-config';

/**
 * The S3 driver against the local S3 server (infra/stack/s3-server.cjs: s3rver, which checks SigV4
 * as S3 does, behind a wrapper that refuses unsigned requests as a private bucket would). What the
 * upload flow relies on: a presigned PUT takes exactly what was signed, nothing is readable without
 * a signature, signed reads answer with the type and download name asked for, and only the site may
 * call the bucket from a browser.
 */
describe('object storage on the local S3 server', () => {
  const config = testConfig();
  const storage = testStorage(config);
  const bucketUrl = bucketUrlOf(config.storage);
  const site = config.siteOrigins[0]!;
  // Each run works under a folder of its own; the bucket may hold other suites' objects.
  const folder = `storage-int/${randomUUID()}/`;
  const inFolder = (name: string) => `${folder}${name}`;

  const put = (url: string, body: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
  const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1] ?? null;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');

  beforeAll(async () => {
    // The origins the global setup gave the bucket: running it again must be harmless.
    await storage.setUpBucket([...config.siteOrigins, ...config.trustedOrigins]);
  });

  afterAll(async () => {
    await storage.remove(await storage.list(folder));
    storage.destroy();
  });

  describe('presigned PUT links', () => {
    const presign = (key: string, body: Buffer = pdf, contentType = 'application/pdf', expiresInSeconds = 60) =>
      storage.presignPut({ key, contentType, contentLength: body.length, expiresInSeconds });

    it('take the file exactly as signed', async () => {
      const key = inFolder('put/exact');
      const answer = await put(await presign(key), pdf, 'application/pdf');
      expect(answer.status).toBe(200);
      expect(await storage.head(key)).toEqual({ size: pdf.length, contentType: 'application/pdf' });
      expect(await storage.read(key)).toEqual(pdf);
    });

    it('sign the content type and length, and nothing a browser cannot send', async () => {
      const url = new URL(await presign(inFolder('put/signed-headers')));
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
      expect([...url.searchParams.keys()].filter((name) => /checksum|x-amz-sdk/i.test(name))).toEqual([]);
    });

    it('are refused with another content type, and store nothing', async () => {
      const key = inFolder('put/other-type');
      const url = await presign(key);
      for (const contentType of ['text/html', 'application/pdf; charset=utf-8', 'image/svg+xml']) {
        const answer = await put(url, pdf, contentType);
        expect(answer.status).toBe(403);
        expect(await errorCode(answer)).toBe('SignatureDoesNotMatch');
      }
      expect(await storage.head(key)).toBeNull();
    });

    it('are refused with another length, shorter or longer', async () => {
      const key = inFolder('put/other-length');
      const url = await presign(key);
      expect(
        (await put(url, Buffer.concat([pdf, Buffer.from('<script>alert(1)</script>')]), 'application/pdf')).status,
      ).toBe(403);
      expect((await put(url, pdf.subarray(1), 'application/pdf')).status).toBe(403);
      expect(await storage.head(key)).toBeNull();
    });

    it('are refused with a changed signature', async () => {
      const key = inFolder('put/tampered');
      const url = new URL(await presign(key));
      const signature = url.searchParams.get('X-Amz-Signature')!;
      url.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
      const answer = await put(url.toString(), pdf, 'application/pdf');
      expect(answer.status).toBe(403);
      expect(await errorCode(answer)).toBe('SignatureDoesNotMatch');
      expect(await storage.head(key)).toBeNull();
    });

    it('are refused for another key, or with a longer expiry than was signed', async () => {
      const key = inFolder('put/mine');
      const url = await presign(key);
      const elsewhere = url.replace('/put/mine?', '/put/theirs?');
      expect(elsewhere).not.toBe(url);
      expect((await put(elsewhere, pdf, 'application/pdf')).status).toBe(403);
      expect((await put(url.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800'), pdf, 'application/pdf')).status).toBe(
        403,
      );
      expect(await storage.list(`${folder}put/`)).not.toContain(inFolder('put/theirs'));
      expect(await storage.head(key)).toBeNull();
    });

    it('are refused for another method: a PUT link does not read', async () => {
      const key = inFolder('put/method');
      const url = await presign(key);
      expect((await put(url, pdf, 'application/pdf')).status).toBe(200);
      expect((await fetch(url)).status).toBe(403);
      expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);
      expect(await storage.head(key)).not.toBeNull();
    });

    it('expire', async () => {
      const key = inFolder('put/expired');
      const url = await presign(key, pdf, 'application/pdf', 1);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const answer = await put(url, pdf, 'application/pdf');
      expect(answer.status).toBe(403);
      expect(await errorCode(answer)).toBe('AccessDenied');
      expect(await storage.head(key)).toBeNull();
    });
  });

  describe('a private bucket', () => {
    it('refuses every unsigned request: read, write, delete, list', async () => {
      const key = inFolder('private/secret.pdf');
      await storage.write(key, pdf, 'application/pdf');
      const url = storage.objectUrl(key);
      for (const answer of [
        await fetch(url),
        await fetch(url, { method: 'HEAD' }),
        await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'text/html' },
          body: '<script>alert(1)</script>',
        }),
        await fetch(url, { method: 'DELETE' }),
        await fetch(`${bucketUrl}?list-type=2&prefix=${encodeURIComponent(folder)}`),
        await fetch(`${bucketUrl}/`),
      ]) {
        expect(answer.status).toBe(403);
      }
      expect(await storage.read(key)).toEqual(pdf);
    });

    it('refuses requests signed with another key pair', async () => {
      const stranger = new S3ObjectStorage({ ...config.storage, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
      try {
        const key = inFolder('private/stranger.pdf');
        await storage.write(key, pdf, 'application/pdf');
        expect((await fetch(await stranger.presignGet({ key, expiresInSeconds: 60 }))).status).toBe(403);
        const upload = await stranger.presignPut({
          key: inFolder('private/planted.pdf'),
          contentType: 'application/pdf',
          contentLength: pdf.length,
          expiresInSeconds: 60,
        });
        expect((await put(upload, pdf, 'application/pdf')).status).toBe(403);
        expect(await storage.head(inFolder('private/planted.pdf'))).toBeNull();
      } finally {
        stranger.destroy();
      }
    });
  });

  describe('signed GET links', () => {
    it('read the object until they expire', async () => {
      const key = inFolder('get/cv.pdf');
      await storage.write(key, pdf, 'application/pdf');
      const fresh = await fetch(await storage.presignGet({ key, expiresInSeconds: 60 }));
      expect(fresh.status).toBe(200);
      expect(Buffer.from(await fresh.arrayBuffer())).toEqual(pdf);
      expect(fresh.headers.get('cache-control')).toBe('private, max-age=300');

      // Signed two minutes ago for one: expired.
      const stale = await fetch(
        await storage.presignGet({ key, expiresInSeconds: 60, signingDate: new Date(Date.now() - 120_000) }),
      );
      expect(stale.status).toBe(403);
      expect(await errorCode(stale)).toBe('AccessDenied');
      // Signed earlier but still within its time: fine (the service signs per five-minute window).
      expect(
        (
          await fetch(
            await storage.presignGet({ key, expiresInSeconds: 900, signingDate: new Date(Date.now() - 240_000) }),
          )
        ).status,
      ).toBe(200);
    });

    it('are the same link for the same signing time, so browsers can cache the file', async () => {
      const key = inFolder('get/cached.pdf');
      const signingDate = new Date(Math.floor(Date.now() / 300_000) * 300_000);
      const first = await storage.presignGet({ key, contentType: 'image/webp', expiresInSeconds: 900, signingDate });
      expect(await storage.presignGet({ key, contentType: 'image/webp', expiresInSeconds: 900, signingDate })).toBe(
        first,
      );
      expect(
        await storage.presignGet({
          key,
          contentType: 'image/webp',
          expiresInSeconds: 900,
          signingDate: new Date(signingDate.getTime() + 300_000),
        }),
      ).not.toBe(first);
    });

    it('answer 404 for an object that is not there', async () => {
      expect(
        (await fetch(await storage.presignGet({ key: inFolder('get/missing.pdf'), expiresInSeconds: 60 }))).status,
      ).toBe(404);
    });

    it('answer with the content type asked for, whatever the object was stored as', async () => {
      const key = inFolder('get/typed');
      await storage.write(key, Buffer.from('<b>not html here</b>'), 'text/html');
      const answer = await fetch(await storage.presignGet({ key, contentType: 'text/plain', expiresInSeconds: 60 }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain');
      expect(answer.headers.get('content-disposition')).toBeNull();
      // A changed type in the link is a changed signature.
      const url = new URL(await storage.presignGet({ key, contentType: 'text/plain', expiresInSeconds: 60 }));
      url.searchParams.set('response-content-type', 'text/html');
      expect((await fetch(url)).status).toBe(403);
    });

    it('download under the name asked for, non-ASCII and punctuation included', async () => {
      const key = inFolder('get/download');
      await storage.write(key, pdf, 'application/pdf');
      for (const name of ['Résumé – Zoë Ng.pdf', "Maya O'Neil (2026) *final*.pdf", 'a"b\\c;d.pdf', '履歴書.pdf']) {
        const answer = await fetch(
          await storage.presignGet({ key, contentType: 'application/pdf', downloadName: name, expiresInSeconds: 60 }),
        );
        expect(answer.status).toBe(200);
        const header = answer.headers.get('content-disposition')!;
        expect(header).toBe(contentDisposition('attachment', name));
        expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
        expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!)).toBe(name);
        expect(/filename="([^"]*)"/.exec(header)![1]).not.toMatch(/["\\;]/);
      }
    });
  });

  describe('copies (what confirm makes of an upload)', () => {
    const headers = (answer: Response) => Object.fromEntries(answer.headers.entries());
    const hostile = {
      'content-disposition': 'attachment; filename="Resume.pdf.exe"',
      'x-amz-meta-origin': 'uploader',
      'cache-control': 'public, max-age=31536000',
    };

    it('carry our content type and nothing the uploader sent along with the PUT', async () => {
      const staging = inFolder('copy/incoming/original');
      const url = await storage.presignPut({
        key: staging,
        contentType: 'application/pdf',
        contentLength: pdf.length,
        expiresInSeconds: 60,
      });
      const answer = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', ...hostile },
        body: pdf,
      });
      // The headers are not signed: S3 may refuse them; this server takes them, and so must we be safe.
      expect([200, 403]).toContain(answer.status);
      if (answer.status === 200) {
        const source = headers(await fetch(await storage.presignGet({ key: staging, expiresInSeconds: 60 })));
        // Served as the uploader asked: why no reader is ever given a link to the object the browser PUT.
        expect(source).toMatchObject({
          'content-disposition': hostile['content-disposition'],
          'x-amz-meta-origin': 'uploader',
        });
      }

      const key = inFolder('copy/original');
      expect(await storage.copy({ from: staging, to: key, contentType: 'application/pdf' })).toBe(true);
      expect(await storage.head(key)).toEqual({ size: pdf.length, contentType: 'application/pdf' });
      const read = await fetch(await storage.presignGet({ key, expiresInSeconds: 60 }));
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
      const served = headers(read);
      expect(served['content-type']).toBe('application/pdf');
      expect(served['content-disposition']).toBeUndefined();
      expect(Object.keys(served).filter((name) => name.startsWith('x-amz-meta-'))).toEqual([]);
      expect(served['cache-control']).toBe('private, max-age=300');
    });

    it('keep what the source was when copied: a later PUT through the same link changes only the source', async () => {
      const staging = inFolder('swap/incoming/original');
      const url = await storage.presignPut({
        key: staging,
        contentType: 'application/pdf',
        contentLength: pdf.length,
        expiresInSeconds: 60,
      });
      expect((await put(url, pdf, 'application/pdf')).status).toBe(200);
      const key = inFolder('swap/original');
      await storage.copy({ from: staging, to: key, contentType: 'application/pdf' });

      const swapped = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(pdf.length - 2)]);
      const again = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', ...hostile },
        body: swapped,
      });
      expect([200, 403]).toContain(again.status);
      expect(await storage.read(key)).toEqual(pdf);
      const read = await fetch(
        await storage.presignGet({
          key,
          contentType: 'application/pdf',
          downloadName: 'Resume.pdf',
          expiresInSeconds: 60,
        }),
      );
      expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(read.headers.get('content-disposition')).toBe(contentDisposition('attachment', 'Resume.pdf'));
    });

    it('answer false for a source that is not there, and write nothing', async () => {
      const key = inFolder('copy/none/original');
      expect(
        await storage.copy({ from: inFolder('copy/none/incoming/original'), to: key, contentType: 'application/pdf' }),
      ).toBe(false);
      expect(await storage.head(key)).toBeNull();
    });
  });

  describe('objects', () => {
    it('head, readStart, read, open, list and remove', async () => {
      const body = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));
      await storage.write(inFolder('objects/a/one'), body, 'application/octet-stream');
      await storage.write(inFolder('objects/a/two'), Buffer.from('two'), 'text/plain');
      await storage.write(inFolder('objects/ab/three'), Buffer.from('three'), 'text/plain');

      expect(await storage.head(inFolder('objects/a/one'))).toEqual({
        size: 300,
        contentType: 'application/octet-stream',
      });
      expect(await storage.head(inFolder('objects/a/none'))).toBeNull();
      expect(await storage.readStart(inFolder('objects/a/one'), 4)).toEqual(body.subarray(0, 4));
      expect(await storage.readStart(inFolder('objects/a/one'), 1)).toEqual(body.subarray(0, 1));
      expect(await storage.readStart(inFolder('objects/a/one'), 300)).toEqual(body);
      expect(await storage.readStart(inFolder('objects/a/two'), 256 * 1024)).toEqual(Buffer.from('two'));
      expect(await storage.read(inFolder('objects/a/one'))).toEqual(body);
      await expect(storage.read(inFolder('objects/a/none'))).rejects.toThrow();

      const opened = (await storage.open(inFolder('objects/a/two')))!;
      expect({ size: opened.size, contentType: opened.contentType }).toEqual({ size: 3, contentType: 'text/plain' });
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe('two');
      expect(await storage.open(inFolder('objects/a/none'))).toBeNull();

      // A folder's prefix ends with its slash: 'a/' is not 'ab/'.
      expect((await storage.list(inFolder('objects/a/'))).sort()).toEqual([
        inFolder('objects/a/one'),
        inFolder('objects/a/two'),
      ]);
      expect(await storage.list(inFolder('objects/'))).toHaveLength(3);
      expect(await storage.list(inFolder('nothing-here/'))).toEqual([]);

      await storage.remove([inFolder('objects/a/one'), inFolder('objects/a/none')]);
      await storage.remove([]);
      expect(await storage.list(inFolder('objects/'))).toEqual(
        expect.arrayContaining([inFolder('objects/a/two'), inFolder('objects/ab/three')]),
      );
      expect(await storage.list(inFolder('objects/'))).toHaveLength(2);
    });

    it('list and remove more than one page (1,000 keys) at a time', async () => {
      const keys = Array.from({ length: 1_005 }, (_, index) => inFolder(`many/${String(index).padStart(4, '0')}`));
      for (let start = 0; start < keys.length; start += 25) {
        await Promise.all(
          keys.slice(start, start + 25).map((key) => storage.write(key, Buffer.from('x'), 'text/plain')),
        );
      }
      expect((await storage.list(inFolder('many/'))).sort()).toEqual(keys);
      await storage.remove(keys);
      expect(await storage.list(inFolder('many/'))).toEqual([]);
    }, 120_000);
  });

  describe('object addresses', () => {
    it('round-trip every key through objectUrl and keyOf, and sign reads of awkward keys', async () => {
      for (const key of [
        inFolder('uploads/original'),
        inFolder('a b/ü €/x+y=z&.pdf'),
        inFolder("quote'(paren)*!~"),
        inFolder('100%/#hash?query'),
      ]) {
        const url = storage.objectUrl(key);
        expect(url.startsWith(`${bucketUrl}/`)).toBe(true);
        expect(storage.keyOf(url)).toBe(key);
        await storage.write(key, Buffer.from(key), 'text/plain');
        const answer = await fetch(await storage.presignGet({ key, expiresInSeconds: 60 }));
        expect(answer.status).toBe(200);
        expect(await answer.text()).toBe(key);
        expect((await fetch(url)).status).toBe(403);
      }
    });

    it('refuse addresses that are not of this bucket, or not written the way objectUrl writes them', () => {
      const url = storage.objectUrl(inFolder('cv.pdf'));
      const origin = new URL(bucketUrl).origin;
      for (const foreign of [
        url.replace(origin, 'http://evil.example'),
        url.replace(bucketUrl, `${bucketUrl}-other`),
        url.replace(bucketUrl, `${origin}/other-bucket`),
        url.replace(`${bucketUrl}/`, bucketUrl),
        `${url}?X-Amz-Signature=abc`,
        `${url}#top`,
        `${bucketUrl}/`,
        bucketUrl,
        url.replace('cv.pdf', 'c%76.pdf'),
        url.replace('cv.pdf', 'cv%2Epdf'),
        `${bucketUrl}/uploads/%E0%A4%A`,
        url.toUpperCase(),
        url.replace('http://', 'https://'),
        'https://www.gravatar.com/avatar/205e460b479e2e5b48aec07710c08d50',
        '',
      ]) {
        expect(storage.keyOf(foreign)).toBeNull();
      }
    });
  });

  describe('CORS for browser uploads', () => {
    const preflight = (origin: string, method = 'PUT', headers = 'content-type') =>
      fetch(storage.objectUrl(inFolder('cors/upload.pdf')), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
      });

    it('lets the site preflight a PUT with a content type', async () => {
      const answer = await preflight(site);
      expect(answer.status).toBe(200);
      // s3rver answers '*' here where S3 echoes the origin; either lets the site in, and no credentials are sent.
      expect(answer.headers.get('access-control-allow-origin')).toMatch(
        new RegExp(`^(\\*|${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})$`),
      );
      expect(answer.headers.get('access-control-allow-methods')!.split(/,\s*/)).toEqual(
        expect.arrayContaining(['PUT', 'GET', 'HEAD']),
      );
      expect(answer.headers.get('access-control-allow-headers')).toBe('content-type');
    });

    it('refuses preflights from other origins, for other methods and for other headers', async () => {
      expect((await preflight('https://evil.example')).status).toBe(403);
      expect((await preflight(`${site}.evil.example`)).status).toBe(403);
      expect((await preflight(site, 'DELETE')).status).toBe(403);
      expect((await preflight(site, 'POST')).status).toBe(403);
      expect((await preflight(site, 'PUT', 'content-type, x-amz-acl')).status).toBe(403);
    });

    describe('shared by several processes (API instances, benchmarks, tests)', () => {
      const siteOrigins = [...config.siteOrigins, ...config.trustedOrigins];
      // Another process's driver on the same bucket, as a second API would set it up at boot.
      const another = () => testStorage(config);
      // A plain S3 client, to read and write the rules as other tools would.
      const s3 = () =>
        new S3Client({
          endpoint: config.storage.endpoint,
          region: config.storage.region,
          forcePathStyle: config.storage.forcePathStyle,
          credentials: { accessKeyId: config.storage.accessKeyId, secretAccessKey: config.storage.secretAccessKey },
          requestChecksumCalculation: 'WHEN_REQUIRED',
        });
      const rules = async () => {
        const client = s3();
        try {
          return (await client.send(new GetBucketCorsCommand({ Bucket: config.storage.bucket }))).CORSRules ?? [];
        } finally {
          client.destroy();
        }
      };

      afterAll(async () => {
        // Back to the global setup's rule: only the site's origins.
        await storage.forgetCors();
        await storage.setUpBucket(siteOrigins);
      });

      it('keeps every origin configured in turn: a second process adds its own, never replaces', async () => {
        const first = another();
        const second = another();
        try {
          await first.setUpBucket(['http://127.0.0.1:41001']);
          await second.setUpBucket(['http://127.0.0.1:41002']);
        } finally {
          first.destroy();
          second.destroy();
        }
        for (const origin of [site, 'http://127.0.0.1:41001', 'http://127.0.0.1:41002'])
          expect((await preflight(origin)).status).toBe(200);
        expect((await preflight('http://127.0.0.1:41003')).status).toBe(403);
        expect(uploadOriginsOf(await rules())).toEqual(
          expect.arrayContaining([...siteOrigins, 'http://127.0.0.1:41001', 'http://127.0.0.1:41002']),
        );
      });

      it('keeps both when two processes set the bucket up at the same moment', async () => {
        const drivers = [another(), another(), another()];
        const origins = ['http://127.0.0.1:42001', 'http://127.0.0.1:42002', 'http://127.0.0.1:42003'];
        try {
          await Promise.all(drivers.map((driver, i) => driver.setUpBucket([origins[i]!])));
        } finally {
          for (const driver of drivers) driver.destroy();
        }
        for (const origin of [site, ...origins]) expect((await preflight(origin)).status).toBe(200);
      });

      it('leaves the rules other tools wrote on the bucket as they are', async () => {
        const current = await rules();
        const cdn = { ID: 'cdn-reads', AllowedOrigins: ['https://cdn.example'], AllowedMethods: ['GET'] };
        const client = s3();
        try {
          await client.send(
            new PutBucketCorsCommand({
              Bucket: config.storage.bucket,
              CORSConfiguration: { CORSRules: [cdn, ...current] },
            }),
          );
        } finally {
          client.destroy();
        }
        await storage.setUpBucket(['http://127.0.0.1:43001']);
        const after = await rules();
        expect(after.find((rule) => rule.ID === 'cdn-reads')).toMatchObject(cdn);
        expect(after.find((rule) => rule.ID === UPLOAD_CORS_RULE_ID)!.AllowedOrigins).toEqual(
          expect.arrayContaining([...siteOrigins, 'http://127.0.0.1:43001']),
        );
        expect((await preflight('https://cdn.example', 'GET', '')).status).toBe(200);
      });
    });

    it('names the site, and only the site, as allowed origin on signed reads', async () => {
      const key = inFolder('cors/read.pdf');
      await storage.write(key, pdf, 'application/pdf');
      const url = await storage.presignGet({ key, expiresInSeconds: 60 });
      const fromSite = await fetch(url, { headers: { origin: site } });
      expect(fromSite.status).toBe(200);
      expect(fromSite.headers.get('access-control-allow-origin')).toBe(site);
      const fromElsewhere = await fetch(url, { headers: { origin: 'https://evil.example' } });
      // The bytes come back (the link is the secret), but no browser page of another origin may read them.
      expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
