#!/usr/bin/env node
// Development SMTP catcher: keeps every mail in memory and shows it over HTTP, so password-reset links can be followed
// by a person (http://localhost:8025) or by the e2e tests (GET /messages). docker-compose uses Mailpit on the same ports.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 8025);

/** @type {{ to: string, messageId: string, subject: string, text: string, html: string, date: string }[]} */
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => store(Buffer.concat(chunks), session, callback));
  },
});

function store(raw, session, callback) {
  PostalMime.parse(raw)
    .then((mail) => {
      messages.push({
        // The envelope, not the header, says who really receives it (Bcc included).
        to: session.envelope.rcptTo.map((r) => r.address).join(', '),
        // A mail sent again after a crash keeps its Message-ID: the replicas run counts deliveries by it.
        messageId: mail.messageId ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html ?? '',
        date: new Date().toISOString(),
      });
      callback();
    })
    .catch(callback);
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function page() {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p>A: ${escape(m.to)} · ${escape(m.date)}</p>
        <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escape(m.html || `<pre>${escape(m.text)}</pre>`)}"></iframe></article>`,
    )
    .join('');
  return `<!doctype html><html lang="it"><meta charset="utf-8"><title>Posta di sviluppo</title>
<style>body{font-family:system-ui;max-width:900px;margin:2rem auto}iframe{width:100%;height:420px;border:1px solid #ccc}</style>
<h1>Posta di sviluppo (${messages.length})</h1>${items || '<p>Nessun messaggio.</p>'}</html>`;
}

const api = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path === '/messages' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  } else if (path === '/messages' && req.method === 'DELETE') {
    messages = [];
    res.writeHead(204).end();
  } else if (path === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  } else if (path === '/' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
  } else {
    res.writeHead(404).end();
  }
});

function fail(what, port) {
  return (err) => {
    console.error(`Mail catcher: ${what} non può usare la porta ${port} (${err.code ?? err.message}).`);
    process.exit(1);
  };
}

smtp.on('error', fail('SMTP', smtpPort));
api.on('error', fail('HTTP', httpPort));
smtp.listen(smtpPort, () => console.log(`Mail catcher SMTP sulla porta ${smtpPort}`));
api.listen(httpPort, () => console.log(`Mail catcher su http://localhost:${httpPort}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.close();
    smtp.close(() => process.exit(0));
  });
}
