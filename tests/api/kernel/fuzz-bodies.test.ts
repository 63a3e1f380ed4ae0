import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzzApp } from '../../support/fuzz-app';
import { anyBody, jsonBody, params, rawBody, request, structuredBody } from '../../support/fuzz-inputs';

/**
 * Property-based fuzzing of every API endpoint with bodies and query strings of every kind: never a
 * stack trace, never a 500 for bad input (tests/support/fuzz-app.ts checks each answer). Near-valid
 * calls, every method and path, and odd ids and characters: fuzz-endpoints.test.ts.
 */

const { send } = fuzzApp();

describe('every endpoint survives malformed input', () => {
  it('answers arbitrary JSON values with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(request, jsonBody, (r, b) => send(r, b)), params(2000));
  });

  it('answers random strings and bytes under random content types with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(request, rawBody, (r, b) => send(r, b)), params(2000));
  });

  it('answers forms with known field names but random values with a JSON answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(request, structuredBody, (r, b) => send(r, b)),
      params(2000),
    );
  });

  it('answers random query strings, with or without a body, with a JSON answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.option(anyBody, { freq: 2 }), (r, b) => send(r, b ?? undefined)),
      params(2000),
    );
  });
});
