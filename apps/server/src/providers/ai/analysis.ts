// What every engine works out about a question before answering (issue 17 §2,
// docs/requirements/ai-engine.md#ai-design): the case reading, the frames that ground it (above the
// relevance floor), how to read it (mode), whether it continues the topic's previous question, and
// the risk verdict. The offline engine composes from this; an LLM gets it as its grounding
// (system-prompt.ts).
import type { TopicFocus } from '@psikorehber/shared/schemas/workspace';
import { readCase, type CaseReading, type Setting } from './case-reading';
import type { SupervisionTurn } from './engine';
import { frameMatcher, RELEVANCE_FLOOR, type FrameMatch, type FrameMatcher } from './frame-matcher';
import type { FrameKind } from './knowledge/frames';
import { asksSomething } from './asked-parts';
import { assessRisk, type RiskAssessment } from './risk';
import type { RiskKind } from './risk-cues';
import { fold } from './text';

export type SupervisionMode = 'case' | 'ethics' | 'technique';

export interface QuestionAnalysis {
  reading: CaseReading;
  matches: FrameMatch[];
  /** Frames for parts of a multi-part question the leading matches do not cover. */
  partLeads: FrameMatch[];
  mode: SupervisionMode;
  risk: RiskAssessment;
  /** The earlier question this one continues, or null (a new case or no history). */
  continues: string | null;
  /** The frame kind the topic's focus asks for, if it is not "auto". */
  preferredKind?: FrameKind;
}

const FOCUS_KIND: Record<Exclude<TopicFocus, 'auto'>, FrameKind> = {
  case: 'problem',
  ethics: 'ethics',
  technique: 'technique',
};

/** Frames that presuppose a risk category (one of these must be in the verdict). */
const PRESUPPOSED_RISK: Record<string, RiskKind[]> = {
  'ethics-duty-to-warn': ['harmToOthers'],
  'ethics-client-harassment-and-therapist-safety': ['harmToOthers'],
  'ethics-reporting-child-abuse': ['childAbuse'],
  'ethics-reporting-domestic-violence': ['domesticViolence'],
  'problem-domestic-violence-victim': ['domesticViolence'],
  'problem-domestic-violence-perpetrator': ['domesticViolence', 'harmToOthers'],
};

/** Frames about one setting: they fit only a case in it (a one-to-one dual role is no group). */
const PRESUPPOSED_SETTING: Record<string, Setting> = {
  'supervision-group-supervision': 'group',
};

const MODE_OF_KIND: Record<FrameKind, SupervisionMode> = {
  problem: 'case',
  supervision: 'case',
  ethics: 'ethics',
  technique: 'technique',
};

/** A follow-up of the earlier question: very short, or sharing many of its content words. */
export function continuesPrevious(question: string, previous: string): boolean {
  const words = (text: string) =>
    new Set(
      fold(text)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3)
        .map((w) => w.slice(0, 5)),
    );
  const now = words(question);
  if (now.size <= 4) return true;
  const before = words(previous);
  const shared = [...now].filter((w) => before.has(w)).length;
  return shared / Math.min(now.size, Math.max(1, before.size)) >= 0.3;
}

