import { BUSINESS_TIME_ZONE } from '@psikorehber/shared/constants';
// PDF export of a topic (docs/requirements/screens.md#scr-pdf-export, issue 6): A4; a header with
// the product title, the user, the topic title and the date; SORU and YANIT blocks in order; page
// numbers; DejaVu Sans embedded so Turkish letters are real, selectable text; answers' Markdown
// rendered as readable text.
import { createRequire } from 'node:module';
import { PDF_MESSAGES } from '@psikorehber/shared/messages';
import type { MessageRow } from '../../db/schema';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_ITALIC = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf');

const MARGIN = 56;
const COLORS = { text: '#1f2937', muted: '#6b7280', accent: '#0f766e', rule: '#d1d5db' };

export interface TopicExport {
  topicTitle: string;
  userLabel: string;
  exportedAt: Date;
  /** Oldest first; read as the document is written (a long topic is read in batches). */
  messages: AsyncIterable<MessageRow> | Iterable<MessageRow>;
}

export async function renderTopicPdf(input: TopicExport): Promise<Buffer> {
  // pdfkit (about 8 MB with its fonts' tables) is loaded on the first export, not at start: an
  // idle server must stay within 150 MB (docs/requirements/platform.md#plat-budget-memory).
  const { default: PDF } = await import('pdfkit');
  const doc: PDFKit.PDFDocument = new PDF({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: input.topicTitle, Author: 'PsikoRehber', Subject: 'Süpervizyon kaydı' },
    lang: 'tr-TR',
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('italic', FONT_ITALIC);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, input);
  let blocks = 0;
  for await (const message of input.messages) {
    if (message.text.trim() === '' && message.role !== 'user') continue;
    blocks += 1;
    block(doc, message.role === 'user' ? PDF_MESSAGES.questionHeading : PDF_MESSAGES.answerHeading);
    if (message.role === 'user') {
      doc.font('regular').fontSize(11).fillColor(COLORS.text).text(message.text.trim());
    } else {
      markdown(doc, message.text);
      if (message.status === 'stopped') {
        doc.moveDown(0.3).font('italic').fontSize(9).fillColor(COLORS.muted);
        doc.text('(Yanıt kullanıcı tarafından durduruldu.)');
      }
    }
    doc.moveDown(0.8);
  }
  if (blocks === 0) {
    doc.font('italic').fontSize(11).fillColor(COLORS.muted).text('Bu konuda henüz soru yok.');
  }
  pageNumbers(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, input: TopicExport): void {
  const date = input.exportedAt.toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });
  doc.font('bold').fontSize(10).fillColor(COLORS.accent).text('PsikoRehber — Süpervizyon Kaydı');
  doc.moveDown(0.3);
  doc.font('bold').fontSize(18).fillColor(COLORS.text).text(input.topicTitle);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9).fillColor(COLORS.muted);
  doc.text(`Kullanıcı: ${input.userLabel}    Tarih: ${date}`);
  doc.text('Bu kayıt yapay zekâ destekli süpervizyon içerir; bir süpervizörün yerini tutmaz.');
  rule(doc);
}

function block(doc: PDFKit.PDFDocument, heading: string): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.font('bold').fontSize(10).fillColor(COLORS.accent).text(heading, { characterSpacing: 1 });
  doc.moveDown(0.2);
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.8);
}

/**
 * Headings, bullet and numbered lists, quotes, tables and **bold** spans; other marks are dropped.
 */
function markdown(doc: PDFKit.PDFDocument, source: string): void {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    if (isTableRow(line)) {
      const rows: string[] = [];
      while (i < lines.length && isTableRow(lines[i]!.trimEnd())) rows.push(lines[i++]!.trimEnd());
      i -= 1;
      table(doc, rows);
      continue;
    }
    if (line.trim() === '') {
      doc.moveDown(0.35);
      continue;
    }
    if (/^\s*(---|\*\*\*|___)\s*$/.test(line)) {
      rule(doc);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const size = heading[1]!.length <= 2 ? 13 : 11.5;
      doc.moveDown(0.3).font('bold').fontSize(size).fillColor(COLORS.text);
      doc.text(plain(heading[2]!));
      doc.moveDown(0.15);
      continue;
    }
    const bullet = /^(\s*)[-*+]\s+(.*)$/.exec(line);
    const numbered = /^(\s*)(\d+)[.)]\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (bullet) inline(doc, `•  ${bullet[2]!}`, 14 + bullet[1]!.length * 4);
    else if (numbered)
      inline(doc, `${numbered[2]!}.  ${numbered[3]!}`, 14 + numbered[1]!.length * 4);
    else if (quote) inline(doc, quote[1]!, 14, COLORS.muted);
    else inline(doc, line, 0);
  }
}

const isTableRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * A Markdown table as readable text on a narrow page: each body row becomes its label in bold,
 * then one line per column, "column: cell" (an answer's comparison table, compose-frames.ts).
 */
function table(doc: PDFKit.PDFDocument, rows: readonly string[]): void {
  const [head, ...rest] = rows;
  const columns = cells(head ?? '');
  const body = rest.filter((row) => !/^\s*\|?[\s:|-]+\|?\s*$/.test(row));
  for (const row of body) {
    const values = cells(row);
    const label = values[0] || columns[0] || '';
    if (label) inline(doc, `**${label}**`, 0);
    values.slice(1).forEach((value, c) => {
      const column = columns[c + 1] ?? '';
      inline(doc, `•  ${column ? `${column}: ` : ''}${value}`, 14);
    });
    doc.moveDown(0.2);
  }
}

/** One paragraph line with **bold** spans, via pdfkit's `continued` text runs. */
function inline(doc: PDFKit.PDFDocument, text: string, indent: number, color = COLORS.text): void {
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter((part) => part !== '');
  doc.fontSize(11).fillColor(color);
  parts.forEach((part, index) => {
    const bold = part.startsWith('**') && part.endsWith('**') && part.length > 4;
    doc.font(bold ? 'bold' : 'regular');
    doc.text(plain(bold ? part.slice(2, -2) : part), MARGIN + indent, undefined, {
      continued: index < parts.length - 1,
      width: doc.page.width - MARGIN * 2 - indent,
    });
  });
  doc.x = MARGIN;
}

/** Inline Markdown to plain text: links keep their label and address; emphasis marks go. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1$2')
    .replace(/__([^_]+)__/g, '$1');
}

function pageNumbers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would add a page; lift the margin while numbering.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`Sayfa ${String(i + 1)} / ${String(range.count)}`, MARGIN, doc.page.height - 36, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
