import { describe, expect, it } from 'vitest';

import { CONSENT_TEXT_VERSIONS } from '../constants';
import { errorsOf } from '../../test/zod-errors';
import { dataExportFileName } from '../rules/files';
import { accountDeleteBodySchema, dataExportSchema } from './account';

const NOW = '2026-11-22T09:00:00.000Z';

function anExport() {
  return {
    format: 'psikorehber-data-export/1',
    exportedAt: NOW,
    account: {
      id: 'u1',
      email: 'ayse@example.com',
      fullName: 'Ayşe Yılmaz',
      role: 'USER',
      createdAt: NOW,
      updatedAt: NOW,
      historyPurgedAt: null,
      passwordHash: 'scrypt$32768$8$3$c2FsdA==$a2V5',
    },
    sessions: [
      {
        id: 's1',
        tokenHash: 'ab'.repeat(32),
        createdAt: NOW,
        lastSeenAt: NOW,
        expiresAt: NOW,
        userAgent: null,
      },
    ],
    consents: {
      privacyNotice: { version: CONSENT_TEXT_VERSIONS.privacyNotice, acceptedAt: NOW },
      explicitConsent: { version: CONSENT_TEXT_VERSIONS.explicitConsent, acceptedAt: NOW },
    },
    application: null,
    entitlements: {
      subscriptions: [],
      trial: null,
      access: { mode: 'none', retentionUntil: null, historyPurgedAt: null },
    },
    payments: [],
    workspaces: [],
  };
}

describe('dataExportSchema', () => {
  it('lets only the listed fields through: no hashes or session ids reach the file', () => {
    const parsed = dataExportSchema.parse(anExport());
    const text = JSON.stringify(parsed);
    expect(text).not.toMatch(/passwordHash|tokenHash|scrypt/);
    expect(parsed.sessions[0]).toEqual({
      createdAt: NOW,
      lastSeenAt: NOW,
      expiresAt: NOW,
      userAgent: null,
    });
  });
});

describe('dataExportFileName', () => {
  it('names the file by the day in Türkiye', () => {
    expect(dataExportFileName(new Date('2026-03-01T10:00:00Z'))).toBe(
      'psikorehber-verilerim-2026-03-01.json',
    );
    // 22:30 UTC is already the next day in İstanbul (UTC+3).
    expect(dataExportFileName(new Date('2026-03-01T22:30:00Z'))).toBe(
      'psikorehber-verilerim-2026-03-02.json',
    );
  });
});

describe('accountDeleteBodySchema', () => {
  it('needs the password', () => {
    expect(errorsOf(accountDeleteBodySchema, {}).password).toEqual(['Şifrenizi giriniz.']);
    expect(errorsOf(accountDeleteBodySchema, { password: '' }).password).toEqual([
      'Şifrenizi giriniz.',
    ]);
    expect(accountDeleteBodySchema.parse({ password: 'x', extra: 1 })).toEqual({ password: 'x' });
  });
});
