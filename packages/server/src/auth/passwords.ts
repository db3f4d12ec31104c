import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (`Algorithm.Argon2id`, a const enum that isolated modules cannot import). */
const options = { algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password, options);
  } catch {
    return false;
  }
}

/** A hash of no one's password, verified when a login names no user, so both cases take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** A readable random password for generated accounts. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
