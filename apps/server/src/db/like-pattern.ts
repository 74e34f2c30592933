// LIKE patterns built from what a user typed (the admin list's search, the workspace search).

/** "contains `text`" as a LIKE pattern, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
