import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FormContract } from '../../common/api/contract';

type RouteInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * How a route appears in /api/openapi.json: as the zod type provider describes it, except that a
 * multipart call (an upload, whose route reads and checks the form itself) shows its form as the
 * request body — its text fields as the contract declares them, and its file fields.
 */
export function describeRoute(input: RouteInput): ReturnType<typeof jsonSchemaTransform> {
  const { form, ...schema } = (input.schema ?? {}) as { form?: FormContract } & Record<string, unknown>;
  if (!form) return jsonSchemaTransform(input);
  const files = Object.fromEntries(form.files.map((field) => [field, z.file().optional()]));
  return jsonSchemaTransform({ ...input, schema: { ...schema, body: form.fields.extend(files), consumes: ['multipart/form-data'] } });
}
