// The LLM's second opinion on risk (issue 15): the system prompt asks the model to end its answer
// with a marker line such as `[[RİSK: suicide, elderAbuse]]` or `[[RİSK: yok]]`. This filter
// takes the marker out of the streamed text (it may arrive split across chunks) and keeps the
// categories. The model can add categories to the rules' verdict, never remove one.
import { RISK_KINDS, type RiskKind } from './risk-cues';

/** Both spellings: a model may drop the dot of the İ. */
const OPENINGS = ['[[RİSK:', '[[RISK:'];
const MARKER = /\[\[R[İI]SK:([^\]]*)\]\]\s*/g;

export const TRIAGE_INSTRUCTION = `Yanıtının en sonuna ayrı bir satır olarak, metinde gördüğün risk kategorilerini şu biçimde ekle: [[RİSK: suicide, selfHarm]]. Kullanabileceğin anahtarlar: ${RISK_KINDS.join(', ')}. Risk görmüyorsan [[RİSK: yok]] yaz. Bu satır kullanıcıya gösterilmez.`;

export class TriageMarkerFilter {
  private pending = '';
  private readonly found = new Set<RiskKind>();

  /** The visible part of the text so far; what may be the start of a marker is held back. */
  push(chunk: string): string {
    this.pending = (this.pending + chunk).replace(MARKER, (_whole, list: string) => {
      for (const word of list.split(/[,\s]+/)) {
        const kind = RISK_KINDS.find((k) => k.toLowerCase() === word.trim().toLowerCase());
        if (kind) this.found.add(kind);
      }
      return '';
    });
    const hold = this.holdFrom();
    const visible = this.pending.slice(0, hold);
    this.pending = this.pending.slice(hold);
    return visible;
  }

  /** Whatever was held back and turned out not to be a marker. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  /** Categories the model named, in RISK_KINDS order. */
  get kinds(): RiskKind[] {
    return RISK_KINDS.filter((kind) => this.found.has(kind));
  }

  /** Where an unfinished marker may begin: an opening, or the end being a prefix of one. */
  private holdFrom(): number {
    for (const opening of OPENINGS) {
      const at = this.pending.indexOf(opening);
      if (at >= 0) return at;
    }
    for (let k = Math.min(this.pending.length, OPENINGS[0]!.length - 1); k > 0; k--) {
      const tail = this.pending.slice(-k);
      if (OPENINGS.some((opening) => opening.startsWith(tail))) return this.pending.length - k;
    }
    return this.pending.length;
  }
}
