// BM25 retrieval over the knowledge base with Turkish features and synonym expansion (DESIGN §8).
import { Bm25Index } from '../bm25';
import { features, fold } from '../text';
import { loadKnowledgeBase, type KnowledgeEntry } from './knowledge-base';
import { SYNONYM_GROUPS } from './synonyms';

/** Field weights: a word in the title or tags says more about an entry than one in its body. */
const TITLE_WEIGHT = 3;
const TAG_WEIGHT = 3;
const SUMMARY_WEIGHT = 2;
/** Expanded synonyms count less than the user's own words. */
const SYNONYM_WEIGHT = 0.6;

export interface RetrievedEntry {
  entry: KnowledgeEntry;
  score: number;
}

export class KnowledgeRetriever {
  readonly entries: readonly KnowledgeEntry[];
  private readonly byId: Map<string, KnowledgeEntry>;
  private readonly index: Bm25Index;

  constructor(entries: readonly KnowledgeEntry[] = loadKnowledgeBase()) {
    this.entries = entries;
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.index = new Bm25Index(
      entries.map((entry) => ({
        id: entry.id,
        features: [
          ...repeat(features(entry.title), TITLE_WEIGHT),
          ...repeat(features(entry.tags.join(' ')), TAG_WEIGHT),
          ...repeat(features(`${entry.modality ?? ''} ${entry.summary}`), SUMMARY_WEIGHT),
          ...features(entry.body),
        ],
      })),
    );
  }

  get(id: string): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }

  search(text: string, limit = 5): RetrievedEntry[] {
    return this.index.search(queryFeatures(text), limit).flatMap(({ id, score }) => {
      const entry = this.byId.get(id);
      return entry ? [{ entry, score }] : [];
    });
  }
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}

/** The user's features at weight 1, plus those of every synonym group the text mentions. */
export function queryFeatures(text: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const feature of features(text)) weights.set(feature, 1);
  const folded = ` ${fold(text).replace(/[^a-z0-9]+/g, ' ')} `;
  for (const group of SYNONYM_GROUPS) {
    if (!group.some((term) => folded.includes(` ${fold(term)} `))) continue;
    for (const term of group) {
      for (const feature of features(term)) {
        if (!weights.has(feature)) weights.set(feature, SYNONYM_WEIGHT);
      }
    }
  }
  return weights;
}

let shared: KnowledgeRetriever | undefined;
/** One index per process (built in a few milliseconds on first use). */
export function knowledgeRetriever(): KnowledgeRetriever {
  shared ??= new KnowledgeRetriever();
  return shared;
}
