import { describe, expect, it } from 'vitest';

import { errorsOf } from '../testing/zod-errors';
import { askSchema, createTopicSchema, createWorkspaceSchema } from './workspace';

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
