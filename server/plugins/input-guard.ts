import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { AppError, type Problem } from '#domain/errors.ts';
import { addressProblem, findDirtyText, jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/clean-text.ts';
import { parseRequestTarget, type RequestTarget } from '../lib/request-target.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address as the guard parsed and accepted it: read this, never `url` again. */
    target: RequestTarget;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const addressRefusal = (problem: string): Problem => ({
  reason: 'problem.request.badAddress',
  values: { detail: { sentence: problem } },
});

/**
 * Hostile or broken input stops here, before any route or the auth library sees it, with a 400
 * in the API's error shape: one rule (lib/clean-text.ts) for every piece of text a request
 * carries. The address is parsed once on arrival (its text, and that it is spelt in its one normal form) into `request.target`; JSON bodies when they are parsed, where the size
 * limit and a nesting-depth limit also apply. The API speaks JSON only: other body types get 415.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
      const bytes = raw as Buffer;
      if (bytes.length === 0) return done(null, undefined);
      let text: string;
      try {
        text = strictUtf8.decode(bytes);
      } catch {
        return done(new AppError('invalid_input', 'problem.request.notUtf8'));
      }
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        return done(
          new AppError('invalid_input', { reason: 'problem.request.tooDeep', values: { max: MAX_JSON_DEPTH } }),
        );
      }
      let body: unknown;
      try {
        body = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(new AppError('invalid_input', 'problem.request.notJson'));
      }
      const dirty = findDirtyText(body);
      if (dirty)
        return done(new AppError('invalid_input', { reason: 'problem.request.dirtyText', values: { ...dirty } }));
      done(null, body);
    });

    // A callback hook: it runs on every request, and most addresses have no escape to decode.
    app.decorateRequest('target', null as unknown as RequestTarget);
    app.addHook('onRequest', (request, _reply, done) => {
      const problem = addressProblem(request.url);
      if (problem) return done(new AppError('invalid_input', addressRefusal(problem)));
      const target = parseRequestTarget(request.url);
      if ('problem' in target) return done(new AppError('invalid_input', addressRefusal(target.problem)));
      request.target = target;
      done();
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
