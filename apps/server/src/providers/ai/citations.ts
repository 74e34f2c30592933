// Citations an LLM may make (issue 17 §4): only to the numbered frames it was given. A citation
// such as "[7]" to a source it was not given is taken out of the streamed text before display and
// counted, so the answer can say that it was removed. Citations may arrive split across chunks.

/** "[3]" or "[3, 5]"; bracketed placeholders such as [KİŞİ_1] are not citations. */
const CITATION = /\[(\d{1,3}(?:\s*[,;–-]\s*\d{1,3})*)\]/g;
/** The longest unfinished citation held back at the end of a chunk. */
const MAX_HOLD = 16;

export class CitationFilter {
  private pending = '';
  removed = 0;

  constructor(private readonly sourceCount: number) {}

  push(chunk: string): string {
    this.pending += chunk;
    const open = this.pending.lastIndexOf('[');
    const hold =
      open >= 0 && !this.pending.includes(']', open) && this.pending.length - open <= MAX_HOLD
        ? open
        : this.pending.length;
    const visible = this.clean(this.pending.slice(0, hold));
    this.pending = this.pending.slice(hold);
    return visible;
  }

  flush(): string {
    const rest = this.clean(this.pending);
    this.pending = '';
    return rest;
  }

  /** A closing note when citations were removed, else ''. */
  note(): string {
    return this.removed > 0
      ? `\n\n_Not: Yanıtta bu soru için sağlanan kaynaklar dışında kalan ${String(this.removed)} atıf çıkarıldı._`
      : '';
  }

  private clean(text: string): string {
    return text.replace(CITATION, (whole, list: string) => {
      const numbers = list.split(/\s*[,;–-]\s*/).map(Number);
      if (numbers.every((n) => n >= 1 && n <= this.sourceCount)) return whole;
      this.removed += 1;
      return '';
    });
  }
}
