// The public face of this module: other modules import only from here (eslint.config.js).
export { findOffer, seedPlans } from './catalog';
export {
  accessPolicyOf,
  effectiveStatus,
  entitlementOf,
  loadEntitlement,
  retentionUntilOf,
  trialStatusOf,
} from './entitlement';
export type { Entitlement } from './entitlement';
export { newMerchantOid, settlePayment } from './payments';
export { insertPayment } from './repository';
