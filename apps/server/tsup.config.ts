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
  // The knowledge frames are Markdown read at start (src/modules/ai/knowledge/frames.ts): the
  // bundle finds them next to itself.
  onSuccess: async () => {
    await fs.promises.rm('dist/frames', { recursive: true, force: true });
    await fs.promises.cp('src/modules/ai/knowledge/frames', 'dist/frames', { recursive: true });
  },
});
