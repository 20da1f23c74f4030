import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '#server/testing/test-app.ts';
import { passwordHashing } from './password-hash.ts';

const shop = passwordHashing();
const cheap = passwordHashing(TEST_SCRYPT_COST);

describe('password hashes', () => {
  it('at the shop’s cost are Better Auth’s own, both ways', async () => {
    const ours = await shop.hash('Gold-ring-2026');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'Gold-ring-2026' })).toBe(true);

    const theirs = await betterAuthHash('Gold-ring-2026');
    expect(await shop.verify({ hash: theirs, password: 'Gold-ring-2026' })).toBe(true);
    expect(await shop.verify({ hash: theirs, password: 'Gold-ring-2027' })).toBe(false);
  });

  it('at another cost carry it, and a shop at its own cost checks them', async () => {
    const hash = await cheap.hash('Gold-ring-2026');
    expect(hash).toMatch(/^scrypt:1024:8:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await shop.verify({ hash, password: 'Gold-ring-2026' })).toBe(true);
    expect(await shop.verify({ hash, password: 'gold-ring-2026' })).toBe(false);
    // A cost written lower than it was made with derives another key.
    expect(await shop.verify({ hash: hash.replace('scrypt:1024:', 'scrypt:512:'), password: 'Gold-ring-2026' })).toBe(
      false,
    );
  });

  it('refuses a stored value that is not a hash it can check, without throwing', async () => {
    for (const hash of [
      '',
      'plain',
      'a:b:c',
      'scrypt:0:8:1:aa:bb',
      'scrypt:1024:x:1:aa:bb',
      'scrypt:1048576:64:1:aa:bb',
    ]) {
      expect(await shop.verify({ hash, password: 'Gold-ring-2026' }), hash).toBe(false);
    }
  });
});
