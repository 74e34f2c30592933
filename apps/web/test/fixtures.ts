import type { Application, ApplicationDocument } from '@psikorehber/shared/schemas/entities';

/** An application as GET /apply/secure/me returns it; DRAFT unless a test says otherwise. */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    email: 'ayse@example.com',
    fullName: 'Ayşe Yılmaz',
    specialization: 'Klinik Psikolog',
    experienceYrs: 5,
    currentRole: null,
    currentWorkplace: 'Özel muayenehane',
    contactPhoneWork: null,
    contactPhoneMobile: '0532 123 45 67',
    address: 'Moda Cad. No: 1 Kadıköy İstanbul',
    motivation: null,
    status: 'DRAFT',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<ApplicationDocument> = {}): ApplicationDocument {
  const id = overrides.id ?? 'f1';
  return {
    id,
    fileId: id,
    filename: 'diploma.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    createdAt: '2026-03-01T10:05:00.000Z',
    downloadUrl: `/api/apply/secure/files/${id}`,
    ...overrides,
  };
}
