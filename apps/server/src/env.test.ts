import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has defaults for a fresh machine', () => {
    const env = loadEnv({ INIT_CWD: '/srv/app' });
    expect(env).toMatchObject({
      PORT: 3000,
      dataDir: '/srv/app/data',
      OIDC_ISSUER: 'https://accounts.google.com',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', OWNER_EMAIL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['OWNER_EMAIL', 'not-an-email'],
    ['APP_URL', 'localhost'],
    ['OIDC_ISSUER', 'nope'],
    ['SECRETS_KEY', 'short'],
  ])('stops with a message naming %s when it is wrong', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadEnv({ [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it('reads the server-wide key limits as positive integers', () => {
    expect(loadEnv({ OPENAI_RPM_LIMIT: '5000', OPENAI_TPM_LIMIT: '' })).toMatchObject({
      OPENAI_RPM_LIMIT: 5000,
      OPENAI_TPM_LIMIT: undefined,
    });
    expect(() => loadEnv({ OPENAI_RPM_LIMIT: 'fast' })).toThrow(ConfigError);
    expect(() => loadEnv({ OPENAI_TPM_LIMIT: '0' })).toThrow(/OPENAI_TPM_LIMIT/);
  });

  it('takes an smtp:// or smtps:// SMTP_URL and refuses any other', () => {
    const url = 'smtps://mailer:secret@mail.example.com:465';
    expect(loadEnv({ SMTP_URL: url, SMTP_FROM: 'HR <hr@example.com>' })).toMatchObject({
      SMTP_URL: url,
      SMTP_FROM: 'HR <hr@example.com>',
    });
    for (const wrong of ['https://mail.example.com', 'mail.example.com:587', 'smtp://']) {
      expect(() => loadEnv({ SMTP_URL: wrong })).toThrowError(/SMTP_URL:/);
    }
    expect(() => loadEnv({ SMTP_FROM: 'nobody' })).toThrowError(/SMTP_FROM:/);
  });

  it('needs the Google id and secret together', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_SECRET/);
  });
});
