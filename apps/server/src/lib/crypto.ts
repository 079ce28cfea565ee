import crypto from 'node:crypto';
import { loadOrCreateSecret } from './secrets.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes`);
}

/**
 * Encrypts a secret at rest (AES-256-GCM, DESIGN.md AI): a fresh 12-byte IV per call.
 * @param plain the clear text, e.g. an OpenAI API key.
 * @param key the 32-byte master key (see `loadMasterKey`).
 * @returns `v1:<iv>:<tag>:<ciphertext>`, each part base64.
 */
export function encryptSecret(plain: string, key: Buffer): string {
  assertKey(key);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
}

/** Whether a stored value is in the `encryptSecret` format (rather than clear text). */
export function isEncryptedSecret(value: string): boolean {
  return value.startsWith(`${VERSION}:`) && value.split(':').length === 4;
}

/**
 * Decrypts a value made by `encryptSecret`.
 * @throws Error when the format is unknown, the key is wrong or the value was tampered with
 *   (GCM authentication fails); the message never contains the secret.
 */
export function decryptSecret(payload: string, key: Buffer): string {
  assertKey(key);
  const [version, iv, tag, ciphertext] = payload.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Unknown secret format');
  }
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('The secret could not be decrypted (wrong key or altered value)');
  }
}

/**
 * The form of a secret a browser may see: '••••' and its last 4 characters (keys are never
 * returned in clear). Secrets of 8 characters or fewer are fully masked.
 */
export function maskSecret(plain: string): string {
  return plain.length > 8 ? `••••${plain.slice(-4)}` : '••••';
}

/**
 * The 32-byte master key for `encryptSecret`: `SECRETS_KEY` (64 hex characters) when given, otherwise one
 * generated once into `{dataDir}/secrets.json` (a fresh random key without a data dir, as in tests).
 * @throws Error when `secretsKey` is not 64 hex characters.
 */
export function loadMasterKey(opts: { secretsKey?: string; dataDir?: string }): Buffer {
  const hex = opts.secretsKey ?? loadOrCreateSecret(opts.dataDir, 'SECRETS_KEY');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('SECRETS_KEY must be 64 hex characters (32 bytes)');
  return Buffer.from(hex, 'hex');
}
