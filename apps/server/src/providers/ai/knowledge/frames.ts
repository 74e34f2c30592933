// Knowledge frames (issue 17): one Markdown file per frame under frames/<kind>/, front matter +
// sections, written and fixed by clinicians. The format is described in frames/README.md; this
// module parses and checks it. Loading fails loudly on any problem so that a broken frame fails the
// tests and the start, never a user's answer.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const FRAME_KINDS = ['problem', 'ethics', 'supervision', 'technique'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** The sections each kind must have, in this order (frames/README.md). */
export const FRAME_SECTIONS: Record<FrameKind, readonly string[]> = {
  problem: [
    'Formülasyon',
    'Hipotezler',
    'Değerlendirme',
    'Ayırıcı tanı ve sevk',
    'Müdahale',
    'Sık hatalar',
    'Türkiye bağlamı',
  ],
  ethics: [
    'İkilem',
    'İlgili kurallar ve yasalar',
    'Karar adımları',
    'Seçenekler',
    'Önerilen yol',
    'Kayıt',
    'Danışma',
  ],
  supervision: [
    'Süreç',
    'Belirtiler',
    'Süpervizörün adımları',
    'Süpervizyon soruları',
    'Sık hatalar',
    'Etik ve sınırlar',
  ],
  technique: ['Ne zaman', 'Ne zaman kullanılmaz', 'Adımlar', 'Örnek cümle', 'Sık hatalar'],
};

/** Sections written as prose; every other section is a list of bullets. */
export const PROSE_SECTIONS = new Set([
  'Formülasyon',
  'İkilem',
  'Önerilen yol',
  'Süreç',
  'Örnek cümle',
]);

const text = (min: number) => z.string().trim().min(min);
const frontMatterSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/, 'id: kind-kebab-case'),
    kind: z.enum(FRAME_KINDS),
    title: text(3),
    summary: text(20),
    modality: text(2).optional(),
    cues: z.array(text(3)).min(8, 'cues: at least 8'),
    // Facts that make the frame only together, anywhere in the question: each signal is a list of
    // groups, each group the comma-separated ways a fact is written ("gey, eşcinsel" and
    // "düzeltin, tedavi edin": a conversion request); a signal holds when every group is found.
    together: z.array(z.array(text(3)).min(2, 'together: at least 2 groups a signal')).default([]),
    concepts: z.array(text(3)).min(3, 'concepts: at least 3').max(10),
    examples: z.array(text(20)).min(4, 'examples: at least 4'),
    related: z.array(z.string()).default([]),
    sources: z.array(text(10)).min(1, 'sources: at least 1'),
  })
  .strict();

export interface FrameSection {
  heading: string;
  /** The section's text as written (Markdown). */
  text: string;
  /** For bullet sections: each bullet's text, without the marker. */
  bullets: string[];
}

export interface Frame extends z.infer<typeof frontMatterSchema> {
  sections: FrameSection[];
  file: string;
}

/** One section by heading (every required one exists once loaded). */
export function section(frame: Frame, heading: string): FrameSection {
  const found = frame.sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`frame ${frame.id} has no section ${heading}`);
  return found;
}

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+/;

function splitSections(body: string): FrameSection[] {
  const sections: FrameSection[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const sectionText = current.lines.join('\n').trim();
    const bullets: string[] = [];
    for (const line of current.lines) {
      if (BULLET.test(line)) bullets.push(line.replace(BULLET, '').trim());
      else if (line.trim() && bullets.length > 0 && /^\s{2,}\S/.test(line)) {
        bullets[bullets.length - 1] += ` ${line.trim()}`; // a wrapped bullet continues
      }
    }
    sections.push({ heading: current.heading, text: sectionText, bullets });
  };
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      flush();
      current = { heading: heading[1]!, lines: [] };
    } else if (current) current.lines.push(line);
  }
  flush();
  return sections;
}

