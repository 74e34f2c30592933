import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './analysis';

describe('question analysis', () => {
  it('grounds in risk-screening knowledge only when the text carries risk (issue 15)', () => {
    // "eşinden", "şiddet" as a topic word: no screening questions for violence in this case.
    const calm = analyzeQuestion(
      'Danışanım eşinden ayrıldıktan sonra uyku sorunu yaşıyor; uyku hijyeni ve uyaran kontrolüne nasıl başlarım?',
      [],
      'auto',
    );
    expect(calm.risk.risk).toBe(false);
    expect(calm.entries.filter((e) => e.kind === 'risk')).toEqual([]);

    const violent = analyzeQuestion(
      'Danışanım eşinin onu dövdüğünü ve telefonunu elinden aldığını anlattı; güvenlik planını nasıl yaparım?',
      [],
      'auto',
    );
    expect(violent.risk.kinds).toContain('domesticViolence');
    expect(violent.entries.some((e) => e.kind === 'risk')).toBe(true);
  });
});
