import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export const DEFAULT_GOOGLE_IDENTITY: GoogleIdentity = {
  sub: '109876543210',
  email: 'google.tester@example.com',
  name: 'Google Tester',
  picture: 'https://lh3.googleusercontent.com/a/test-photo',
};

/**
 * A local OpenID Connect issuer standing in for Google: discovery, authorize (answers at
 * once, as a user who already consented), token with a signed ID token, userinfo and JWKS.
 */
export async function startOidcIssuer(identity: GoogleIdentity = DEFAULT_GOOGLE_IDENTITY) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let current = identity;
  let denyNext = false;

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: current.sub,
      email: current.email,
      email_verified: true,
      name: current.name,
      picture: current.picture,
    });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: current.sub,
      email: current.email,
      email_verified: true,
      name: current.name,
      picture: current.picture,
    };
  });
  server.service.on('beforeAuthorizeRedirect', (redirect) => {
    if (!denyNext) return;
    denyNext = false;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  });

  await server.start(0, '127.0.0.1');
  return {
    issuer: server.issuer.url!,
    /** Who signs in next. */
    setIdentity(next: GoogleIdentity) {
      current = next;
    },
    /** The next authorization is refused, as when the user presses Cancel at Google. */
    denyNextAuthorization() {
      denyNext = true;
    },
    stop: () => server.stop(),
  };
}
