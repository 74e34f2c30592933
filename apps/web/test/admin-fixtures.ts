import type { AdminApplicationItem, AuditEntry } from '@psikorehber/shared/schemas/admin';
import type { AdminPaymentItem, ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import {
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
  type FetchRoute,
} from '~test/fetch-stub';

// Test data of the admin screens, shaped exactly like the shared response schemas.

export function applicationItem(
  overrides: Partial<AdminApplicationItem> = {},
): AdminApplicationItem {
  return {
    id: 'app-1',
    email: 'ayse@example.com',
    fullName: 'Ayşe Yılmaz',
    specialization: 'Klinik Psikolog',
    experienceYrs: 5,
    currentRole: 'Psikolog',
    currentWorkplace: 'Özel Klinik',
    contactPhoneWork: '0212 555 11 22',
    contactPhoneMobile: '0532 555 11 22',
    address: 'Moda Caddesi No: 1, Kadıköy, İstanbul',
    motivation: 'Vaka analizlerinde destek almak istiyorum.',
    status: 'SUBMITTED',
    createdAt: '2025-01-05T09:30:00.000Z',
    submittedAt: '2025-01-05T10:00:00.000Z',
    decidedAt: null,
    documentCount: 1,
    hasAccount: true,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    action: 'submit',
    fromStatus: 'DRAFT',
    toStatus: 'SUBMITTED',
    actorEmail: 'ayse@example.com',
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function documentItem(overrides: Partial<ApplicationDocument> = {}): ApplicationDocument {
  return {
    id: 'doc-1',
    fileId: 'file-1',
    filename: 'diploma.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    createdAt: '2025-01-05T09:35:00.000Z',
    downloadUrl: '/api/i/admin/files/file-1/download',
    ...overrides,
  };
}

export function paymentItem(overrides: Partial<AdminPaymentItem> = {}): AdminPaymentItem {
  return {
    id: 'pay-1',
    createdAt: '2025-01-05T09:00:00.000Z',
    email: 'mehmet@example.com',
    planWanted: 'PREMIUM',
    monthsWanted: 1,
    amountMinor: 199000,
    currency: 'TRY',
    periodStart: '2025-01-05T09:00:00.000Z',
    periodEnd: '2025-02-05T09:00:00.000Z',
    ...overrides,
  };
}

/** Signs in as an admin and answers with `routes`; anything else fails the test. */
export function stubAdminFetch(...routes: FetchRoute[]) {
  return stubFetch(signedInAs(testUsers.admin), ...routes);
}

export { jsonResponse, route };
