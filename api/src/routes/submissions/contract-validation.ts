import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod/mini';

/**
 * Text neither database stores as sent: NUL (PostgreSQL refuses it) and unpaired surrogates
 * (they become U+FFFD on the way to UTF-8). Refused with 422 rather than altered.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableFields(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return problems;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && (value.includes('\u0000') || loneSurrogate.test(value))) problems[field] = 'Invalid characters';
  }
  return problems;
}

/** The first problem of each field, as the 422's `errors`; a body that is no object is the `body`'s. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.path.length > 0 ? issue.message : 'The request body must be a JSON object';
  }
  return errors;
}

/** A body the contract refuses: the route answers 422 with `errors`. */
export class InvalidBody extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string>) {
    super('The given data was invalid.');
  }
}

/**
 * Routes in this scope name their body's schema as the contract's zod schema
 * (`schema: { body: contactMessageSchema }`): validated with it, the body becomes the schema's
 * output (trimmed, the address lower-cased), and a refused one is an `InvalidBody` the route finds
 * in `request.validationError` (with `attachValidation`), together with any unstorable text.
 */
export const contractValidation = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(({ schema }) => {
      const contract = schema as z.ZodMiniType;
      return (data: unknown) => {
        const unstorable = unstorableFields(data);
        const parsed = contract.safeParse(data);
        if (parsed.success && Object.keys(unstorable).length === 0) return { value: parsed.data };
        return { error: new InvalidBody({ ...unstorable, ...(parsed.success ? {} : fieldErrors(parsed.error.issues)) }) };
      };
    });
  },
  { name: 'submissions-contract-validation' },
);
