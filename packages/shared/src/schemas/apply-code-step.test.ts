import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import { applyCodeStepSchema } from './apply';

describe('applyCodeStepSchema', () => {
  it("says 'Eksik bilgi.' for an empty or blank code", () => {
    for (const input of [{ code: '' }, { code: '   ' }, {}]) {
      expect(errorsOf(applyCodeStepSchema, input).code).toEqual(['Eksik bilgi.']);
    }
  });

  it('needs exactly 6 digits otherwise, and drops spaces', () => {
    expect(errorsOf(applyCodeStepSchema, { code: '12345' }).code).toEqual([
      'Kod 6 haneli olmalıdır.',
    ]);
    expect(errorsOf(applyCodeStepSchema, { code: '12a456' }).code).toEqual([
      'Kod 6 haneli olmalıdır.',
    ]);
    expect(applyCodeStepSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });
});
