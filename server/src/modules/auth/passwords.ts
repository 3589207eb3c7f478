import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to verify against when there is no account, so that the answer takes as long
// either way and its timing does not tell whether an account exists.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
