import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local SMTP server received: envelope sender, recipients and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * An SMTP server on 127.0.0.1 (smtp-server, no TLS, no auth) that keeps what it receives, for tests of
 * e-mail sending: no message leaves the machine. Recipients at `@refused.test` are refused.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
