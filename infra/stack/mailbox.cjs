'use strict';
// A local capture mailbox for development and tests: an SMTP server on 127.0.0.1 that accepts
// every message (no real delivery, ever), keeps each one under a folder, and a small web page to
// read them with clickable links. Tests read the same messages as JSON.
//
//   const { startMailbox } = require('./infra/stack/mailbox.cjs');
//   const mailbox = await startMailbox({ dir: '.data/mail' });
//   mailbox.smtpUrl;   // smtp://127.0.0.1:<port>  -> SMTP_URL of the API and worker
//   mailbox.webUrl;    // http://127.0.0.1:<port>  -> the inbox page; JSON at /api/messages
//   await mailbox.stop();
//
// HTTP: GET /                       inbox (newest first)
//       GET /messages/<id>          one message: headers, links, text, the HTML part (sandboxed)
//       GET /messages/<id>/html     the HTML part alone (served with a sandboxing CSP)
//       GET /messages/<id>/raw      the message as received (.eml)
//       GET /api/messages[?to=addr] every message as JSON, newest first (optionally only to addr)
//       DELETE /api/messages        empties the mailbox
// Packages (smtp-server, postal-mime) are loaded on start, after the dependencies are installed.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { randomBytes } = require('node:crypto');

/** Messages kept; older ones are removed as new ones arrive. */
const KEEP = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const ID_PATTERN = /^[0-9]{13}-[0-9a-f]{8}$/;

function escapeHtml(text) {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );
}

