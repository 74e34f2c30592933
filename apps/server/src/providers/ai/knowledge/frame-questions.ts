// Questions written for each frame by training writers (frame-questions/, README there): the many
// ways clinicians describe a case before naming it. The matcher compares a question with them as
// well as with the frame's own text (frame-matcher.ts, the neighbour signal), so a case told by its
// behaviours ("her geri bildirimimde tartışmaya çeviriyor") finds the frame its cues do not name.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const lineSchema = z
  .object({
    id: z.string().min(1),
    frame: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/),
    question: z.string().trim().min(20),
  })
  .strict();

export type FrameQuestion = z.infer<typeof lineSchema>;

/** Where they live: beside the frames in the sources, copied beside the bundle by the build. */
export function defaultFrameQuestionsDir(): string {
  return path.join(import.meta.dirname, 'frame-questions');
}

/** Every training question, with the problems of any line that is not one (file:line: why). */
export function checkFrameQuestions(dir = defaultFrameQuestionsDir()): {
  questions: FrameQuestion[];
  problems: string[];
} {
  const questions: FrameQuestion[] = [];
  const problems: string[] = [];
  if (!fs.existsSync(dir)) return { questions, problems };
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        problems.push(`${file}:${String(i + 1)}: not JSON`);
        return;
      }
      const result = lineSchema.safeParse(parsed);
      if (result.success) questions.push(result.data);
      else
        problems.push(`${file}:${String(i + 1)}: ${result.error.issues[0]?.message ?? 'invalid'}`);
    });
  }
  return { questions, problems };
}

let cache: FrameQuestion[] | undefined;
/** The training questions; loading fails loudly on a broken line (the schema test catches it). */
export function loadFrameQuestions(): FrameQuestion[] {
  if (cache) return cache;
  const { questions, problems } = checkFrameQuestions();
  if (problems.length > 0) throw new Error(`invalid frame questions:\n${problems.join('\n')}`);
  cache = questions;
  return questions;
}
