// What every engine works out about a question before answering: the knowledge entries that
// ground it, how to read it (mode), and whether it carries risk language.
import type { TopicFocus } from '@psikorehber/shared/schemas/workspace';
import { classifyQuestion, type SupervisionMode } from './classify';
import type { SupervisionTurn } from './engine';
import type { KnowledgeEntry } from './knowledge/knowledge-base';
import { knowledgeRetriever, type KnowledgeRetriever } from './knowledge/retrieval';
import { assessRisk, type RiskAssessment } from './risk';

const GROUNDING_ENTRIES = 5;
/** Below this BM25 score a hit is noise (a shared common word). */
const MIN_SCORE = 1.5;

export interface QuestionAnalysis {
  entries: KnowledgeEntry[];
  mode: SupervisionMode;
  risk: RiskAssessment;
}

export function analyzeQuestion(
  question: string,
  history: readonly SupervisionTurn[],
  focus: TopicFocus,
  retriever: KnowledgeRetriever = knowledgeRetriever(),
): QuestionAnalysis {
  let hits = retriever.search(question, GROUNDING_ENTRIES).filter((hit) => hit.score >= MIN_SCORE);
  // A short follow-up ("peki çocuklarda?") borrows the words of the previous question.
  const previous = history.at(-1);
  if (previous && hits.length < 3) {
    hits = retriever
      .search(`${question} ${previous.question}`, GROUNDING_ENTRIES)
      .filter((hit) => hit.score >= MIN_SCORE);
  }
  const risk = assessRisk(question);
  // Risk-screening knowledge only where the text carries risk: a word like "eşinden" must not
  // pull domestic-violence screening questions into a case about something else (issue 15).
  const entries = hits.map((hit) => hit.entry).filter((e) => risk.risk || e.kind !== 'risk');
  return {
    entries,
    mode: classifyQuestion(question, entries, focus),
    risk,
  };
}
