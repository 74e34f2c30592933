// The blind evaluation sets of the AI engine (apps/server/eval/): texts written by helper authors
// who saw only the list of categories or identifier kinds, never the rules (README "Measuring the
// AI engine"). Each item belongs to the dev part or the held-out part by a hash of its id, fixed
// forever: tune on dev only; held-out is only ever reported.
import fs from 'node:fs';
import path from 'node:path';

const EVAL_DIR = path.resolve(import.meta.dirname, '../../apps/server/eval');

export type Part = 'dev' | 'heldout';

/** FNV-1a of the id, even → dev, odd → held-out. */
export function partOf(id: string): Part {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'dev' : 'heldout';
}

/**
 * The authors whose files are read (`npm run eval:ai -- --author f,g`): a fresh author's set is
 * measured on its own, before and after a change. All authors when unset.
 */
let onlyAuthors: readonly string[] | null = null;
export function selectAuthors(authors: readonly string[] | null): void {
  onlyAuthors = authors;
}

function readJsonl<T>(folder: string): Array<T & { id: string }> {
  const dir = path.join(EVAL_DIR, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .filter((f) => !onlyAuthors || onlyAuthors.some((a) => f === `author-${a}.jsonl`))
    .sort()
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as T & { id: string }),
    );
}

export interface RiskItem {
  id: string;
  text: string;
  categories: string[];
  style: 'explicit' | 'indirect' | 'negative';
}

export interface MaskingItem {
  id: string;
  text: string;
  identifiers: Array<{ kind: string; value: string }>;
  keep: string[];
}

export function riskSet(part: Part): RiskItem[] {
  return readJsonl<RiskItem>('risk').filter((item) => partOf(item.id) === part);
}

/** Texts written for training the risk model (never part of an evaluation). */
export function riskTrainingSet(): Array<{ id: string; text: string; categories: string[] }> {
  return readJsonl<{ text: string; categories: string[] }>('risk-training');
}

export function maskingSet(part: Part): MaskingItem[] {
  return readJsonl<MaskingItem>('masking').filter((item) => partOf(item.id) === part);
}

export interface QuestionItem {
  id: string;
  question: string;
  /** problem | ethics | technique | supervision */
  kind: string;
  /** The frame areas the author had in mind (free words, mapped by questions/area-frames.json). */
  areas: string[];
  /** The frames a good answer rests on, chosen by the author from the frame list (authors d, e). */
  frames?: string[];
  /** formulation | comparison | should-i | dilemma | how-to | supervisee | other */
  type: string;
  /** student | early | experienced | supervisor | unknown */
  asker: string;
  concepts: string[];
  must_not: string[];
  risk: boolean;
}

export function questionSet(part: Part): QuestionItem[] {
  return readJsonl<QuestionItem>('questions').filter((item) => partOf(item.id) === part);
}

/**
 * Area label → the frame ids that cover it, written from the frame list and the area list only
 * (questions/area-frames.json), for "expected frame in the top 3". Null when not written yet.
 */
export function areaFrames(): Record<string, string[]> | null {
  const file = path.join(EVAL_DIR, 'questions', 'area-frames.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>)
    : null;
}
