// The validator of every route schema (body, query, params): fastify-type-provider-zod's, plus one
// rule no single schema should have to repeat. PostgreSQL refuses U+0000 in text and jsonb, so a
// NUL character anywhere in validated input would surface as a 500 from the database; it is the
// client's error and answers 400 `invalid_body` with the field, before any handler runs.
import { FORM_MESSAGES } from '@psikorehber/shared/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = Array<string | number>;

/** Paths of the strings (values or keys) holding U+0000 in a parsed value; iterative, so depth is no risk. */
export function pathsWithNul(value: unknown): Path[] {
  const found: Path[] = [];
  const stack: Array<{ value: unknown; path: Path }> = [{ value, path: [] }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
    } else if (current !== null && typeof current === 'object' && !seen.has(current)) {
      seen.add(current);
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) found.push([...path, key]);
        stack.push({ value: child, path: [...path, Array.isArray(current) ? Number(key) : key] });
      }
    }
  }
  return found;
}

function rejectNul(value: unknown, ctx: z.RefinementCtx): void {
  for (const path of pathsWithNul(value)) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidCharacter, path });
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  // Runs on the schema's output, once every field rule passed: what the handler would receive.
  const schema =
    route.schema instanceof z.ZodType ? route.schema.superRefine(rejectNul) : route.schema;
  return zodValidatorCompiler({ ...route, schema });
};
