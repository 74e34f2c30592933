// Knowledge frames for tests of the matcher and the composer: built from a few words through the
// real parser (knowledge/frames.ts), so a test states only what it is about.
import {
  FRAME_SECTIONS,
  PROSE_SECTIONS,
  parseFrame,
  type Frame,
  type FrameKind,
} from '../../src/providers/ai/knowledge/frames';

export interface TestFrameSpec {
  id: string;
  title: string;
  cues: string[];
  /** Text that every generated bullet and paragraph of the frame carries (to find it in answers). */
  marker: string;
  /** Per section heading: bullets (or the paragraph) to use instead of generated ones. */
  sections?: Record<string, string[]>;
  examples?: string[];
  /** `together` signals: each a list of groups, each group comma-separated alternatives. */
  together?: string[][];
}

export function testFrame(spec: TestFrameSpec): Frame {
  const kind = spec.id.split('-')[0] as FrameKind;
  const sections = FRAME_SECTIONS[kind].map((heading) => {
    const given = spec.sections?.[heading];
    const bullets =
      given ?? [1, 2, 3].map((n) => `${spec.marker} ${heading} maddesi ${String(n)}.`);
    const prose = PROSE_SECTIONS.has(heading);
    const body = prose
      ? (
          given ?? [`${spec.marker} ${heading} paragrafı, yeterince uzun bir açıklama cümlesiyle.`]
        ).join(' ')
      : bullets.map((b) => `- ${b}`).join('\n');
    return `## ${heading}\n\n${body}\n`;
  });
  const source = [
    '---',
    `id: ${spec.id}`,
    `kind: ${kind}`,
    `title: ${spec.title}`,
    `summary: ${spec.title} hakkında test amaçlı kısa bir özet.`,
    ...(kind === 'technique' ? ['modality: Test'] : []),
    'cues:',
    ...[
      ...spec.cues,
      ...Array.from(
        { length: Math.max(0, 8 - spec.cues.length) },
        (_, i) => `${spec.id} dolgu ${String(i)}`,
      ),
    ].map((c) => `  - ${c}`),
    ...(spec.together
      ? [
          'together:',
          ...spec.together.flatMap((signal) =>
            signal.map((g, i) => `  ${i === 0 ? '-' : ' '} - ${g}`),
          ),
        ]
      : []),
    'concepts:',
    ...[1, 2, 3].map((n) => `  - ${spec.marker} kavram ${String(n)}`),
    'examples:',
    ...(
      spec.examples ??
      [1, 2, 3, 4].map((n) => `${spec.title} hakkında örnek soru numarası ${String(n)}?`)
    ).map((e) => `  - ${e}`),
    'sources:',
    `  - Test kaynağı ${spec.id} (2020)`,
    '---',
    '',
    ...sections,
  ].join('\n');
  const { frame, problems } = parseFrame(source, `${kind}/${spec.id}.md`);
  if (!frame) throw new Error(`test frame ${spec.id}: ${problems.join('; ')}`);
  return frame;
}
