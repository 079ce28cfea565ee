import { decryptSecret, encryptSecret, isEncryptedSecret, maskSecret } from '#src/lib/crypto.js';

/**
 * What a browser may know about a stored provider key (never the key itself; docs/product/admin.md#settings).
 */
export type ApiKeyView = { has_api_key: boolean; api_key_hint: string | null };

/**
 * The browser-safe view of a stored key: whether there is one and its hint ('••••' and the last 4).
 * A value that no longer decrypts (the master key changed) still counts as stored, with a bare '••••'.
 * @param stored the column value (`encryptSecret` output; a clear value from a hand-made import is masked too).
 */
export function viewApiKey(stored: string | null, masterKey: Buffer): ApiKeyView {
  if (!stored) return { has_api_key: false, api_key_hint: null };
  if (!isEncryptedSecret(stored)) return { has_api_key: true, api_key_hint: maskSecret(stored) };
  try {
    return { has_api_key: true, api_key_hint: maskSecret(decryptSecret(stored, masterKey)) };
  } catch {
    return { has_api_key: true, api_key_hint: '••••' };
  }
}

/** Encrypts a key for storage (AES-256-GCM, lib/crypto.ts). */
export function sealApiKey(plain: string, masterKey: Buffer): string {
  return encryptSecret(plain, masterKey);
}
