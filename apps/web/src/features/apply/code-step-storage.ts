import { z } from 'zod';
import type { CodeSent } from '~/features/apply/components/apply-form-step';
import { readStorage, removeStorage, writeStorage } from '~/lib/browser-storage';

// The code step of /apply that this tab has reached: the draft, the address the code went to and
// when it may be resent. Kept in session storage while the step is shown, so a reload or a trip to
// the mail tab comes back to the code field instead of an empty form; a closed tab forgets it.

const CODE_STEP_STORAGE_KEY = 'apply_code_step';

const storedCodeStepSchema = z.object({
  draftId: z.string().min(1),
  email: z.string().min(1),
  /** Epoch milliseconds from which a new code may be asked for. */
  resendAt: z.number(),
});
type StoredCodeStep = z.infer<typeof storedCodeStepSchema>;

export function storeCodeStep(step: StoredCodeStep): void {
  writeStorage('session', CODE_STEP_STORAGE_KEY, JSON.stringify(step));
}

/** The step to continue, or null when none was kept (or what was kept is unreadable). */
export function readCodeStep(now = Date.now()): { draftId: string; sent: CodeSent } | null {
  const raw = readStorage('session', CODE_STEP_STORAGE_KEY);
  if (!raw) return null;
  let parsed: ReturnType<typeof storedCodeStepSchema.safeParse>;
  try {
    parsed = storedCodeStepSchema.safeParse(JSON.parse(raw));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { draftId, email, resendAt } = parsed.data;
  return {
    draftId,
    sent: {
      email,
      resendAfterSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)),
      expiresInSeconds: null,
      notice: null,
    },
  };
}

/** The step is over: the code was accepted, or the user went back to the form. */
export function forgetCodeStep(): void {
  removeStorage('session', [CODE_STEP_STORAGE_KEY]);
}
