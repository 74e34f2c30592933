// The offline engine's answer, composed from the case reading and the matched frames (issue 17 §3).
// The shape follows the question type: a formulation gets the frame's model with the hypotheses
// that fit this case; a comparison a side-by-side table and a recommendation; a dilemma the
// principles in conflict, options and a recommended course; a supervisee question speaks to the
// supervisor. Bullets are chosen by how well they fit the question, never pasted whole; when no
// frame clears the relevance floor the answer says so and asks what would decide it.
import type { UserLevel } from '@psikorehber/shared/schemas/workspace';
import { askedParts, asksToWait, type Ask, type AskedPart } from './asked-parts';
import { describeClient, leadingType, type CaseReading, type LifeStage } from './case-reading';
import type { FrameMatch, FrameMatcher } from './frame-matcher';
import { type Frame, type FrameKind, type FrameSection } from './knowledge/frames';
import type { RiskAssessment } from './risk';
import { findRedFlags, type FoundRedFlag } from './red-flags';
import { actTodayAnswer, assessmentQuestions, harmedByClient, SCREEN } from './risk-protocol';
import type { RiskKind } from './risk-cues';
import { features, fold, prefixFeatures } from './text';

export const DISCLAIMER =
  '> Bu yanıt klinik düşünmenizi desteklemek içindir; bir süpervizörün, kurum prosedürlerinin ya da mesleki yargınızın yerini tutmaz. Danışan hakkında kesin tanı koymaz.';

export interface FrameComposeInput {
  question: string;
  reading: CaseReading;
  matches: readonly FrameMatch[];
  level: UserLevel;
  matcher: FrameMatcher;
  /** The frame kind the topic's focus asks for, if any. */
  preferredKind?: FrameKind;
  /** The earlier question when this one continues it (named once, briefly). */
  continues?: string;
  /** The risk verdict: with risk, the answer starts with what to assess now. */
  risk?: RiskAssessment;
  /** Frames for the parts of a multi-part question the leading matches miss (analysis.ts). */
  partLeads?: readonly FrameMatch[];
}

export interface ComposedAnswer {
  text: string;
  /** Frames whose text entered the answer, in citation order. */
  used: Frame[];
  primary: Frame | null;
}

/** A secondary frame enters an answer only this close to the primary one. */
const SECONDARY_RATIO = 0.8;
/** How much a bullet and a sentence of the question must share to quote the sentence. */
const CASE_FACT_MIN = 2;

const PRIMARY_KINDS: Record<CaseReading['type'], FrameKind[]> = {
  formulation: ['problem', 'supervision', 'ethics', 'technique'],
  comparison: ['technique', 'problem', 'ethics', 'supervision'],
  'should-i': ['ethics', 'problem', 'technique', 'supervision'],
  'how-to': ['technique', 'problem', 'ethics', 'supervision'],
  supervisee: ['supervision', 'ethics', 'problem', 'technique'],
};

/** Words that say which life stage a bullet was written for (folded). */
const STAGE_WORDS: Record<LifeStage, RegExp> = {
  child: /\b(cocuk\w*|okul oncesi|ilkokul\w*|oyun\w*|anaokul\w*)/,
  adolescent: /\b(ergen\w*|genc\w*|lise\w*|ortaokul\w*|akran\w*)/,
  adult: /\b(yetiskin\w*|is yeri\w*|esi\b|partner\w*)/,
  older: /\b(yasli\w*|ileri yas\w*|65 yas\w*|emekli\w*|demans\w*|bakim veren\w*)/,
};

/** +1 for a bullet about the client's stage, −1 for one only about another stage, else 0. */
function stageFit(bullet: string, stage: LifeStage | null): number {
  if (!stage) return 0;
  const folded = fold(bullet);
  if (STAGE_WORDS[stage].test(folded)) return 1;
  const other = (Object.keys(STAGE_WORDS) as LifeStage[]).some(
    (s) => s !== stage && s !== 'adult' && STAGE_WORDS[s].test(folded),
  );
  // "Yetişkinde …" is not about a child; the other adult words (eşi, partner) are too common in
  // bullets about a child's family to count against it.
  const adultOnly = (stage === 'child' || stage === 'adolescent') && /\byetiskin/.test(folded);
  return other || adultOnly ? -1 : 0;
}

/**
 * In work already under way, a bullet written for the first sessions ("İlk görüşmede …", "ilk
 * seanslarda …") is advice for another moment: it gives way to one that fits (unless the question
 * itself speaks of a first session).
 */
const FIRST_SESSION = /\bilk (seans|gorusme|oturum)/;

/** Praise for a supervisee who brought a matter up (folded): unfit when it was kept hidden. */
const PRAISE_FOR_BRINGING =
  /\b(getirildiginde|actiginda|getirdiginde|getirmen|paylastiginda)\b.{0,80}\b(takdir|onemli|tesekkur)\w*/;

/**
 * Adult matters (drinking to sleep, a partner, sex) in a bullet for a young child's case: advice
 * written for an adult, unless the question itself raises them (folded).
 */
const ADULT_MATTER =
  /\b(alkol\w*|icki\w*|sarap\w*|esrar\w*|madde kullan\w*|partner\w*|esiyle|esine|esinin|cinsel iliski\w*)/;
function childTopicFit(bullet: string, stage: LifeStage | null, question: string): number {
  return stage === 'child' && ADULT_MATTER.test(fold(bullet)) && !ADULT_MATTER.test(question)
    ? -1
    : 0;
}
function phaseFit(bullet: string, ongoing: boolean): number {
  return ongoing && FIRST_SESSION.test(fold(bullet).slice(0, 60)) ? -1 : 0;
}

/**
 * A bullet that opens with the case it is written for ("Doğum korkusunda …", "Vajinismusta …",
 * "Cinsel isteksizlikte …"): the locative phrase of its first one to three words. In a problem
 * frame's hypotheses and interventions (frames that hold several sub-problems), its head word's
 * root must occur in the question, or the bullet belongs to another case. Roots that name the
 * setting of the work or a topic rather than a case (seansta, ilk görüşmede, hakkında), life
 * stages (left to stageFit) and roots too short to tell (evde, yasta) never filter; nor does a
 * bullet that sends somewhere urgently (a red flag is not left out because it is worded otherwise).
 */
const OPENING_CONDITION = /^(?:[a-z]+ ){0,2}([a-z]+?)(?:n?(?:da|de|ta|te))\b(?! (?:ve|ile)\b)/;
/**
 * Sections whose bullets open with the condition they are for ("Psikozda …", "Afazide …"): such a
 * bullet is written only when the case has that condition (a caution for aphasia is no caution
 * for every depressed older adult).
 */
const CONDITIONAL_SECTIONS: Partial<Record<FrameKind, ReadonlySet<string>>> = {
  problem: new Set(['Hipotezler', 'Müdahale']),
  technique: new Set(['Ne zaman kullanılmaz']),
};
const NOT_A_CONDITION =
  /^(hakki|nitel|sekli|toplan|basla|mudah|hiyer|psiko|siddet|yatak|seans|super|gorus|terap|danis|surec|sure|ilk|son|her|bu|ayni|alt|ust|orta|bas|ara|icin|icer|sira|yakin|gecmi|sonra|once|uygun|done|asam|hafta|gun|ay|yil|an|o|ortam|kurum|kayit|cocuk|ergen|genc|yetis|yasli|bebek|ileri|madde|bicim|sekil|konu|nokta|olcu|yer|iliski|aile|ev|is|okul|sinif|grup|oturu|bagla|durum|halin|hal|vaka|ortak|birlik|karsi|yuz|tele|canli|online|cevri|bireys|kisa|uzun)/;

function conditionMet(
  frame: Frame,
  bullet: string,
  questionFeatures: ReadonlySet<string>,
): boolean {
  const folded = fold(bullet);
  const root = OPENING_CONDITION.exec(folded)?.[1];
  if (!root || root.length < 5 || NOT_A_CONDITION.test(root) || URGENT_REFERRAL.test(folded))
    return true;
  const key = `p:${root.slice(0, 5)}`;
  // A problem the frame's title names ("Psikozda …", "Vajinismusta …") is what the frame matched,
  // however the case words it ("her denemede kasılıyor").
  return questionFeatures.has(key) || prefixFeatures(frame.title).includes(key);
}

/** How much a bullet about violence gains in a case with violence (Writer.violenceFit). */
const VIOLENCE_FIRST = 2;
/** Bullets about abuse, neglect, violence and reporting them (folded), and the frames about them. */
const ABUSE_TEXT =
  /\b(istismar\w*|ihmal\w*|5395|6284|sonim|siddet\w*|cocuk izlem|dovul\w*|dayak\w*)/;
const ABUSE_FRAME = /abuse|violence|neglect|duty-to-warn|harassment/;

/** What a technique's "when not to use" says of each risk (folded). */
const RISK_TERMS: Record<RiskKind, RegExp> = {
  suicide: /\b(intihar\w*|olum dusunce\w*)/,
  selfHarm: /\b(kendine zarar\w*)/,
  harmToOthers: /\b(tehdit\w*|siddet\w*)/,
  childAbuse: /\b(istismar\w*|ihmal\w*)/,
  domesticViolence: /\b(siddet\w*|zorlayici kontrol\w*|6284)/,
  elderAbuse: /\b(istismar\w*|ihmal\w*)/,
  psychEmergency: /\b(psikoz\w*|psikotik|mani\b|manik|sanri\w*|intoksikasyon\w*)/,
};

/**
 * The technique the question asks about and the line of its "Ne zaman kullanılmaz" section that
 * names a risk found in the case, or null.
 */
function contraindicated(input: FrameComposeInput): { frame: Frame; bullet: string } | null {
  const kinds = input.risk?.kinds ?? [];
  // Asked about: the question names a method, and one of this technique's cues stands in it
  // whole (quoted back as evidence) — not a technique a word of the case happened to match.
  const asked = input.reading.namesMethod
    ? input.matches.find(
        (m) =>
          m.frame.kind === 'technique' &&
          m.evidence.length > 0 &&
          m.score >= input.matches[0]!.score * 0.5,
      )
    : undefined;
  if (!asked || kinds.length === 0) return null;
  // A technique made for that risk (safety planning beside suicide risk) is its answer: its
  // cautions are about doing it well, not reasons to wait.
  const forTheRisk = (kind: RiskKind) =>
    RISK_TERMS[kind].test(fold(`${asked.frame.title} ${asked.frame.summary}`));
  const bullet = sectionOf(asked.frame, 'Ne zaman kullanılmaz').bullets.find((b) =>
    kinds.some((kind) => !forTheRisk(kind) && RISK_TERMS[kind].test(fold(b))),
  );
  return bullet ? { frame: asked.frame, bullet } : null;
}

/** The risks whose frames are a reading of the case in their own right (RISK_FRAMES). */
const READINGS_OF_RISK = new Set<RiskKind>([
  'suicide',
  'selfHarm',
  'domesticViolence',
  'psychEmergency',
]);

/** A frame title that reads the picture as no disorder: normal grief, ordinary development. */
const NO_DISORDER = /\b(olagan|normal|gelisimsel olarak beklenen)\b/;

/**
 * A child who fears what a parent would do on finding out: before anyone tells that parent, the
 * child's safety at home is assessed; a real danger is reported through child protection, not to
 * the parent (5395 md. 6; TCK 278–280 as risk-protocol.ts states them).
 */
const CARER_FEARED =
  '**Aileyi bilgilendirmeden önce:** Çocuk, ailesinden biri öğrenirse kendisine zarar vereceğinden korktuğunu söylüyor. Bunu abartı saymayın, ciddiye alın: evde şiddet, istismar ya da ağır fiziksel cezalandırma olup olmadığını ve çocuğun bugün eve dönmesinin güvenli olup olmadığını değerlendirin. Korku gerçek bir tehlikeye dayanıyorsa bilgi o ebeveyne değil, çocuk koruma yoluyla iletilir (kurumunuzun prosedürü, **ALO 183**, **155**; 5395 sayılı Kanun md. 6). Tehlike yoksa aileyle görüşmeyi çocukla birlikte ve onu koruyacak biçimde planlayın.';

/** A risk the rules found in the case's own words (not only the model's suspicion). */
function riskInText(input: FrameComposeInput): boolean {
  return input.risk?.risk === true && input.risk.basis === 'text';
}

/** Whether the case gives any sign of violence or abuse: the risk verdict or the case reading. */
function violenceInCase(input: FrameComposeInput): boolean {
  const kinds = input.risk?.kinds ?? [];
  return (
    input.reading.legal.violence ||
    kinds.some(
      (k) =>
        k === 'childAbuse' ||
        k === 'domesticViolence' ||
        k === 'elderAbuse' ||
        k === 'harmToOthers',
    )
  );
}

interface CaseSentence {
  text: string;
  features: Set<string>;
  shown: boolean;
}

class Writer {
  readonly out: string[] = [];
  readonly used: Frame[] = [];
  /** Bullets already written, so a later section does not repeat them. */
  private readonly written = new Set<string>();
  /** The question's sentences, to show which fact of the case a bullet rests on. */
  private readonly sentences: CaseSentence[];
  /** The question, folded. */
  private readonly folded: string;
  constructor(
    readonly matcher: FrameMatcher,
    readonly questionFeatures: ReadonlySet<string>,
    question: string,
    private readonly stage: LifeStage | null = null,
    private readonly violence = true,
    /** An urgent risk: bullets written for when there is no imminent danger are left out. */
    private readonly acute = false,
    /** Work under way: first-session advice gives way (phaseFit). */
    readonly ongoing = false,
    /** The matter was kept from the asker: no praise for having brought it. */
    private readonly concealed = false,
  ) {
    this.folded = fold(question);
    this.sentences = question
      .split(/(?<=[.!?;])\s+|\n+/)
      .map((text) => text.trim())
      .filter((text) => text.length >= 15)
      .map((text) => ({ text, features: new Set(prefixFeatures(text)), shown: false }));
  }

