// The browser tests' mail server: a real SMTP server (smtp-server) that keeps what it receives
// and shows it over HTTP (GET /messages) so tests can follow verification and reset links.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8196);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 8195);
const messages: { to: string; subject: string; text: string; receivedAt: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
        messages.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  const to = url.searchParams.get('to');
  const body = url.pathname === '/messages' ? messages.filter((m) => !to || m.to.includes(to)) : { ok: true };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}).listen(httpPort, '127.0.0.1');
