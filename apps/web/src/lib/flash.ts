// A one-off notice carried in the navigation's history state (e.g. "your account was deleted",
// shown on the home page after the signed-in pages are gone). The root layout displays it.

export interface FlashState {
  flash: string;
}

export function flashState(message: string): FlashState {
  return { flash: message };
}

/** The notice in a location's state, if any. */
export function readFlash(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  return typeof flash === 'string' && flash ? flash : null;
}
