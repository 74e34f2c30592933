import { describe, expect, it } from 'vitest';
import { analyzeQuestion, questionParts, continuesPrevious } from './analysis';

describe('question analysis', () => {
  it('reads a follow-up together with the case it continues, and leaves an unrelated one out', () => {
    const history = [
      {
        question:
          'Panik atağı olan 30 yaşında danışanımla interoseptif maruz bırakmaya nasıl başlarım?',
        answer: 'x',
      },
    ];
    const followUp = analyzeQuestion('Peki ergenlerde?', history, 'auto');
    expect(followUp.continues).toBe(history[0]!.question);
    const unrelated = analyzeQuestion(
      'Çift terapisinde bireysel görüşmelerde öğrendiğim bir sırrı nasıl ele almalıyım?',
      history,
      'auto',
    );
    expect(unrelated.continues).toBeNull();
    expect(continuesPrevious('Peki ya çocuklarda?', 'Uzun bir soru metni')).toBe(true);
  });

  it('leads with a setting-bound frame only in that setting: a one-to-one dual role is no group', () => {
    const oneToOne = analyzeQuestion(
      'Bir STK’da koordinatörüm, ekipteki 4 psikoloğun klinik süpervizörü de benim. Biri süpervizyonda boşanmasını anlatıp ağlıyor; sözleşmesinin yenilenmesine ben karar vereceğim. Süpervizyonda anlattıklarını değerlendirmede kullanmamam mı gerekir?',
      [],
      'auto',
    );
    expect(oneToOne.matches[0]?.frame.id).not.toBe('supervision-group-supervision');
    const group = analyzeQuestion(
      'Grup süpervizyonunda bir katılımcı diğerlerinin vaka sunumlarını sürekli eleştiriyor, grup sessizleşti. Nasıl müdahale etmeliyim?',
      [],
      'auto',
    );
    expect(group.matches.slice(0, 2).map((m) => m.frame.id)).toContain(
      'supervision-group-supervision',
    );
  });

  it('lets the topic focus choose the mode and bring its kind of frame forward', () => {
    const question = 'Danışanım seanslara sürekli geç kalıyor ve ücretini ödemiyor, ne yapmalıyım?';
    expect(analyzeQuestion(question, [], 'ethics').mode).toBe('ethics');
    expect(analyzeQuestion(question, [], 'technique').mode).toBe('technique');
    const focused = analyzeQuestion(question, [], 'ethics');
    expect(focused.matches[0]?.frame.kind).toBe('ethics');
  });

  it('carries the risk verdict of the question, whatever the frames', () => {
    const calm = analyzeQuestion(
      'Danışanım eşinden ayrıldıktan sonra uyku sorunu yaşıyor; uyaran kontrolüne nasıl başlarım?',
      [],
      'auto',
    );
    expect(calm.risk.risk).toBe(false);
    const violent = analyzeQuestion(
      'Danışanım eşinin onu dövdüğünü ve telefonunu elinden aldığını anlattı; ne yapmalıyım?',
      [],
      'auto',
    );
    expect(violent.risk.kinds).toContain('domesticViolence');
  });

  it('answers every part of a multi-part question: each part brings its own frame', () => {
    const question =
      '16 yaşındaki danışanım okulda panik atakları yaşıyor, sınıftan çıkmak zorunda kalıyor. Bu vakayı nasıl formüle ederim? Ayrıca annesi seanslarda ne konuştuğumuzu öğrenmek istiyor, ona ne söylemeliyim?';
    expect(questionParts(question)).toHaveLength(2);
    const analysis = analyzeQuestion(question, [], 'auto');
    expect(analysis.matches[0]?.frame.id).toBe('problem-panic-disorder');
    expect(analysis.partLeads.map((m) => m.frame.kind)).toContain('ethics');
    // A one-part question has no parts, and a part never rests on shared words alone.
    expect(questionParts('Panik bozukluğunda interoseptif maruz bırakmayı nasıl yaparım?')).toEqual(
      [],
    );
    expect(
      analyzeQuestion('Danışanım nasıl? Bilmiyorum ne yapacağımı?', [], 'auto').partLeads,
    ).toEqual([]);
  });

  it('brings no frame for a line of the case that asks nothing, or for one shared phrase', () => {
    const question = [
      '27 yaşında kadın danışan, 4 aydır panik atakları yaşıyor, çarpıntı olunca acile gidiyor.',
      'Babası geçen yıl kalp krizi geçirdikten sonra başlamış.',
      'Anneannesi demans tanısı almış, annesi ona bakıyor.',
      'Panik döngüsünü nasıl formüle ederim?',
    ].join('\n');
    const leads = analyzeQuestion(question, [], 'auto').partLeads.map((m) => m.frame.id);
    expect(leads).not.toContain('problem-chronic-illness');
    expect(leads).not.toContain('problem-dementia-caregiving');
  });
});
