import { PLAN_PERIODS_MONTHS, type PlanPeriodMonths } from '@psikorehber/shared/constants';

/** '1 Ay', '3 Ay', …: the chips' names (docs/requirements/screens.md#scr-plan-card). */
export function periodChipLabel(months: PlanPeriodMonths): string {
  return `${String(months)} Ay`;
}

interface PlanPeriodChipsProps {
  value: PlanPeriodMonths;
  onChange: (months: PlanPeriodMonths) => void;
  label?: string;
}

/** The period chips of the pricing and plans pages: toggle buttons, exactly one pressed. */
export function PlanPeriodChips({ value, onChange, label = 'Süre seçin' }: PlanPeriodChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {PLAN_PERIODS_MONTHS.map((months) => {
        const pressed = months === value;
        return (
          <button
            key={months}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(months)}
            className={`min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-ink hover:border-brand-700 hover:bg-brand-50'
            }`}
          >
            {periodChipLabel(months)}
          </button>
        );
      })}
    </div>
  );
}
