import { BUSINESS_FACTS } from '@psikorehber/shared/constants';
import { LANDING_MESSAGES, PLAN_PERIODS_OR } from '@psikorehber/shared/messages';
import { Link } from 'react-router';
import { buttonStyles } from '~/components/button-styles';
import { Page } from '~/components/page';
import { PlanGrid } from '~/components/plan-grid';
import { PlanPeriodChips } from '~/components/plan-period-chips';
import { paths } from '~/config/paths';
import { usePlans } from '~/lib/plans';
import { useSession } from '~/lib/session';
import { PERIOD_PARAM, usePlanPeriod } from '~/lib/use-plan-period';

/**
 * Buying while signed out goes through the login and back to the plans page
 * (docs/requirements/permissions.md#perm-redirects).
 */
const LOGIN_FOR_PLANS = `${paths.login}?next=${paths.billingPlans}`;

/**
 * /pricing (docs/requirements/screens.md#scr-pricing): the plans for information, with the way in
 * for visitors.
 */
export function PricingPage() {
  const [months, setMonths] = usePlanPeriod();
  const plans = usePlans();
  const session = useSession();
  const signedIn = Boolean(session.data);

  return (
    <Page title="Planlar ve fiyatlar">
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Başvurunuz onaylandıktan sonra ihtiyacınıza uygun planı {PLAN_PERIODS_OR} aylık olarak
        seçebilirsiniz. Otomatik yenileme yoktur; ilk {BUSINESS_FACTS.refundDays} gün içinde tam
        iade yapılır.
      </p>

      <div className="mt-8">
        <PlanPeriodChips value={months} onChange={setMonths} />
      </div>

      <div className="mt-8">
        <PlanGrid plans={plans} months={months} />
      </div>

      <p className="mt-4 text-sm text-muted">
        Kullanılmayan soru hakları bir sonraki döneme aktarılmaz.
      </p>

      {session.isPending ? null : (
        <section
          aria-labelledby="pricing-next-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="pricing-next-heading" className="text-xl font-semibold text-ink">
            {signedIn ? 'Planınızı seçin' : 'Nasıl başlarım?'}
          </h2>
          {signedIn ? (
            <>
              <p className="mt-2 text-muted">
                Satın alma işlemini planlar sayfasından yapabilirsiniz.
              </p>
              <Link
                to={`${paths.billingPlans}?${PERIOD_PARAM}=${String(months)}`}
                className={`${buttonStyles.primary} mt-4`}
              >
                Satın almaya devam et
              </Link>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted">
                Planlar yalnızca başvurusu onaylanan meslek mensuplarına açıktır. Hesabınız varsa
                giriş yapın; yoksa önce başvurun.
              </p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                <Link to={LOGIN_FOR_PLANS} className={buttonStyles.primary}>
                  Giriş Yap
                </Link>
                <Link to={paths.apply} className={buttonStyles.secondary}>
                  {LANDING_MESSAGES.apply}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </Page>
  );
}
