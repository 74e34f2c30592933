import { CONTACT_MAX_LINKS } from '../constants';

// Contact-form spam heuristic (docs/requirements/validation.md#val-contact): people rarely paste
// more than a link or two into a message to a clinic's team; link-stuffed messages are the typical
// bot payload.

const LINK_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;

/** How many web links (http://, https://, www.) a text contains. */
export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0;
}

/** True when the text carries more links than a contact message may. */
export function hasTooManyLinks(text: string, max: number = CONTACT_MAX_LINKS): boolean {
  return countLinks(text) > max;
}
