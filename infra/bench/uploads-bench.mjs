// `npm run bench:uploads`: the presigned upload flow against the local S3 server, as browsers use
// it. Concurrent round trips of presign (POST /api/upload/presigned-url), PUT of a 1 MB PDF to the
// signed link, and confirm (POST /api/upload/confirm), with p50/p99 of each step; then the worker's
// throughput on profile pictures (JPEG photos decoded, re-encoded to 256 and 64 px WebP). Baselines
// measured in the same run: GET /api/health (the cheapest API round trip) for presign and confirm,
// and a PutObject of the same megabyte with the AWS SDK straight to storage for the signed PUT.
// Figures only: nothing is judged.
//
// Services: DATABASE_URL / REDIS_URL / S3_ENDPOINT when set, else the local stack's (infra/stack);
// its own database BENCH_UPLOADS_DATABASE (default marketplace_bench_uploads), migrated, and the
// benchmarks' own Redis database and bucket (lib/bench-support.mjs): the app's uploads go on working. The API
// and the worker run as in production (NODE_ENV=production), built when dist/ is missing.
// Settings: BENCH_ROUNDS (round trips, default 240), BENCH_CONCURRENCY (default 8), BENCH_IMAGES
// (photos for the worker, default 60). `--smoke` (or BENCH_SMOKE=1): a few of each (CI runs it).
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {
  Browser,
  benchDatabaseUrl,
  distApi,
  ensureApiBuilt,
  freePort,
  log,
  productionServerEnv,
  quantile,
  resolveServices,
  runBenchmark,
  runCli,
  SMOKE,
  startServer,
  waitUntilServing,
} from './lib/bench-support.mjs';

const require = createRequire(import.meta.url);
const { S3Client, PutObjectCommand, DeleteObjectCommand } = require('@aws-sdk/client-s3');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 12 : 240));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? (SMOKE ? 2 : 8));
const IMAGES = Number(process.env.BENCH_IMAGES ?? (SMOKE ? 4 : 60));
const DATABASE = process.env.BENCH_UPLOADS_DATABASE ?? 'marketplace_bench_uploads';
// Each user may sign 30 links per 10 minutes: the bench spreads its uploads over enough users.
const UPLOADS_PER_USER = 25;
const PASSWORD = 'Bench-pass-2026';

/** A one-page PDF padded with a comment to `size` bytes (the server reads its first bytes and its end). */
function pdfOfSize(size) {
  const head = '%PDF-1.4\n';
  const body =
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n';
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const padding = `%${'x'.repeat(Math.max(0, size - head.length - body.length - tail.length - 2))}\n`;
  return Buffer.from(head + padding + body + tail, 'latin1');
}

async function signUp(baseUrl, index) {
  const browser = new Browser(baseUrl);
  await browser.request('POST', '/api/auth/sign-up', {
    email: `bench-${Date.now()}-${index}@example.com`,
    password: PASSWORD,
    name: `Bench ${index}`,
    role: 'seeker',
  });
  return browser;
}

/** Runs `work(i)` for i < count, `concurrency` at a time. */
async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

function row(label, values, baseline) {
  const p50 = quantile(values, 0.5);
  const p99 = quantile(values, 0.99);
  const ratio = baseline ? `   ${(p50 / quantile(baseline, 0.5)).toFixed(1)}x baseline p50` : '';
  return `  ${label.padEnd(34)} p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms${ratio}`;
}

