import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { buildApp } from './app.ts';
import { MissingAccessLevelError } from './plugins/access.ts';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

describe('errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/metals']),
    );
  });
});

describe('error handler', () => {
  it('hides internal errors behind a generic 500 with a request id, and keeps AppError messages', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    app.get('/api/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('conflict', { reason: 'problem.cart.full', values: { max: 50 } });
    });
    try {
      const boom = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(boom.statusCode).toBe(500);
      const body = boom.json();
      expect(body.error).toBe('internal');
      expect(boom.body).not.toContain('secret');
      expect(boom.body).not.toContain('at ');
      expect(body.requestId).toBe(boom.headers['x-request-id']);
      const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({
        error: 'conflict',
        reason: 'problem.cart.full',
        values: { max: 50 },
        message: 'A cart holds at most 50 different pieces. Please check out or remove a piece first.',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('access levels', () => {
  it('refuses to start when an API route declares no access level', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      expect(() => app.get('/api/unguarded', async () => 'oops')).toThrow(MissingAccessLevelError);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('records every API route with its level, so later authorization tests cover new routes', async () => {
    const t = await createTestApp();
    try {
      const table = t.app.routeAccessTable;
      expect(table).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: '/api/products', access: 'public' },
          { method: 'GET', url: '/api/products/:id', access: 'public' },
          { method: 'GET', url: '/api/metals', access: 'public' },
          { method: 'GET', url: '/api/metals/history', access: 'public' },
          { method: 'GET', url: '/api/admin/rate-warnings', access: 'admin' },
        ]),
      );
      for (const route of table) expect(['public', 'user', 'admin']).toContain(route.access);
    } finally {
      await t.close();
    }
  });
});
