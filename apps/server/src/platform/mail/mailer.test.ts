import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '#src/test/smtp.js';
import { createMailer, defaultSender } from './mailer.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('sends a message through the SMTP server of the URL, from the configured sender', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'Workspace <hr@example.test>' });
    try {
      await mailer.send({
        to: 'ada@example.test',
        subject: 'Hello there',
        text: 'Line one\nhttps://x.test/a',
      });
    } finally {
      mailer.close();
    }
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('hr@example.test');
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.raw).toContain('Subject: Hello there');
    expect(mail.raw).toContain('https://x.test/a');
  });

  it('rejects when the server refuses the recipient', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'hr@example.test' });
    try {
      await expect(mailer.send({ to: 'x@refused.test', subject: 'S', text: 'T' })).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      mailer.close();
    }
  });

  it('names a sender at the host of the app URL', () => {
    expect(defaultSender('https://hr.example.com/')).toBe('Recruiting Workspace <no-reply@hr.example.com>');
    expect(defaultSender('http://localhost:3000')).toBe(
      'Recruiting Workspace <no-reply@localhost.localdomain>',
    );
  });
});
