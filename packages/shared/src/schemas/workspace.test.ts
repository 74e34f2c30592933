import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import {
  askSchema,
  createTopicSchema,
  createWorkspaceSchema,
  formatMessageCursor,
  messagePageQuerySchema,
  parseMessageCursor,
  workspaceSearchQuerySchema,
} from './workspace';
import { SEARCH_MAX_LENGTH } from '../constants';
import { FORM_MESSAGES, WORKSPACE_UI_MESSAGES } from '../messages';

describe('createWorkspaceSchema', () => {
  it('defaults the name to Workspace', () => {
    expect(createWorkspaceSchema.parse({})).toEqual({ name: 'Workspace' });
    expect(createWorkspaceSchema.parse({ name: '  ' })).toEqual({ name: 'Workspace' });
    expect(createWorkspaceSchema.parse({ name: ' Vakalar ' })).toEqual({ name: 'Vakalar' });
  });
});

describe('createTopicSchema', () => {
  it('needs a title', () => {
    expect(createTopicSchema.parse({ title: ' Vaka 1 ' })).toEqual({ title: 'Vaka 1' });
    expect(errorsOf(createTopicSchema, { title: '   ' })).toEqual({ title: ['Başlık zorunlu'] });
    expect(errorsOf(createTopicSchema, {})).toEqual({ title: ['Başlık zorunlu'] });
  });

  it('reads the topicTitle and topic_name retries as title', () => {
    expect(createTopicSchema.parse({ topicTitle: 'A' })).toEqual({ title: 'A' });
    expect(createTopicSchema.parse({ topic_name: 'B' })).toEqual({ title: 'B' });
    expect(createTopicSchema.parse({ title: 'C', topicTitle: 'A' })).toEqual({ title: 'C' });
  });

  it('limits the title to 200 characters', () => {
    expect(errorsOf(createTopicSchema, { title: 'x'.repeat(201) })).toEqual({
      title: ['En fazla 200 karakter girebilirsiniz.'],
    });
  });
});

describe('askSchema', () => {
  it('needs a non-blank question', () => {
    expect(askSchema.parse({ text: ' Nasıl? ' })).toEqual({ text: 'Nasıl?' });
    expect(errorsOf(askSchema, { text: ' \n ' })).toEqual({ text: ['Soru boş olamaz'] });
    expect(errorsOf(askSchema, {})).toEqual({ text: ['Soru boş olamaz'] });
  });

  it('limits the question length', () => {
    expect(errorsOf(askSchema, { text: 'x'.repeat(8001) })).toEqual({
      text: ['Soru en fazla 8000 karakter olabilir.'],
    });
  });
});

describe('messagePageQuerySchema (issue 18)', () => {
  const id = '5f0c2d1e-1111-4c1a-9a57-000000000001';
  const cursor = { at: '2026-10-01T08:00:00.123456Z', id };

  it('reads nothing as the whole list, and a limit of 1 to 100 with a cursor as a page', () => {
    expect(messagePageQuerySchema.parse({})).toEqual({});
    expect(messagePageQuerySchema.parse({ limit: '1' })).toEqual({ limit: 1 });
    expect(
      messagePageQuerySchema.parse({ limit: '100', before: formatMessageCursor(cursor) }),
    ).toEqual({ limit: 100, before: cursor });
  });

  it('refuses other limits and cursors in Turkish', () => {
    const limit = ['Sayfa boyutu 1 ile 100 arasında bir tam sayı olmalıdır.'];
    const before = ['Geçersiz sayfa imleci. Mesajları baştan yükleyin.'];
    for (const value of ['0', '101', '-1', '1.5', 'on', '', ['2', '3']])
      expect(errorsOf(messagePageQuerySchema, { limit: value }), String(value)).toEqual({ limit });
    for (const value of ['x', id, `2026-10-01T08:00:00.123Z_${id}`, `${'1'.repeat(300)}`, [id]])
      expect(errorsOf(messagePageQuerySchema, { before: value }), String(value)).toEqual({
        before,
      });
  });

  it('round-trips a cursor and refuses instants that do not exist', () => {
    expect(parseMessageCursor(formatMessageCursor(cursor))).toEqual(cursor);
    expect(parseMessageCursor(`2024-02-29T23:59:59.999999Z_${id}`)).not.toBeNull();
    for (const at of [
      '2026-02-29T08:00:00.000000Z',
      '2026-04-31T08:00:00.000000Z',
      '2026-10-01T24:00:00.000000Z',
      '2026-10-01T08:60:00.000000Z',
      '0999-10-01T08:00:00.000000Z',
      '2026-10-01T08:00:00.000000+03:00',
    ])
      expect(parseMessageCursor(`${at}_${id}`), at).toBeNull();
    expect(parseMessageCursor(`2026-10-01T08:00:00.000000Z_${id.toUpperCase()}`)).toBeNull();
  });
});

describe('workspaceSearchQuerySchema', () => {
  it('answers a missing, a too short and a too long query in Turkish', () => {
    expect(errorsOf(workspaceSearchQuerySchema, {})).toEqual({
      q: [WORKSPACE_UI_MESSAGES.searchTooShort],
    });
    expect(errorsOf(workspaceSearchQuerySchema, { q: ' a ' })).toEqual({
      q: [WORKSPACE_UI_MESSAGES.searchTooShort],
    });
    expect(errorsOf(workspaceSearchQuerySchema, { q: 'x'.repeat(SEARCH_MAX_LENGTH + 1) })).toEqual({
      q: [FORM_MESSAGES.tooLong(SEARCH_MAX_LENGTH)],
    });
    expect(workspaceSearchQuerySchema.parse({ q: '  panik  ' })).toEqual({ q: 'panik' });
  });
});
