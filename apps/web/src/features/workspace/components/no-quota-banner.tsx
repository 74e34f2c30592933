import { NO_QUOTA_BANNERS, WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { NoQuotaBannerKey } from '@psikorehber/shared/messages';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { textLinkStyle } from '~/components/button-styles';
import { TrialOffer } from '~/components/trial-offer';
import { paths } from '~/config/paths';

interface NoQuotaBannerProps {
  id: string;
  reason: NoQuotaBannerKey;
}

/**
 * Why the question box is disabled, with the way to the plans
 * (docs/requirements/screens.md#scr-workspace-no-quota); a user who never had a trial and has no
 * subscription is offered it (TrialOffer decides that itself).
 */
export function NoQuotaBanner({ id, reason }: NoQuotaBannerProps) {
  return (
    <div className="flex flex-col gap-4">
      <div id={id}>
        <Alert tone="info" title={NO_QUOTA_BANNERS[reason]}>
          <p>{WORKSPACE_UI_MESSAGES.noQuotaHistoryNote}</p>
          <Link to={paths.billingPlans} className={`${textLinkStyle} mt-2 inline-block`}>
            Planları görüntüle
          </Link>
        </Alert>
      </div>
      <TrialOffer />
    </div>
  );
}
