// Okapi BM25 over pre-computed features (text.ts). Small and exact: the knowledge base has a few
// hundred entries, so a plain inverted index in memory answers in well under a millisecond.

export interface Bm25Document {
  id: string;
  /** Features with repetition (a field's weight is how often its features are repeated). */
  features: string[];
}

export interface Bm25Hit {
  id: string;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

export class Bm25Index {
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly lengths: number[] = [];
  private readonly ids: string[] = [];
  private averageLength = 0;

  constructor(documents: readonly Bm25Document[]) {
    documents.forEach((doc, index) => {
      this.ids.push(doc.id);
      this.lengths.push(doc.features.length);
      for (const feature of doc.features) {
        const posting = this.postings.get(feature) ?? new Map<number, number>();
        posting.set(index, (posting.get(index) ?? 0) + 1);
        this.postings.set(feature, posting);
      }
    });
    const total = this.lengths.reduce((sum, n) => sum + n, 0);
    this.averageLength = documents.length > 0 ? total / documents.length : 0;
  }

  /** Scores for weighted query features (weight 1 for the user's words, less for synonyms). */
  search(query: ReadonlyMap<string, number>, limit: number): Bm25Hit[] {
    const n = this.ids.length;
    const scores = new Map<number, number>();
    for (const [feature, weight] of query) {
      const posting = this.postings.get(feature);
      if (!posting) continue;
      const idf = Math.log(1 + (n - posting.size + 0.5) / (posting.size + 0.5));
      for (const [doc, tf] of posting) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[doc]!) / this.averageLength);
        const score = weight * idf * ((tf * (K1 + 1)) / norm);
        scores.set(doc, (scores.get(doc) ?? 0) + score);
      }
    }
    return [...scores.entries()]
      .map(([doc, score]) => ({ id: this.ids[doc]!, score }))
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
}
