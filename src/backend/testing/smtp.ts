// A real SMTP server on loopback with a throwaway certificate (STARTTLS, login), keeping every
// message it receives: what the tests of mail through SMTP_URL send to (docs/decisions.md S1).
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** The server's certificate, for the mailer's `ca`. */
  certificate: string;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** The user name of every login tried. */
  logins: string[];
  close(): Promise<void>;
}

/** Starts the server; it accepts the user `mailer` with `password` only. */
export async function startTestSmtpServer(password: string): Promise<TestSmtpServer> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedMail[] = [];
  const logins: string[] = [];
  const smtp = new SMTPServer({
    key: pems.private,
    cert: pems.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (auth.username === 'mailer' && auth.password === password) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (smtp.server.address() as { port: number }).port,
    certificate: pems.cert,
    received,
    logins,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
