import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Alphanumeric only, so `<id>_secret_<random>` splits back unambiguously as Stripe.js does.
export const randomToken = (length: number) =>
  Array.from(randomBytes(length), (byte) => ID_ALPHABET.charAt(byte % ID_ALPHABET.length)).join('');
export const stripeId = (prefix: string) => `${prefix}_${randomToken(24)}`;
export const now = () => Math.floor(Date.now() / 1000);
export const copy = <T>(value: T): T => structuredClone(value);
