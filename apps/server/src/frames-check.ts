// `npm run -s frames:check [-- <file or folder filter>]`: lists every problem of the knowledge
// frames (format: src/providers/ai/knowledge/frames/README.md) and counts the valid ones per kind.
// Exit code 1 when any file has a problem.
import { FRAME_KINDS, checkFrames } from './providers/ai/knowledge/frames';

const filters = process.argv.slice(2);
const { frames, problems } = checkFrames();
const shown = problems.filter(
  (p) => filters.length === 0 || filters.some((f) => p.file.includes(f)),
);
for (const { file, problems: list } of shown) {
  process.stdout.write(`${file}\n${list.map((p) => `  - ${p}`).join('\n')}\n`);
}
const counts = FRAME_KINDS.map((kind) => `${kind} ${frames.filter((f) => f.kind === kind).length}`);
process.stdout.write(
  `valid frames: ${counts.join(', ')}; files with problems: ${String(problems.length)}\n`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
