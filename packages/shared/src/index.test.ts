import { describe, expect, it } from 'vitest';

import * as shared from './index';

describe('package entry', () => {
  it('re-exports every module', () => {
    const expectedExports = [
      'PLAN_CODES',
      'ERROR_STATUS',
      'errorBodySchema',
      'errorCodeForStatus',
      'APPLY_MESSAGES',
      'SERVER_ERROR_MESSAGES',
      'normalizePlanCode',
      'normalizePlanList',
      'normalizePricingDump',
      'formatKurus',
      'normalizeCurrentUser',
      'isAdminRole',
      'transition',
      'canAsk',
      'noQuotaBanner',
      'normalizeSubscription',
      'foldTurkish',
      'safeDownloadName',
      'applyFormSchema',
      'applicationUpdateSchema',
      'setPasswordFormSchema',
      'forgotResetSchema',
      'contactFormSchema',
      'loginSchema',
      'codeSchema',
      'planSchema',
      'directPrepareBodySchema',
      'askSchema',
    ];
    for (const name of expectedExports) expect(shared, name).toHaveProperty(name);
  });
});
