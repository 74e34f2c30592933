// Which answers "Yeniden oluştur" may write again, and when that costs no credit (issue 16). Pure
// rules: the message list shows them (repository.ts toMessageDto) and a regeneration checks them
// (ask.ts).
import type { MessageRow } from '../../db/schema';

/** A stopped, partial or failed answer that was not itself regenerated. */
export function canRegenerate(answer: Pick<MessageRow, 'role' | 'status' | 'regenerated'>) {
  return (
    answer.role === 'assistant' &&
    !answer.regenerated &&
    (answer.status === 'stopped' || answer.status === 'partial' || answer.status === 'error')
  );
}
/** Whether regenerating an answer in this state is on us (no credit) — every reason but a stop. */
export function regenerationIsFree(answer: Pick<MessageRow, 'status' | 'endReason'>): boolean {
  return (
    (answer.status === 'partial' || answer.status === 'error') && answer.endReason !== 'user_stop'
  );
}
