import { URI, type TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { cookiesOf, fromShopPage, GOOD_PASSWORD, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS } from '../testing/test-app.ts';
import { unusedCode, wrongCode } from '../testing/totp-codes.ts';
import { capturedLog } from '../testing/captured-log.ts';

// What the codes of two-factor sign-in give away: nothing in the log, and no endless guesses.
// Each test runs a shop of its own (a log at trace, tight limits).

describe('no two-factor secret in any log', () => {
  it('turning it on and signing in with codes at LOG_LEVEL=trace logs no secret, code or backup code', async () => {
    const { stream, text } = capturedLog();
    const logged = await createTestApp(
      { logLevel: 'trace', authRateLimits: ROOMY_AUTH_LIMITS },
      { logger: { level: 'trace', stream } },
    );
    try {
      logged.app.log.trace('the log is captured');
      const user = await signUp(logged.app, logged.database.db, 'admin');
      const send = (url: string, payload: object, cookie?: string) =>
        logged.app.inject({ method: 'POST', url, payload, headers: fromShopPage(cookie) });
      const enabled = await send('/api/auth/two-factor/enable', { password: GOOD_PASSWORD }, user.cookie);
      const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
      const totp = URI.parse(totpURI) as TOTP;
      const firstCode = await unusedCode(totp);
      await send('/api/auth/two-factor/verify-totp', { code: firstCode }, user.cookie);
      const pending = await send('/api/auth/sign-in/email', { email: user.email, password: GOOD_PASSWORD });
      await send(
        '/api/auth/two-factor/verify-backup-code',
        { code: backupCodes[0] },
        cookiesOf(pending.headers['set-cookie']),
      );
      await send('/api/auth/two-factor/verify-totp', { code: '000000' }, cookiesOf(pending.headers['set-cookie']));

      expect(text()).toContain('the log is captured');
      expect(text()).not.toContain(totp.secret.base32);
      expect(text()).not.toContain(totpURI);
      for (const code of backupCodes) expect(text()).not.toContain(code);
      expect(text()).not.toContain(`"${firstCode}"`);
      expect(text()).not.toContain(GOOD_PASSWORD);
    } finally {
      await logged.close();
    }
  });
});

describe('guessing the second factor', () => {
  it('limits wrong codes per account, across fresh sign-in challenges and addresses', async () => {
    const perAccount = 3;
    const tight = await createTestApp({
      authRateLimits: {
        ...ROOMY_AUTH_LIMITS,
        VERIFY: { perIp: 1e6, perEmailPerIp: 1e6, perEmail: perAccount, windowMinutes: 10 },
      },
    });
    try {
      const send = (url: string, payload: object, cookie: string | undefined, remoteAddress: string) =>
        tight.app.inject({ method: 'POST', url, payload, headers: fromShopPage(cookie), remoteAddress });
      const owner = await signUp(tight.app, tight.database.db, 'owner');
      const enabled = await send('/api/auth/two-factor/enable', { password: GOOD_PASSWORD }, owner.cookie, '10.0.0.1');
      const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
      const first = await send(
        '/api/auth/two-factor/verify-totp',
        { code: await unusedCode(totp) },
        owner.cookie,
        '10.0.0.1',
      );
      expect(first.statusCode, 'successes are not counted').toBe(200);

      /** A new password sign-in from its own address: a fresh challenge each time. */
      const challenge = async (remoteAddress: string) => {
        const pending = await send(
          '/api/auth/sign-in/email',
          { email: owner.email, password: GOOD_PASSWORD },
          undefined,
          remoteAddress,
        );
        expect(pending.json()).toMatchObject({ twoFactorRedirect: true });
        return cookiesOf(pending.headers['set-cookie']);
      };
      for (let attempt = 1; attempt <= perAccount; attempt++) {
        const address = `10.0.1.${attempt}`;
        const wrong = await send(
          '/api/auth/two-factor/verify-totp',
          { code: wrongCode(totp) },
          await challenge(address),
          address,
        );
        expect(wrong.statusCode, `wrong code ${attempt}`).toBe(401);
      }

      // Even the right code and a backup code wait now, from a new address and a new challenge.
      const rightCode = await send(
        '/api/auth/two-factor/verify-totp',
        { code: await unusedCode(totp) },
        await challenge('10.0.2.1'),
        '10.0.2.1',
      );
      expect(rightCode.statusCode).toBe(429);
      const backup = await send(
        '/api/auth/two-factor/verify-backup-code',
        { code: enabled.json<{ backupCodes: string[] }>().backupCodes[0] },
        await challenge('10.0.2.2'),
        '10.0.2.2',
      );
      expect(backup.statusCode).toBe(429);
    } finally {
      await tight.close();
    }
  });
});
