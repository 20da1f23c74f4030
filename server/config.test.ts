import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO_DATA: 'sometimes' }, 'SEED_DEMO_DATA'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'alllowercase1' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'NoDigitsHere' }, 'ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_2FA: 'yes' }, 'ADMIN_2FA'],
    [{ RATE_LIMIT_SIGN_UP_PER_IP: '0' }, 'RATE_LIMIT_SIGN_UP_PER_IP'],
    [{ RATE_LIMIT_SIGN_IN_WINDOW_MINUTES: 'ten' }, 'RATE_LIMIT_SIGN_IN_WINDOW_MINUTES'],
    [{ RATE_LIMIT_RESET_PER_EMAIL: '2.5' }, 'RATE_LIMIT_RESET_PER_EMAIL'],
    [{ RATE_LIMIT_NEW_VISITOR_PER_IP: '0' }, 'RATE_LIMIT_NEW_VISITOR_PER_IP'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: 'a month' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: '100000' }, 'RETENTION_DAYS'],
    [{ RATE_STALE_HOURS: '0' }, 'RATE_STALE_HOURS'],
    [{ RATE_STALE_HOURS: 'two days' }, 'RATE_STALE_HOURS'],
    [{ RATE_STALE_HOURS: '10000' }, 'RATE_STALE_HOURS'],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('keeps visitor data 30 days and lets one address start 60 visitors in 10 minutes, unless configured', () => {
    expect(loadConfig({})).toMatchObject({ retentionDays: 30, newVisitorRateLimit: { perIp: 60, windowMinutes: 10 } });
    expect(
      loadConfig({
        RETENTION_DAYS: '90',
        RATE_LIMIT_NEW_VISITOR_PER_IP: '500',
        RATE_LIMIT_NEW_VISITOR_WINDOW_MINUTES: '60',
      }),
    ).toMatchObject({ retentionDays: 90, newVisitorRateLimit: { perIp: 500, windowMinutes: 60 } });
  });

  it('calls a metal rate stale after 48 hours without an update, unless RATE_STALE_HOURS says otherwise', () => {
    expect(loadConfig({}).rateStaleHours).toBe(48);
    expect(loadConfig({ RATE_STALE_HOURS: '6' }).rateStaleHours).toBe(6);
  });

  it('runs the payment recovery every 60 seconds unless PAYMENT_RECOVERY_INTERVAL_SECONDS says otherwise (0: off)', () => {
    expect(loadConfig({}).paymentRecoveryIntervalSeconds).toBe(60);
    expect(loadConfig({ PAYMENT_RECOVERY_INTERVAL_SECONDS: '5' }).paymentRecoveryIntervalSeconds).toBe(5);
    expect(loadConfig({ PAYMENT_RECOVERY_INTERVAL_SECONDS: '0' }).paymentRecoveryIntervalSeconds).toBe(0);
    expect(() => loadConfig({ PAYMENT_RECOVERY_INTERVAL_SECONDS: 'soon' })).toThrow(
      /PAYMENT_RECOVERY_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ PAYMENT_RECOVERY_INTERVAL_SECONDS: '-1' })).toThrow(/PAYMENT_RECOVERY_INTERVAL_SECONDS/);
  });

  it('knows the test-only pause points, so a misspelt SHOP_TEST_PAUSE_AT stops start-up', () => {
    expect(() => loadConfig({ SHOP_TEST_PAUSE_AT: 'before-record-order' })).not.toThrow();
    expect(() => loadConfig({ SHOP_TEST_PAUSE_AT: 'before-the-order' })).toThrow(/SHOP_TEST_PAUSE_AT/);
  });

  it('runs the live rate feed only with RATE_FEED_URL, and names what a feed still needs', () => {
    expect(loadConfig({}).rateFeed).toBeUndefined();
    expect(
      loadConfig({
        RATE_FEED_URL: 'https://api.metals.dev/v1/latest',
        RATE_FEED_KEY: 'k',
        RATE_FEED_INTERVAL_MINUTES: '5',
      }).rateFeed,
    ).toMatchObject({ format: 'metals.dev', intervalMinutes: 5, timeoutMs: 10_000, maxMoveBasisPoints: 500 });
    expect(() => loadConfig({ RATE_FEED_URL: 'https://api.metals.dev/v1/latest' })).toThrow(/RATE_FEED_KEY: is needed/);
    expect(() => loadConfig({ RATE_FEED_URL: 'https://x.example', RATE_FEED_FORMAT: 'json' })).toThrow(
      /RATE_FEED_JSON_PATHS: is needed/,
    );
    expect(() => loadConfig({ RATE_FEED_TIMEOUT_MS: '5' })).toThrow(/RATE_FEED_TIMEOUT_MS: must be at least 100/);
  });

  it('leaves two-factor sign-in optional for admins unless ADMIN_2FA=required', () => {
    expect(loadConfig({}).adminTwoFactor).toBe('off');
    expect(loadConfig({ ADMIN_2FA: 'off' }).adminTwoFactor).toBe('off');
    expect(loadConfig({ ADMIN_2FA: 'required' }).adminTwoFactor).toBe('required');
  });

  it('has account rate limits by default, and takes each limit and window from the environment', () => {
    expect(loadConfig({}).authRateLimits).toEqual({
      SIGN_IN: { perIp: 20, perEmailPerIp: 8, perEmail: 40, windowMinutes: 10 },
      SIGN_UP: { perIp: 10, perEmailPerIp: 5, perEmail: 5, windowMinutes: 10 },
      RESET_REQUEST: { perIp: 10, perEmailPerIp: 3, perEmail: 10, windowMinutes: 15 },
      RESET: { perIp: 10, perEmailPerIp: 10, perEmail: 10, windowMinutes: 15 },
      VERIFY: { perIp: 20, perEmailPerIp: 5, perEmail: 10, windowMinutes: 10 },
      ACCOUNT: { perIp: 60, perEmailPerIp: 30, perEmail: 60, windowMinutes: 10 },
    });
    const busyEid = loadConfig({
      RATE_LIMIT_SIGN_UP_PER_IP: '200',
      RATE_LIMIT_SIGN_UP_WINDOW_MINUTES: '5',
      RATE_LIMIT_RESET_REQUEST_PER_EMAIL: '4',
      RATE_LIMIT_SIGN_IN_PER_EMAIL_PER_IP: '6',
    }).authRateLimits;
    expect(busyEid.SIGN_UP).toEqual({ perIp: 200, perEmailPerIp: 5, perEmail: 5, windowMinutes: 5 });
    expect(busyEid.RESET_REQUEST).toEqual({ perIp: 10, perEmailPerIp: 3, perEmail: 4, windowMinutes: 15 });
    expect(busyEid.SIGN_IN.perEmailPerIp).toBe(6);
  });

  it('counts IPv6 clients by their /64 unless told otherwise, and refuses a prefix that is no network', () => {
    expect(loadConfig({}).ipv6LimitPrefix).toBe(64);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '56' }).ipv6LimitPrefix).toBe(56);
    expect(() => loadConfig({ RATE_LIMIT_IPV6_PREFIX: '8' })).toThrow(/RATE_LIMIT_IPV6_PREFIX/);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1', ['10.0.0.0/8', '::1']],
    ['loopback,172.16.0.0/12', ['loopback', '172.16.0.0/12']],
  ])('reads TRUST_PROXY=%s as a hop count or the proxies to believe', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['everyone', '10.0.0.0/8,evil.example', '999.1.2.3', ','])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a hop count/);
  });

  it('takes card payments through Stripe only with all three keys, else the offline gateway', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_SECRET_KEY: set .* together/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toThrow(/STRIPE_PUBLISHABLE_KEY:/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads the shutdown grace period and the metrics settings, metrics off by default', () => {
    expect(loadConfig({})).toMatchObject({ shutdownGraceSeconds: 10, metricsToken: undefined, metricsPort: undefined });
    const token = 'a-metrics-token-of-32-characters';
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0', METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      shutdownGraceSeconds: 0,
      metricsToken: token,
      metricsPort: 9464,
    });
  });

  it.each([
    ['SHUTDOWN_GRACE_SECONDS', '-1'],
    ['SHUTDOWN_GRACE_SECONDS', '2.5'],
    ['SHUTDOWN_GRACE_SECONDS', 'ten'],
    ['SHUTDOWN_GRACE_SECONDS', '86400'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has a space in it, sixteen plus'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '70000'],
  ])('refuses %s=%s, naming the variable but never the value', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}: `));
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });
});