  /**
   * A section's bullets not written yet. In a case with no sign of violence or abuse, bullets
   * about abuse, neglect and reporting it are left out (unless the frame itself is about them): a
   * grieving child or a refugee family is not to be presented as a suspected abuse case.
   */
  private usable(frame: Frame, heading: string): string[] {
    const screen = !this.violence && !ABUSE_FRAME.test(frame.id);
    return sectionOf(frame, heading).bullets.filter(
      (b) =>
        !this.written.has(b) &&
        !(this.concealed && PRAISE_FOR_BRINGING.test(fold(b))) &&
        !(screen && ABUSE_TEXT.test(fold(b))) &&
        !(this.acute && NOT_URGENT.test(fold(b))) &&
        (!(CONDITIONAL_SECTIONS[frame.kind]?.has(heading) ?? false) ||
          conditionMet(frame, b, this.questionFeatures)),
    );
  }

  /**
   * The sentence of the question a bullet speaks to most, quoted once per answer, when they
   * share enough rare words: "(vakada: “…”)" ties a hypothesis to this case's facts.
   */
  caseFact(bullet: string): string {
    let best: { s: CaseSentence; score: number } | null = null;
    for (const s of this.sentences) {
      if (s.shown) continue;
      const score = this.matcher.relevance(bullet, s.features);
      if (!best || score > best.score) best = { s, score };
    }
    if (!best || best.score < CASE_FACT_MIN) return '';
    best.s.shown = true;
    return ` *(Vakada: “${excerpt(best.s.text, 110)}”)*`;
  }

  cite(frame: Frame): string {
    if (!this.used.includes(frame)) this.used.push(frame);
    return `[${String(this.used.indexOf(frame) + 1)}]`;
  }

  /** The `count` bullets of a section that fit the question best, in the frame's own order. */
  pick(frame: Frame, heading: string, count: number, keepOrder = true): string[] {
    const bullets = this.usable(frame, heading);
    const chosen = bullets.length <= count ? bullets : this.rank(bullets, count, keepOrder);
    for (const b of chosen) this.written.add(b);
    return chosen;
  }

