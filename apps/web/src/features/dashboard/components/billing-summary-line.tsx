import { isSubscriptionActive } from '@psikorehber/shared/rules/entitlement';
import { planLabel } from '@psikorehber/shared/rules/plans';
import { Link } from 'react-router';
import { textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { useBillingMe } from '~/lib/billing-me';

/** One line on the dashboard: the plan in force and the credits left, with the way to /billing. */
export function BillingSummaryLine() {
  const me = useBillingMe();
  // The line is a convenience: while loading or when the call fails the page simply goes without it.
  if (!me.isSuccess) return null;
  const { subscription, trial } = me.data;
  const plan = planLabel(me.data.plan);

  let text: string;
  if (subscription && isSubscriptionActive(subscription)) {
    text = `Planınız: ${planLabel(subscription.plan) ?? plan ?? '—'} · ${String(subscription.quotaRemaining)} / ${String(subscription.quotaInitial)} soru kaldı`;
  } else if (trial.active) {
    // The trial card below gives the days and questions left.
    text = `Planınız: ${plan ?? planLabel('TRIAL')}`;
  } else {
    text = 'Aktif bir aboneliğiniz yok.';
  }

  return (
    <p className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 text-ink">
      <span className="font-medium">{text}</span>
      <Link to={paths.billing} className={textLinkStyle}>
        Aboneliği görüntüle
      </Link>
    </p>
  );
}
