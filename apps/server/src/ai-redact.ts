// `npm run -s ai:redact < text` prints the text with personal data masked, exactly as it would be
// sent to an external AI provider.
import { PiiMasker } from './providers/ai/pii';

async function run(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  process.stdout.write(new PiiMasker().mask(Buffer.concat(chunks).toString('utf8')));
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
