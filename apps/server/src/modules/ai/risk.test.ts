import { describe, expect, it } from 'vitest';
import evalSet from './knowledge/data/risk-eval.json' with { type: 'json' };
import { assessRisk } from './risk';

describe('risk detection', () => {
  it('finds each kind of risk, with or without Turkish letters, first or third person', () => {
    expect(assessRisk('Danışanım intihar etmeyi düşündüğünü söyledi.').kinds).toEqual(['suicide']);
    expect(assessRisk('artik olmek istiyorum diyor').kinds).toEqual(['suicide']);
    expect(
      assessRisk('Kendine zarar verdiğini, kollarını jiletle kestiğini anlattı.').kinds,
    ).toEqual(['selfHarm']);
    expect(assessRisk('Eşini öldüreceğini söyleyerek tehdit etti.').kinds).toContain(
      'harmToOthers',
    );
    expect(assessRisk('Danışanım annesinin onu dövdüğünü anlattı, 9 yaşında bir çocuk.').risk).toBe(
      true,
    );
    expect(assessRisk('Kocası her akşam onu dövüyor.').kinds).toContain('domesticViolence');
  });

  it('does not raise the alarm for denials or talk about research', () => {
    expect(assessRisk('İntihar düşüncesi olmadığını söyledi.').risk).toBe(false);
    expect(assessRisk('Kendine zarar verme öyküsü yok.').risk).toBe(false);
    expect(assessRisk('İntihar araştırmalarının tarihçesini anlatır mısınız?').risk).toBe(false);
    expect(assessRisk('Sınav kaygısı için hangi teknikleri önerirsiniz?').risk).toBe(false);
  });

  it('keeps a risk that follows a denial in another clause', () => {
    expect(assessRisk('İntihar düşüncesi yok ama kendine zarar veriyor.').kinds).toEqual([
      'selfHarm',
    ]);
  });

  it('meets recall and false-alarm targets on the labelled set', () => {
    const set = evalSet as Array<{ text: string; risk: boolean }>;
    const positives = set.filter((s) => s.risk);
    const negatives = set.filter((s) => !s.risk);
    const missed = positives.filter((s) => !assessRisk(s.text).risk).map((s) => s.text);
    const alarms = negatives.filter((s) => assessRisk(s.text).risk).map((s) => s.text);
    const recall = 1 - missed.length / positives.length;
    const falseAlarmRate = alarms.length / negatives.length;
    expect(recall, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(falseAlarmRate, alarms.join('\n')).toBeLessThanOrEqual(0.15);
  });
});
