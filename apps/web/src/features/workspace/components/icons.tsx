// The workspace's own icons, drawn in the shared frame (components/icons.tsx): only the workspace
// chunk loads them.
import { IconFrame, type IconProps } from '~/components/icons';

export function CopyIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </IconFrame>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </IconFrame>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </IconFrame>
  );
}

/** Three lines, the last one shorter: a list (the workspace's sessions). */
export function ListIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h16M4 12h16M4 18h10" />
    </IconFrame>
  );
}
