import { describe, expect, it } from 'vitest';

import {
  codeSchema,
  countDigits,
  EMAIL_PATTERN,
  emailField,
  optionalText,
  requiredText,
} from './fields';

describe('field builders', () => {
  it('EMAIL_PATTERN is text@text.text without spaces', () => {
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
    expect(EMAIL_PATTERN.test('a @b.c')).toBe(false);
  });

  it('emailField reports "required" for empty values and "invalid" otherwise', () => {
    const field = emailField('invalid', 'required');
    expect(field.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
    expect(field.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      'required',
    ]);
    expect(field.safeParse('x').error?.issues.map((issue) => issue.message)).toEqual(['invalid']);
    expect(field.parse(' X@Y.Z ')).toBe('x@y.z');
  });

  it('requiredText trims and refuses blanks', () => {
    const field = requiredText('required', 5);
    expect(field.parse(' abc ')).toBe('abc');
    expect(field.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual(['required']);
    expect(field.safeParse('abcdef').error?.issues.map((issue) => issue.message)).toEqual([
      'En fazla 5 karakter girebilirsiniz.',
    ]);
  });

  it('optionalText turns missing and blank values into null', () => {
    const field = optionalText(10);
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse('  ')).toBeNull();
    expect(field.parse(' a ')).toBe('a');
  });

  it('codeSchema drops spaces and needs 6 digits', () => {
    expect(codeSchema.parse('12 34 56')).toBe('123456');
    expect(codeSchema.safeParse('١٢٣٤٥٦').success).toBe(false);
  });

  it('countDigits counts ASCII digits of strings only', () => {
    expect(countDigits('+90 (532) 123-45-67')).toBe(12);
    expect(countDigits('')).toBe(0);
    expect(countDigits(5_321_234_567)).toBe(0);
  });
});
