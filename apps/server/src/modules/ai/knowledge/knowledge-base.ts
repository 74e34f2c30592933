// The offline knowledge base (issue 7): entries written by us in Turkish, stored as JSON in data/
// and bundled with the server. Validated once at load; a broken file fails the tests, not a user.
import { z } from 'zod';
import ethics from './data/ethics.json' with { type: 'json' };
import formulation from './data/formulation.json' with { type: 'json' };
import risk from './data/risk.json' with { type: 'json' };
import supervision from './data/supervision.json' with { type: 'json' };
import techniques from './data/techniques.json' with { type: 'json' };

export const KNOWLEDGE_KINDS = [
  'ethics',
  'technique',
  'formulation',
  'supervision',
  'risk',
] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export const knowledgeEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(3),
  kind: z.enum(KNOWLEDGE_KINDS),
  modality: z.string().optional(),
  tags: z.array(z.string().min(2)).min(1),
  summary: z.string().min(10),
  body: z.string().min(50),
  source: z.string().min(3),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

/** All entries, checked: valid shape and unique ids. */
export function loadKnowledgeBase(): KnowledgeEntry[] {
  const entries = z
    .array(knowledgeEntrySchema)
    .parse([...ethics, ...techniques, ...formulation, ...supervision, ...risk]);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`duplicate knowledge entry id: ${entry.id}`);
    seen.add(entry.id);
  }
  return entries;
}