/** Parses one frame file; `problems` lists everything wrong with it (empty when valid). */
export function parseFrame(source: string, file: string): { frame?: Frame; problems: string[] } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) return { problems: ['no front matter between --- lines'] };
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    return { problems: [`front matter is not YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (i) => `${i.path.join('.') || 'front matter'}: ${i.message}`,
      ),
    };
  }
  const meta = parsed.data;
  const problems: string[] = [];
  const base = path.basename(file, '.md');
  if (meta.id !== base) problems.push(`id ${meta.id} differs from the file name ${base}`);
  if (!meta.id.startsWith(`${meta.kind}-`)) problems.push(`id must start with "${meta.kind}-"`);
  if (meta.kind === 'technique' && !meta.modality) problems.push('technique: modality missing');
  const sections = splitSections(match[2]!);
  const headings = sections.map((s) => s.heading);
  const required = FRAME_SECTIONS[meta.kind];
  const missing = required.filter((h) => !headings.includes(h));
  if (missing.length > 0) problems.push(`missing sections: ${missing.join(', ')}`);
  const extra = headings.filter((h) => !required.includes(h));
  if (extra.length > 0) problems.push(`unknown sections: ${extra.join(', ')}`);
  const present = required.filter((h) => headings.includes(h));
  if (present.join('|') !== headings.filter((h) => required.includes(h)).join('|')) {
    problems.push(`sections out of order; expected ${required.join(', ')}`);
  }
  for (const s of sections) {
    if (!required.includes(s.heading)) continue;
    if (PROSE_SECTIONS.has(s.heading)) {
      if (s.text.length < 40) problems.push(`section ${s.heading}: too short`);
    } else if (s.bullets.length < 2) {
      problems.push(`section ${s.heading}: needs at least 2 bullets`);
    }
  }
  const dupCues = meta.cues.filter((c, i) => meta.cues.indexOf(c) !== i);
  if (dupCues.length > 0) problems.push(`repeated cues: ${dupCues.join(', ')}`);
  if (problems.length > 0) return { problems };
  return { frame: { ...meta, sections, file }, problems };
}

/**
 * Where the frames live: next to this module in the sources, copied to dist/frames by the build
 * (tsup.config.ts).
 */
export function defaultFramesDir(): string {
  return path.join(import.meta.dirname, 'frames');
}

/** Every frame file with its problems, including problems across files (ids, related). */
export function checkFrames(dir = defaultFramesDir()): {
  frames: Frame[];
  problems: { file: string; problems: string[] }[];
} {
  const frames: Frame[] = [];
  const problems: { file: string; problems: string[] }[] = [];
  for (const kind of FRAME_KINDS) {
    const kindDir = path.join(dir, kind);
    if (!fs.existsSync(kindDir)) continue;
    for (const name of fs.readdirSync(kindDir).sort()) {
      if (!name.endsWith('.md')) continue;
      const file = path.join(kind, name);
      const result = parseFrame(fs.readFileSync(path.join(kindDir, name), 'utf8'), file);
      if (result.frame && result.frame.kind !== kind) {
        result.problems.push(`kind ${result.frame.kind} in folder ${kind}`);
      }
      if (result.problems.length > 0) problems.push({ file, problems: result.problems });
      else frames.push(result.frame!);
    }
  }
  const ids = new Set<string>();
  for (const frame of frames) {
    if (ids.has(frame.id))
      problems.push({ file: frame.file, problems: [`duplicate id ${frame.id}`] });
    ids.add(frame.id);
  }
  for (const frame of frames) {
    const unknown = frame.related.filter((id) => !ids.has(id));
    if (unknown.length > 0) {
      problems.push({
        file: frame.file,
        problems: [`related ids not found: ${unknown.join(', ')}`],
      });
    }
  }
  return { frames, problems };
}

let cache: Frame[] | null = null;

/** All frames, checked; throws when any file has a problem. Read once per process. */
export function loadFrames(): Frame[] {
  if (cache) return cache;
  const { frames, problems } = checkFrames();
  if (problems.length > 0) {
    const list = problems.map((p) => `${p.file}: ${p.problems.join('; ')}`).join('\n');
    throw new Error(`invalid knowledge frames:\n${list}`);
  }
  cache = frames;
  return frames;
}
