import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * Better Auth's own cost, about 140 ms of a core per hash: every password hash the shop has
 * stored was made with it, written as "salt:key" with no cost in it.
 */
export const SHOP_SCRYPT_COST: ScryptCost = { N: 16384, r: 16, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** The most memory a stored cost may ask of one check (the shop's own needs 32 MB). */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/** The memory one check may take: twice scrypt's 128·N·r bytes, for headroom. */
const memoryOf = ({ N, r }: ScryptCost) => 2 * 128 * N * r;

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...cost, maxmem: memoryOf(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "salt:key" at the shop's cost, or "scrypt:N:r:p:salt:key" at any other. */
function parse(stored: string): { cost: ScryptCost; salt: string; key: string } | undefined {
  const parts = stored.split(':');
  if (parts.length === 2) return { cost: SHOP_SCRYPT_COST, salt: parts[0]!, key: parts[1]! };
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || memoryOf({ N, r, p }) > MAX_MEMORY_BYTES) {
    return undefined;
  }
  return { cost: { N, r, p }, salt: parts[4]!, key: parts[5]! };
}

/**
 * Better Auth's password hashing (scrypt, the same salt and key lengths), with the cost kept in
 * each hash made at any cost but the shop's. Hashes made at the shop's cost are byte for byte
 * what Better Auth writes; any instance checks a hash at the cost it was made with. Tests make
 * their accounts at a small cost: the same code, a hundredth of the CPU.
 */
export function passwordHashing(cost: ScryptCost = SHOP_SCRYPT_COST) {
  const { N, r, p } = cost;
  const atShopCost = N === SHOP_SCRYPT_COST.N && r === SHOP_SCRYPT_COST.r && p === SHOP_SCRYPT_COST.p;
  const costPrefix = atShopCost ? '' : `scrypt:${N}:${r}:${p}:`;
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(SALT_BYTES).toString('hex');
      const key = (await derive(password, salt, cost)).toString('hex');
      return `${costPrefix}${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const stored = parse(hash);
      if (!stored) return false;
      const expected = Buffer.from(stored.key, 'hex');
      const actual = await derive(password, stored.salt, stored.cost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
