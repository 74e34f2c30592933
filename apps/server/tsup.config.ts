import fs from 'node:fs';
import { defineConfig } from 'tsup';

// One ESM bundle for Node: our shared package is compiled in, npm dependencies stay external.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'admin-create': 'src/admin-create.ts',
    'ai-ask': 'src/ai-ask.ts',
    'ai-redact': 'src/ai-redact.ts',
    'seed-demo': 'src/seed-demo.ts',
    'storage-copy-to-s3': 'src/storage-copy-to-s3.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@psikorehber\//],
  // The knowledge frames are Markdown read at start (src/modules/ai/knowledge/frames.ts) and the
  // risk model JSON read on first use (risk-model.ts): the bundle finds them next to itself.
  onSuccess: async () => {
    await fs.promises.rm('dist/frames', { recursive: true, force: true });
    await fs.promises.cp('src/modules/ai/knowledge/frames', 'dist/frames', { recursive: true });
    // The risk model is read on first use (src/modules/ai/risk-model.ts), at the same path.
    await fs.promises.rm('dist/knowledge', { recursive: true, force: true });
    await fs.promises.mkdir('dist/knowledge/data', { recursive: true });
    await fs.promises.copyFile(
      'src/modules/ai/knowledge/data/risk-model.json',
      'dist/knowledge/data/risk-model.json',
    );
  },
});
