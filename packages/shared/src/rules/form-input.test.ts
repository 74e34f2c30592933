import { describe, expect, it } from 'vitest';

import { experienceYrsSchema } from '../schemas/apply';
import { sanitizeExperienceInput } from './form-input';

describe('sanitizeExperienceInput', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['5', '5'],
    ['1a2', '12'],
    [' 4 0 ', '40'],
    ['-3', '3'],
    ['2.5', '25'],
    ['100', '100'],
    ['101', '100'],
    ['150', '100'],
    ['99999999999999999999', '100'],
    ['007', '7'],
    ['0', '0'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeExperienceInput(raw)).toBe(expected);
  });

  it('always yields a value the experience rule accepts', () => {
    for (const raw of ['', 'x', '0', '00000', '12', '100', '1000', '٣']) {
      expect(experienceYrsSchema.safeParse(sanitizeExperienceInput(raw)).success).toBe(true);
    }
  });
});
