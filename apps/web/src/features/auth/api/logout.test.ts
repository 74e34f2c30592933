import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSignedInState } from '~/lib/signed-in-state';
import { queryKeys } from '~/lib/query-keys';

// docs/requirements/data.md#data-logout
describe('clearSignedInState on log out', () => {
  it('forgets plans, billing, trial and access data and keeps the session signed out', () => {
    const queryClient = new QueryClient();
    const cached = [
      queryKeys.plans,
      queryKeys.billingMe,
      queryKeys.payments,
      queryKeys.paymentProvider,
      queryKeys.trialStatus,
      queryKeys.workspaceAccess,
      queryKeys.applicationStatus,
    ];
    queryClient.setQueryData(queryKeys.session, { id: 'u2' });
    for (const key of cached) queryClient.setQueryData(key, { cached: true });

    clearSignedInState(queryClient);

    for (const key of cached) expect(queryClient.getQueryData(key), key.join('/')).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
  });
});
