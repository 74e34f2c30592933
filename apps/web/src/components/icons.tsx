import type { ReactNode } from 'react';

// The app's shared icons, each drawn once: line icons on a 24 × 24 grid in currentColor unless
// noted. Icons only the workspace draws live with it (features/workspace/components/icons.tsx), so
// they stay out of the first download every page makes (the footer imports this module). They are decorative: the text next to each, or the accessible name of its control, says
// what it means, so they are hidden from assistive technology.

export interface IconProps {
  /** Size and colour classes; the size class sets the drawn size (24 px without one). */
  className?: string;
  /** Line width in grid units; each icon has its own default. */
  strokeWidth?: number;
}

/** The marketing pages' feature icons are drawn with a finer line than the controls' icons. */
const FEATURE_STROKE = 1.8;

interface IconFrameProps extends IconProps {
  viewBox?: string;
  /** Filled in currentColor (a logo) instead of stroked. */
  filled?: boolean;
  children: ReactNode;
}

export function IconFrame({
  className = 'size-6',
  strokeWidth = 2,
  viewBox = '0 0 24 24',
  filled = false,
  children,
}: IconFrameProps) {
  const paint = filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg
      viewBox={viewBox}
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...paint}
    >
      {children}
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </IconFrame>
  );
}

export function FlowIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <path d="M4 7h10" />
      <path d="m11 4 3 3-3 3" />
      <path d="M20 17H10" />
      <path d="m13 14-3 3 3 3" />
    </IconFrame>
  );
}

export function BadgeIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <circle cx="12" cy="9" r="5" />
      <path d="m9 13.5-1.5 7 4.5-2.5 4.5 2.5-1.5-7" />
    </IconFrame>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <path d="M20 12a7.5 7.5 0 0 1-10.9 6.7L4 20l1.3-4.6A7.5 7.5 0 1 1 20 12Z" />
      <path d="M8.5 11h7M8.5 14h4.5" />
    </IconFrame>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2.5" />
    </IconFrame>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
      <path d="M3.5 4v4h4" />
      <path d="M12 8v4.5l3 2" />
    </IconFrame>
  );
}

/** A tick: the marketing lists' bullets and the copy button's "copied". */
export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props} strokeWidth={props.strokeWidth ?? FEATURE_STROKE}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </IconFrame>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

/** Points down; rotate it (rotate-180) while what it opens is open. Drawn on a 20 × 20 grid. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <IconFrame viewBox="0 0 20 20" {...props}>
      <path d="M5 7.5 10 12.5 15 7.5" />
    </IconFrame>
  );
}

/** The LinkedIn logo, filled. */
export function LinkedInIcon(props: IconProps) {
  return (
    <IconFrame filled {...props}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3v-11zm7 0h3.8v1.5h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-4v-11z" />
    </IconFrame>
  );
}
