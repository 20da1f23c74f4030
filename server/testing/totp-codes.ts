import type { TOTP } from 'otpauth';

const STEP_MS = 30_000;
/** The previous step's code is still taken only until the current step ends: this much must be left. */
const PREVIOUS_STEP_MARGIN_MS = 5_000;
const given = new WeakMap<TOTP, Set<string>>();

/**
 * A right code the shop has not seen from this authenticator yet. The shop refuses a code used in
 * the last 90 seconds, so a person simply waits for the next one; a test takes the code of the next
 * or the previous 30-second step instead (both accepted for clock drift), and waits for a new step
 * only when all three were given out. The previous step's code stops passing when the current step
 * ends, so it is given only while more than PREVIOUS_STEP_MARGIN_MS of the step remain to send it in.
 */
export async function unusedCode(totp: TOTP): Promise<string> {
  let codes = given.get(totp);
  if (!codes) given.set(totp, (codes = new Set()));
  for (;;) {
    const leftOfStep = STEP_MS - (Date.now() % STEP_MS);
    const offsets = leftOfStep > PREVIOUS_STEP_MARGIN_MS ? [0, STEP_MS, -STEP_MS] : [0, STEP_MS];
    for (const offset of offsets) {
      const code = totp.generate({ timestamp: Date.now() + offset });
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 50));
  }
}

/** A code the authenticator shows at no time near now (nor in the steps either side of them). */
export function wrongCode(totp: TOTP): string {
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (totp.validate({ token: candidate, window: 2 }) === null) return candidate;
  }
}
