import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '~/components/icons';

// The WAI-ARIA accordion pattern: each question is a heading holding a button that says whether
// its answer is shown (aria-expanded) and which region it controls. Enter and Space toggle (native
// buttons); the arrow keys, Home and End move between questions. Several answers may be open.

const MAX_REGION_PANELS = 6;

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * Items open on first render (the FAQ opens its first question:
   * docs/requirements/screens.md#scr-faq).
   */
  defaultOpen?: readonly string[];
  /** The heading level of the questions, so they fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 2,
  className = '',
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // APG: answers are labelled regions only while there are few of them, or the page's landmarks
  // would drown in them.
  const asRegions = items.length <= MAX_REGION_PANELS;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={`divide-y divide-slate-200 rounded-2xl border border-slate-200 ${className}`}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-accordion-item={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-ink hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              {...(asRegions ? { role: 'region', 'aria-labelledby': buttonId } : {})}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-muted"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
