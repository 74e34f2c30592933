import { accessBadgeText } from '@psikorehber/shared/rules/workspace';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';

/**
 * The badge next to the topic list (docs/requirements/screens.md#scr-workspace-topics), e.g.
 * 'Deneme · 2 soru · 3 gün' or 'Premium · 148 kredi'.
 */
export function EntitlementBadge({ access }: { access: AccessPolicy }) {
  const paid = access.mode === 'subscription';
  return (
    <p
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${
        access.canAsk
          ? paid
            ? 'bg-brand-100 text-brand-900'
            : 'bg-sky-100 text-sky-900'
          : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span className="sr-only">Kullanım hakkınız: </span>
      <span>{accessBadgeText(access)}</span>
    </p>
  );
}
