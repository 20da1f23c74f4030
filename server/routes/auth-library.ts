import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#domain/errors.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { problemMessage } from '../i18n/problem-text.ts';
import { requestLanguage } from '../i18n/translator.ts';
import { requestOrigin } from '../lib/same-origin.ts';
import { CLIENT_ADDRESS_HEADER } from '../modules/accounts/better-auth.ts';
import { codeForStatus } from '../plugins/errors.ts';

/**
 * The library's refusal in the API's shape. Its sentence stays as the library wrote it (the pages
 * read some of them), and is also the reason's value: pages write it in their language.
 */
function authRefusal(status: number, sentence: string, language: Language, requestId: string): ErrorBody {
  if (status === 500) {
    return {
      error: 'internal',
      reason: 'problem.internal',
      message: problemMessage({ reason: 'problem.internal' }, language),
      requestId,
    };
  }
  const values = { detail: { sentence } };
  return { error: codeForStatus(status), reason: 'problem.account.refused', values, message: sentence, requestId };
}

/** The headers handed to Better Auth: the request's own, with what the shop judged about it. */
export function libraryHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client's address as Fastify judged it (TRUST_PROXY), never as a client wrote it.
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  // A write our check accepted on Sec-Fetch-Site: same-origin alone gets the Origin it proved.
  if (request.writeOrigin) headers.set('origin', request.writeOrigin);
  return headers;
}

/** The Request handed to Better Auth: the path the gate judged, at the address the browser used. */
export function libraryRequest(request: FastifyRequest, headers: Headers, publicUrl: string): Request {
  const { path, query } = request.target;
  // Addressed as the browser addressed us, so Better Auth trusts the same origin we do.
  const url = new URL(`${requestOrigin(request) ?? publicUrl}${path}${query === undefined ? '' : `?${query}`}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody && { body: JSON.stringify(request.body) }),
  });
}

/**
 * Passes the library's answer on: its status, headers and cookies, and its body, except that a
 * refusal is rewritten into the API's own { error, reason, message, requestId } shape.
 */
export async function sendLibraryAnswer(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) reply.header('set-cookie', setCookies);

  const text = await response.text();
  if (response.status >= 400) {
    let message = 'Something went wrong';
    try {
      const body = JSON.parse(text) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // not JSON: keep the generic message
    }
    const status = response.status >= 500 ? 500 : response.status;
    if (status === 500) {
      request.log.error(
        {
          status: response.status,
          body: text.slice(0, 500),
          method: request.method,
          route: request.routeOptions.url,
        },
        'auth handler answered with a server error',
      );
    }
    return reply
      .status(status)
      .header('x-request-id', request.id)
      .type('application/json; charset=utf-8')
      .send(authRefusal(status, message, requestLanguage(request.headers['accept-language']), request.id));
  }
  return reply.send(text);
}