/** http(s) links in the text part and the HTML part's hrefs, in order, without duplicates. */
function extractLinks(text, html) {
  const links = [];
  const add = (url) => {
    const clean = url.replace(/&amp;/g, '&').replace(/[).,;]+$/, '');
    if (!links.includes(clean)) links.push(clean);
  };
  for (const match of String(text || '').matchAll(/https?:\/\/[^\s<>"']+/g)) add(match[0]);
  for (const match of String(html || '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi)) add(match[1]);
  return links;
}

function addresses(list) {
  return (Array.isArray(list) ? list : list ? [list] : []).flatMap((entry) =>
    entry.group ? addresses(entry.group) : [entry.address].filter(Boolean),
  );
}

function newId() {
  return `${Date.now()}-${randomBytes(4).toString('hex')}`;
}

/** Reads the stored messages' summaries, newest first. */
function listMessages(dir) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json') && ID_PATTERN.test(name.slice(0, -5)))
    .sort()
    .reverse()
    .map((name) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

function readMessage(dir, id) {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));
  } catch {
    return null;
  }
}

function prune(dir) {
  const ids = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort();
  for (const id of ids.slice(0, Math.max(0, ids.length - KEEP))) {
    for (const ext of ['.json', '.eml']) fs.rmSync(path.join(dir, `${id}${ext}`), { force: true });
  }
}

const PAGE_STYLE = `body{font-family:Helvetica,Arial,sans-serif;margin:2rem auto;max-width:60rem;color:#1f2933;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e4e7eb;vertical-align:top}
a{color:#2f5d50}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem;border-radius:6px}iframe{width:100%;height:28rem;border:1px solid #e4e7eb;border-radius:6px}
.muted{color:#616e7c;font-size:.9rem}`;

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

function inboxPage(messages) {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr><td class="muted">${escapeHtml(new Date(m.receivedAt).toLocaleString())}</td><td>${escapeHtml(m.to.join(', '))}</td>
<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a>${m.links.length ? `<br>${m.links.map((link) => `<a class="muted" href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join('<br>')}` : ''}</td></tr>`,
    )
    .join('\n');
  return page(
    'Nestwork mailbox',
    `<h1>Nestwork mailbox</h1><p class="muted">Every e-mail the app sends while running locally lands here; nothing is delivered. ${messages.length} message(s). <a href="/">Refresh</a> · <a href="/api/messages">JSON</a></p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject and links</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>`,
  );
}

function messagePage(m) {
  return page(
    m.subject || 'Message',
    `<p><a href="/">&larr; Inbox</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<table><tr><th>From</th><td>${escapeHtml(m.from)}</td></tr><tr><th>To</th><td>${escapeHtml(m.to.join(', '))}</td></tr>
<tr><th>Received</th><td>${escapeHtml(new Date(m.receivedAt).toLocaleString())}</td></tr>
<tr><th>Links</th><td>${m.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join('<br>') || '—'}</td></tr></table>
${m.html ? `<h2>HTML</h2><iframe sandbox src="/messages/${m.id}/html" title="HTML part"></iframe>` : ''}
<h2>Text</h2><pre>${escapeHtml(m.text || '')}</pre><p><a href="/messages/${m.id}/raw">Download the raw message (.eml)</a></p>`,
  );
}

function send(res, status, type, body, headers = {}) {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Starts the mailbox. Options: dir (where messages are kept; created), smtpPort / httpPort (0 or
 * omitted: any free port; a taken preferred port falls back to a free one), host (127.0.0.1),
 * log(line). Resolves { smtpUrl, webUrl, smtpPort, httpPort, dir, messages(), clear(), stop() }.
 */
async function startMailbox({ dir, smtpPort = 0, httpPort = 0, host = '127.0.0.1', log = () => {} } = {}) {
  if (!dir) throw new Error('startMailbox: dir is required');
  fs.mkdirSync(dir, { recursive: true });
  const { SMTPServer } = require('smtp-server');
  const PostalMime = require('postal-mime');
  const { preferredOrFreePort } = require('./ports.cjs');

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback only: no TLS to negotiate, any credentials accepted.
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    banner: 'Nestwork capture mailbox',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'capture' });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await PostalMime.parse(raw);
          const id = newId();
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const message = {
            id,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.address || session.envelope.mailFrom?.address || '',
            to: to.length ? to : addresses(parsed.to),
            subject: parsed.subject || '',
            text: parsed.text || '',
            html: parsed.html || '',
            links: extractLinks(parsed.text, parsed.html),
          };
          fs.writeFileSync(path.join(dir, `${id}.eml`), raw);
          fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2));
          prune(dir);
          log(`Captured "${message.subject}" for ${message.to.join(', ')}`);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  smtp.on('error', (error) => log(`SMTP error: ${error.message}`));

  const web = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://mailbox.local');
    const parts = url.pathname.split('/').filter(Boolean);
    try {
      if (req.method === 'GET' && url.pathname === '/')
        return send(res, 200, 'text/html; charset=utf-8', inboxPage(listMessages(dir)));
      if (url.pathname === '/api/messages') {
        if (req.method === 'DELETE') {
          for (const name of fs.readdirSync(dir))
            if (/\.(json|eml)$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
          return send(res, 200, 'application/json', JSON.stringify({ deleted: true }));
        }
        if (req.method === 'GET') {
          const to = url.searchParams.get('to')?.toLowerCase();
          const messages = listMessages(dir).filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));
          return send(res, 200, 'application/json', JSON.stringify({ messages }));
        }
      }
      if (req.method === 'GET' && parts[0] === 'messages' && parts[1]) {
        const message = readMessage(dir, parts[1]);
        if (!message) return send(res, 404, 'text/plain; charset=utf-8', 'No such message');
        if (parts.length === 2) return send(res, 200, 'text/html; charset=utf-8', messagePage(message));
        if (parts[2] === 'html' && parts.length === 3) {
          // The mail's own HTML, sandboxed: no scripts, no requests, only inline styles and data images.
          return send(res, 200, 'text/html; charset=utf-8', message.html || '', {
            'content-security-policy':
              "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
          });
        }
        if (parts[2] === 'raw' && parts.length === 3) {
          return send(res, 200, 'message/rfc822', fs.readFileSync(path.join(dir, `${message.id}.eml`)), {
            'content-disposition': `attachment; filename="${message.id}.eml"`,
          });
        }
      }
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    } catch (error) {
      return send(res, 500, 'text/plain; charset=utf-8', `Mailbox error: ${error.message}`);
    }
  });

  const boundSmtp = await listen(smtp.server, smtpPort ? await preferredOrFreePort(smtpPort, host) : 0, host);
  let boundHttp;
  try {
    boundHttp = await listen(web, httpPort ? await preferredOrFreePort(httpPort, host) : 0, host);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }

  let stopped = false;
  return {
    dir,
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    webUrl: `http://${host}:${boundHttp}`,
    messages: () => listMessages(dir),
    clear: () => {
      for (const name of fs.readdirSync(dir))
        if (/\.(json|eml)$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      web.closeAllConnections?.();
      await Promise.all([
        new Promise((resolve) => web.close(() => resolve())),
        new Promise((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

module.exports = { startMailbox, extractLinks };
