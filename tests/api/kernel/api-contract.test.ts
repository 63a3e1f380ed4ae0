import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { API } from '../../../common/api/endpoints';
import type { Contract } from '../../../common/api/contract';
import { API_ROUTES, apiUrl, type ApiName } from '../../../common/api/routes';
import { LOGOUT_URL } from '../../../app/lib/api';

/**
 * The contract layer: every call the pages make by name (common/api/routes.ts) is served by the
 * server at that method and address, validated with the contract's body schema (or, for an
 * upload, described with its form's fields) and answered with its success status, as the server's
 * own API description says. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};
let t: TestApp;
let description: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  const r = await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) });
  expect(r.statusCode).toBe(200);
  description = t.json(r);
});
afterAll(() => t?.close());

const keysOf = (schema: z.ZodType) =>
  Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {}).sort();

describe('every named call', () => {
  for (const name of Object.keys(API_ROUTES) as ApiName[]) {
    const { method, path } = API_ROUTES[name];
    // The API description writes a record in the address as {key}, the routes as :key.
    const described = `/api/${path.replace(/:(\w+)/g, '{$1}')}`;
    it(`${name}: ${method} ${described} is served with the contract's request and success status`, () => {
      const operation = description.paths[described]?.[method.toLowerCase()];
      expect(operation, `${method} ${described} in the API description`).toBeDefined();
      const contract: Contract = API[name];
      for (const ok of [contract.ok].flat()) expect(Object.keys(operation!.responses)).toContain(String(ok));

      const json = operation!.requestBody?.content['application/json']?.schema.properties;
      const form = operation!.requestBody?.content['multipart/form-data']?.schema.properties;
      if (contract.body) expect(Object.keys(json ?? {}).sort()).toEqual(keysOf(contract.body));
      else expect(json).toBeUndefined();
      if (contract.form) expect(Object.keys(form ?? {}).sort()).toEqual([...keysOf(contract.form.fields), ...contract.form.files].sort());
      else expect(form).toBeUndefined();

      const inPath = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(inPath).toEqual(contract.params ? keysOf(contract.params) : []);
      if (contract.query) {
        const inQuery = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
        expect(inQuery).toEqual(keysOf(contract.query));
      }
    });
  }

  it('serves no route but the named calls: each address of the API description is a call or its .php twin', () => {
    const named = new Set(
      (Object.keys(API_ROUTES) as ApiName[]).flatMap((name) => {
        const { method, path } = API_ROUTES[name];
        const [first, ...rest] = path.replace(/:(\w+)/g, '{$1}').split('/');
        return [`${method} /api/${[first, ...rest].join('/')}`, `${method} /api/${[`${first}.php`, ...rest].join('/')}`];
      }),
    );
    const served = Object.entries(description.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !named.has(route))).toEqual([]);
  });

  it('writes an address with its record and its query, and leaves out what is not given', () => {
    expect(apiUrl('topics')).toBe('/api/topics');
    expect(apiUrl('updateTopic', { id: 4 })).toBe('/api/topics?id=4');
    expect(apiUrl('contentRevision', undefined, { key: 'service:web-hosting', id: 7 })).toBe('/api/content/service%3Aweb-hosting/revisions/7');
    expect(apiUrl('users', { page: 2, q: undefined })).toBe('/api/users?page=2');
    // The one address written out of the table (app/lib/api.ts): the logout every page can make.
    expect(LOGOUT_URL).toBe(apiUrl('logout'));
  });

  it('refuses a request the contract refuses, with the one error envelope', async () => {
    const r = await t.request({ method: 'POST', url: apiUrl('signup'), payload: { username: 'Ada' } });
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message: expect.any(String) });
  });
});
