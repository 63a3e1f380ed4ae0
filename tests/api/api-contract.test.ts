import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, type TestApp } from '../support/app';
import { API } from '../../common/api/endpoints';
import { API_ROUTES, type ApiName } from '../../common/api/routes';

/**
 * The contract layer: every call the pages make by name (common/api/routes.ts) is served by the
 * server at that method and address, validated with the contract's body schema and answered with
 * its success status, as the server's own API description says. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
let description: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> }; responses: Record<string, unknown> }>> };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  const r = await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) });
  expect(r.statusCode).toBe(200);
  description = t.json(r);
});
afterAll(() => t?.close());

describe('every named call', () => {
  for (const name of Object.keys(API_ROUTES) as ApiName[]) {
    const { method, path } = API_ROUTES[name];
    it(`${name}: ${method} /api/${path} is served with the contract's body and success status`, () => {
      const operation = description.paths[`/api/${path}`]?.[method.toLowerCase()];
      expect(operation, `${method} /api/${path} in the API description`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain(String(API[name].ok));
      const contract = API[name] as { body?: z.ZodType };
      const sent = operation!.requestBody?.content['application/json']?.schema.properties;
      if (contract.body) {
        const expected = (z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties;
        expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(expected ?? {}).sort());
      } else {
        expect(sent).toBeUndefined();
      }
    });
  }

  it('refuses a request the contract refuses, with the one error envelope', async () => {
    const r = await t.request({ method: 'POST', url: `/api/${API_ROUTES.signup.path}`, payload: { username: 'Ada' } });
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message: expect.any(String) });
  });
});
