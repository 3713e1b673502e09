'use strict';
// The local S3-compatible server (run as a child process by storage.cjs): @20minutes/s3rver, which
// checks SigV4 signatures, expiry, and the signed content type and length as S3 does, behind one
// addition that makes it behave like a private AWS bucket: a request that carries no signature at
// all (s3rver lets those through as anonymous) is refused with S3's own 403 AccessDenied.
// Settings come from the environment: S3RVER_PORT, S3RVER_DIR, S3RVER_ACCESS_KEY_ID,
// S3RVER_SECRET_ACCESS_KEY. It prints "ready <port>" once listening.
const http = require('node:http');
const S3rver = require('@20minutes/s3rver');
const AWSAccount = require('@20minutes/s3rver/lib/models/account');
const v4 = require('@20minutes/s3rver/lib/signature/v4');

const { S3RVER_PORT, S3RVER_DIR, S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY } = process.env;
if (!S3RVER_DIR || !S3RVER_ACCESS_KEY_ID || !S3RVER_SECRET_ACCESS_KEY) {
  process.stderr.write('s3-server: S3RVER_DIR, S3RVER_ACCESS_KEY_ID and S3RVER_SECRET_ACCESS_KEY are required\n');
  process.exit(2);
}

// Only our key pair signs: s3rver's well-known built-in key would let anyone in.
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY);

// s3rver drops the trailing slash of a bucket request's path ('PUT /bucket/', CreateBucket and
// PutBucketCors as the AWS SDK sends them) before checking the signature, which the SDK computed
// over '/bucket/'; S3 keeps it. The raw path travels in a header only this wrapper sets.
// It also encodes the query with encodeURIComponent, which leaves ! ' ( ) * as they are where SigV4
// encodes them: a signed link whose query holds one (a download named "O'Neil (CV).pdf") would fail.
const RAW_PATH_HEADER = 'x-local-raw-path';
const stringToSign = v4.getStringToSign;
v4.getStringToSign = (canonical, request) => {
  const raw = canonical.headers[RAW_PATH_HEADER];
  const uri = raw === `${canonical.uri}/` ? raw : canonical.uri;
  const querystring = canonical.querystring.replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return stringToSign({ ...canonical, uri, querystring }, request);
};

const s3rver = new S3rver({ directory: S3RVER_DIR, silent: true, vhostBuckets: false, serviceEndpoint: 'localhost' });
const handle = s3rver.callback();

/** Signed by header (Authorization) or by query (presigned link, V4 or V2). */
function isSigned(req) {
  if (req.headers.authorization) return true;
  const query = new URL(req.url, 'http://localhost').searchParams;
  return query.has('X-Amz-Algorithm') || query.has('x-amz-algorithm') || query.has('Signature');
}

function accessDenied(req, res) {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message>' +
    `<RequestId>${Date.now().toString(16)}</RequestId></Error>`;
  res.writeHead(403, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  // CORS preflights carry no signature by design; s3rver answers them from the bucket's CORS rule.
  if (req.method !== 'OPTIONS' && !isSigned(req)) return accessDenied(req, res);
  req.headers[RAW_PATH_HEADER] = req.url.split('?')[0];
  return handle(req, res);
});
// s3rver keeps its logger open until its own server closes; ours stands in for it.
server.on('close', () => {
  try {
    s3rver.logger.close();
  } catch {
    // already closed
  }
});

server.listen(Number(S3RVER_PORT || 0), '127.0.0.1', () => {
  process.stdout.write(`ready ${server.address().port}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
