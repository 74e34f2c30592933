// "Download my data" (KVKK art. 11): everything the platform holds about one user, read from
// their own rows only. The shared dataExportSchema is the route's response schema as well, so a
// column missing from that list (password or code hashes, session ids, storage keys, IP hashes)
// cannot reach the file even if a query (repository.ts) selected it.
import type { DataExport } from '@psikorehber/shared/schemas/account';
import type { DbOrTx } from '../../db/client';
import type { ApplicationRow, UserRow } from '../../db/schema';
import { findApplicationByUser } from '../application';
import { accessPolicyOf, effectiveStatus, loadEntitlement } from '../billing';
import {
  listApplicationFiles,
  listApplicationHistory,
  listMessagesOf,
  listPaymentsOf,
  listSessionsOf,
  listTopicsIn,
  listWorkspacesOf,
} from './repository';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

export async function buildDataExport(db: DbOrTx, user: UserRow, now: Date): Promise<DataExport> {
  const application = await findApplicationByUser(db, user.id);
  const entitlement = await loadEntitlement(db, user.id, application?.status === 'APPROVED', now);
  const access = accessPolicyOf(entitlement, user.historyPurgedAt);

  return {
    format: 'psikorehber-data-export/1',
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      historyPurgedAt: isoOrNull(user.historyPurgedAt),
    },
    sessions: (await listSessionsOf(db, user.id)).map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent || null,
    })),
    consents: {
      privacyNotice: {
        version: application?.privacyNoticeVersion ?? null,
        acceptedAt: isoOrNull(application?.privacyNoticeAt ?? null),
      },
      explicitConsent: {
        version: application?.consentVersion ?? null,
        acceptedAt: isoOrNull(application?.consentAt ?? null),
      },
    },
    application: application ? await exportApplication(db, application) : null,
    entitlements: {
      subscriptions: entitlement.subscriptions.map((s) => ({
        id: s.id,
        planCode: s.planCode,
        status: effectiveStatus(s, now),
        months: s.months,
        quotaInitial: s.quotaInitial,
        quotaRemaining: s.quotaRemaining,
        periodStart: iso(s.periodStart),
        periodEnd: iso(s.periodEnd),
        createdAt: iso(s.createdAt),
      })),
      trial: entitlement.trial
        ? {
            startedAt: iso(entitlement.trial.startedAt),
            endsAt: iso(entitlement.trial.endsAt),
            questionsInitial: entitlement.trial.questionsInitial,
            questionsRemaining: entitlement.trial.questionsRemaining,
          }
        : null,
      access: {
        mode: access.mode,
        retentionUntil: access.retentionUntil,
        historyPurgedAt: access.historyPurgedAt,
      },
    },
    payments: (await listPaymentsOf(db, user.id)).map((p) => ({
      id: p.id,
      merchantOid: p.merchantOid,
      provider: p.provider,
      kind: p.kind,
      planCode: p.planCode,
      periodMonths: p.periodMonths,
      amountKurus: p.amountKurus,
      currency: p.currency,
      status: p.status,
      failedReason: p.failedReasonMsg,
      settledAt: isoOrNull(p.settledAt),
      createdAt: iso(p.createdAt),
    })),
    workspaces: await exportWorkspaces(db, user.id),
  };
}

async function exportApplication(
  db: DbOrTx,
  row: ApplicationRow,
): Promise<NonNullable<DataExport['application']>> {
  const documents = await listApplicationFiles(db, row.id);
  const history = await listApplicationHistory(db, row.id);
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    specialization: row.specialization,
    experienceYrs: row.experienceYrs,
    currentRole: row.currentRole,
    currentWorkplace: row.currentWorkplace,
    contactPhoneWork: row.contactPhoneWork,
    contactPhoneMobile: row.contactPhoneMobile,
    address: row.address,
    motivation: row.motivation,
    status: row.status,
    emailVerifiedAt: isoOrNull(row.emailVerifiedAt),
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    documents: documents.map((d) => ({
      id: d.id,
      filename: d.filename,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
      sha256: d.sha256,
      createdAt: iso(d.createdAt),
    })),
    history: history.map((h) => ({
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      at: iso(h.createdAt),
    })),
  };
}

/** Workspaces → topics (oldest first) → messages (oldest first), all filtered by the owner. */
async function exportWorkspaces(db: DbOrTx, userId: string): Promise<DataExport['workspaces']> {
  const wsRows = await listWorkspacesOf(db, userId);
  if (wsRows.length === 0) return [];
  const workspaceIds = wsRows.map((w) => w.id);
  const topicRows = await listTopicsIn(db, userId, workspaceIds);
  const messageRows = await listMessagesOf(db, userId);

  const messagesByTopic = new Map<
    string,
    DataExport['workspaces'][number]['topics'][number]['messages']
  >();
  for (const m of messageRows) {
    const list = messagesByTopic.get(m.topicId) ?? [];
    list.push({
      id: m.id,
      role: m.role,
      text: m.text,
      status: m.status,
      provider: m.provider,
      model: m.model,
      createdAt: iso(m.createdAt),
    });
    messagesByTopic.set(m.topicId, list);
  }
  return wsRows.map((w) => ({
    id: w.id,
    name: w.name,
    createdAt: iso(w.createdAt),
    topics: topicRows
      .filter((t) => t.workspaceId === w.id)
      .map((t) => ({
        id: t.id,
        title: t.title,
        focus: t.focus,
        level: t.level,
        createdAt: iso(t.createdAt),
        lastMsgAt: isoOrNull(t.lastMsgAt),
        messages: messagesByTopic.get(t.id) ?? [],
      })),
  }));
}
