import { createHash, randomBytes } from 'node:crypto';

/**
 * API key secrets (decision 090): `nzep_org_` or `nzep_firm_` and 43 characters of base64url from 32
 * random bytes. Only the SHA-256 of the whole key is kept; a 256-bit random secret cannot be guessed
 * from it, so it needs no slow hash, and the lookup is one index probe on the hash.
 */
export type KeyOwner = 'org' | 'firm';

/** The SHA-256 of a presented key, hex: what `api_keys.secret_hash` holds. */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new key: the secret to show once, the prefix kept to tell it apart, and its hash. */
export function newKeySecret(owner: KeyOwner): { secret: string; prefix: string; hash: string } {
  const secret = `nzep_${owner}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, `nzep_${owner}_`.length + 4), hash: hashKey(secret) };
}
