// Risk language (DESIGN §8, issue 7): suicide and self-harm, harm to others, abuse or neglect of a
// child, domestic violence — in Turkish with or without Turkish letters, in the first or third
// person. A clause that only denies the risk ("intihar düşüncesi yok") does not count; one that
// reports it in the past does (a past attempt is a risk factor).
import { fold } from './text';

export const RISK_KINDS = [
  'suicide',
  'selfHarm',
  'harmToOthers',
  'childAbuse',
  'domesticViolence',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

/** Patterns on folded text (a–z, digits, spaces and basic punctuation). */
const PATTERNS: Record<RiskKind, RegExp[]> = {
  suicide: [
    /\bintihar/,
    /\bozkiyim/,
    /\bolmek ist/,
    /\bolsem\b/,
    /\bolmeyi dusun/,
    /\byasamak istemi/,
    /\byasamanin anlami yok/,
    /\bkendi(mi|ni|sini|lerini) oldur/,
    /\bcanina kiy/,
    /\bcanima kiy/,
    /\bhayatina son ver/,
    /\bhayatima son ver/,
    /\bsuicid/,
    /\bilac\w* biriktir/,
    /\bhepsini (birden )?(icmey|icece|yutmay|yutaca)/,
    /\bher seyi bitirece/,
    /\bvedalas/,
    /\bveda (mektubu|notu)/,
  ],
  selfHarm: [
    /\bkendi(me|ne|sine) zarar/,
    /\bkendi(mi|ni|sini) (kes|yarala|yak)/,
    /\bjilet/,
    /\bbilegini kes/,
    /\bself ?harm/,
  ],
  harmToOthers: [
    /\boldurece(gim|k|gini)/,
    /\boldurmek ist/,
    /\b(onu|onlari|esini|annesini|babasini|patronunu) oldur/,
    /\bzarar verece(gim|gini|k)/,
    /\bzarar vermekten bahset/,
    /\b(bicak|silah)(la|i)? .{0,30}(tehdit|saldir)/,
    /\btehdit (etti|ediyor)/,
    /\bbicakla(mak|may|yaca)/,
    /\b(bicak|silah) tasi/,
    /\bvurmayi dusun/,
  ],
  childAbuse: [
    /\b(cocuk|kizi|oglu|ogrenci|ergen)\w* .{0,60}(istismar|taciz|dov|siddet|ihmal)/,
    /\b(istismar|taciz)\w* .{0,60}(cocuk|kizi|oglu|ogrenci|ergen)/,
    /\bcinsel istismar/,
    /\bensest/,
    /\b(annesinin|babasinin|ogretmeninin) (onu )?(dov|darp)/,
    /\bdovuldu/,
    /\b(cocuk|bebek)\w* .{0,40}(ac birak|bakimsiz|yalniz birak|ihmal)/,
    /\bac birakil/,
  ],
  domesticViolence: [
    /\baile ici siddet/,
    /\b(es|esi|esinin|kocasi|karisi|partneri|sevgilisi)\w* .{0,40}(dov|vur|siddet|tokat|darp)/,
    /\b(dov|vur|tokat at)\w* .{0,20}(esi|kocasi|karisi|partneri)/,
    /\b6284\b/,
  ],
};

/** Negation of the risk: one of these within a few words after the risk phrase. */
const NEGATION =
  /^(?:\S+ ){0,4}?(yok|yoktur|olmamis|olmadi|olmadigini|olmadigi|bulunmamis|yapmamis|yasamamis|dusunmemis|bulunmuyor|bulunmadigini|reddetti|reddediyor|inkar|degil|yasamadigini|dusunmedigini|dusunmuyor|istemedigini)\b/;

/** Academic or historical talk about the topic, not about a person. */
const ABSTRACT =
  /\b(arastirma|literatur|istatistik|makale|tarihce|tarihi|ders|sinav|teori|kuram|sosyoloj|epidemiyoloj)\w*/;
const PERSON = /\b(danisan|hasta|cocuk|kiz|ogul|es|anne|baba|ergen|ogrenci|kendim|biri|kisi)\w*/;

export interface RiskAssessment {
  risk: boolean;
  kinds: RiskKind[];
}

export function assessRisk(text: string): RiskAssessment {
  const kinds = new Set<RiskKind>();
  for (const clause of clauses(text)) {
    for (const kind of RISK_KINDS) {
      for (const pattern of PATTERNS[kind]) {
        const match = pattern.exec(clause);
        if (!match) continue;
        const after = clause.slice(match.index + match[0].length).replace(/^\S*\s?/, '');
        if (NEGATION.test(after)) continue;
        if (ABSTRACT.test(clause) && !PERSON.test(clause)) continue;
        kinds.add(kind);
      }
    }
  }
  return { risk: kinds.size > 0, kinds: RISK_KINDS.filter((kind) => kinds.has(kind)) };
}

/** Sentences and clauses joined by "ama", "fakat", "ancak", ";" — a negation stays in its clause. */
function clauses(text: string): string[] {
  return fold(text.replace(/[’']/g, ''))
    .split(/[.!?;,\n]+|\b(?:ama|fakat|ancak|ve sonra|buna ragmen)\b/)
    .map((clause) =>
      clause
        .replace(/[^a-z0-9 ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
