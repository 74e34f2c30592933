// The files the AI engine reads at run time beside its bundle: the knowledge frames (Markdown, read
// at start by src/providers/ai/knowledge/frames.ts), the questions written for them (JSONL, read by
// src/providers/ai/knowledge/frame-questions.ts), the red flags (YAML, read on first use by
// src/providers/ai/red-flags.ts) and the risk model (JSON, read on first use by
// src/providers/ai/risk-model.ts). Every bundle of the server copies them the same way: the
// production build (tsup.config.ts) and the benchmark servers (bench/lib/server-process.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies the frames to `<outDir>/frames`, their questions to `<outDir>/frame-questions`, the red flags to `<outDir>/knowledge` and the risk model
 * to `<outDir>/knowledge/data`.
 * `serverDir` is apps/server (passed in: the tsup config runs bundled, from another directory).
 */
export async function copyKnowledgeAssets(serverDir: string, outDir: string): Promise<void> {
  const knowledge = path.join(serverDir, 'src/providers/ai/knowledge');
  const frames = path.join(outDir, 'frames');
  const data = path.join(outDir, 'knowledge/data');
  await fs.promises.rm(frames, { recursive: true, force: true });
  await fs.promises.cp(path.join(knowledge, 'frames'), frames, { recursive: true });
  const questions = path.join(outDir, 'frame-questions');
  await fs.promises.rm(questions, { recursive: true, force: true });
  await fs.promises.cp(path.join(knowledge, 'frame-questions'), questions, { recursive: true });
  await fs.promises.rm(path.join(outDir, 'knowledge'), { recursive: true, force: true });
  await fs.promises.mkdir(data, { recursive: true });
  await fs.promises.copyFile(
    path.join(knowledge, 'data/risk-model.json'),
    path.join(data, 'risk-model.json'),
  );
  await fs.promises.copyFile(
    path.join(knowledge, 'red-flags.yaml'),
    path.join(outDir, 'knowledge/red-flags.yaml'),
  );
}
