import { DEFAULT_PAGE_META, SITE_NAME as SHARED_SITE_NAME } from '@psikorehber/shared/seo';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TITLE, SITE_NAME } from '~/config/site';

describe('site config', () => {
  it('uses the same default title and name as the server-side head (shared/seo)', () => {
    expect(DEFAULT_DOCUMENT_TITLE).toBe(DEFAULT_PAGE_META.title);
    expect(SITE_NAME).toBe(SHARED_SITE_NAME);
  });
});
