import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

// Algorithm 2 is argon2id; parameters follow the OWASP minimum for argon2id (19 MiB, t=2, p=1).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random secret nobody knows, made once with the same parameters as real ones.
let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in for an unknown address (call at start-up). */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await dummyHash;
}

/**
 * Checks a password against an account's hash, or against a dummy hash when there is no account
 * (or it has no password), so the time taken does not tell whether the account exists. Always
 * false without a real hash.
 */
export async function verifyPasswordInConstantTime(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Passwords scoring below this (0–4) on the strength estimate are refused. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * Estimates how easy a password is to guess (zxcvbn: common passwords, dictionary words, names,
 * keyboard patterns, dates, and the person's own name and e-mail). Returns null when it is strong
 * enough, else the estimator's hint (possibly empty).
 */
export function weakPasswordHint(password: string, userInputs: string[] = []): string | null {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  // The e-mail's parts (name, company) count as the person's own words too.
  const inputs = userInputs.flatMap((value) => [value, ...value.split(/[@.\s_+-]+/)]).filter((v) => v.length >= 3);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning ?? '';
}
