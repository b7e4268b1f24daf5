/**
 * Passwords and secrets of the back office. Passwords: argon2id (@node-rs/argon2) at OWASP's
 * recommended cost (19 MiB, 2 passes), never logged. Session ids, XSRF values and API tokens: 32
 * random bytes; only their SHA-256 is stored, so a copy of the database opens nothing.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id: `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which esbuild cannot inline across packages). */
const ARGON2ID = 2;
const COST = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, COST);

/** False for a wrong password and for a malformed hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** 32 random bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A hash to verify against when the account does not exist, so the answer takes as long either way. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(newSecret()));

export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 200;

/** Why a new password is refused (Chinese and English), or null when it is acceptable. */
export function passwordProblem(password: string, name: string): string | null {
  if (password.length < MIN_PASSWORD) return `密码至少 ${MIN_PASSWORD} 个字符（A password needs at least ${MIN_PASSWORD} characters.）`;
  if (password.length > MAX_PASSWORD) return `密码最多 ${MAX_PASSWORD} 个字符（A password has at most ${MAX_PASSWORD} characters.）`;
  if (password.toLowerCase().includes(name.toLowerCase())) return '密码不能包含账号名（A password must not contain the account name.）';
  if (new Set(password).size < 4) return '密码过于简单（The password is too simple.）';
  return null;
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password for a new or reset account: 16 readable characters (about 93 bits). */
export function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < 16; i += 1) out += READABLE[randomInt(READABLE.length)];
  return out;
}

/** What is stored of a secret. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** An API token: recognisable by its prefix in logs of leaked secrets (`iip_`), 32 random bytes after it. */
export const newApiToken = (): string => `iip_${newSecret()}`;

/** Equal strings, compared in constant time. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
