import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, isEncryptedSecret, loadMasterKey, maskSecret } from './crypto.js';

const key = crypto.randomBytes(32);

describe('secret encryption (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time', () => {
    const plain = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const a = encryptSecret(plain, key);
    const b = encryptSecret(plain, key);
    expect(a).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(plain);
    expect(isEncryptedSecret(a)).toBe(true);
    expect(isEncryptedSecret(plain)).toBe(false);
    expect(decryptSecret(a, key)).toBe(plain);
    expect(decryptSecret(encryptSecret('ünïcødé ✓', key), key)).toBe('ünïcødé ✓');
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const [v, iv, tag, ct] = encryptSecret('sk-secret-value', key).split(':') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] = (buf[0] ?? 0) ^ 1;
      return buf.toString('base64');
    };
    expect(() => decryptSecret([v, iv, tag, flip(ct)].join(':'), key)).toThrow(/could not be decrypted/);
    expect(() => decryptSecret([v, iv, flip(tag), ct].join(':'), key)).toThrow(/could not be decrypted/);
    expect(() => decryptSecret([v, flip(iv), tag, ct].join(':'), key)).toThrow(/could not be decrypted/);
    expect(() => decryptSecret('v2:a:b:c', key)).toThrow(/Unknown secret format/);
  });

  it('fails with the wrong key, without leaking the secret', () => {
    const payload = encryptSecret('sk-secret-value', key);
    const other = crypto.randomBytes(32);
    expect(() => decryptSecret(payload, other)).toThrow(/could not be decrypted/);
    expect(() => decryptSecret(payload, crypto.randomBytes(16))).toThrow(/32 bytes/);
  });

  it('masks all but the last 4 characters', () => {
    expect(maskSecret('sk-proj-abcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short')).toBe('••••');
  });
});

describe('loadMasterKey', () => {
  it('uses SECRETS_KEY when given', () => {
    const hex = 'ab'.repeat(32);
    expect(loadMasterKey({ secretsKey: hex }).toString('hex')).toBe(hex);
    expect(() => loadMasterKey({ secretsKey: 'abc' })).toThrow(/64 hex/);
  });

  it('generates a key once into the data dir and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-crypto-'));
    try {
      const first = loadMasterKey({ dataDir });
      expect(first).toHaveLength(32);
      expect(loadMasterKey({ dataDir }).equals(first)).toBe(true);
      const payload = encryptSecret('persisted', first);
      expect(decryptSecret(payload, loadMasterKey({ dataDir }))).toBe('persisted');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
