// Helpers for tests that need an admin or applications in a given state.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { applications } from '../../src/db/schema';
import { createOrPromoteAdmin } from '../../src/modules/admin/bootstrap';
import { applicationColumns } from '../../src/modules/application/repository';
import { login, sessionCookie } from './accounts';

export const ADMIN_PASSWORD = 'Yonetici-Sifre-2026';

export async function adminCookie(app: FastifyInstance, db: Database, email = 'admin@example.com') {
  await createOrPromoteAdmin(db, email, ADMIN_PASSWORD, { replaceExisting: true });
  return sessionCookie(await login(app, email, ADMIN_PASSWORD));
}

/** Inserts an application directly in the given status (no account). */
export async function seedApplication(
  db: Database,
  fields: {
    email: string;
    fullName?: string;
    specialization?: string;
    status?: string;
    createdAt?: Date;
  },
) {
  const values = {
    email: fields.email,
    fullName: fields.fullName ?? 'Test Kişi',
    specialization: fields.specialization ?? 'Klinik Psikoloji',
  };
  const [row] = await db
    .insert(applications)
    .values({
      ...applicationColumns(values.email, values),
      address: 'Atatürk Bulvarı No: 1, Ankara',
      contactPhoneMobile: '05321234567',
      status: fields.status ?? 'SUBMITTED',
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function statusOf(db: Database, id: string) {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}
