import { defineConfig } from 'tsup';
import { copyKnowledgeAssets } from './scripts/knowledge-assets';

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
  // The AI engine's frames and risk model are read beside the bundle (scripts/knowledge-assets.ts).
  onSuccess: () => copyKnowledgeAssets('.', 'dist'),
});
