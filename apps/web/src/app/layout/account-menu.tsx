import { HEADER_MESSAGES } from '@psikorehber/shared/messages';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useLogout } from '~/features/auth/api/logout';
import type { AdminFlag } from '~/lib/admin-flag';
import type { SessionUser } from '~/lib/session';

// The signed-in header dropdown (docs/requirements/screens.md#scr-header-menu): a menu button
// (aria-haspopup/aria-expanded) whose items are reachable by Tab and by the arrow keys; Escape, an
// outside click, choosing an item and any navigation close it.

interface MenuLink {
  to: string;
  label: string;
}

function menuLinks(isAdmin: boolean, approved: boolean): MenuLink[] {
  if (isAdmin) {
    return [
      { to: paths.admin, label: HEADER_MESSAGES.adminPanel },
      { to: paths.adminPaymentsReport, label: HEADER_MESSAGES.reports },
    ];
  }
  return [
    { to: paths.application, label: HEADER_MESSAGES.myApplication },
    ...(approved ? [{ to: paths.workspace, label: HEADER_MESSAGES.workspace }] : []),
    { to: paths.billingPlans, label: HEADER_MESSAGES.plans },
  ];
}

/** The first letter of the e-mail, uppercased the Turkish way ('i' → 'İ'). */
export function emailInitial(email: string): string {
  return email.trim().charAt(0).toLocaleUpperCase('tr') || '?';
}

const itemStyle =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-ink hover:bg-brand-50 focus:bg-brand-50';

type FocusRequest = 'first' | 'last' | null;

interface AccountMenuProps {
  user: SessionUser;
  /**
   * The admin flag (docs/requirements/data.md#data-admin-flag), decided by the caller (see
   * SiteHeader).
   */
  admin: AdminFlag;
}

export function AccountMenu({ user, admin }: AccountMenuProps) {
  const location = useLocation();
  const logout = useLogout();
  // Open "at" a location: any navigation makes the menu closed without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const menuId = useId();

  const close = useCallback(() => setOpenAt(null), []);

  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );

  const focusItem = useCallback(
    (which: 'first' | 'last' | number) => {
      const list = items();
      if (list.length === 0) return;
      const index =
        which === 'first'
          ? 0
          : which === 'last'
            ? list.length - 1
            : (which + list.length) % list.length;
      list[index]?.focus();
    },
    [items],
  );

  useEffect(() => {
    if (!open) return;
    if (focusRequest.current) {
      focusItem(focusRequest.current);
      focusRequest.current = null;
    }
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, focusItem]);

  const openMenu = (focus: FocusRequest) => {
    focusRequest.current = focus;
    setOpenAt(location.key);
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close();
    // detail 0: activated by Enter or Space, so the keyboard user lands on the first item.
    else openMenu(event.detail === 0 ? 'first' : null);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusItem(target);
      else openMenu(target);
    }
  };

  const onContainerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem('first'),
      End: () => focusItem('last'),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const onBlurWithin = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing past the last item leaves the menu: close it as a menu button should.
    const next = event.relatedTarget as Node | null;
    if (open && next && !containerRef.current?.contains(next)) close();
  };

  const statusLine = user.approved
    ? HEADER_MESSAGES.statusApproved
    : HEADER_MESSAGES.statusUnderReview;
  const initial = emailInitial(user.email);

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onContainerKeyDown}
      onBlur={onBlurWithin}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${user.email} — hesap menüsü`}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 items-center gap-1 rounded-lg px-1.5 text-sm font-medium text-ink hover:bg-slate-100 sm:max-w-xs sm:gap-2 sm:px-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {initial}
        </span>
        {/* On phones the avatar stands alone, so the logo keeps its room; the menu names the e-mail. */}
        <span className="hidden truncate sm:block">{user.email}</span>
        <ChevronDownIcon
          strokeWidth={1.5}
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-1 pb-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink" title={user.email}>
                {user.email}
              </p>
              <p
                className={`text-xs font-semibold ${user.approved ? 'text-emerald-700' : 'text-amber-700'}`}
              >
                {statusLine}
              </p>
            </div>
          </div>
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Hesap menüsü"
            onKeyDown={onMenuKeyDown}
            className="mt-2 flex flex-col gap-0.5"
          >
            {admin.isPending ? (
              <li role="none" className="px-3 py-2 text-sm text-muted">
                Yükleniyor…
              </li>
            ) : (
              menuLinks(admin.isAdmin, user.approved).map((link) => (
                <li key={link.to} role="none">
                  <Link role="menuitem" to={link.to} className={itemStyle} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))
            )}
            <li role="none" className="mt-1 border-t border-slate-100 pt-1">
              <button
                type="button"
                role="menuitem"
                className={itemStyle}
                disabled={logout.isPending}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                {HEADER_MESSAGES.logout}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
