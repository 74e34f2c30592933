// Search across one's own topics and messages of a workspace (issue 6, beyond
// docs/requirements/api.md#api-workspace), insensitive to case and Turkish letters: "sule" finds
// "Şule", "ISIK" finds "ışık".
import { foldTurkish } from '@psikorehber/shared/rules/search-text';
import type { SearchHit } from '@psikorehber/shared/schemas/workspace';
import type { DbOrTx } from '../../db/client';
import { findMessagesByText, findTopicsByTitle } from './repository';

const MAX_HITS = 50;
const SNIPPET_RADIUS = 60;

export async function searchWorkspace(
  db: DbOrTx,
  userId: string,
  workspaceId: string,
  query: string,
): Promise<SearchHit[]> {
  const needle = foldTurkish(query);
  const titleHits = await findTopicsByTitle(db, userId, workspaceId, needle, MAX_HITS);
  const messageHits = await findMessagesByText(db, userId, workspaceId, needle, MAX_HITS);

  const hits: SearchHit[] = [
    ...titleHits.map((topic) => ({
      topicId: topic.id,
      topicTitle: topic.title,
      messageId: null,
      role: null,
      snippet: topic.title,
      createdAt: topic.createdAt.toISOString(),
    })),
    ...messageHits.map(({ message, title }) => ({
      topicId: message.topicId,
      topicTitle: title,
      messageId: message.id,
      role: message.role as 'user' | 'assistant',
      snippet: snippetAround(message.text, needle),
      createdAt: message.createdAt.toISOString(),
    })),
  ];
  return hits.slice(0, MAX_HITS);
}

/** A window of the text around the first match (found on the folded text, same length here). */
export function snippetAround(text: string, needle: string): string {
  const index = foldTurkish(text).indexOf(needle);
  const flat = text.replace(/\s+/g, ' ').trim();
  if (index < 0) return flat.slice(0, SNIPPET_RADIUS * 2);
  const start = Math.max(0, index - SNIPPET_RADIUS);
  const end = Math.min(flat.length, index + needle.length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
