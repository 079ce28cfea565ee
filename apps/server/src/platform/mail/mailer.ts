import { createTransport } from 'nodemailer';

/** One e-mail: plain text, with an optional HTML alternative. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends e-mail through the SMTP server of `SMTP_URL` (README, Configuration). */
export type Mailer = {
  /** @throws Error when the SMTP server cannot be reached or refuses the message. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** How long one send may wait for the SMTP server, in milliseconds (connect, greeting, idle socket). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * A mailer on the SMTP server `url` (`smtp://user:pass@host:587`, or `smtps://` for implicit TLS; a server
 * offering STARTTLS is upgraded), sending from `from` (`Name <address>` or an address). Each send opens its
 * own connection; a send waits at most SMTP_TIMEOUT_MS for the server.
 */
export function createMailer(opts: { url: string; from: string }): Mailer {
  const transport = createTransport(
    {
      url: opts.url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from: opts.from },
  );
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** The sender when SMTP_FROM is not set: `Recruiting Workspace <no-reply@{host of the app's URL}>`. */
export function defaultSender(appUrl: string): string {
  const host = new URL(appUrl).hostname.replace(/^\[|\]$/g, '');
  const domain = host.includes('.') ? host : `${host}.localdomain`;
  return `Recruiting Workspace <no-reply@${domain}>`;
}
