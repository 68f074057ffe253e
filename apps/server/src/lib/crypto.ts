/** Opaque tokens, their hashes, and AES-256-GCM for secrets kept at rest (Facebook tokens, API keys). */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session, reset and OAuth state tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

/** `secret` is any string of 32+ characters; the key is its SHA-256. Output: v1.iv.tag.ciphertext. */
export function createCipher(secret: string): Cipher {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
