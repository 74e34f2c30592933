import { readStorage, removeStorage, writeStorage } from '~/lib/browser-storage';

// The draft this browser tab is filling in: a capability token from POST /public/apply/draft, kept
// in session storage so a reload continues the same draft and a closed tab forgets it.

const DRAFT_ID_STORAGE_KEY = 'apply_draft_id';
export const DRAFT_ID_HEADER = 'X-Apply-Draft-Id';

export function readDraftId(): string | null {
  return readStorage('session', DRAFT_ID_STORAGE_KEY);
}

export function storeDraftId(draftId: string): void {
  writeStorage('session', DRAFT_ID_STORAGE_KEY, draftId);
}

export function forgetDraftId(): void {
  removeStorage('session', [DRAFT_ID_STORAGE_KEY]);
}

export function draftHeaders(draftId: string): Record<string, string> {
  return { [DRAFT_ID_HEADER]: draftId };
}