export function analyzeQuestion(
  question: string,
  history: readonly SupervisionTurn[],
  focus: TopicFocus,
  matcher: FrameMatcher = frameMatcher(),
): QuestionAnalysis {
  const previous = history.at(-1)?.question;
  const continues = previous && continuesPrevious(question, previous) ? previous : null;
  // A follow-up ("peki ergenlerde?") is read together with the case it continues; an unrelated
  // earlier question of the topic is left out (issue 17 §3).
  const text = continues ? `${continues}\n${question}` : question;
  const reading = readCase(text);
  const preferredKind = focus === 'auto' ? undefined : FOCUS_KIND[focus];
  const risk = assessRisk(question);
  // A frame about acting on a risk (warning a third party, reporting abuse, a threatening client)
  // fits only when that risk is there: "aileme söylersen kendimi öldürürüm" is about suicide,
  // not a threat to the therapist.
  const matches = matcher
    .match(text, reading)
    .map((m) => {
      const needs = PRESUPPOSED_RISK[m.frame.id];
      const setting = PRESUPPOSED_SETTING[m.frame.id];
      const unfit =
        (needs && !needs.some((k) => risk.kinds.includes(k))) ||
        (setting && !reading.settings.includes(setting));
      return unfit ? { ...m, score: m.score / 2 } : m;
    })
    .sort((a, b) => b.score - a.score);
  if (preferredKind) {
    // The topic's focus brings its kind forward when a frame of that kind matched at all.
    matches.sort(
      (a, b) =>
        b.score * (b.frame.kind === preferredKind ? 1.5 : 1) -
        a.score * (a.frame.kind === preferredKind ? 1.5 : 1),
    );
  }
  const partLeads = leadsOfParts(question, reading, matcher, matches);
  const primaryKind = matches[0]?.frame.kind;
  const mode: SupervisionMode =
    focus !== 'auto'
      ? focus
      : reading.type === 'should-i' && primaryKind === 'ethics'
        ? 'ethics'
        : primaryKind
          ? MODE_OF_KIND[primaryKind]
          : reading.type === 'should-i'
            ? 'ethics'
            : 'case';
  return {
    reading,
    matches,
    partLeads,
    mode,
    risk,
    continues,
    ...(preferredKind ? { preferredKind } : {}),
  };
}

/**
 * The parts of a question that asks several things ("…nasıl formüle ederim? Ayrıca ailesine ne
 * söylemeliyim?", "hem ittifak kopuşunu hem de süpervizenin krizini…"): each part is a request of
 * its own, and a supervisor answers every one (issue 17: multi-part questions were half answered).
 */
export function questionParts(question: string): string[] {
  const parts = question
    .split(/\?+|;|\n+|\bhem de\b|\bayrıca\b|\bbir de\b|\bbunun yanında\b|\bbunun yanı sıra\b/iu)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
  return parts.length >= 2 ? parts : [];
}

const PART_FLOOR = RELEVANCE_FLOOR * 0.75;

/**
 * The best frame for each part of a multi-part question, when it is not the question's leading
 * match: the answer then carries a brief for it. A part is read with its own
 * request type and the whole question's client (age, stage, setting).
 */
function leadsOfParts(
  question: string,
  reading: CaseReading,
  matcher: FrameMatcher,
  matches: readonly FrameMatch[],
): FrameMatch[] {
  // Only the best match is sure to lead the answer; a part's frame that is further down the
  // whole question's list would not make it in on its own (composition keeps each frame once).
  const leading = new Set(matches.slice(0, 1).map((m) => m.frame.id));
  const leads: FrameMatch[] = [];
  // Only a part that asks something is a request of its own; a line of a pasted case note
  // ("Babası 52 yaşında kalpten ölmüş.") is context for the whole, not a topic to brief.
  for (const part of questionParts(question).filter(asksSomething)) {
    // The part's own request type ("ne söylemeliyim" is should-i), the whole question's client.
    const own = readCase(part);
    const best = matcher.score(part, {
      ...own,
      age: reading.age,
      stage: reading.stage,
      settings: reading.settings,
    })[0];
    // A part has fewer words to add up than a whole question: a lower floor, but it must rest on
    // one of the frame's own cues, never on shared vocabulary alone.
    // Two of its cues, or one that carries the part on its own (a strong score): one shared
    // phrase ("kalp krizi geçirdikten sonra" in a panic case) does not make a topic.
    if (!best || best.score < PART_FLOOR || best.cues.length === 0) continue;
    if (best.cues.length < 2 && best.score < RELEVANCE_FLOOR * 1.5) continue;
    if (leading.has(best.frame.id) || leads.some((l) => l.frame.id === best.frame.id)) continue;
    leads.push(best);
  }
  return leads.slice(0, 2);
}
