import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Answers are Markdown (docs/requirements/platform.md#plat-stack). Raw HTML in them is dropped
// (skipHtml, no rehype-raw), URLs go through react-markdown's default transform (no javascript:
// links), images are not loaded (an answer must not make the browser fetch anything), and links
// open in a new tab without the opener.

const MARKDOWN_STYLE = [
  'min-w-0 break-words text-base leading-relaxed text-ink',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0 [&_p]:my-2',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-bold',
  '[&_h5]:mt-3 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-3 [&_h6]:mb-1 [&_h6]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-4 [&_hr]:border-slate-200 [&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_input]:mr-2',
].join(' ');

// The page already has h1 (page) and h2 (topic): an answer's own headings start at h3.
const components: Components = {
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  a: ({ node: _node, children, href, title }) => (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  ),
  table: ({ node: _node, children }) => (
    <div className="my-3 overflow-x-auto">
      <table>{children}</table>
    </div>
  ),
};

const DISALLOWED = ['img'];
const REMARK_PLUGINS = [remarkGfm];

/** An answer's Markdown (GFM: tables, lists, strikethrough, task lists) as safe React elements. */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className={MARKDOWN_STYLE}>
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        skipHtml
        disallowedElements={DISALLOWED}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
