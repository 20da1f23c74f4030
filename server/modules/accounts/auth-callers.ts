import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { cookieValues } from '#server/lib/cookies.ts';
import { verifications } from './accounts.tables.ts';
import type { Auth } from './better-auth.ts';

/** Better Auth's cookies as this shop configures them, and the secret that signs them. */
interface AuthCookies {
  session: string;
  /** The signed-in-but-not-yet-verified cookie of a password sign-in waiting for its second factor. */
  challenge: string;
  secret: string;
}

export async function authCookiesOf(auth: Auth): Promise<AuthCookies> {
  const context = await auth.$context;
  return {
    session: context.authCookies.sessionToken.name,
    challenge: context.createAuthCookie('two_factor').name,
    secret: context.secret,
  };
}

/**
 * The name of a Better Auth cookie the header carries twice, if any: the library reads one of them
 * and a limit keyed on the other would count a decoy, so such a request is refused.
 */
export function doubledAuthCookie(header: string | undefined, cookies: AuthCookies): string | undefined {
  if (!header) return undefined;
  return [cookies.session, cookies.challenge].find((name) => cookieValues(header, name).length > 1);
}

/** The value of a cookie Better Auth signed (`value.signature`, URL-encoded), if its signature holds. */
function verifiedValue(raw: string, secret: string): string | undefined {
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : undefined;
}

/**
 * The account a code or password is checked for, as Better Auth itself will find it: the session
 * it resolves (signed cookie, the configured name), or else the user a password sign-in is waiting
 * on for a second factor (the signed challenge cookie). Limits keyed on this id follow the account
 * across every session and challenge, whatever other cookies a request carries.
 */
export async function checkedAccount(
  auth: Auth,
  db: Db,
  cookies: AuthCookies,
  headers: Headers,
): Promise<string | undefined> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (session) return session.user.id;
  const [raw] = cookieValues(headers.get('cookie') ?? '', cookies.challenge);
  const challenge = raw && verifiedValue(raw, cookies.secret);
  if (!challenge) return undefined;
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, challenge))
    .limit(1);
  return row?.userId;
}