  private rank(bullets: readonly string[], count: number, keepOrder: boolean): string[] {
    const ranked = bullets
      .map((text, i) => ({
        text,
        i,
        // A small bonus for position: writers put the most important bullets first; a bullet
        // written for the client's life stage fits, one written for another stage does not.
        score:
          this.matcher.relevance(text, this.questionFeatures) +
          (bullets.length - i) * 0.02 +
          stageFit(text, this.stage) +
          phaseFit(text, this.ongoing) +
          childTopicFit(text, this.stage, this.folded) +
          this.violenceFit(text),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, count);
    if (keepOrder) ranked.sort((a, b) => a.i - b.i);
    return ranked.map((b) => b.text);
  }

  /**
   * The bullet of these sections that answers a part of the question best (its own words and the
   * case's), or null when there is none — or, with `mustOverlap`, none that shares a telling word
   * with the part; taken, so no later section repeats it.
   */
  best(
    frame: Frame,
    headings: readonly string[],
    part: string,
    only?: RegExp,
    /** Only a bullet that names something of the part answers it (broad sections, yes-or-no asks). */
    mustOverlap = false,
  ): string | null {
    const partFeatures = new Set(prefixFeatures(part));
    // An amount asked for ("kaç saat") is answered by a bullet that gives one.
    const amount = HOW_MUCH.test(fold(part));
    let top: { text: string; score: number } | null = null;
    for (const heading of headings) {
      const bullets = this.usable(frame, heading).filter((b) => !only || only.test(fold(b)));
      bullets.forEach((text, i) => {
        const score =
          2 * this.matcher.relevance(text, partFeatures) +
          this.matcher.relevance(text, this.questionFeatures) +
          stageFit(text, this.stage) +
          phaseFit(text, this.ongoing) +
          childTopicFit(text, this.stage, this.folded) +
          (amount && AMOUNT.test(text) ? 2 : 0) -
          i * 0.02;
        if (!top || score > top.score) top = { text, score };
      });
    }
    if (!top) return null;
    if (mustOverlap && this.matcher.relevance((top as { text: string }).text, partFeatures) === 0)
      return null;
    this.written.add((top as { text: string }).text);
    return (top as { text: string }).text;
  }

  /** How well the best bullet of these sections not yet written names the part's own words. */
  fit(frame: Frame, headings: readonly string[], part: string): number {
    const partFeatures = new Set(prefixFeatures(part));
    let top = 0;
    for (const heading of headings)
      for (const text of this.usable(frame, heading))
        top = Math.max(top, this.matcher.relevance(text, partFeatures));
    return top;
  }

  /**
   * In a case with violence or abuse, what a frame says of violence is what applies first (a
   * secrets policy's exception for violence, not its rule for an affair): a bonus, as stageFit.
   */
  private violenceFit(text: string): number {
    return this.violence && ABUSE_TEXT.test(fold(text)) ? VIOLENCE_FIRST : 0;
  }

  /** The `count` sentences of a text that fit the question best, in their own order. */
  sentencesFitting(text: string, count: number): string {
    const sentences = sentencesIn(text.replace(/\n+/g, ' '));
    return sentences
      .map((sentence, i) => ({
        sentence,
        i,
        score:
          this.matcher.relevance(sentence, this.questionFeatures) +
          this.violenceFit(sentence) -
          i * 0.01,
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, count)
      .sort((a, b) => a.i - b.i)
      .map((x) => x.sentence)
      .join(' ');
  }

  isWritten(bullet: string): boolean {
    return this.written.has(bullet);
  }

  markWritten(bullet: string): void {
    this.written.add(bullet);
  }

  /** The first bullet of a section not yet written whose folded text matches, taken; or null. */
  firstMatching(frame: Frame, heading: string, re: RegExp): string | null {
    const found = this.usable(frame, heading).find((b) => re.test(fold(b))) ?? null;
    if (found) this.written.add(found);
    return found;
  }

  /** The first `count` bullets (for steps, whose order matters). */
  first(frame: Frame, heading: string, count: number): string[] {
    const chosen = this.usable(frame, heading).slice(0, count);
    for (const b of chosen) this.written.add(b);
    return chosen;
  }

  prose(frame: Frame, heading: string, maxParagraphs = 2): string {
    return sectionOf(frame, heading)
      .text.split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean)
      .slice(0, maxParagraphs)
      .join('\n\n');
  }

  heading(text: string): void {
    this.out.push(`## ${text}`, '');
  }

  list(items: readonly string[], numbered = false): void {
    if (items.length === 0) return;
    this.out.push(...items.map((t, i) => (numbered ? `${String(i + 1)}. ${t}` : `- ${t}`)), '');
  }

  para(text: string): void {
    if (text.trim()) this.out.push(text.trim(), '');
  }
}

/** How well a bullet must name a how-to's own words for the how-to to be a narrow one. */
const NARROW_FIT = 1.5;
/** Asks answered from broad sections (a decision, a step, what to say). */
const BROAD_ASKS = new Set<Ask>(['decide', 'act', 'tell']);
/** A yes-or-no question (folded): "… alayım mı?", "… gerekir mi", "… davet etsem?". */
const YES_NO = /\bm[iu](yim|yum|sin|sun|yiz|yuz|dir|dur|ydi|ydu|ydim)?\b|\w(s[ae]m|s[ae]k)\s*\?+$/;

/** What the question tells about the client, in one line ("11 yaşında çocuk · 6 aydır · okul"). */
function readingLine(reading: CaseReading): string | null {
  const parts: string[] = [];
  const client = describeClient(reading);
  if (client) parts.push(client);
  if (reading.duration) parts.push(reading.duration);
  const settingNames: Record<string, string> = {
    couple: 'çift çalışması',
    family: 'aile çalışması',
    group: 'grup',
    school: 'okul ortamı',
    forensic: 'adli süreç',
    online: 'çevrim içi görüşme',
    hospital: 'hastane',
  };
  for (const s of reading.settings) if (settingNames[s]) parts.push(settingNames[s]);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function chooseFrames(
  matches: readonly FrameMatch[],
  reading: CaseReading,
  preferred?: FrameKind,
  partLeads: readonly FrameMatch[] = [],
): { primary: FrameMatch | null; secondary: FrameMatch[] } {
  if (matches.length === 0) return { primary: null, secondary: [] };
  const best = matches[0]!;
  // A therapist speaking of their own reactions to a client asks a supervision question first.
  const lead = preferred ?? (reading.ownReaction ? 'supervision' : undefined);
  const kinds = lead
    ? [lead, ...PRIMARY_KINDS[leadingType(reading)].filter((k) => k !== lead)]
    : PRIMARY_KINDS[leadingType(reading)];
  // A supervisor asking about a supervisee, or a therapist about their own reactions, is answered
  // from a supervision frame whenever one cleared the floor; otherwise the kind the question asks
  // for wins when its best frame is close to the overall best.
  const supervision = matches.find((m) => m.frame.kind === 'supervision');
  let primary =
    (reading.type === 'supervisee' || reading.ownReaction) && !preferred && supervision
      ? supervision
      : best;
  if (primary === best)
    for (const kind of kinds) {
      const candidate = matches.find((m) => m.frame.kind === kind);
      if (candidate && candidate.score >= best.score * 0.7) {
        primary = candidate;
        break;
      }
    }
  // A second frame must be nearly as strong and rest on the question's own words (two cues), not
  // on a word in common: otherwise its text is the unrelated material a reader has to skip.
  const secondary = matches
    .filter(
      (m) => m !== primary && m.score >= primary.score * SECONDARY_RATIO && m.cues.length >= 2,
    )
    .slice(0, 2);
  // Every part of a multi-part question gets its frame, even when it is less strong overall.
  for (const lead of partLeads)
    if (lead.frame.id !== primary.frame.id && !secondary.some((m) => m.frame.id === lead.frame.id))
      secondary.push(lead);
  return { primary, secondary: secondary.slice(0, 3) };
}

export function composeFromFrames(input: FrameComposeInput): ComposedAnswer {
  const questionFeatures = new Set(features(input.question));
  const w = new Writer(
    input.matcher,
    questionFeatures,
    input.question,
    input.reading.stage,
    violenceInCase(input),
    input.risk?.level === 'high',
    input.reading.ongoing && !FIRST_SESSION.test(fold(input.question)),
    input.reading.concealed,
  );
  const chosen = chooseFrames(input.matches, input.reading, input.preferredKind, input.partLeads);
  const { primary, secondary } = leadWithRedFlag(leadWithAcuteRisk(chosen, input), input);

  if (input.continues) {
    w.para(
      `Önceki sorunuzdaki vakanın devamı olarak okuyorum (“${excerpt(input.continues, 80)}”).`,
    );
  }
  if (!primary) {
    // No frame fits, but a risk does: what to assess comes first all the same.
    if (input.risk?.risk) writeRiskFirst(w, input);
    writeNoMatch(w, input);
  } else {
    const line = readingLine(input.reading);
    const flags = redFlagsFor(input, primary);
    const lead = [
      line ? `**Vakayı nasıl okuyorum:** ${line}.` : null,
      leadSentence(
        primary,
        w.cite(primary.frame),
        input.reading.asker === 'supervisor' || input.reading.type === 'supervisee',
        flags.some(({ flag }) => flag.mimic === true),
        heldByRedFlag(input, primary.frame),
      ),
    ].filter(Boolean);
    w.para(lead.join(' '));
    const textRisk = riskInText(input);
    const carerFeared = input.reading.fearsCarer;
    const caution = contraindicated(input);
    if (textRisk && input.reading.asksToWait) {
      // "Can it wait until next week?" with risk in the case: the decision asked comes first, and
      // it is no (docs/requirements/ai-engine.md#ai-grade: answers the exact question; a miss on
      // risk is the worst error, docs/requirements/ai-engine.md#ai-risk).
      w.para(
        `**Kısa yanıt:** ${actTodayAnswer(input.risk!, input.reading.asker === 'supervisor' || input.reading.asker === 'student' ? input.reading.asker : 'other')}`,
      );
    } else if (textRisk && caution) {
      // The technique asked about has a caution about the risk in the case (joint couple work
      // beside partner violence): that is the answer, said first, from the technique's own text.
      const { frame, bullet } = caution;
      // Its own condition says when it may follow (PCIT after a parent's violence, once the child
      // is safe): the verdict is the order, not a refusal.
      const verdict = input.risk?.level === 'high' ? 'önce güvenlik' : 'önce riski değerlendirin';
      w.para(`**Kısa yanıt:** ${frame.title}: ${verdict}. ${bullet} ${w.cite(frame)}`);
    } else if (
      // Only a dilemma's recommended course is a true short answer; a bullet lifted from a problem
      // or technique frame rarely answers the exact question, so it is not presented as one. A
      // course that says "inform the parents" is no short answer for a child who fears them.
      primary.frame.kind === 'ethics' &&
      input.reading.type !== 'comparison' &&
      !carerFeared
    ) {
      w.para(`**Kısa yanıt:** ${shortAnswer(w, primary.frame, input.risk?.level === 'high')}`);
    }
    if (carerFeared) w.para(CARER_FEARED);
    if (input.risk?.risk) writeRiskFirst(w, input);
    writeRedFlags(w, flags);
    if (input.reading.type !== 'comparison' && primary.frame.kind !== 'ethics') {
      writeDirectAnswers(w, input, primary, secondary, flags);
    }
    if (input.reading.type === 'comparison') writeComparison(w, input, primary, secondary, flags);
    else writeFrame(w, input, primary.frame, secondary);
  }
  if (w.used.length > 0) {
    w.heading('Kaynaklar');
    w.list(
      w.used.map((f) => `**${f.title}** — ${f.sources.join('; ')}`),
      true,
    );
  }
  w.out.push(DISCLAIMER);
  return { text: w.out.join('\n'), used: w.used, primary: primary?.frame ?? null };
}

/**
 * Risk frames by category: where the answer finds what to assess now. With several candidates
 * (psychosis or mania), the one the question matches best is used.
 */
const RISK_FRAMES: Record<RiskKind, { adult: string[]; young?: string[] }> = {
  suicide: { adult: ['problem-suicidality-adult'], young: ['problem-suicidality-adolescent'] },
  selfHarm: { adult: ['problem-self-harm-adult'], young: ['problem-self-harm-adolescent'] },
  harmToOthers: { adult: ['ethics-duty-to-warn'] },
  childAbuse: { adult: ['ethics-reporting-child-abuse'] },
  // The client may be the one who harms: the frame the case matches better, victim or perpetrator.
  domesticViolence: {
    adult: ['problem-domestic-violence-victim', 'problem-domestic-violence-perpetrator'],
  },
  elderAbuse: { adult: ['problem-dementia-caregiving'] },
  // An emergency is answered from the picture it belongs to: psychosis, mania, withdrawal or
  // intoxication, starvation; with none matched, psychosis (the first) leads.
  psychEmergency: {
    adult: [
      'problem-first-episode-psychosis',
      'problem-bipolar-mania',
      'problem-alcohol-use',
      'problem-drug-use',
      'problem-anorexia-nervosa',
    ],
    young: [
      'problem-first-episode-psychosis',
      'problem-bipolar-mania',
      'problem-adolescent-substance-use',
      'problem-anorexia-nervosa',
    ],
  },
};

/** The frame a risk category is answered from, for this client's life stage. */
function riskFrameIds(input: FrameComposeInput): string[] {
  const young = input.reading.stage === 'child' || input.reading.stage === 'adolescent';
  const scores = new Map(input.matches.map((m) => [m.frame.id, m.score]));
  // A threat or suicidal thoughts carried by psychosis or mania are answered from that picture
  // first (same-day psychiatry), then from the threat (risk-protocol.ts says the same).
  const given = input.risk?.kinds ?? [];
  const psychoticThreat =
    given.includes('psychEmergency') &&
    (given.includes('harmToOthers') || given.includes('suicide'));
  const kinds = psychoticThreat
    ? ['psychEmergency' as const, ...given.filter((k) => k !== 'psychEmergency')]
    : given;
  // Psychotic or manic signs in the evidence make it that emergency, whatever else the text
  // matches (cannabis beside thoughts read through the wifi is a psychosis to assess today).
  const psychotic = (input.risk?.evidence ?? []).some(
    (e) => e.kind === 'psychEmergency' && PSYCHOTIC_SIGNS.test(fold(e.sentence)),
  );
  // Alcohol or drugs in the evidence and no psychotic sign: an intoxication, answered from the
  // picture of substance use, not from psychosis (the first candidate when nothing is matched).
  const intoxicated =
    !psychotic &&
    (input.risk?.evidence ?? []).some(
      (e) => e.kind === 'psychEmergency' && SUBSTANCE.test(fold(e.sentence)),
    );
  /** An emergency's frames narrowed to its picture: psychosis or mania, or substance use. */
  const narrowed = (candidates: string[]) =>
    psychotic
      ? candidates.slice(0, 2)
      : intoxicated
        ? candidates.filter((id) => /alcohol|drug|substance/.test(id))
        : candidates;
  // Violence at home found only in the client's own threats or acts ("gebertirim", "bedelini
  // ödeyecek", "kolunu sıktım"): the client is the one who may harm, answered from work with the
  // perpetrator, not from a victim's safety plan. A partner's stalking told by the client is harm
  // to the client.
  const threatener = input.risk ? harmedByClient(input.risk, 'domesticViolence') : false;
  // A carer's violence toward the older parent in their care is answered from caregiving.
  const carerHarms = input.risk ? harmedByClient(input.risk, 'elderAbuse') : false;
  const ids = kinds.flatMap((kind) => {
    if (kind === 'domesticViolence' && threatener && carerHarms) return [];
    if (kind === 'domesticViolence' && threatener) return ['problem-domestic-violence-perpetrator'];
    // In couple work, violence one partner tells of the other puts the one who told at risk:
    // the answer is that partner's safety, whatever the words match (blind review: a couple
    // therapist answered from work with the perpetrator).
    if (kind === 'domesticViolence' && input.reading.settings.includes('couple'))
      return ['problem-domestic-violence-victim'];
    const entry = RISK_FRAMES[kind];
    const stageCandidates = young && entry.young ? entry.young : entry.adult;
    const candidates = kind === 'psychEmergency' ? narrowed(stageCandidates) : stageCandidates;
    return [[...candidates].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))[0]!];
  });
  return [...new Set(ids)];
}

/** The frames of a psychotic or manic emergency (the first two psychiatric-emergency frames). */
const PSYCHOSIS_FRAMES = RISK_FRAMES.psychEmergency.adult.slice(0, 2);

/** Alcohol, pills taken to get high, drugs (folded): an intoxication or a withdrawal. */
const SUBSTANCE =
  /\b(alkol\w*|icki\w*|sarhos\w*|raki(?!p)\w*|bira(?!k)\w*|sakinlestirici\w*|uyusturucu\w*|esrar\w*|kokain\w*|ekstazi\w*|bonzai\w*|madde kullan\w*|hap(lar)?\w* (al|ic|yut)\w*)/;

/** Psychotic and manic signs (folded): the first two psychiatric-emergency frames answer them. */
const PSYCHOTIC_SIGNS =
  /\b(sanri\w*|varsani\w*|halusinasyon\w*|ses(ler)? duy\w*|sesler\w*|psikoz\w*|psikotik|mani\b|manik|dusunce\w* (okun|okuy|okud|calin|sokul)\w*|izliyor\w*|izlendig\w*|takip edil\w*|zehir\w*|folyo\w*|peygamber\w*|secilmis\w*|uyumuyor\w*|uyumadan)/;

/**
 * An acute risk (plan, means, imminence: level high) is what the clinician must act on today, so
 * its frame leads the answer unless the question's own best frame is already about that risk or
 * is a clinical picture or dilemma it names plainly; what the question matched stays as a second
 * frame (a gun at home and "what do
 * I do now" is answered from suicide risk, not from the technique a word matched).
 */
function leadWithAcuteRisk(
  chosen: { primary: FrameMatch | null; secondary: FrameMatch[] },
  input: FrameComposeInput,
): { primary: FrameMatch | null; secondary: FrameMatch[] } {
  // Signs of psychosis or mania found in the text call for a psychiatric assessment whatever the
  // level: missing that referral is the harm (docs/requirements/ai-engine.md#ai-harmful), so their
  // frame leads too.
  const psychiatric = riskInText(input) && input.risk!.kinds.includes('psychEmergency');
  if (input.risk?.level !== 'high' && !psychiatric) return chosen;
  // A client who died is not a risk to act on today: the question's own frame keeps the lead.
  if (clientDiedBySuicide(input) && input.risk!.kinds.length === 1) return chosen;
  const id =
    psychiatric && input.risk?.level !== 'high'
      ? riskFrameIds({ ...input, risk: { ...input.risk!, kinds: ['psychEmergency'] } })[0]
      : riskFrameIds(input)[0];
  const frame = id ? input.matcher.frames.find((f) => f.id === id) : undefined;
  const { primary } = chosen;
  if (!frame || primary?.frame.id === frame.id) return chosen;
  // A clear clinical picture the question names in its own words (two cues) keeps the lead, with
  // the safety section first; a technique, a dilemma about something else (the ethics of online
  // sessions beside a knife bought for a spouse) or a one-word match gives way.
  // A psychosis or mania to assess today leads over any other picture (cannabis use beside it).
  const psychosisLeads = PSYCHOSIS_FRAMES.includes(frame.id);
  // Partner violence is never answered as a couple's shared conflict: joint work waits for it.
  const violenceOverCouple =
    input.risk!.kinds.includes('domesticViolence') &&
    /couple|infidelity/.test(primary?.frame.id ?? '');
  if (
    primary &&
    primary.frame.kind === 'problem' &&
    primary.cues.length >= 2 &&
    !psychosisLeads &&
    !violenceOverCouple
  )
    return chosen;
  // A supervisor asking about a supervisee at risk is still answered as a supervisor: the safety
  // section comes first, the supervision frame keeps the lead.
  if (primary?.frame.kind === 'supervision' && input.reading.type === 'supervisee') return chosen;
  const match = input.matches.find((m) => m.frame.id === frame.id) ?? {
    frame,
    score: 0,
    confidence: 0,
    cues: [],
    evidence: [],
  };
  // What stays beside it is the clinical picture, or rests on the question's own words (two
  // cues): a technique that one word matched is not pasted under an emergency.
  // A technique waits until safety is established, unless the risk's own frame names it as
  // related (safety planning beside suicide risk): homework is not pasted under an emergency.
  const rest = [primary, ...chosen.secondary].filter(
    (m): m is FrameMatch =>
      m !== null &&
      m.frame.id !== frame.id &&
      (m.frame.kind !== 'technique' || frame.related.includes(m.frame.id)) &&
      (m.cues.length >= 2 || m.frame.kind === 'problem'),
  );
  return { primary: match, secondary: rest.slice(0, 2) };
}

/** Where each kind of frame answers each kind of ask (asked-parts.ts). */
const ANSWER_SECTIONS: Record<Exclude<FrameKind, 'ethics'>, Record<Ask, string[]>> = {
  problem: {
    refer: ['Ayırıcı tanı ve sevk'],
    tell: ['Müdahale', 'Türkiye bağlamı'],
    assess: ['Değerlendirme'],
    safe: ['Ayırıcı tanı ve sevk', 'Sık hatalar'],
    stuck: ['Sık hatalar', 'Hipotezler'],
    avoid: ['Sık hatalar'],
    decide: ['Ayırıcı tanı ve sevk', 'Türkiye bağlamı', 'Müdahale'],
    act: ['Müdahale'],
    why: ['Hipotezler'],
    report: ['Ayırıcı tanı ve sevk', 'Türkiye bağlamı', 'Sık hatalar', 'Müdahale'],
  },
  technique: {
    refer: ['Ne zaman kullanılmaz'],
    tell: ['Adımlar'],
    assess: ['Adımlar'],
    safe: ['Ne zaman kullanılmaz'],
    stuck: ['Sık hatalar'],
    avoid: ['Sık hatalar', 'Ne zaman kullanılmaz'],
    decide: ['Ne zaman kullanılmaz', 'Ne zaman'],
    act: ['Adımlar'],
    why: ['Ne zaman'],
    report: ['Ne zaman kullanılmaz', 'Sık hatalar'],
  },
  supervision: {
    refer: ['Etik ve sınırlar'],
    tell: ['Süpervizörün adımları'],
    assess: ['Süpervizyon soruları', 'Belirtiler'],
    safe: ['Etik ve sınırlar'],
    stuck: ['Sık hatalar', 'Belirtiler'],
    avoid: ['Sık hatalar'],
    decide: ['Süpervizörün adımları', 'Etik ve sınırlar'],
    act: ['Süpervizörün adımları'],
    why: ['Belirtiler'],
    report: ['Etik ve sınırlar', 'Süpervizörün adımları'],
  },
};

/** A question for an amount: hours, sessions, a dose, how often (folded). */
const HOW_MUCH = /\b(kac|ne kadar|ne siklikla|hangi siklikla)\b/;
/** A bullet that gives an amount: a number with its unit. */
const AMOUNT = /\d+\s*(saat|dakika|seans|hafta|gün|gun|kez|mg|%)|%\s*\d+/u;

/** The marker that a technique's example wording was given as a direct answer. */
const EXAMPLE_KEY = (frame: Frame) => `${frame.id}#örnek-cümle`;

/** The asks answered with something to do, which a red flag puts off until it is cleared. */
const DOING = new Set<Ask>(['decide', 'act', 'tell', 'safe']);

/** What a bullet says of reporting (folded): a notification, a legal duty, the authorities. */
const REPORTING_WORDS =
  /\b(bildir\w*|ihbar\w*|yukumlu\w*|5395|tck|savcilig\w*|kolluk\w*|uyarma (yukum|gorev)\w*)/;

/** How a part is named when the user's own words are too long to quote. */
const ASK_LABELS: Record<Ask, string> = {
  report: 'Bildirim yükümlülüğü var mı?',
  refer: 'Ne zaman sevk etmeli?',
  tell: 'Ne söylemeli?',
  assess: 'Neyi değerlendirmeli?',
  safe: 'Bu danışan için güvenli mi?',
  stuck: 'Neden ilerlemiyor?',
  decide: 'Ne yapmalı?',
  avoid: 'Neye dikkat etmeli?',
  act: 'Ne yapabilirsiniz?',
  why: 'Ne oluyor olabilir?',
};

/**
 * A short, direct answer to each thing the question asks, in the order asked, before the full
 * frame: "ne zaman yönlendirmeliyim?" is answered with the referral signs, not left to be found in
 * a section further down. Written when the question asks more than one thing, or one thing that
 * the answer's usual shape would not put first (referral, what to tell, what to ask, pitfalls).
 */
function writeDirectAnswers(
  w: Writer,
  input: FrameComposeInput,
  primary: FrameMatch,
  secondary: readonly FrameMatch[],
  flags: readonly FoundRedFlag[],
) {
  const flagged = flags.length > 0;
  const parts = askedParts(input.question);
  // "Kaç saatlik bir pencereyle başlamalıyım?": a number asked for is a specific ask too.
  // So is "how do I work with these mental rituals?": a how-to about something narrower than the
  // frame, which a few of its bullets name (NARROW_FIT), is answered with those bullets first
  // (blind review: the generic protocol for a question about one part of it).
  const narrow = (p: AskedPart) =>
    p.ask === 'act' &&
    primary.frame.kind !== 'ethics' &&
    w.fit(primary.frame, ANSWER_SECTIONS[primary.frame.kind].act, p.text) >= NARROW_FIT;
  const specific = parts.some(
    (p) => (p.ask !== 'act' && p.ask !== 'why') || HOW_MUCH.test(fold(p.text)) || narrow(p),
  );
  if (parts.length < 2 && !specific) return;
  const lines: string[] = [];
  // "Can it wait?" beside a risk was answered first, in the short answer.
  const waitAnswered = riskInText(input) && input.reading.asksToWait;
  for (const part of parts.slice(0, 4)) {
    if (waitAnswered && asksToWait(part.text)) continue;
    // "Başlayayım mı?" beside a risk to a person: not yet, whatever the plan
    // (docs/requirements/ai-engine.md#ai-grade: risk handled when present); other asks get the
    // assessment first. A part about acting on the risk itself (reporting, separating, referring)
    // is no plan to hold: it is answered as asked.
    const waits =
      DOING.has(part.ask) && planWaits(input, primary.frame) && !RISK_ACTION.test(fold(part.text));
    // "Başlayayım mı?" beside a red flag: not yet, and why — no bullet of the usual course, which
    // would read as a yes.
    if (flagged && part.ask === 'decide' && !waits) {
      const titles = flags.map(({ flag }) => `**${flag.title}**`).join(', ');
      lines.push(
        `**${part.written ?? ASK_LABELS[part.ask]}** Henüz değil: önce yukarıdaki işaret (${titles}) netleşmeli; netleştiğinde plan yeniden ele alınır.`,
      );
      continue;
    }
    if (waits && part.ask === 'decide') {
      // The technique's own caution that fits this case says why, beside the risk.
      const caution =
        primary.frame.kind === 'technique'
          ? w.best(primary.frame, ['Ne zaman kullanılmaz'], part.text)
          : null;
      lines.push(
        `**${part.written ?? ASK_LABELS[part.ask]}** ${PLAN_NOT_YET}${caution ? ` ${caution} ${w.cite(primary.frame)}` : ''}`,
      );
      continue;
    }
    // The main frame answers first; a referral or a word to the family may come from the
    // clinical picture beside a technique.
    const frames = [primary, ...secondary]
      .map((m) => m.frame)
      .filter((f): f is Frame & { kind: Exclude<FrameKind, 'ethics'> } => f.kind !== 'ethics');
    // What keeps a treatment from working is looked for in the technique and in the picture.
    // A decision is answered with the two considerations that decide it (when yes, when no).
    let wanted = part.ask === 'stuck' || part.ask === 'decide' || narrow(part) ? 2 : 1;
    const reasons: string[] = [];
    for (const frame of frames) {
      if (wanted === 0) break;
      // "What do I say?" about a technique is answered with its example wording first.
      const wording =
        part.ask === 'tell' && frame.kind === 'technique' && !w.isWritten(EXAMPLE_KEY(frame))
          ? firstSentences(w.prose(frame, 'Örnek cümle', 1), 2)
          : '';
      if (wording) {
        w.markWritten(EXAMPLE_KEY(frame));
        wanted -= 1;
        reasons.push(`Örneğin: “${wording.replace(/^["“]|["”]$/g, '')}” ${w.cite(frame)}`);
        continue;
      }
      // A duty to report is answered only by what a frame says of reporting. A yes-or-no
      // question about a step ("Eşini seanslara alayım mı?") is answered only by a bullet that
      // names something of it: the broad sections of a decision otherwise yield one beside the
      // point (blind review: a bullet on betting culture for "should I invite his wife?").
      const bullet = w.best(
        frame,
        ANSWER_SECTIONS[frame.kind][part.ask],
        part.text,
        part.ask === 'report' ? REPORTING_WORDS : undefined,
        BROAD_ASKS.has(part.ask) && YES_NO.test(fold(part.text).trim()),
      );
      if (!bullet) continue;
      wanted -= 1;
      const second =
        (part.ask === 'decide' || narrow(part)) && wanted > 0
          ? w.best(frame, ANSWER_SECTIONS[frame.kind][part.ask], part.text, undefined, narrow(part))
          : null;
      if (second) {
        wanted -= 1;
        reasons.push(`${bullet} ${second} ${w.cite(frame)}`);
        continue;
      }
      // A pitfall is written as what to avoid ("Kaybı küçümsemek."), so it is named as one.
      const text =
        part.ask === 'avoid'
          ? `Kaçının: ${lowerFirst(bullet)}`
          : part.ask === 'stuck'
            ? `Olası neden: ${lowerFirst(bullet)}`
            : bullet;
      reasons.push(`${text} ${w.cite(frame)}`);
    }
    // Telling the family of a child who fears them waits for the child's safety (CARER_FEARED).
    const family = /\b(aile\w*|anne\w*|baba\w*|veli\w*|ebeveyn\w*)/.test(fold(part.text));
    if (reasons.length > 0 && family && input.reading.fearsCarer)
      reasons.unshift(
        'Önce çocuğun evde güvende olduğunu netleştirin (yukarıda); ancak ondan sonra:',
      );
    // "Neye dikkat etmeli?", "Riskli mi?" beside a red flag: the flag is the first thing to
    // watch (blind review: a generic caution beside an unnamed sign of dementia).
    else if (flagged && (part.ask === 'avoid' || part.ask === 'safe'))
      reasons.unshift(
        `En başta yukarıdaki işaret: ${flags.map(({ flag }) => `**${flag.title}**`).join(', ')}.${reasons.length > 0 ? ' Ayrıca:' : ''}`,
      );
    // "Başlayayım mı?" beside a red flag: not before it is cleared (above).
    else if (reasons.length > 0 && flagged && DOING.has(part.ask))
      reasons.unshift('Yukarıdaki işaret netleşmeden değil; netleştikten sonra:');
    // "Ne yapmalıyım?" beside a risk: the assessment first, then the rest.
    else if (reasons.length > 0 && waits)
      reasons.unshift('Önce riski bugün değerlendirin (yukarıda); ardından:');
    if (reasons.length > 0)
      lines.push(`**${part.written ?? ASK_LABELS[part.ask]}** ${reasons.join(' ')}`);
  }
  if (lines.length === 0) return;
  w.heading('Sorularınıza kısaca');
  w.list(lines);
}

/**
 * A red flag whose subject is a clinical picture of its own and that `leads` (psychosis, mania in
 * red-flags.yaml; dissociation only cautions: freezing at aftershocks is a trauma response)
 * changes what the case is when the question asks what it is or
 * whether to go on: that picture leads, and the frames the words matched (social anxiety, a
 * confidentiality dilemma) follow it when they rest on the case.
 */
const FLAG_LEADS: ReadonlySet<string> = new Set(['formulation', 'should-i', 'other']);
function leadWithRedFlag(
  chosen: { primary: FrameMatch | null; secondary: FrameMatch[] },
  input: FrameComposeInput,
): { primary: FrameMatch | null; secondary: FrameMatch[] } {
  if (!FLAG_LEADS.has(input.reading.type) || input.reading.ownReaction) return chosen;
  const id = caseRedFlags(input)
    .filter(({ flag }) => flag.leads === true)
    .map(({ flag }) => flag.answered_by)
    .find((answeredBy): answeredBy is string => Boolean(answeredBy));
  if (!id || chosen.primary?.frame.id === id) return chosen;
  const frame = input.matcher.frames.find((f) => f.id === id);
  if (!frame) return chosen;
  const match = input.matches.find((m) => m.frame.id === id) ?? {
    frame,
    score: 0,
    confidence: 0,
    cues: [],
    evidence: [],
  };
  const rest = [chosen.primary, ...chosen.secondary].filter(
    (m): m is FrameMatch =>
      m !== null &&
      m.frame.id !== id &&
      // The homework the picture makes unfit (thought records beside psychosis) is not pasted.
      (m.frame.kind !== 'technique' || frame.related.includes(m.frame.id)) &&
      (m.frame.kind === 'problem' || m.cues.length >= 2),
  );
  return { primary: match, secondary: rest.slice(0, 2) };
}

/**
 * The red flags of the case (red-flags.ts) the answer does not already rest on: none answered by
 * the answer's main frame (a psychosis case is answered as psychosis) or by the frame its safety
 * section answers the risk from.
 */
function redFlagsFor(input: FrameComposeInput, primary: FrameMatch): FoundRedFlag[] {
  const covered = new Set([primary.frame.id, ...(input.risk?.risk ? riskFrameIds(input) : [])]);
  return caseRedFlags(input).filter(
    ({ flag }) => !flag.answered_by || !covered.has(flag.answered_by),
  );
}

/** The red flags of the question, found once per answer (several sections ask for them). */
const redFlagsOfInput = new WeakMap<FrameComposeInput, FoundRedFlag[]>();
function caseRedFlags(input: FrameComposeInput): FoundRedFlag[] {
  let found = redFlagsOfInput.get(input);
  if (!found) {
    found = findRedFlags(input.question);
    redFlagsOfInput.set(input, found);
  }
  return found;
}

/**
 * Whether a red flag of the case holds a frame's course until it is cleared: a technique the flag
 * names among its frames (interoceptive exercises beside an unassessed heart, EMDR processing
 * beside dissociation), or any course beside a medical emergency (`holds`: delirium).
 */
function heldByRedFlag(input: FrameComposeInput, frame: Frame): boolean {
  return caseRedFlags(input).some(
    ({ flag }) =>
      flag.answered_by !== frame.id &&
      (flag.holds === true || (frame.kind === 'technique' && flag.frames.includes(frame.id))),
  );
}
const FLAG_WAITS =
  '*Bu adımlar, yukarıdaki işaret netleştikten (gerekiyorsa hekim değerlendirmesi ve onayından) sonra içindir; o zamana kadar başlatmayın.*';

/**
 * What must be cleared before the usual course, said before the answer to the question, with the
 * case's own sentences that carry the signs.
 */
function writeRedFlags(w: Writer, flags: readonly FoundRedFlag[]) {
  if (flags.length === 0) return;
  w.heading('Önce netleştirilmesi gereken');
  for (const { flag, evidence, say } of flags) {
    const frame = flag.frames
      .map((id) => w.matcher.frames.find((f) => f.id === id))
      .find((f): f is Frame => Boolean(f));
    const quoted =
      evidence.length > 0
        ? ` Sorunuzda: ${evidence.map((e) => `“${excerpt(e, 140)}”`).join(' ')}`
        : '';
    w.para(`**${flag.title}:**${quoted}`);
    w.para(`${say}${frame ? ` ${w.cite(frame)}` : ''}`);
  }
}

/**
 * With risk, what to assess in this session comes before the rest
 * (docs/requirements/ai-engine.md#ai-safe-reply).
 */
function writeRiskFirst(w: Writer, input: FrameComposeInput) {
  // Only the model suspects a risk (no rule's risk words in the text): the answer asks what
  // would confirm or rule it out, never saying that nothing was found (the notice quotes the
  // sentences the model read as risk); reporting and emergency steps wait for the protocol.
  if (input.risk?.basis === 'model') {
    w.heading('Riski dışlamak için');
    // A suspected emergency beside a medical red flag (chest pain on exertion, fainting after
    // weight loss) is most likely that flag: its referral, said below, is what to act on today,
    // not questions about voices or intoxication.
    if (input.risk.kinds.every((k) => k === 'psychEmergency') && caseRedFlags(input).length > 0) {
      w.para(
        'Anlatım acil bir duruma işaret ediyor; en olası açıklaması aşağıdaki tıbbi işaret. Onu bugün netleştirin ve gerekiyorsa aynı gün hekime ya da acil servise yönlendirin; belirtiler o an sürüyorsa 112’yi arayın.',
      );
      return;
    }
    // The notice above quotes the sentences read as risk, when there are any.
    const quoted = input.risk.evidence.length > 0;
    // A suspicion is ruled out with questions that presume nothing (blind review: "is the child
    // still in contact with the abuser?" beside a shy child read as an accusation).
    w.para(
      `${quoted ? 'Yukarıda alıntılanan ifadeler' : 'Anlatım'} bir olasılığa işaret ediyor, bir bulguya değil: söylenmedi diye geçmeyin, ama varsaymayın da. Bir sonraki seansı beklemeden, ilk fırsatta ${input.risk.kinds.length > 1 ? 'şunları' : 'şunu'} sorun:`,
    );
    w.list(input.risk.kinds.map((kind) => SCREEN[kind]));
    return;
  }
  // Violence against a child is a child-protection matter: the screening of an adult victim of
  // partner violence ("ask without the partner present") does not fit it.
  const minor = input.reading.stage === 'child' || input.reading.stage === 'adolescent';
  const childProtection = minor && input.risk?.kinds.includes('childAbuse');
  const frames = riskFrameIds(input)
    .filter((id) => !(childProtection && RISK_FRAMES.domesticViolence.adult.includes(id)))
    .map((id) => input.matcher.frames.find((f) => f.id === id))
    .filter((f): f is Frame => Boolean(f))
    .slice(0, 2);
  w.heading('Önce güvenlik');
  w.para(riskFirstOpening(input));
  // The client who died is not assessed: what follows (the supervision frame) is for those left.
  if (clientDiedBySuicide(input) && input.risk!.kinds.length === 1) return;
  const urgent = input.risk?.level === 'high';
  for (const frame of frames) {
    if (frame.kind === 'ethics' && !urgent) {
      // A possible risk is assessed before anyone is notified: a teenager who punched a door is
      // asked about, not reported; the protocol says what to do if it is confirmed.
      const kind = input.risk!.kinds.find((k) =>
        [...RISK_FRAMES[k].adult, ...(RISK_FRAMES[k].young ?? [])].includes(frame.id),
      );
      w.list(kind ? assessmentQuestions(kind, input.risk).slice(0, 2) : []);
    } else if (frame.kind === 'ethics') {
      // A reporting or warning duty: the steps that say to whom and when (a safety section that
      // omits "bildirimi aynı gün yapın" omits the point), else the steps that fit the question.
      const whom = [REPORTING_STEP, REPORTING_STEP]
        .map((re) => w.firstMatching(frame, 'Karar adımları', re))
        .filter((b): b is string => b !== null);
      const fitting = w.pick(frame, 'Karar adımları', 2 - whom.length);
      w.list([...fitting, ...whom].map((b) => `${b} ${w.cite(frame)}`));
    } else {
      // An urgent picture: where to send the person today first, then what to ask.
      const referral = urgent
        ? w.firstMatching(frame, 'Ayırıcı tanı ve sevk', URGENT_REFERRAL)
        : null;
      const ask = w.pick(frame, 'Değerlendirme', referral ? 1 : 2);
      w.list([...(referral ? [referral] : []), ...ask].map((b) => `${b} ${w.cite(frame)}`));
    }
  }
}

/**
 * Whether the plan a frame describes waits for a risk in the case to be assessed: a risk said in
 * the text, unless the frame is the risk's own (suicidality, partner violence) or a technique made
 * for it (safety planning beside suicide risk), or the client already died. The model's suspicion
 * alone (no risk words) is asked about beside the plan, not before it: holding back the help a
 * case needs (a mute child's teacher still punishing her) on a guess harms (blind review, dev).
 */
function planWaits(input: FrameComposeInput, frame: Frame): boolean {
  if (!input.risk?.risk || clientDiedBySuicide(input)) return false;
  if (input.risk.basis === 'model' && input.risk.level !== 'high') return false;
  const own = riskFrameIds(input);
  if (own.includes(frame.id)) return false;
  const ownFrames = own.map((id) => input.matcher.frames.find((f) => f.id === id));
  return !ownFrames.some((f) => f?.related.includes(frame.id));
}

/** Acting on a risk (folded): reporting it, separating, protecting, referring, calling 112. */
const RISK_ACTION =
  /\b(bildir\w*|ihbar\w*|ayir\w*|uzaklastir\w*|koru\w*|polis\w*|kolluk\w*|savcilig\w*|112|acil\w*|yatis\w*|yatir\w*|sevk\w*|hastane\w*|psikiyatri\w*|aile\w* (haber|bilgi)\w*|haber ver\w*)/;
const PLAN_NOT_YET =
  'Henüz değil: önce yukarıdaki risk bugün değerlendirilmeli; bu plan, güvenlik netleştikten sonra yeniden ele alınır.';
const PLAN_WAITS =
  '*Bu adımlar, yukarıdaki risk bugün değerlendirilip güvenlik netleştikten sonra içindir; o zamana kadar başlatmayın.*';

/**
 * The words between "danışanın" and a death: a relative named there ("danışanın babası … intihar
 * ederek ölmüş") is the one who died, and the client is the one bereaved.
 */
const NO_RELATIVE = (span: number) =>
  String.raw`(?:(?!\b(?:babasi|annesi|esi|kocasi|karisi|kardesi|abisi|ablasi|oglu|kizi|cocugu|arkadasi|nisanlisi|sevgilisi|partneri|dedesi|ninesi|babaannesi|anneannesi|amcasi|dayisi|teyzesi|halasi|yegeni|torunu)\b).){0,${String(span)}}`;
/**
 * A client's (or a school counsellor's pupil's, a ward's patient's) death by suicide, told in the
 * past (folded): the risk is to those left behind.
 */
const COMPLETED_SUICIDE = new RegExp(
  String.raw`\b(danisan|ogrenci|hasta)\w* ${NO_RELATIVE(60)}(intihar (ederek|sonucu) (hayatini kaybet|yasamini yitir|oldu|olmus|vefat)\w*|intihar (etti|etmis|etmisti)\b|kendini (asarak )?oldur(du|mus)\w*|intihar(la|a) kaybet\w*)`,
);

/** The sentences the suicide risk rests on, folded. */
function suicideSentences(input: FrameComposeInput): string[] {
  return (input.risk?.evidence ?? [])
    .filter((e) => e.kind === 'suicide')
    .map((e) => fold(e.sentence));
}

/**
 * Whether the suicide the risk rests on is the asker's client's death, told in the past: every
 * sentence the suicide risk rests on tells that death. A living client's own wish to die beside a
 * relative's suicide ("babası intihar etti, kendisi de yaşamak istemiyor") is a risk to assess.
 */
function clientDiedBySuicide(input: FrameComposeInput): boolean {
  const sentences = suicideSentences(input);
  if (sentences.length === 0) return false;
  if (sentences.every((t) => COMPLETED_SUICIDE.test(t))) return true;
  // The client died (a suicide suspected, or told beside it: "trafik kazasında hayatını kaybetti;
  // ailesi intihar olabileceğinden şüpheleniyor") and nothing the risk rests on is a living
  // person's wish today: what was said of suicide is said of the one who died.
  return CLIENT_DIED.test(fold(input.question)) && !sentences.some((t) => LIVING_WISH.test(t));
}

/** A relative's or a friend's death by suicide (folded): the client is the one bereaved. */
const RELATIVE_SUICIDE =
  /\b(baba|anne|es|koca|kari|kardes|abi|abla|ogl|kiz|cocug|arkadas|nisanli|sevgili|partner|dede|nine|amca|dayi|teyze|hala|yegen|torun)\w* .{0,50}(intihar (ederek|sonucu)|intihar (etti|etmis|etmisti)\b|kendini (asarak )?oldur(du|mus)|intihar(la|a) kaybet)/;

/**
 * Whether every sentence the suicide risk rests on tells a relative's death by suicide, and none
 * the client's own wish: the client is bereaved by suicide, a risk factor to assess now.
 */
function bereavedBySuicide(input: FrameComposeInput): boolean {
  const sentences = suicideSentences(input);
  return (
    sentences.length > 0 &&
    sentences.every((t) => RELATIVE_SUICIDE.test(t) && !LIVING_WISH.test(t)) &&
    !clientDiedBySuicide(input)
  );
}

/** The asker's client (not a client's relative) said to have died (folded). */
const CLIENT_DIED = new RegExp(
  String.raw`\bdanisan(i|im|imiz|imizi|imi)?\s${NO_RELATIVE(80)}(hayatini kaybet(ti|mis)|yasamini yitir(di|mis)|vefat et(ti|mis)|ol(du|mus)\b|intihar (etti|etmis)|intihar(la|a)? kaybet(tik|tim|ti|mis))`,
);
/** A wish to die said in the present, by someone living (folded). */
const LIVING_WISH =
  /\b(olmek|olmeyi|yasamak|yasamayi|kendimi oldurmek|kendini oldurmek|intihar etmek)\w* (\w+ )?((istiyor|istemiyor|dusunuyor)(um|uz|sun)?\b|(istedigini|istemedigini|dusundugunu) (\w+ )?(soyluyor|anlatiyor|belirtiyor|ifade ediyor))|\bben de (olmek|olsem|yasamak)/;

/**
 * What the safety section starts with: who is at risk and who acts. A clinician whose client died
 * by suicide is told that the risk is now to those left behind (postvention) and to themselves;
 * a death told beside other signs points to whoever is at risk now; a supervisor is told that the
 * supervisee's client comes before the supervision process.
 */
function riskFirstOpening(input: FrameComposeInput): string {
  if (clientDiedBySuicide(input) && input.reading.type === 'supervisee')
    return 'Süpervizenizin danışanı intihar nedeniyle öldüyse risk, geride kalanlar için sürer: danışanın ailesi ve yakınları (intihar sonrası yasta intihar riski artar; postvention), aynı ortamdaki diğer danışanlar ya da öğrenciler (bulaşma) ve süpervizeniz. Onunla bu hafta yüz yüze görüşün: uykusunu, suçluluğunu, işe gelip gelemediğini ve işi bırakma düşüncelerini sorun; umutsuzluk ya da ölüm düşüncelerinden söz ederse aynı gün destek ya da değerlendirme sağlayın, vaka yükünü geçici olarak hafifletin.';
  if (clientDiedBySuicide(input))
    return 'Danışanınızı intihar nedeniyle kaybettiyseniz risk, geride kalanlar için sürer: ailesi ve yakınları (intihar sonrası yasta intihar riski artar; postvention), aynı ortamdaki diğer danışanlar ya da öğrenciler (bulaşma) ve siz. Kendi uykunuzu, suçluluğunuzu ve işi bırakma düşüncelerinizi bu hafta bir süpervizör ya da meslektaşla konuşun; kendinizde umutsuzluk ya da ölüm düşünceleri fark ederseniz aynı gün destek alın.';
  if (bereavedBySuicide(input))
    return 'Danışanınız bir yakınını intiharla kaybetmiş: intihar sonrası yasta kişinin kendi intihar riski artar. Ölüm düşüncelerini, "onun yanına gitmek" ya da "ben de yapabilirim" gibi düşünceleri, uykuyu, alkol kullanımını ve yalnız kalıp kalmadığını bu görüşmede doğrudan sorun. Sahne gözünün önünden gitmiyor, uyuyamıyor ve kendini suçluyorsa önce dengeleme, uyku ve sosyal destek gelir; akut stres ve travmatik yas belirtilerini izleyin, yoğun duygu uyandıran çalışmaları sonraya bırakın.';
  // A death told beside other signs: who is at risk now is for the clinician to name, not the
  // client who died (a supervisee who says "uyuyup uyanmasam" after losing a client).
  if (input.risk?.evidence.some((e) => COMPLETED_SUICIDE.test(fold(e.sentence))))
    return 'Sorunuzda bir danışanın intiharla ölümü ve bunun yanında başka risk işaretleri var: ölen danışan için değil, şimdi risk taşıyan kişi için (yakınları, aynı ortamdaki diğer danışanlar ya da ölüm düşüncesinden söz eden meslektaşınız veya süpervizeniz) bugün doğrudan sorun ve gerekirse aynı gün destek ya da psikiyatrik değerlendirme sağlayın.';
  if (schoolCounsellorWithPupilAtRisk(input)) return SCHOOL_RISK_STEPS;
  if (input.reading.asker === 'supervisor')
    return 'Sorunuzda, süpervizyondaki danışanla ilgili risk işaretleri var: süpervizyon sürecini konuşmadan önce ilk iş, bu danışanın riskinin bir sonraki seansı beklemeden değerlendirilmesini sağlamak. Bunu süpervizenizle birlikte planlayın, gerekirse görüşmeye eşlik edin ve yapılanı kayda geçirin; öğrenme süreci bundan sonra gelir.';
  return 'Sorunuzda risk işaretleri var: ilk iş, riski bugün değerlendirmek (seans sürüyorsa bu görüşmede; seans bittiyse ya da işareti sonradan, bir ölçekte ya da mesajda gördüyseniz bir sonraki seansı beklemeden danışanı bugün arayarak) ve gerekiyorsa aynı gün harekete geçmek; vakanın geri kalanı bundan sonra gelir.';
}

/** A school counsellor speaking of their own work ("rehber öğretmenim", "okulda PDR'ciyim"). */
const SCHOOL_COUNSELLOR =
  /\b(rehber ogretmen(im|iyim|iz)|okul psikolojik danisman\w*|psikolojik danisman(im|iyim)|pdr ogretmen\w*|rehberlik servisinde (calisiyorum|gorevliyim))\b/;
/**
 * A school counsellor whose pupil carries a risk to their own life: the steps a school takes (see
 * the pupil today, the head of school and the parents told the same day, an urgent referral), not
 * a therapist's — the counsellor's role is to get the pupil assessed and kept safe, not to treat.
 */
function schoolCounsellorWithPupilAtRisk(input: FrameComposeInput): boolean {
  const minor = input.reading.stage === 'child' || input.reading.stage === 'adolescent';
  return (
    (minor || input.reading.settings.includes('school')) &&
    SCHOOL_COUNSELLOR.test(fold(input.question)) &&
    riskInText(input) &&
    input.risk!.kinds.some((k) => k === 'suicide' || k === 'selfHarm')
  );
}
const SCHOOL_RISK_STEPS =
  'Sorunuzda öğrencinin kendi hayatına yönelik risk işaretleri var. Okulda ilk iş: öğrenciyi bugün, okuldaysa şimdi ve yalnız bırakmadan görün; ölüm düşüncesini, planı ve araca erişimi doğrudan sorun. Okul müdürüne kurumunuzun prosedürüne göre haber verin ve veliye aynı gün ulaşın (öğrenci bir ebeveynden korkuyorsa ya da evde şiddet şüphesi varsa bilgiyi o ebeveyne değil, çocuk koruma yoluyla iletin); acil değerlendirme için bir sağlık kuruluşuna (çocuk ve ergen psikiyatrisi, gerekirse **112**) yönlendirin. Rehber öğretmen olarak rolünüz tedavi etmek değil: değerlendirmenin ve güvenlik planının yapılmasını sağlamak, okula dönüşü izlemek ve yaptıklarınızı tarih ve saatle kayda geçirmektir.';

/** Words of the part of a recommended course that is about an urgent danger (folded). */
const URGENT_COURSE =
  /\b(plan\w*|arac\w*|silah\w*|yakin zaman|tehlike\w*|112|155|kolluk\w*|acil\w*)/g;

/**
 * A dilemma's short answer: its recommended course's opening, or beside an urgent risk the
 * paragraph written for urgency ("Belirli bir kişi, somut bir plan … varsa durum değişir"), never
 * the typical case's "gizliliği bozmak gerekmez".
 */
function shortAnswer(w: Writer, frame: Frame, urgent: boolean): string {
  const paragraphs = w.prose(frame, 'Önerilen yol', 9).split(/\n\s*\n/);
  if (!urgent) return firstSentences(paragraphs[0] ?? '', 2);
  return firstSentences(urgentCourse(paragraphs)[0] ?? '', 2);
}

/**
 * A recommended course's paragraphs beside an urgent risk: the one written for urgency first,
 * and none written for the typical, non-urgent case ("tipik durumda … gizliliği bozmak gerekmez").
 */
function urgentCourse(paragraphs: readonly string[]): string[] {
  const typical = (p: string) => NOT_URGENT.test(fold(p)) || /\btipik durumda\b/.test(fold(p));
  const urgency = (p: string) => (fold(p).match(URGENT_COURSE) ?? []).length;
  const kept = paragraphs.filter((p) => !typical(p));
  return (kept.length > 0 ? kept : [...paragraphs]).sort((a, b) => urgency(b) - urgency(a));
}

/** A bullet for when the risk is low ("yakın tehlike yok ama…"), wrong beside an urgent one. */
const NOT_URGENT =
  /\b(yakin (tehlike|risk)\w* yok\w*|risk\w* dusuk\w*|dusuk risk\w*|acil degil\w*)/;

/** A referral sign that says where to send the person today (folded). */
const URGENT_REFERRAL = /\b(ayni gun|acil\w*|112)\b/;

/** A step that says whom to notify and when (folded). */
const REPORTING_STEP = /\b(bildir\w*|112|155|156|kolluk\w*|savcilig\w*|uyar(in|mak)\w*)/;

/**
 * What the answer rests on, said the way its kind of frame asks ("…işaretleri", "ikilem"). The
 * case's words the frame matched are not quoted back: reviewers read "Sorunuzdaki … ifadelerinden
 * yola çıkarak" as a template, and a matched phrase out of its sentence reads oddly. With a red
 * flag whose signs may explain the whole picture (a thyroid, a heart, a diabetes sign: `mimic` in
 * red-flags.yaml), the picture the words fit is only provisional, and the opening says so.
 */
function leadSentence(
  primary: FrameMatch,
  citation: string,
  toSupervisor: boolean,
  provisional = false,
  held = false,
): string {
  const title = `**${primary.frame.title}**`;
  if (held && primary.frame.kind === 'technique')
    return `Bu vakada ${title} ${citation} şimdilik başlatılacak teknik değil: aşağıdaki işaret netleşmeden uygulamayın. Netleştiğinde nasıl uygulanacağını da yazıyorum.`;
  if (provisional && primary.frame.kind === 'problem')
    return `Anlatım ${title} çerçevesine benziyor ${citation}; ama aşağıdaki işaretler netleşmeden bu okuma geçicidir.`;
  if (provisional && primary.frame.kind === 'technique')
    return `Bu vaka için ${title} ${citation} düşünülebilir; ama önce aşağıdaki işaretlerin netleşmesi gerekir.`;
  switch (primary.frame.kind) {
    case 'problem':
      return `Tablo en çok ${title} çerçevesine uyuyor ${citation}; aşağıdaki hipotezler bunu sınamak için.`;
    case 'ethics':
      return `Bu bir ${title} ikilemi ${citation}: önce çatışan ilkeleri, sonra seçenekleri ve önerdiğim yolu yazıyorum.`;
    case 'supervision':
      return toSupervisor
        ? `Süpervizyonda ele alınacak süreç ${title} ${citation}; yanıtı süpervizör olarak size yazıyorum.`
        : `Bu, süpervizyonda ele alınacak bir süreç: ${title} ${citation}. Ne oluyor olabileceğini, süpervizyonda nasıl açabileceğinizi ve danışanınız için neyin gerektiğini yazıyorum.`;
    case 'technique':
      return `Bu vaka için ${title} ${citation} uygun bir teknik; ne zaman uyduğunu, adımlarını ve dikkat edilecekleri yazıyorum.`;
  }
}

/** The body of an answer whose main frame is `frame`, shaped by the frame's kind. */
/**
 * A supervision process told to the one it happens to: a therapist whose own reactions or history
 * a client touched is answered about those reactions, how to bring them to supervision (how much
 * of their own story to share is theirs to decide; supervision is not therapy) and what the
 * client needs meanwhile (keep with support, or refer with care) — not with the client's picture.
 */
function writeSupervisionToSupervisee(
  w: Writer,
  input: FrameComposeInput,
  frame: Frame,
  secondary: FrameMatch[],
) {
  writeProcess(w, input, frame, 'Ne oluyor olabilir', 'Kendinizde fark edebilecekleriniz');
  w.heading('Süpervizyonda açmak');
  w.list([
    'Bunu süpervizyonda konuşmak sizi yetersiz göstermez; süpervizyonun asıl işi, danışanın terapistte uyandırdıklarını çalışmaya katmaktır.',
    'Kendi öykünüzden ne kadarını paylaşacağınıza siz karar verirsiniz: süpervizyonda konuşulan, öykünüzün ayrıntısı değil, bu danışanla çalışmanızı nasıl etkilediğidir.',
    'Tepkiler seanslarda işlevinizi bozuyor ya da günler sürüyorsa kişisel terapi desteği almak ve kendinize bir bakım planı yapmak mesleki sorumluluğun parçasıdır.',
    'Vakayı sürdürme ya da devretme kararını danışanın yararına göre süpervizörünüzle birlikte verin: çoğu zaman destekle sürdürmek mümkündür; destek yetmiyorsa danışanı hazırlayarak uygun bir meslektaşa sevk edin.',
  ]);
  w.heading('Süpervizyonda birlikte bakılabilecek sorular');
  w.list(w.pick(frame, 'Süpervizyon soruları', 3));
  w.heading('Süpervizörünüzün izleyebileceği yol');
  w.list(w.first(frame, 'Süpervizörün adımları', 3), true);
  w.heading('Etik ve sınırlar');
  w.list(w.pick(frame, 'Etik ve sınırlar', 1));
  writeBriefs(w, secondary, ['supervision', 'ethics']);
}

/** A supervision frame's process, concepts and signs, under headings for whoever is reading. */
function writeProcess(
  w: Writer,
  input: FrameComposeInput,
  frame: Frame,
  processHeading: string,
  signsHeading: string,
) {
  w.heading(processHeading);
  w.para(w.prose(frame, 'Süreç', input.level === 'experienced' ? 1 : 2));
  w.para(`**Öne çıkan kavramlar:** ${frame.concepts.slice(0, 5).join(' · ')}`);
  w.heading(signsHeading);
  w.list(w.pick(frame, 'Belirtiler', 2));
}

function writeFrame(w: Writer, input: FrameComposeInput, frame: Frame, secondary: FrameMatch[]) {
  const writers = {
    problem: writeProblem,
    ethics: writeEthics,
    supervision: writeSupervision,
    technique: writeTechnique,
  } as const;
  writers[frame.kind](w, input, frame, secondary);
}

function writeProblem(w: Writer, input: FrameComposeInput, frame: Frame, secondary: FrameMatch[]) {
  const experienced = input.level === 'experienced';
  const type = input.reading.type;
  w.heading('Formülasyon');
  w.para(w.prose(frame, 'Formülasyon', input.level === 'student' ? 2 : 1));
  w.para(`**Öne çıkan kavramlar:** ${frame.concepts.slice(0, 5).join(' · ')}`);
  w.heading('Bu vakada sınanacak hipotezler');
  w.list(w.pick(frame, 'Hipotezler', 3).map((h) => `${h}${w.caseFact(h)}`));
  w.heading('Netleştirmeniz gerekenler');
  w.list(w.pick(frame, 'Değerlendirme', 3));
  w.heading('Ayırıcı tanı ve sevk');
  w.list(w.pick(frame, 'Ayırıcı tanı ve sevk', type === 'should-i' ? 3 : 2));
  w.heading('İlk adımlar');
  if (planWaits(input, frame)) w.para(PLAN_WAITS);
  else if (heldByRedFlag(input, frame)) w.para(FLAG_WAITS);
  w.list(w.pick(frame, 'Müdahale', experienced ? 3 : 4), true);
  writeBriefs(w, secondary, ['technique']);
  if (input.level === 'student') {
    w.heading('Sık yapılan hata');
    w.list(w.pick(frame, 'Sık hatalar', 1));
  }
  const culture = w.pick(frame, 'Türkiye bağlamı', 1);
  if (culture.length > 0 && w.matcher.relevance(culture[0]!, w.questionFeatures) >= CASE_FACT_MIN) {
    w.heading('Türkiye bağlamında');
    w.list(culture);
  }
  writeBriefs(w, secondary, ['problem', 'ethics']);
}

function writeEthics(w: Writer, input: FrameComposeInput, frame: Frame, secondary: FrameMatch[]) {
  w.heading('İkilem');
  w.para(w.prose(frame, 'İkilem', 2));
  w.heading('Geçerli kurallar ve yasalar');
  w.list(w.pick(frame, 'İlgili kurallar ve yasalar', 4));
  w.heading('Seçenekler ve sonuçları');
  w.list(w.pick(frame, 'Seçenekler', 4));
  w.heading('Önerilen yol');
  const count = input.level === 'experienced' ? 1 : 2;
  w.para(
    input.risk?.level === 'high'
      ? urgentCourse(w.prose(frame, 'Önerilen yol', 9).split(/\n\s*\n/))
          .slice(0, count)
          .join('\n\n')
      : w.prose(frame, 'Önerilen yol', count),
  );
  w.heading('Karar adımları');
  w.list(w.first(frame, 'Karar adımları', input.level === 'experienced' ? 4 : 6), true);
  w.heading('Kayda geçirin');
  w.list(w.pick(frame, 'Kayıt', 3));
  w.heading('Danışın');
  w.list(w.pick(frame, 'Danışma', 2));
  writeBriefs(w, secondary, ['ethics', 'problem']);
}

function writeSupervision(
  w: Writer,
  input: FrameComposeInput,
  frame: Frame,
  secondary: FrameMatch[],
) {
  if (input.reading.asker !== 'supervisor' && input.reading.type !== 'supervisee') {
    writeSupervisionToSupervisee(w, input, frame, secondary);
    return;
  }
  writeProcess(
    w,
    input,
    frame,
    'Süpervizyonda olan ne olabilir',
    'Dikkat edebileceğiniz işaretler',
  );
  w.heading('Süpervizör olarak adımlarınız');
  w.list(w.first(frame, 'Süpervizörün adımları', 5), true);
  w.heading('Süpervizyonda sorabilecekleriniz');
  w.list(w.pick(frame, 'Süpervizyon soruları', 3));
  w.heading('Kaçınılacaklar');
  w.list(w.pick(frame, 'Sık hatalar', 1));
  w.heading('Etik ve sınırlar');
  w.list(w.pick(frame, 'Etik ve sınırlar', 1));
  writeBriefs(w, secondary, ['supervision', 'problem', 'ethics']);
}

function writeTechnique(
  w: Writer,
  input: FrameComposeInput,
  frame: Frame,
  secondary: FrameMatch[],
) {
  w.heading(`${frame.title}${frame.modality ? ` (${frame.modality})` : ''}: ne zaman uygun`);
  w.para(frame.summary);
  w.list(w.pick(frame, 'Ne zaman', 2));
  w.para(`**Dayandığı kavramlar:** ${frame.concepts.slice(0, 5).join(' · ')}`);
  w.heading('Adımlar');
  if (planWaits(input, frame)) w.para(PLAN_WAITS);
  else if (heldByRedFlag(input, frame)) w.para(FLAG_WAITS);
  w.list(w.first(frame, 'Adımlar', input.level === 'experienced' ? 5 : 7), true);
  if (input.level !== 'experienced' && !w.isWritten(EXAMPLE_KEY(frame))) {
    w.heading('Örnek cümle');
    w.para(`> ${w.prose(frame, 'Örnek cümle', 1)}`);
  }
  w.heading('Dikkat');
  w.list([...w.pick(frame, 'Ne zaman kullanılmaz', 2), ...w.pick(frame, 'Sık hatalar', 1)]);
  writeBriefs(w, secondary, ['technique', 'problem', 'ethics']);
}

/** Where each kind of frame says when it is the right choice, and what to do (comparisons). */
const WHEN_SECTION: Record<FrameKind, string> = {
  technique: 'Ne zaman',
  problem: 'Müdahale',
  supervision: 'Süpervizörün adımları',
  ethics: 'Seçenekler',
};
const STEPS_SECTION: Record<FrameKind, string> = {
  technique: 'Adımlar',
  problem: 'Müdahale',
  supervision: 'Süpervizörün adımları',
  ethics: 'Karar adımları',
};

/**
 * A section of a frame, or an empty one when the frame's kind has no such section: a comparison
 * across kinds asks each side for what its own kind writes, and a missing one is not an error.
 */
function sectionOf(frame: Frame, heading: string): FrameSection {
  return frame.sections.find((s) => s.heading === heading) ?? { heading, text: '', bullets: [] };
}

function writeComparison(
  w: Writer,
  input: FrameComposeInput,
  primary: FrameMatch,
  secondary: FrameMatch[],
  flags: readonly FoundRedFlag[],
) {
  // A medical emergency in the case (delirium) answers the choice for now: neither reading nor
  // technique is settled until it is cleared (a cognitive test in delirium measures the delirium),
  // so the options are not laid side by side.
  const emergency = flags.find(({ flag }) => flag.holds === true);
  if (emergency) {
    w.heading('Bu vaka için öneri');
    w.para(
      `Bu seçimi şimdi yapmak erken: yukarıdaki işaret (**${emergency.flag.title}**) netleşene kadar ikisi de bekler. Önce aynı gün tıbbi değerlendirme; tablo düzeldikten sonra seçenekleri ve gerekiyorsa bilişsel ve duygudurum değerlendirmesini yeniden ele alın.`,
    );
    return;
  }
  // A choice of format ("bireysel mi, çift çalışması mı?") is no choice between two frames: the
  // case's own frame answers it, with what it says of each format and the rule that decides.
  if (input.reading.compared && input.reading.compared.every((o) => FORMAT_OPTION.test(fold(o)))) {
    writeFormatChoice(w, input, primary.frame);
    writeFrame(w, input, primary.frame, secondary);
    return;
  }
  // How the whole case fits every frame: chooses each option's frame and the likelier option.
  const whole = new Map(
    input.matcher.score(input.question, input.reading).map((m) => [m.frame.id, m.score]),
  );
  const sides = comparedFrames(input, primary, secondary, whole);
  if (sides.length < 2) {
    // Only one side is known: say so rather than invent the other.
    const named = input.reading.compared?.join(' ve ') ?? 'iki seçenek';
    w.para(
      `${named} arasındaki karşılaştırmada bilgi tabanımda yalnızca **${sides[0]!.frame.title}** için ayrıntılı bir çerçeve var; diğerini aynı ölçütlerle (endikasyon, kanıt düzeyi, danışanın hazır oluşu, sizin yetkinliğiniz) değerlendirmenizi öneririm.`,
    );
    writeFrame(w, input, sides[0]!.frame, []);
    return;
  }
  // What each frame says about the other option ("DEHB'deki süreğen hareketlilik, epizodik …
  // maniden ayrılmalıdır") is what tells them apart in this case: taken before the table, which
  // would otherwise show it in a row of its own.
  const apart = tellingApart(w, input.reading.compared, sides);
  const cell = (frame: Frame, heading: string) =>
    (w.pick(frame, heading, 1)[0] ?? '—').replace(/\|/g, '/');
  const allOf = (kind: FrameKind) => sides.every((m) => m.frame.kind === kind);
  // Techniques: when, when not, the first step. Problems (a differential): what suggests each,
  // what tells them apart, when to refer.
  const rows: Array<[string, string]> = allOf('technique')
    ? [
        ['Ne zaman', 'Ne zaman'],
        ['Ne zaman kullanılmaz', 'Ne zaman kullanılmaz'],
        ['İlk adım', 'Adımlar'],
      ]
    : allOf('problem')
      ? [
          ['Ne düşündürür', 'Hipotezler'],
          ['Ayırt etmek için', 'Değerlendirme'],
          ['Sevk', 'Ayırıcı tanı ve sevk'],
        ]
      : [];
  w.heading('Karşılaştırma');
  if (rows.length > 0) {
    w.out.push(
      `| | ${sides.map((m) => `${m.frame.title} ${w.cite(m.frame)}`).join(' | ')} |`,
      `|---|${sides.map(() => '---').join('|')}|`,
      ...rows.map(
        ([label, heading]) =>
          `| ${label} | ${sides.map((m) => cell(m.frame, heading)).join(' | ')} |`,
      ),
      '',
    );
  } else {
    for (const side of sides) {
      w.para(`**${side.frame.title}** ${w.cite(side.frame)}: ${side.frame.summary}`);
    }
  }
  if (apart.length > 0) {
    w.heading(sides.length === 2 ? 'İkisini ayırt ettiren' : 'Seçenekleri ayırt ettiren');
    w.list(apart);
  }
  // The side the case's facts fit best is recommended: for a technique, its indications against
  // the case; for a diagnosis, how the whole case (not the option's name) matches its frame.
  // A technique's indication that fits this case best (its words and the client's life stage) is
  // both how well the technique fits and the reason given for it.
  // The fit counts every indication (the table may already show the best one); the reason given
  // is the best one not yet written.
  const indication = (m: FrameMatch, unwritten = false) =>
    sectionOf(m.frame, 'Ne zaman')
      .bullets.filter((t) => !unwritten || !w.isWritten(t))
      .map((text) => ({
        text,
        score:
          w.matcher.relevance(text, w.questionFeatures) +
          stageFit(text, input.reading.stage) +
          phaseFit(text, w.ongoing),
      }))
      .sort((a, b) => b.score - a.score)[0];
  const fit = (m: FrameMatch) =>
    m.frame.kind === 'technique' ? (indication(m)?.score ?? 0) : (whole.get(m.frame.id) ?? m.score);
  const reason = (m: FrameMatch) => {
    const text =
      m.frame.kind === 'technique'
        ? indication(m, true)?.text
        : w.pick(m.frame, WHEN_SECTION[m.frame.kind], 1)[0];
    if (text) w.markWritten(text);
    return text;
  };
  // With a risk in the case's own words, the risk decides first: a side that is the risk's own
  // frame (partner violence, not "couple conflict") comes before the rest, and a reading that
  // says nothing is wrong ("olağan yas") comes last, whatever else fits
  // (docs/requirements/ai-engine.md#ai-harmful: present risk is never talked down).
  const textRisk = riskInText(input);
  // Only frames that are a reading of the risk itself (partner violence, suicidality, psychosis),
  // not a stand-in for where it is assessed (elder abuse is assessed from dementia caregiving).
  const riskFrames = textRisk
    ? riskFrameIds({
        ...input,
        risk: { ...input.risk!, kinds: input.risk!.kinds.filter((k) => READINGS_OF_RISK.has(k)) },
      })
    : [];
  const order = (m: FrameMatch) =>
    (riskFrames.includes(m.frame.id) ? 0 : 1) +
    (textRisk && NO_DISORDER.test(fold(m.frame.title)) ? 2 : 0);
  const ranked = [...sides].sort((x, y) => order(x) - order(y) || fit(y) - fit(x));
  const better = ranked[0]!;
  const others = ranked.slice(1);
  w.heading('Bu vaka için öneri');
  const client = describeClient(input.reading);
  const riskDecides = textRisk && sides.some((m) => order(m) !== order(better));
  if (riskDecides)
    w.para(
      `Anlattığınız risk işaretleri hangi okumanın doğru olduğundan bağımsız olarak bugün değerlendirilmeli; bir risk varken tabloyu olağan saymak güvenli değildir.${
        input.risk!.kinds.includes('domesticViolence') && input.reading.settings.includes('couple')
          ? ' Partner şiddeti ya da zorlayıcı kontrol varken ortak çift seansları da güvenli değildir: bireysel görüşmeye geçin ve anlatılanı diğer partnere taşımayın.'
          : ''
      }`,
    );
  // A side a red flag of the case puts off (sleep restriction beside signs of sleep apnoea).
  const deferred = (m: FrameMatch) => flags.some(({ flag }) => flag.frames.includes(m.frame.id));
  // A verdict needs the case to decide it: the risk's own reading first, or frames of one kind
  // (the fits of a technique and of a problem are not on one scale: "ERP mi, yönelim keşfi mi"
  // must not be won by the frame with more matching words), and no red flag putting the winner
  // off or any side waiting on one. Otherwise the answer says what decides
  // (docs/requirements/ai-engine.md#ai-quality: plain about uncertainty).
  const sameKind = sides.every((m) => m.frame.kind === better.frame.kind);
  const decided = (riskDecides || sameKind) && !sides.some(deferred);
  if (allOf('problem')) {
    // A differential: the likelier reading for these facts, and what would settle it.
    w.para(
      decided
        ? `Anlattıklarınızla **${better.frame.title}** daha olası görünüyor; ama karar, aşağıdaki soruların yanıtlarına bağlı.`
        : `Anlattıklarınız ${sides.map((m) => `**${m.frame.title}**`).join(' ile ')} arasında karar vermeye yetmiyor: karar, ${apart.length > 0 ? 'yukarıdaki ayırt edici noktalara ve ' : ''}aşağıdaki soruların yanıtlarına bağlı.`,
    );
    w.list([
      ...w.pick(better.frame, 'Değerlendirme', 2),
      ...others.flatMap((other) => w.pick(other.frame, 'Değerlendirme', 1)),
    ]);
    if (!decided) return;
    w.heading(`${better.frame.title}: ilk adımlar`);
    w.list(w.pick(better.frame, 'Müdahale', 3), true);
    return;
  }
  if (!decided) {
    w.para('Hangisinin öne geçeceği, bu vakada şu koşullardan hangisinin geçerli olduğuna bağlı:');
    for (const side of ranked) {
      if (deferred(side)) {
        w.para(`**${side.frame.title}**: yukarıdaki işaret netleşene kadar başlatılmamalı.`);
        continue;
      }
      const when = reason(side);
      if (when) w.para(`**${side.frame.title}** şu durumda öne geçer: ${lowerFirst(when)}`);
    }
    writeOtherProblem(w, secondary, sides);
    return;
  }
  // Beside a risk to a person, neither option starts before the risk is assessed today: the
  // choice is said as the one for afterwards (docs/requirements/ai-engine.md#ai-grade: risk
  // handled when present).
  const waits = !riskDecides && sides.every((m) => planWaits(input, m.frame));
  if (waits)
    w.para(
      'Hangisini seçerseniz seçin, önce yukarıdaki risk bugün değerlendirilmeli; seçim güvenlik netleştikten sonrası içindir.',
    );
  const forWhom = client ? `${client} için` : 'anlattığınız tabloda';
  const opening = waits ? `Güvenlik netleştikten sonra ${forWhom}` : `${forWhom} önce`;
  w.para(
    `${opening[0]!.toLocaleUpperCase('tr')}${opening.slice(1)} **${better.frame.title}** daha uygun görünüyor: ${lowerFirst(reason(better) ?? better.frame.summary)}`,
  );
  for (const other of others) {
    const switchTo = reason(other);
    if (switchTo) w.para(`**${other.frame.title}** şu durumda öne geçer: ${lowerFirst(switchTo)}`);
  }
  const caution =
    better.frame.kind === 'technique' ? w.pick(better.frame, 'Ne zaman kullanılmaz', 1)[0] : null;
  if (caution) w.para(`Dikkat: ${caution}`);
  w.heading(`${better.frame.title}: adımlar`);
  if (waits) w.para(PLAN_WAITS);
  w.list(w.first(better.frame, STEPS_SECTION[better.frame.kind], 5), true);
  writeOtherProblem(w, secondary, sides);
}

/** The clinical picture beside the options compared, when it is none of them, in brief. */
function writeOtherProblem(
  w: Writer,
  secondary: readonly FrameMatch[],
  sides: readonly FrameMatch[],
) {
  const problem = secondary.find(
    (m) => m.frame.kind === 'problem' && !sides.some((side) => side.frame.id === m.frame.id),
  );
  if (problem) writeProblemBrief(w, problem.frame);
}

/** An option that names a format of work, not a method or a diagnosis (folded). */
const FORMAT_OPTION =
  /^(?:\S+ ){0,2}?(bireysel|cift|esli|aile|ebeveyn|grup|online|cevrim ?ici|yuz yuze)\w*( (calisma|gorusme|terapi|seans)\w*)?( mi| mu)?$/;
/** What each format is called in a frame's bullets (folded stems). */
const FORMAT_WORDS: Array<[RegExp, RegExp]> = [
  [/bireysel/, /\bbireysel\w*/],
  [/cift|esli/, /\b(cift|esler|esiyle|partner|ortak gorusme)\w*/],
  [/aile|ebeveyn/, /\b(aile|ebeveyn)\w* (gorusme|calisma|terapi|oturum|seans)\w*/],
  [/grup/, /\bgrup\w*/],
  [/online|cevrim|yuz yuze/, /\b(cevrim ?ici|online|yuz yuze)\w*/],
];

/**
 * The answer to a choice of format: what the case's frame says of each format asked about, and
 * the rule that decides (where the distress lives, safety, both partners' will).
 */
function writeFormatChoice(w: Writer, input: FrameComposeInput, frame: Frame) {
  w.heading('Hangi biçimde çalışmalı');
  const lines: string[] = [];
  for (const option of input.reading.compared ?? []) {
    const words = FORMAT_WORDS.find(([name]) => name.test(fold(option)))?.[1];
    if (!words) continue;
    let bullet: string | null = null;
    for (const heading of ['Müdahale', 'Değerlendirme', 'Ayırıcı tanı ve sevk']) {
      bullet = w.firstMatching(frame, heading, words);
      if (bullet) break;
    }
    if (bullet) {
      const label = option.replace(/\s+m[iı]$/u, '');
      lines.push(
        `**${label.charAt(0).toLocaleUpperCase('tr')}${label.slice(1)}:** ${bullet} ${w.cite(frame)}`,
      );
    }
  }
  if (lines.length > 0) w.list(lines);
  w.para(FORMAT_RULE);
}
const FORMAT_RULE =
  'Karar, sıkıntının nerede sürdüğüne bağlı: sorun ilişkinin ya da ailenin içinde sürüyorsa (çatışma, farklı baş etme biçimleri, ortak kararlar) ve taraflar istekliyse ortak görüşme; kişinin kendi yası, depresyonu ya da güvenliği öndeyse önce bireysel çalışma. Şiddet, baskı ya da korku varsa ortak görüşme yapılmaz. İkisi birlikte de yürüyebilir: bireysel çalışmanın içine, amacı baştan konuşulmuş birkaç ortak görüşme eklemek sık kullanılan bir yoldur; kimin danışanınız olduğunu ve gizliliğin nasıl işleyeceğini baştan netleştirin.';

/**
 * The frames compared: one per named option (each matched on its own words, all different), else
 * the two best of the primary's kind.
 */
function comparedFrames(
  input: FrameComposeInput,
  primary: FrameMatch,
  secondary: FrameMatch[],
  whole: ReadonlyMap<string, number>,
): FrameMatch[] {
  const compared = input.reading.compared;
  if (compared) {
    // Each side's candidates, matched on its own words; the sides must be different frames (the
    // first choice of one side may be another's: "olağan yas" / "uzamış yas").
    // Among the frames an option's own words name, the one the whole case fits best ("postpartum
    // OKB" in a perinatal case is perinatal OCD, not contamination OCD).
    // An option a frame's title names in full ("uyaran kontrolü", "olağan yas") is that frame;
    // otherwise the frames titled with part of it ("altta depresyon" → the depression frames) and
    // those its words match compete, and the one the whole case fits best comes first (a
    // 16-year-old's depression is adolescent depression, a "postpartum OKB" perinatal OCD).
    const byWhole = (x: { frame: Frame }, y: { frame: Frame }) =>
      (whole.get(y.frame.id) ?? 0) - (whole.get(x.frame.id) ?? 0);
    const candidates = compared.map((name) => {
      const titled = framesTitled(input.matcher.frames, name);
      const asMatch = (frame: Frame): FrameMatch => ({
        frame,
        score: whole.get(frame.id) ?? 0,
        confidence: 0,
        cues: [],
        evidence: [],
      });
      const full = titled.filter((t) => t.all).map((t) => asMatch(t.frame));
      // A title sharing one word with the option ("yumuşak yöntem" → "yumuşama" of couple
      // therapy) counts only for a frame the case itself fits.
      const partial = titled
        .filter((t) => !t.all && (whole.get(t.frame.id) ?? 0) >= 1)
        .map((t) => asMatch(t.frame));
      const matched = input.matcher
        .score(name, { ...input.reading, type: 'how-to' })
        .filter((m) => m.score >= 1)
        .slice(0, 4);
      const rest = [
        ...partial,
        ...matched.filter((m) => !partial.some((p) => p.frame === m.frame)),
      ];
      return [
        ...full.sort(byWhole),
        ...rest.filter((m) => !full.some((f) => f.frame === m.frame)).sort(byWhole),
      ];
    });
    const chosen: FrameMatch[] = [];
    // The last side first: its first choice is kept, earlier sides take their next one.
    for (const list of [...candidates].reverse()) {
      const pick = list.find((m) => !chosen.some((c) => c.frame.id === m.frame.id));
      if (pick) chosen.unshift(pick);
    }
    if (chosen.length >= 2) return chosen;
  }
  const sameKind = [primary, ...secondary].filter((m) => m.frame.kind === primary.frame.kind);
  const pool = input.matches.filter((m) => m.frame.kind === primary.frame.kind && m !== primary);
  const second = sameKind[1] ?? pool[0];
  return second ? [primary, second] : [primary];
}

/** The sections where a frame speaks of what it is not, by kind. */
const APART_SECTIONS: Record<FrameKind, readonly string[]> = {
  problem: ['Ayırıcı tanı ve sevk', 'Değerlendirme', 'Hipotezler'],
  technique: ['Ne zaman kullanılmaz', 'Ne zaman', 'Sık hatalar'],
  ethics: ['Seçenekler', 'Karar adımları'],
  supervision: ['Belirtiler', 'Süpervizörün adımları'],
};

/**
 * The bullets of each side's frame that name another side as the user wrote it (at most two a
 * side, not yet written): a frame's own word on how it differs from the other option.
 */
function tellingApart(
  w: Writer,
  compared: readonly string[] | null,
  sides: readonly FrameMatch[],
): string[] {
  if (!compared || compared.length !== sides.length) return [];
  const wordsOf = (text: string) =>
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  // A word is named by an inflected form sharing its stem: "manik" → "maniden", "DEHB" → "DEHB'deki".
  const sameStem = (word: string, t: string) => {
    // A short word ("yas", "OKB") only as itself: "yas" is not "yaşta".
    if (word.length <= 3) return t === word;
    const k = Math.min(5, word.length - 1);
    let common = 0;
    while (common < word.length && word[common] === t[common]) common++;
    return common >= k;
  };
  const names = (bullet: string, option: string) => {
    const optionWords = wordsOf(option).filter((word) => word.length >= 3);
    const bulletWords = wordsOf(bullet);
    const found = optionWords.filter((word) => bulletWords.some((t) => sameStem(word, t)));
    return optionWords.length > 0 && found.length * 2 >= optionWords.length;
  };
  const out: string[] = [];
  sides.forEach((side, i) => {
    const others = compared.filter((_, j) => j !== i);
    const bullets = APART_SECTIONS[side.frame.kind].flatMap(
      (heading) => side.frame.sections.find((s) => s.heading === heading)?.bullets ?? [],
    );
    const naming = bullets.filter(
      (b) => !w.isWritten(b) && !out.includes(b) && others.some((o) => names(b, o)),
    );
    for (const b of naming.slice(0, 2)) {
      w.markWritten(b);
      out.push(`${b} ${w.cite(side.frame)}`);
    }
  });
  return out;
}

/**
 * The frames whose title names an option, with whether it names all of it: the most of the
 * option's words found in the title, at least half of them. A word is found when a title word
 * starts with its first six letters ("kontrolü" → "kontrol", but "psikoz" is not "psikoterapi"),
 * or is itself the start of it ("manik" → "mani"); a word of three letters ("OKB", "yas") only as
 * itself. Shorter words name nothing.
 */
function framesTitled(
  frames: readonly Frame[],
  option: string,
): Array<{ frame: Frame; all: boolean }> {
  const words = fold(option)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const named = (word: string, t: string) =>
    word.length <= 3
      ? t === word
      : t.startsWith(word.slice(0, 6)) || (t.length >= 4 && word.startsWith(t));
  const found = frames.map((frame) => {
    const title = fold(frame.title).split(/[^a-z0-9]+/);
    return words.filter((word) => title.some((t) => named(word, t))).length;
  });
  const best = Math.max(...found);
  if (best === 0 || best * 2 < words.length) return [];
  return frames
    .filter((_, i) => found[i] === best)
    .map((frame) => ({ frame, all: best === words.length }));
}

/** A secondary frame in a few lines, by its kind (the main frame's kind is written in full). */
const BRIEFS: Record<FrameKind, (w: Writer, frame: Frame) => void> = {
  problem: writeProblemBrief,
  ethics: writeEthicsBrief,
  technique: writeTechniqueBrief,
  supervision: writeSupervisionBrief,
};

/** The briefs of the secondary frames of these kinds, in this order of kinds. */
function writeBriefs(w: Writer, secondary: readonly FrameMatch[], kinds: readonly FrameKind[]) {
  for (const kind of kinds)
    for (const match of secondary) if (match.frame.kind === kind) BRIEFS[kind](w, match.frame);
}

function writeSupervisionBrief(w: Writer, frame: Frame) {
  w.heading(`Ayrıca: ${frame.title}`);
  w.para(frame.summary);
  w.list(w.pick(frame, 'Süpervizörün adımları', 2).map((s) => `${s} ${w.cite(frame)}`));
}

function writeTechniqueBrief(w: Writer, frame: Frame) {
  const when = w.pick(frame, 'Ne zaman', 1)[0];
  const steps = w.first(frame, 'Adımlar', 3);
  w.para(`**${frame.title}** ${w.cite(frame)}${when ? `: ${when}` : ''}`);
  w.list(steps, true);
}

function writeProblemBrief(w: Writer, frame: Frame) {
  w.heading(`Klinik boyut: ${frame.title}`);
  // The frame's one-sentence model places the technique or dilemma in the clinical picture.
  w.para(frame.summary);
  w.list([
    ...w.pick(frame, 'Değerlendirme', 2),
    ...w.pick(frame, 'Ayırıcı tanı ve sevk', 1).map((t) => `${t} ${w.cite(frame)}`),
  ]);
}

function writeEthicsBrief(w: Writer, frame: Frame) {
  w.heading(`Etik ve yasal boyut: ${frame.title}`);
  // Beside another frame, the part of the recommended course that speaks to this case, not its
  // opening lines (a competence frame's first sentence is about eating disorders and psychosis).
  w.para(`${w.sentencesFitting(w.prose(frame, 'Önerilen yol', 9), 2)} ${w.cite(frame)}`);
  w.list(w.pick(frame, 'İlgili kurallar ve yasalar', 2));
}

/** Honest limits (issue 17 §3): what is unclear, the questions that would decide it, a scaffold. */
function writeNoMatch(w: Writer, input: FrameComposeInput) {
  const r = input.reading;
  w.para(
    'Sorunuzu bilgi tabanımdaki klinik çerçevelerden biriyle güvenle eşleştiremedim; bu yüzden kaynak göstermeden, neyin netleşmesi gerektiğini ve kısa bir iskeleti yazıyorum.',
  );
  const asks: string[] = [];
  if (r.age === null && r.stage === null) asks.push('Danışanın yaşı ve yaşam dönemi nedir?');
  if (r.duration === null) asks.push('Yakınma ne zamandır sürüyor ve neyle başladı?');
  asks.push('Şimdiye kadar neler denendi, danışan ne kadar yararlandı?');
  asks.push(
    'Sizden beklenen tam olarak ne: vakayı formüle etmek mi, bir teknik seçmek mi, etik bir karar mı?',
  );
  w.heading('Netleşmesi gerekenler');
  w.list(asks.slice(0, 4));
  const weak = input.matcher
    .score(input.question, r)
    .slice(0, 3)
    .filter((m) => m.score > 0.5)
    .map((m) => m.frame.title);
  if (weak.length > 0) {
    w.para(
      `Sorunuz şu başlıklardan birine yakın olabilir: ${weak.join(', ')}. Hangisi olduğunu yazarsanız o çerçeveyle ayrıntılı yanıt veririm.`,
    );
  }
  w.heading('Kısa bir iskelet');
  w.list(
    r.type === 'should-i'
      ? [
          'Kararın kimi, nasıl etkileyeceğini ve hangi ilkelerin (yarar, zarar vermeme, özerklik, gizlilik) çatıştığını yazın.',
          'Yasal bir yükümlülük olup olmadığını ve kurumunuzun kurallarını kontrol edin.',
          'Kararı vermeden önce süpervizörünüze danışın ve gerekçesiyle kayda geçirin.',
        ]
      : [
          'Yakınmayı başlatan, sürdüren ve koruyan etkenleri ayrı ayrı yazın.',
          'Risk, tıbbi durum ve madde kullanımını dışlayarak başlayın.',
          'Danışanla ortak, ölçülebilir bir ilk hedef belirleyin.',
        ],
  );
}

/** A text's sentences; a question quoted inside one ("…ne yapalım?" sorusunu) does not end it. */
function sentencesIn(text: string): string[] {
  const sentences: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '“' || c === '”' || c === '"')
      quoted = c === '“' ? true : c === '”' ? false : !quoted;
    if (quoted || !/[.!?]/.test(c)) continue;
    const next = text[i + 1];
    if (next !== undefined && !/\s/.test(next)) continue;
    sentences.push(text.slice(start, i + 1).trim());
    start = i + 1;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function firstSentences(text: string, n: number): string {
  return sentencesIn(text).slice(0, n).join(' ');
}

function lowerFirst(text: string): string {
  return text ? `${text[0]!.toLocaleLowerCase('tr')}${text.slice(1)}` : text;
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
