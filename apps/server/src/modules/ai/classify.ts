// Which kind of supervision a question asks for (DESIGN §8): case analysis, ethics consultation or
// technique suggestion. Cue words score each mode; the kinds of the best-matching knowledge entries
// add their vote; a topic's chosen focus overrides both.
import type { TopicFocus } from '@psikorehber/shared/schemas/workspace';
import type { KnowledgeEntry } from './knowledge/knowledge-base';
import { fold } from './text';

export type SupervisionMode = 'case' | 'ethics' | 'technique';

/**
 * Cue words per mode. Most count 1; the ones that say what the asker wants ("…mı yapmalıyım?",
 * "nasıl kavramsallaştırırım", "hangi teknik") count 2, because they outweigh what the question
 * happens to be about.
 */
const CUES: Record<SupervisionMode, Array<[RegExp, number]>> = {
  ethics: [
    [/\betik/, 1],
    [/\bgizlilig?/, 1],
    [/\bmahremiyet/, 1],
    [/\bkvkk/, 1],
    [/\bonam/, 1],
    [/\briza/, 1],
    [/\bbildiri?m/, 1],
    [/\byukumlulu/, 1],
    [/\byasal/, 1],
    [/\bkanun/, 1],
    [/\bmevzuat/, 1],
    [/\bhediye/, 1],
    [/\b(ikili|coklu) iliski/, 1],
    [/\bsinir (ihlali|ihlal)/, 1],
    [/\bsosyal medya/, 1],
    [/\bizin\b|\bizni/, 1],
    [/\bdernek/, 1],
    [/\byonetmelik/, 1],
    [/\bsorumlulug/, 1],
    [/\bsuc duyurusu/, 1],
    [/\bveli/, 1],
    [/\bkayit(lar)?i? (tutma|saklama)/, 1],
    [/\bucret/, 1],
    [/\biade/, 1],
    [/\byapay zeka/, 1],
    [/\bpaylas(mali|abilir|ir) miyim/, 2],
    [/\bsoylemeli/, 2],
    [/\buyarmali/, 2],
    [/\bbozmali|\bbozup|\bbozabilir/, 2],
    [/\bbildirmeli|\bbildirim mi/, 2],
    [/\b(yapmali|etmeli) miyim/, 1],
    [/\betik (acidan|olarak|mi|midir)/, 2],
    [/\bdogru mu\b|\buygun mu\b/, 1],
  ],
  technique: [
    [/\bteknik/, 1],
    [/\byontem/, 1],
    [/\begzersiz/, 1],
    [/\bmudahale/, 1],
    [/\bnasil (uygula|calis|yapil|kullan|ele al|baslay)/, 2],
    [/\bhangi (teknik|yontem|terapi|beceri|mudahale)/, 2],
    [/\boner(i|ir misiniz|ebilir|irsiniz)/, 1],
    [/\badim/, 1],
    [/\bprotokol/, 1],
    [/\bodev/, 1],
    [/\bbeceri/, 1],
    [/\bcalisma kagidi/, 1],
    [/\bbdt\b|\bact\b|\bdbt\b|\bemdr/, 1],
    [/\bmaruz/, 1],
    [/\bgevseme|\bnefes/, 1],
  ],
  case: [
    [/\bdanisan/, 1],
    [/\bvaka/, 1],
    [/\bseans/, 1],
    [/\b\d{1,2} yas|\byasinda/, 1],
    [/\bbelirti/, 1],
    [/\bsikayet/, 1],
    [/\bformulasyon|\bformule/, 2],
    [/\bkavramsallastir/, 2],
    [/\bhipotez/, 2],
    [/\bnasil anlamlandir|\bne dusunuyorsunuz|\bne olabilir|\bnasil degerlendir/, 2],
    [/\bfarkli tanilar|\bayirici/, 1],
    [/\bgecmisinde/, 1],
    [/\bannesi|\bbabasi/, 1],
    [/\bevli\b|\bbosan/, 1],
  ],
};

const KIND_VOTES: Record<KnowledgeEntry['kind'], SupervisionMode> = {
  ethics: 'ethics',
  technique: 'technique',
  formulation: 'case',
  supervision: 'case',
  risk: 'case',
};

export function classifyQuestion(
  question: string,
  retrieved: readonly KnowledgeEntry[],
  focus: TopicFocus = 'auto',
): SupervisionMode {
  if (focus !== 'auto') return focus;
  const text = fold(question);
  const scores: Record<SupervisionMode, number> = { case: 0, ethics: 0, technique: 0 };
  for (const mode of ['case', 'ethics', 'technique'] as const) {
    for (const [cue, weight] of CUES[mode]) if (cue.test(text)) scores[mode] += weight;
  }
  // The top entries vote, the first one most; less than the asker's own words.
  retrieved.slice(0, 3).forEach((entry, rank) => {
    scores[KIND_VOTES[entry.kind]] += rank === 0 ? 0.6 : 0.3;
  });
  // A described client (long text about a person) leans towards case analysis.
  if (text.length > 280 && scores.case > 0) scores.case += 0.5;
  const ordered = (['ethics', 'technique', 'case'] as const)
    .map((mode) => ({ mode, score: scores[mode] }))
    .sort((a, b) => b.score - a.score);
  return ordered[0]!.score > 0 ? ordered[0]!.mode : 'case';
}
