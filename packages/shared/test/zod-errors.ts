import type { z } from 'zod';

// Test helper, kept outside src/ so it is never part of the package: a failed parse as messages
// per field path.

/** Messages per dotted field path ('' for the root) of a failed parse; {} when it passes. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}
