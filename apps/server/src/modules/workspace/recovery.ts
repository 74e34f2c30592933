// Interrupted asks (docs/requirements/limits.md#lim-credit, issue 16): the credit is taken and the
// question stored with an empty "streaming" answer before the engine runs, and the generating
// process stores the text as it grows, so a process that dies in between (kill -9, crash, lost
// database connection) leaves a charged question with a half-written answer. The sweep finds
// answers still streaming long after any generation could still be running (every generation ends
// by the total time limit) and ends them as interrupted through answer-states.ts: partial when text
// was stored, error otherwise, the credit given back; that ending only acts on a still-streaming
// answer, so running the sweep twice, or on two instances at once, refunds once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PeriodicTask } from '../../lib/periodic-task';
import { endAnswer } from './answer-states';
import { findStaleAnswers } from './repository';

/** Added to the total AI limit: storing an answer after the engine is done takes far less. */
export const RECOVERY_MARGIN_MS = 30_000;
const BATCH = 100;

/**
 * Ends every answer that has been streaming for longer than `staleAfterMs` as interrupted and
 * refunds its question's credit. Returns how many it recovered.
 */
export async function recoverInterruptedAsks(
  db: Database,
  now: Date,
  staleAfterMs: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - staleAfterMs);
  let recovered = 0;
  for (;;) {
    const stale = await findStaleAnswers(db, cutoff, BATCH);
    for (const { id, text } of stale) {
      const ended = await endAnswer(
        db,
        id,
        { kind: 'cut', reason: 'interrupted', text, answered: text.trim() !== '' },
        now,
      );
      if (ended.kind !== 'gone') recovered += 1;
    }
    if (stale.length < BATCH) return recovered;
  }
}

/**
 * The sweep as a background task: the app runs it once before it is ready and then every minute.
 * Answers count as interrupted once their generation began longer ago than the total AI limit plus
 * RECOVERY_MARGIN_MS, so another instance's live asks are safe.
 */
export function askRecoveryTask(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  staleAfterMs: number,
): PeriodicTask<void> {
  return new PeriodicTask(async () => {
    try {
      const count = await recoverInterruptedAsks(db, clock.now(), staleAfterMs);
      if (count > 0) log.warn({ count }, 'interrupted answers recovered; credits returned');
    } catch (err) {
      log.error({ err }, 'ask recovery sweep failed');
    }
  }, 60_000);
}