async function main() {
  ensureApiBuilt('modules/uploads/uploads.service.js');
  const services = await resolveServices();
  const databaseUrl = await benchDatabaseUrl(services.databaseUrl, DATABASE);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Sign-up queues a mail the worker may fail to send (no mail server), which is fine here.
  const env = productionServerEnv(
    { ...process.env, ...services.storageEnv, DATABASE_URL: databaseUrl, REDIS_URL: services.redisUrl },
    port,
    baseUrl,
  );
  log(runCli(['migrate'], env));
  const api = startServer('API', path.join(distApi, 'main.js'), env);
  const worker = startServer('worker', path.join(distApi, 'worker.js'), env);
  await waitUntilServing(api, `${baseUrl}/api/health`);

  const users = await Promise.all(
    Array.from({ length: Math.ceil(ROUNDS / UPLOADS_PER_USER) + Math.ceil(IMAGES / UPLOADS_PER_USER) }, (_, i) =>
      signUp(baseUrl, i),
    ),
  );
  const file = pdfOfSize(1024 * 1024);
  const steps = { health: [], presign: [], put: [], confirm: [], total: [], sdkPut: [] };

  // Warm-up: a few round trips that are not counted.
  await pool(Math.min(4, ROUNDS), CONCURRENCY, async (i) => {
    const browser = users[i % users.length];
    const signed = await browser.request('POST', '/api/upload/presigned-url', {
      fileName: 'warm.pdf',
      fileType: 'application/pdf',
      fileSize: file.length,
    });
    await fetch(signed.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: file });
  });

  log(`\n${ROUNDS} uploads of a 1 MB PDF, ${CONCURRENCY} at a time:`);
  await pool(ROUNDS, CONCURRENCY, async (i) => {
    const browser = users[Math.floor(i / UPLOADS_PER_USER)];
    const start = performance.now();
    const [health] = await timed(() => browser.request('GET', '/api/health'));
    const [presign, signed] = await timed(() =>
      browser.request('POST', '/api/upload/presigned-url', {
        fileName: `cv-${i}.pdf`,
        fileType: 'application/pdf',
        fileSize: file.length,
      }),
    );
    const [put, response] = await timed(() =>
      fetch(signed.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: file }),
    );
    if (response.status !== 200) throw new Error(`PUT to storage answered ${response.status}`);
    await response.arrayBuffer();
    const [confirm] = await timed(() =>
      browser.request('POST', '/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl }),
    );
    steps.health.push(health);
    steps.presign.push(presign);
    steps.put.push(put);
    steps.confirm.push(confirm);
    steps.total.push(performance.now() - start - health);
  });

  // Baseline for the PUT: the same bytes straight to storage with the SDK, same concurrency.
  const storage = services.storageEnv;
  const s3 = new S3Client({
    endpoint: storage.S3_ENDPOINT,
    region: storage.S3_REGION,
    forcePathStyle: (storage.S3_FORCE_PATH_STYLE ?? 'true') !== 'false',
    credentials: { accessKeyId: storage.S3_ACCESS_KEY_ID, secretAccessKey: storage.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await pool(ROUNDS, CONCURRENCY, async (i) => {
    const Key = `bench/sdk-${i}`;
    const [put] = await timed(() =>
      s3.send(
        new PutObjectCommand({
          Bucket: storage.S3_BUCKET,
          Key,
          Body: file,
          ContentType: 'application/pdf',
          ContentLength: file.length,
        }),
      ),
    );
    steps.sdkPut.push(put);
    await s3.send(new DeleteObjectCommand({ Bucket: storage.S3_BUCKET, Key }));
  });
  s3.destroy();

  log(row('GET /api/health (baseline)', steps.health));
  log(row('presign', steps.presign, steps.health));
  log(row('PUT 1 MB to the signed link', steps.put, steps.sdkPut));
  log(row('  SDK PutObject 1 MB (baseline)', steps.sdkPut));
  log(row('confirm (HEAD + first 256 KB + sniff)', steps.confirm, steps.health));
  log(row('presign + PUT + confirm', steps.total));

  // The worker: photos of a phone camera's shape, confirmed all at once, until the last is ready.
  // Noise keeps the JPEG about as large as a camera's (a flat colour would compress to almost nothing).
  const photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const imageUsers = users.slice(Math.ceil(ROUNDS / UPLOADS_PER_USER));
  const uploads = [];
  await pool(IMAGES, CONCURRENCY, async (i) => {
    const browser = imageUsers[Math.floor(i / UPLOADS_PER_USER)];
    const signed = await browser.request('POST', '/api/upload/presigned-url', {
      fileName: `photo-${i}.jpg`,
      fileType: 'image/jpeg',
      fileSize: photo.length,
      uploadType: 'avatar',
    });
    await (
      await fetch(signed.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: photo })
    ).arrayBuffer();
    uploads.push({ browser, signed });
  });
  const start = performance.now();
  await pool(uploads.length, CONCURRENCY, async (i) => {
    const { browser, signed } = uploads[i];
    await browser.request('POST', '/api/upload/confirm', { uploadId: signed.uploadId, fileUrl: signed.fileUrl });
  });
  for (const { browser, signed } of uploads) {
    for (;;) {
      const { file: state } = await browser.request('GET', `/api/upload/${signed.uploadId}`);
      if (state.status === 'ready') break;
      if (state.status === 'rejected') throw new Error(`A photo was rejected: ${state.rejectionReason}`);
      if (worker.child.exitCode !== null) throw new Error(`The worker exited:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const seconds = (performance.now() - start) / 1000;
  log(
    `\nWorker: ${IMAGES} photos of ${(photo.length / 1024).toFixed(0)} KB (2400 x 1800 JPEG) re-encoded to 256 and 64 px WebP in ${seconds.toFixed(2)} s: ${(IMAGES / seconds).toFixed(1)} images/s`,
  );
  if (SMOKE) log('Smoke run: too short for the figures to mean anything; it shows that the benchmark works.');
}

runBenchmark('bench:uploads', main);
