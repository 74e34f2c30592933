// The offline composer and the frame matcher on small test frames (test/support/frames.ts): which
// frames are chosen, the shape each question type gets, the relevance floor and the sources.
import { describe, expect, it } from 'vitest';
import { testFrame } from '../../../test/support/frames';
import { readCase } from './case-reading';
import { composeFromFrames } from './compose-frames';
import { FrameMatcher, frameMatcher } from './frame-matcher';
import { assessRisk, type RiskAssessment } from './risk';

const frames = [
  testFrame({
    id: 'problem-panic',
    title: 'Panik bozukluğu',
    cues: ['panik atağı', 'çarpıntı', 'kalp krizi geçireceğini', 'nefes alamıyor'],
    marker: 'PANİKMETNİ',
  }),
  testFrame({
    id: 'problem-insomnia',
    title: 'Uykusuzluk',
    cues: ['uykusuzluk', 'uyuyamıyor', 'uykuya dalamıyor', 'gece uyanıyor'],
    marker: 'UYKUMETNİ',
  }),
  testFrame({
    id: 'ethics-gifts',
    title: 'Danışandan hediye',
    cues: ['hediye', 'hediye getirdi', 'armağan'],
    marker: 'HEDİYEMETNİ',
  }),
  testFrame({
    id: 'supervision-countertransference',
    title: 'Karşı aktarım',
    cues: ['karşı aktarım', 'öfkelendiğini', 'babasını hatırlatıyor'],
    marker: 'KARŞIMETNİ',
  }),
  testFrame({
    id: 'technique-emdr',
    title: 'EMDR',
    cues: ['emdr', 'göz hareketleri'],
    marker: 'EMDRMETNİ',
    sections: {
      'Ne zaman': ['Tek olay travmasında EMDRMETNİ uygundur.', 'Yetişkinlerde EMDRMETNİ.'],
    },
  }),
  testFrame({
    id: 'technique-tf-cbt',
    title: 'Travma odaklı BDT',
    cues: ['tf-bdt', 'travma odaklı bdt', 'travma anlatısı'],
    marker: 'TFBDTMETNİ',
    sections: {
      'Ne zaman': [
        'Çocuk ve ergenlerde depremden sonra kabus ve kaçınma varsa, ebeveyn katılımıyla TFBDTMETNİ ilk seçenektir.',
        'Ebeveyn desteği olan çocuklarda TFBDTMETNİ.',
      ],
    },
  }),
];
const matcher = new FrameMatcher(frames);

/** The composed answer to a question, with these frames (the test frames by default) and risk. */
function answer(
  question: string,
  level: 'student' | 'early' | 'experienced' = 'early',
  { frames: m = matcher, risk }: { frames?: FrameMatcher; risk?: RiskAssessment } = {},
) {
  const reading = readCase(question);
  const matches = m.match(question, reading);
  return {
    reading,
    matches,
    ...composeFromFrames({
      question,
      reading,
      matches,
      level,
      matcher: m,
      ...(risk ? { risk } : {}),
    }),
  };
}

describe('frame matching', () => {
  it('finds a frame by its cues in any inflection, with or without Turkish letters', () => {
    const question =
      'Danisanim panik ataklari yasiyor, her carpintida kalp krizi gecirecegini saniyor.';
    const [best] = matcher.match(question, readCase(question));
    expect(best?.frame.id).toBe('problem-panic');
    expect(best?.cues.length).toBeGreaterThanOrEqual(2);
  });

  it('counts little a one-word cue that only shares its first letters with a word of the question', () => {
    const affair = testFrame({
      id: 'problem-affair',
      title: 'Aldatma',
      cues: ['metres', 'aldatma', 'sadakatsizlik'],
      marker: 'ALDATMAMETNİ',
    });
    const drink = testFrame({
      id: 'problem-drinking',
      title: 'Alkol',
      cues: ['bira', 'rakı', 'içki'],
      marker: 'ALKOLMETNİ',
    });
    const m = new FrameMatcher([...frames, affair, drink]);
    const score = (question: string, id: string) =>
      m.score(question, readCase(question)).find((x) => x.frame.id === id)?.score ?? 0;
    // "metro" is no form of "metres"; "bırakmış" (with Turkish letters) none of "bira".
    expect(score('Metroya binemiyor.', 'problem-affair')).toBeLessThan(
      score('Eşinin metresi olduğunu öğrendi.', 'problem-affair') * 0.4,
    );
    expect(score('Kahveyi ve sporu bırakmış.', 'problem-drinking')).toBeLessThan(
      score('Her akşam bira içiyor.', 'problem-drinking') * 0.4,
    );
  });

  it('finds a frame by facts written apart that make it only together', () => {
    const conversion = testFrame({
      id: 'ethics-conversion',
      title: 'Değiştirme talepleri',
      cues: ['dönüştürme terapisi'],
      marker: 'DÖNÜŞTÜRMEMETNİ',
      together: [['gey, eşcinsel', 'düzeltin, tedavi edin']],
    });
    const m = new FrameMatcher([...frames, conversion]);
    const top = (question: string) => m.match(question, readCase(question))[0];
    const both = top(
      '17 yaşındaki oğullarının gey olduğunu öğrenmişler. Bana getirdiler, "onu düzeltin" diyorlar. Ne yapmalıyım?',
    );
    expect(both?.frame.id).toBe('ethics-conversion');
    expect(both?.evidence).toEqual(expect.arrayContaining(['gey', 'düzeltin']));
    // One of the two facts alone is not the dilemma.
    expect(top('Oğullarının gey olduğunu öğrenmişler, ne yapmalıyım?')?.frame.id).not.toBe(
      'ethics-conversion',
    );
  });

  it('does not count a denied word, except for a cue that says the denial', () => {
    const competence = testFrame({
      id: 'ethics-competence',
      title: 'Yetkinlik sınırları',
      cues: ['eğitimim yok'],
      marker: 'YETKİNLİKMETNİ',
    });
    const m = new FrameMatcher([...frames, competence]);
    const cuesOf = (question: string, id: string) =>
      m.score(question, readCase(question)).find((x) => x.frame.id === id)?.cues ?? [];
    expect(cuesOf('Bu konuda hiç eğitimim yok, vakayı almalı mıyım?', 'ethics-competence')).toEqual(
      ['eğitimim yok'],
    );
    expect(cuesOf('Uykusuzluk yok, panik atağı var.', 'problem-insomnia')).toEqual([]);
  });

  it('finds a frame by the questions written for it, when its cues name nothing in the case', () => {
    const resistance = testFrame({
      id: 'supervision-resistance',
      title: 'Geri bildirime direnen süpervizyon alan',
      cues: ['geri bildirimi reddediyor'],
      marker: 'DİRENÇMETNİ',
    });
    const written = [
      'Stajyerim her önerimde tartışmaya giriyor, kayıtlarını getirmiyor, seanslarda bildiğini okuyor.',
      'Süpervizyonda söylediklerimi not alıyor ama bir sonraki hafta hiçbirini uygulamamış oluyor, sebebini sorunca konuyu değiştiriyor.',
      'Meslektaşım süpervizyona yalnızca imza için geliyor; önerilerimi dinliyor, gülümsüyor ve hiçbirini denemiyor.',
    ].map((question, i) => ({ id: `t-${String(i)}`, frame: resistance.id, question }));
    const question =
      'Stajyerim önerilerimi dinliyor ama hiçbirini uygulamıyor; bir sonraki hafta aynı şeyi yapmış oluyor, sorunca konuyu değiştiriyor. Ne yapmalıyım?';
    const top = (m: FrameMatcher) => m.match(question, readCase(question))[0]?.frame.id;
    expect(top(new FrameMatcher([...frames, resistance]))).not.toBe('supervision-resistance');
    expect(top(new FrameMatcher([...frames, resistance], written))).toBe('supervision-resistance');
    // Written questions lift no frame over the floor for a question about something else.
    const unrelated = 'Muhasebe yazılımında fatura şablonunu nasıl değiştiririm?';
    expect(
      new FrameMatcher([...frames, resistance], written).match(unrelated, readCase(unrelated)),
    ).toEqual([]);
  });

  it('returns nothing below the relevance floor', () => {
    const question = 'Muhasebe yazılımında fatura şablonunu nasıl değiştiririm?';
    expect(matcher.match(question, readCase(question))).toEqual([]);
  });

  it('labels several frames when the question is about several things', () => {
    const question =
      'Panik atağı olan danışanım geceleri de uyuyamıyor, uykuya dalamıyor; nasıl formüle ederim?';
    const ids = matcher.match(question, readCase(question)).map((m) => m.frame.id);
    expect(ids.slice(0, 2).sort()).toEqual(['problem-insomnia', 'problem-panic']);
  });
});

describe('composing by question type', () => {
  it('a formulation weaves in the case facts and uses only the matched frame', () => {
    const result = answer(
      '34 yaşında kadın danışan, 5 aydır panik atağı yaşıyor, çarpıntı olunca öleceğini sanıyor. Nasıl formüle etmeliyim?',
    );
    expect(result.reading.type).toBe('formulation');
    expect(result.primary?.id).toBe('problem-panic');
    expect(result.text).toContain('34 yaşında');
    expect(result.text).toContain('5 aydır');
    expect(result.text).toContain('PANİKMETNİ Formülasyon');
    expect(result.text).toContain('PANİKMETNİ Hipotezler');
    for (const other of ['UYKUMETNİ', 'HEDİYEMETNİ', 'KARŞIMETNİ', 'EMDRMETNİ']) {
      expect(result.text).not.toContain(other);
    }
  });

  it('a "should I" dilemma gets the conflict, the options and a recommended course', () => {
    const result = answer('Danışanım son seansta pahalı bir hediye getirdi, kabul etmeli miyim?');
    expect(result.reading.type).toBe('should-i');
    expect(result.primary?.id).toBe('ethics-gifts');
    for (const part of ['İkilem', 'Seçenekler', 'Önerilen yol', 'Kayıt']) {
      expect(result.text).toContain(`HEDİYEMETNİ ${part}`);
    }
  });

  it('a supervisor asking about a supervisee is answered with the supervision frame', () => {
    const result = answer(
      'Süpervizyonunu yaptığım stajyer, danışanın babasını hatırlatıyor dediği bir vakada seanslarda öfkelendiğini fark etmiş. Karşı aktarımı nasıl ele almalıyım?',
    );
    expect(result.reading.type).toBe('supervisee');
    expect(result.primary?.id).toBe('supervision-countertransference');
    expect(result.text).toContain('KARŞIMETNİ Süpervizörün adımları');
    expect(result.text).toContain('KARŞIMETNİ Süpervizyon soruları');
  });

  it('a comparison puts both options side by side and recommends one for this case', () => {
    const result = answer(
      'Depremden sonra kabus gören ve kaçınan 10 yaşındaki çocuk için EMDR mi TF-BDT mi daha uygun?',
    );
    expect(result.reading.type).toBe('comparison');
    expect(result.text).toMatch(/\| .*EMDR.*\| .*Travma odaklı BDT.*\|/);
    // The option whose indications fit this child (earthquake, nightmares, parents) is recommended.
    const recommendation = result.text.split('\n').find((l) => l.includes('daha uygun görünüyor'));
    expect(recommendation).toContain('Travma odaklı BDT');
    expect(result.text).toContain('10 yaşında');
  });

  it("a comparison recommends the option written for the client's life stage", () => {
    // Words alone favour EMDR here ("kabus", "tek olay"); its indication is written for adults.
    const stage = new FrameMatcher([
      testFrame({
        id: 'technique-emdr',
        title: 'EMDR',
        cues: ['emdr'],
        marker: 'EMDRMETNİ',
        sections: {
          'Ne zaman': [
            'Yetişkinde tek olay travmasından sonra kabus ve kaçınma varsa EMDRMETNİ uygundur.',
            'Anlatmakta zorlanan danışanda EMDRMETNİ.',
          ],
        },
      }),
      testFrame({
        id: 'technique-tf-cbt',
        title: 'Travma odaklı BDT',
        cues: ['tf-bdt'],
        marker: 'TFBDTMETNİ',
        sections: {
          'Ne zaman': [
            '7–17 yaş çocuk ve ergende TFBDTMETNİ birinci basamaktır.',
            'Ebeveyn katılımı mümkünse TFBDTMETNİ.',
          ],
        },
      }),
    ]);
    const question =
      '8 yaşında çocuk, tek olay travmasından sonra kabus ve kaçınma var. Hem EMDR hem TF-BDT eğitimim var; hangisini seçmeliyim?';
    const reading = readCase(question);
    expect(reading.compared).toEqual(['EMDR', 'TF-BDT']);
    const result = composeFromFrames({
      question,
      reading,
      matches: stage.match(question, reading),
      level: 'early',
      matcher: stage,
    });
    const recommendation = result.text.split('\n').find((l) => l.includes('daha uygun görünüyor'));
    expect(recommendation).toContain('Travma odaklı BDT');
    // Its stage-fitting indication is shown (in the table), the adult one never as a reason.
    expect(result.text).toContain('7–17 yaş');
    expect(recommendation).not.toContain('Yetişkinde');
  });

  it('in work under way, leaves first-session advice for advice that fits', () => {
    const panic = testFrame({
      id: 'problem-panic-phase',
      title: 'Panik',
      cues: ['panik atağı', 'çarpıntı'],
      marker: 'PANİK',
      sections: {
        Değerlendirme: [
          'İlk görüşmede panik atağı ve çarpıntı öyküsünü baştan alın.',
          'Kaçınılan yerleri listeleyin.',
          'Güvenlik davranışlarını sorun.',
          'Kafein kullanımını sorun.',
        ],
      },
    });
    const frames = new FrameMatcher([panic]);
    const first = answer(
      'Panik atağı ve çarpıntı yaşayan yeni bir danışanım var, nasıl ele alayım?',
      'early',
      {
        frames,
      },
    );
    const ongoing = answer(
      '8. seanstayız; danışanın panik atağı ve çarpıntı sürüyor, nasıl ele alayım?',
      'early',
      { frames },
    );
    expect(first.reading.ongoing).toBe(false);
    expect(ongoing.reading.ongoing).toBe(true);
    expect(first.text).toContain('İlk görüşmede panik');
    expect(ongoing.text).not.toContain('İlk görüşmede panik');
    expect(ongoing.text).toContain('Kafein kullanımını sorun');
  });

  it('answers an amount asked for ("kaç saat") with the step that gives one', () => {
    const technique = testFrame({
      id: 'technique-window-test',
      title: 'Uyku penceresi',
      cues: ['uyku penceresi', 'uyku kısıtlama'],
      marker: 'PENCERE',
      sections: {
        Adımlar: [
          'Uyku penceresinin gerekçesini uyku dürtüsüyle anlatın.',
          'Yatakta geçen süreyi ortalama uykuya eşitleyin, 5 saatin altına indirmeyin.',
        ],
      },
    });
    const text = answer('Uyku kısıtlamada uyku penceresini kaç saatle başlatmalıyım?', 'early', {
      frames: new FrameMatcher([technique]),
    }).text;
    expect(text).toMatch(/kaç saatle başlatmalıyım\?\*\* Yatakta geçen süreyi/);
  });

  it('answers "what do I say?" about a technique with its example wording, once', () => {
    const technique = testFrame({
      id: 'technique-wording-test',
      title: 'Değişim konuşması',
      cues: ['değişim konuşması', 'kararsız danışan'],
      marker: 'DEĞİŞİM',
      sections: { 'Örnek cümle': ['Bir yandan bırakmak istiyorsun, bir yandan da zor geliyor.'] },
    });
    const text = answer(
      'Kararsız danışan savunmaya geçiyor. Değişim konuşması için ona ne demeliyim?',
      'early',
      { frames: new FrameMatcher([technique]) },
    ).text;
    expect(text).toContain('Örneğin: “Bir yandan bırakmak istiyorsun, bir yandan da zor geliyor.”');
    expect(text).not.toContain('## Örnek cümle');
  });

  it('compares the frames the options name, fitted to the case, and shows what tells them apart', () => {
    const mania = testFrame({
      id: 'problem-mania-test',
      title: 'Bipolar bozuklukta mani',
      cues: ['az uyuyor', 'yorgun değil', 'hızlı konuşuyor'],
      marker: 'MANİ',
      sections: {
        'Ayırıcı tanı ve sevk': [
          "DEHB'deki süreğen hareketlilik, epizodik ve uyku ihtiyacını azaltan maniden ayrılmalıdır.",
          'Lityum zehirlenmesinde acil servise yönlendirin.',
        ],
      },
    });
    const adhd = testFrame({
      id: 'problem-adhd-test',
      title: 'Erişkin DEHB',
      cues: ['dikkat dağınıklığı', 'erteleme'],
      marker: 'DEHB',
    });
    const adultDepression = testFrame({
      id: 'problem-depression-test',
      title: 'Yetişkinde depresyon',
      cues: ['çökkün', 'iş yerinde'],
      marker: 'YETİŞKİN',
    });
    const teenDepression = testFrame({
      id: 'problem-teen-depression-test',
      title: 'Ergen depresyonu',
      cues: ['zevk almıyor', 'okulu bıraktı', '16 yaşında'],
      marker: 'ERGEN',
    });
    const gaming = testFrame({
      id: 'problem-gaming-test',
      title: 'Oyun oynama bozukluğu',
      cues: ['saat oyun oynuyor', 'oyun bağımlılığı'],
      marker: 'OYUN',
    });
    const frames = new FrameMatcher([mania, adhd, adultDepression, teenDepression, gaming]);
    const manic = answer(
      'Danışanım 24 yaşında. İki haftadır gecede üç saat uyuyor ama yorgun değil, hızlı konuşuyor. Bu bir manik atak mı yoksa DEHB mi?',
      'early',
      { frames },
    ).text;
    // The mania frame's own word on ADHD is what tells the two apart, under its own heading.
    expect(manic).toMatch(/## İkisini ayırt ettiren\n\n- DEHB'deki süreğen hareketlilik/);
    // "altta depresyon" for a 16-year-old is adolescent depression, the depression frame the
    // case fits; not the adult one, nor no frame at all.
    const teen = answer(
      '16 yaşında oğlan, günde 10 saat oyun oynuyor, okulu bıraktı, hiçbir şeyden zevk almıyor. Asıl sorun oyun bağımlılığı mı yoksa altta depresyon mu?',
      'early',
      { frames },
    ).text;
    expect(teen).toContain('| | Oyun oynama bozukluğu');
    expect(teen).toContain('Ergen depresyonu');
    expect(teen).not.toContain('Yetişkinde depresyon');
  });

  it('a therapist speaking of their own reactions is answered about them, in supervision terms, to them', () => {
    const result = answer(
      'Yeni mezunum. Danışanım bana babamı hatırlatıyor, ben de benzer bir şey yaşadım; seanslarda donup kalıyorum. Süpervizörüme söylemeli miyim?',
    );
    expect(result.reading.ownReaction).toBe(true);
    expect(result.primary?.id).toBe('supervision-countertransference');
    expect(result.text).toContain('## Süpervizyonda açmak');
    expect(result.text).not.toContain('süpervizör olarak size yazıyorum');
    expect(result.text).not.toContain('HEDİYEMETNİ');
  });

  it('answers "is it safe for this client?" first, from when the technique is not used', () => {
    const result = answer(
      'Panik atağı olan danışanımla EMDR göz hareketleri çalışması yapmalı mıyım, yoksa riskli mi?',
    );
    const [direct = ''] = result.text
      .split('## ')
      .filter((part) => part.startsWith('Sorularınıza kısaca'));
    expect(direct).toContain('**Riskli mi?**');
    expect(direct).toContain('Ne zaman kullanılmaz');
  });

  it('a differential between two problems says what suggests each and what tells them apart', () => {
    const result = answer(
      'Panik atağı mı yoksa uykusuzluk mu? Danışanım gece uyanıyor ve çarpıntıyla kalp krizi geçireceğini sanıyor.',
    );
    expect(result.reading.type).toBe('comparison');
    expect(result.text).toMatch(
      /\| Ne düşündürür \| PANİKMETNİ Hipotezler .* \| UYKUMETNİ Hipotezler/,
    );
    expect(result.text).toMatch(/\| Ayırt etmek için \|/);
  });

  it('compares frames of different kinds (a supervision process and a technique) without naming a winner', () => {
    const result = answer(
      'Karşı aktarım mı yoksa EMDR göz hareketleri mi? Danışana öfkelendiğini fark ettim.',
    );
    expect(result.reading.type).toBe('comparison');
    // The fits of a process and a technique are not on one scale: what decides is said instead.
    expect(result.text).not.toContain('daha uygun görünüyor');
    expect(result.text).toContain('koşullardan hangisinin geçerli olduğuna bağlı');
    expect(result.text).toMatch(/KARŞIMETNİ|EMDRMETNİ/);
  });

  it('with nothing above the floor, says so, asks what would decide it and cites nothing', () => {
    const result = answer('Bu durumda ne yapmam gerektiğini bilmiyorum, bir fikriniz var mı?');
    expect(result.used).toEqual([]);
    expect(result.text).not.toContain('## Kaynaklar');
    expect(result.text).not.toMatch(/METNİ/);
    expect(result.text.match(/\?$/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('lists as sources exactly the frames whose text entered the answer, each cited', () => {
    const result = answer(
      'Panik atağı olan danışanım geceleri de uyuyamıyor, uykuya dalamıyor; nasıl formüle ederim?',
    );
    const [body, sources = ''] = result.text.split('## Kaynaklar');
    expect(result.used.length).toBeGreaterThan(0);
    result.used.forEach((frame, i) => {
      expect(body).toContain(`[${String(i + 1)}]`);
      expect(sources).toContain(frame.title);
    });
    const citedNumbers = [...body!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(Math.max(...citedNumbers)).toBe(result.used.length);
  });

  it('leads a dilemma with its recommended course, and keeps answers shorter for the experienced', () => {
    expect(answer('Danışanım hediye getirdi, kabul etmeli miyim?').text).toMatch(
      /^\*\*Kısa yanıt:\*\* HEDİYEMETNİ Önerilen yol/m,
    );
    const question = 'Panik atağı yaşayan danışanımla nasıl çalışmalıyım?';
    expect(answer(question).text).not.toContain('Kısa yanıt');
    const student = answer(question, 'student').text;
    const experienced = answer(question, 'experienced').text;
    expect(experienced.length).toBeLessThan(student.length);
  });

  it('answers a risk only the model suspects with what would rule it out, not with reporting steps', () => {
    const question = 'Panik atağı olan danışanımla nasıl çalışmalıyım?';
    const reading = readCase(question);
    const base = {
      question,
      reading,
      matches: matcher.match(question, reading),
      level: 'early' as const,
      matcher,
    };
    const suspected = composeFromFrames({
      ...base,
      risk: { risk: true, kinds: ['childAbuse'], level: 'possible', evidence: [], basis: 'model' },
    }).text;
    expect(suspected).toContain('## Riski dışlamak için');
    // A suspicion is never talked down as "nothing found": the notice quotes what was read.
    expect(suspected).not.toMatch(/bulamadım/);
    // …and is ruled out with a question that presumes nothing, not one that names an abuser.
    expect(suspected).toContain('korktuğu ya da yalnız kalmak istemediği biri');
    expect(suspected).not.toContain('istismar veya ihmal eden kişiyle temas');
    expect(suspected).not.toContain('## Önce güvenlik');
    const found = composeFromFrames({
      ...base,
      risk: { risk: true, kinds: ['childAbuse'], level: 'possible', evidence: [], basis: 'text' },
    }).text;
    expect(found).toContain('## Önce güvenlik');
  });

  it("holds a plan the question brings until a risk in the case is assessed, except the risk's own work", () => {
    const suicidality = testFrame({
      id: 'problem-suicidality-adult',
      title: 'İntihar riski',
      cues: ['intihar', 'ölmek istiyor'],
      marker: 'İNTİHARMETNİ',
    });
    const m = new FrameMatcher([...frames, suicidality]);
    const risk: RiskAssessment = {
      risk: true,
      kinds: ['suicide'],
      level: 'possible',
      evidence: [],
      basis: 'text',
    };
    const question =
      'Uykusuzluk yaşayan danışanım gece uyanıyor, uyuyamıyor. Seans sonunda "hepimiz gitsek daha iyi" dedi. Uyku kısıtlamaya başlamalı mıyım?';
    const held = answer(question, 'early', { frames: m, risk }).text;
    expect(held).toMatch(/Uyku kısıtlamaya başlamalı mıyım\?\*\* Henüz değil/);
    expect(held).toMatch(/## İlk adımlar\n\n\*Bu adımlar, yukarıdaki risk bugün değerlendirilip/);
    // The learned model's suspicion alone (no risk said) is asked about beside the plan: the
    // help the case needs is not held back on a guess.
    const suspected = answer(question, 'early', {
      frames: m,
      risk: { ...risk, basis: 'model' },
    }).text;
    expect(suspected).toContain('## Riski dışlamak için');
    expect(suspected).not.toContain('Henüz değil');
    expect(suspected).not.toContain('güvenlik netleştikten sonra');
    // Asking whether to act on the risk itself (to report, to refer) is not a plan to hold.
    const report = answer(
      'Uykusuzluk yaşayan danışanım "hepimiz gitsek daha iyi" dedi. Bebeğin güvenliği için bildirim yapmalı ya da bebeği ondan ayırmalı mıyım?',
      'early',
      { frames: m, risk },
    ).text;
    expect(report).not.toContain('Henüz değil');
    // Without the risk, the same question gets the plan.
    const plain = answer(question, 'early', { frames: m }).text;
    expect(plain).not.toContain('Henüz değil');
    expect(plain).not.toContain('güvenlik netleştikten sonra');
    // The risk's own frame is the work to do now, not a plan to hold.
    const own = answer(
      'Danışanım ölmek istiyor, intihar düşünceleri var. Bu hafta görüşmeye başlamalı mıyım?',
      'early',
      { frames: m, risk },
    );
    expect(own.primary?.id).toBe('problem-suicidality-adult');
    expect(own.text).not.toContain('Henüz değil');
    expect(own.text).not.toContain('güvenlik netleştikten sonra');
  });

  it("opens a child-abuse case's safety section with whom to notify, not an adult victim's screening", () => {
    const reporting = testFrame({
      id: 'ethics-reporting-child-abuse',
      title: 'Çocuk istismarında bildirim',
      cues: ['kemerle vuruyor', 'sırtında iz'],
      marker: 'ÇOCUKKORUMAMETNİ',
      sections: {
        'Karar adımları': [
          'Çocuğu sakin dinleyin, ÇOCUKKORUMAMETNİ açık uçlu sorun.',
          'Çocuğun sözlerini ÇOCUKKORUMAMETNİ aynen yazın.',
          'Aynı gün savcılığa ya da kolluğa ÇOCUKKORUMAMETNİ bildirimde bulunun.',
        ],
      },
    });
    const partner = testFrame({
      id: 'problem-domestic-violence-victim',
      title: 'Eş şiddeti',
      cues: ['eşi vuruyor'],
      marker: 'EŞŞİDDETİMETNİ',
    });
    const m = new FrameMatcher([...frames, reporting, partner]);
    const question =
      "10 yaşındaki danışanım 'babam kemerle vuruyor, sırtımda iz var' dedi. Ne yapmalıyım?";
    const { text } = answer(question, 'early', {
      frames: m,
      risk: {
        risk: true,
        kinds: ['childAbuse', 'domesticViolence'],
        level: 'high',
        evidence: [],
        basis: 'text',
      },
    });
    const safety = text.split('## Önce güvenlik')[1]!.split('\n## ')[0]!;
    expect(safety).toContain('Aynı gün savcılığa ya da kolluğa');
    expect(safety).not.toContain('EŞŞİDDETİMETNİ');
  });

  it('beside an urgent risk, gives a dilemma\'s urgent course as its short answer and leaves out "no imminent danger" steps', () => {
    const warn = testFrame({
      id: 'ethics-duty-to-warn',
      title: 'Uyarma yükümlülüğü',
      cues: ['ödeteceğim', 'bıçak aldı'],
      marker: 'UYARMAMETNİ',
      sections: {
        'Önerilen yol': [
          'Tipik durumda plansız öfkeli sözler gizliliği bozmayı gerektirmez.\n\nSomut bir plan ya da araç varsa tehlike o gün içindeyse 112 aranır ve hedef kişi uyarılır.',
        ],
        'Karar adımları': [
          'Yakın tehlike yoksa seans sıklığını artırın.',
          'Planı ve aracı sorun.',
          'Tehlike yakınsa 112 üzerinden kolluğa bildirin.',
        ],
      },
    });
    const m = new FrameMatcher([warn]);
    const question = "Danışan dün bıçak aldı, eşi için 'bunu ona ödeteceğim' dedi. Ne yapmalıyım?";
    const reading = readCase(question);
    const compose = (level: 'high' | 'possible') =>
      composeFromFrames({
        question,
        reading,
        matches: m.match(question, reading),
        level: 'early',
        matcher: m,
        risk: { risk: true, kinds: ['harmToOthers'], level, evidence: [], basis: 'text' },
      }).text;
    const urgent = compose('high');
    expect(urgent).toMatch(/\*\*Kısa yanıt:\*\* Somut bir plan ya da araç varsa/);
    expect(urgent).not.toContain('Yakın tehlike yoksa');
    // A possible risk is assessed first: no reporting step in the safety section.
    const possible = compose('possible').split('## Önce güvenlik')[1]!.split('\n## ')[0]!;
    expect(possible).not.toContain('kolluğa bildirin');
    expect(possible).toContain('Tehdidin kime yönelik');
  });

  it('leads with psychosis when its signs are found, over the substance use beside them', () => {
    const psychosis = testFrame({
      id: 'problem-first-episode-psychosis',
      title: 'İlk epizod psikoz',
      cues: ['düşüncelerini okuyor'],
      marker: 'PSİKOZMETNİ',
      sections: {
        'Ayırıcı tanı ve sevk': [
          'Başkasına zarar verme düşüncesi varsa aynı gün psikiyatri acil servisine yönlendirin.',
          'PSİKOZMETNİ ayırıcı tanı.',
        ],
      },
    });
    const drugs = testFrame({
      id: 'problem-drug-use',
      title: 'Madde kullanımı',
      cues: ['esrar içiyor', 'esrar', 'madde kullanıyor'],
      marker: 'MADDEMETNİ',
    });
    const m = new FrameMatcher([psychosis, drugs]);
    const question =
      'Danışan esrar içiyor, madde kullanıyor; komşularının wifi ile düşüncelerini okuduğuna inanıyor. Nasıl çalışmalıyım?';
    const result = answer(question, 'early', {
      frames: m,
      risk: {
        risk: true,
        kinds: ['psychEmergency'],
        level: 'possible',
        evidence: [
          {
            kind: 'psychEmergency',
            sentence: 'komşularının wifi ile düşüncelerini okuduğuna inanıyor',
          },
        ],
        basis: 'text',
      },
    });
    expect(result.primary?.id).toBe('problem-first-episode-psychosis');
  });

  it('keeps a question quoted inside a sentence whole in the short answer', () => {
    const gifts = testFrame({
      id: 'ethics-gifts',
      title: 'Danışandan hediye',
      cues: ['hediye', 'hediye getirdi'],
      marker: 'HEDİYEMETNİ',
      sections: {
        'Önerilen yol': [
          'Küçük hediyeyi kabul edip ilk seansta “bunu neden şimdi getirdiniz?” sorusunu birlikte konuşun. Pahalı hediyeyi nazikçe geri verin.',
        ],
      },
    });
    const m = new FrameMatcher([gifts]);
    const question = 'Danışanım hediye getirdi, kabul etmeli miyim?';
    const reading = readCase(question);
    const { text } = composeFromFrames({
      question,
      reading,
      matches: m.match(question, reading),
      level: 'early',
      matcher: m,
    });
    expect(text).toContain(
      '**Kısa yanıt:** Küçük hediyeyi kabul edip ilk seansta “bunu neden şimdi getirdiniz?” sorusunu birlikte konuşun. Pahalı hediyeyi nazikçe geri verin.',
    );
  });

  it('ties a hypothesis to the sentence of the case it speaks to', () => {
    const frame = testFrame({
      id: 'problem-grief',
      title: 'Yas',
      cues: ['yas', 'kaybetti', 'mezarlığa gidiyor'],
      marker: 'YASMETNİ',
      sections: {
        Hipotezler: [
          'Her gün mezarlığa gidip saatlerce kalıyorsa bağın sürdürülmesi kaçınmaya dönüşmüş olabilir.',
          'YASMETNİ ikinci hipotez.',
          'YASMETNİ üçüncü hipotez.',
          'YASMETNİ dördüncü hipotez.',
        ],
      },
    });
    const grief = new FrameMatcher([...frames, frame]);
    const question =
      'Eşini bir yıl önce kaybetti. Her gün mezarlığa gidiyor, saatlerce orada kalıyor. Nasıl formüle etmeliyim?';
    const reading = readCase(question);
    const matches = grief.match(question, reading);
    const { text } = composeFromFrames({
      question,
      reading,
      matches,
      level: 'early',
      matcher: grief,
    });
    expect(text).toMatch(/mezarlığa gidip saatlerce.*\(Vakada: “Her gün mezarlığa gidiyor/);
  });

  it('answers each thing the question asks first, from the section that speaks to it', () => {
    const result = answer(
      'Danışanım panik atağı yaşıyor, çarpıntı olunca kalp krizi geçireceğini sanıyor. Seansta ne yapabilirim, ne zaman psikiyatriye yönlendirmeliyim?',
    );
    const [direct = ''] = result.text.split('## Formülasyon');
    expect(direct).toContain('## Sorularınıza kısaca');
    expect(direct).toMatch(/\*\*Seansta ne yapabilirim\?\*\* PANİKMETNİ Müdahale/);
    expect(direct).toMatch(
      /\*\*Ne zaman psikiyatriye yönlendirmeliyim\?\*\* PANİKMETNİ Ayırıcı tanı ve sevk/,
    );
    // A plain formulation question asks one thing, which the whole answer is: no direct part.
    expect(
      answer('Panik atağı yaşayan, çarpıntıdan korkan danışanımı nasıl formüle etmeliyim?').text,
    ).not.toContain('Sorularınıza kısaca');
  });

  it('a "what can I do" about a described client leads with the clinical picture, not a technique', () => {
    const nightmares = testFrame({
      id: 'technique-nightmares',
      title: 'Kabus yeniden yazma',
      cues: ['kabus', 'kabus görüyor', 'kabustan uyanıyor'],
      marker: 'KABUSMETNİ',
    });
    const disaster = testFrame({
      id: 'problem-child-disaster',
      title: 'Afet sonrası çocuk',
      cues: ['depremde', 'deprem', 'altını ıslatıyor', 'masanın altına'],
      marker: 'AFETMETNİ',
    });
    const m = new FrameMatcher([...frames, nightmares, disaster]);
    const ask = (question: string) => {
      const reading = readCase(question);
      const matches = m.match(question, reading);
      return composeFromFrames({ question, reading, matches, level: 'early', matcher: m });
    };
    const child = ask(
      '9 yaşında öğrencimiz depremde evini kaybetmiş; kabus görüyor, kabustan uyanıyor, yeniden altını ıslatıyor. Okulda ne yapabilirim?',
    );
    expect(child.primary?.id).toBe('problem-child-disaster');
    // Naming the method asks about the method.
    const method = ask(
      '9 yaşında öğrencimiz depremden sonra kabus görüyor, kabustan uyanıyor. Kabus yeniden yazma tekniğini nasıl uygularım?',
    );
    expect(method.primary?.id).toBe('technique-nightmares');
  });

  it('leaves abuse and reporting bullets out of a case with no sign of violence', () => {
    const grief = testFrame({
      id: 'problem-child-grief',
      title: 'Çocukta yas',
      cues: ['babasını kaybetti', 'yas', 'mezarlık'],
      marker: 'YASMETNİ',
      sections: {
        'Ayırıcı tanı ve sevk': [
          'İhmal ya da istismar şüphesi varsa 5395 sayılı Kanun kapsamında bildirim yapılır.',
          'Altı aydan uzun süren ve işlevi bozan özlem varsa uzamış yas düşünülür.',
        ],
      },
    });
    const m = new FrameMatcher([...frames, grief]);
    const ask = (question: string) => {
      const reading = readCase(question);
      const matches = m.match(question, reading);
      return composeFromFrames({ question, reading, matches, level: 'early', matcher: m }).text;
    };
    const calm = ask('8 yaşında çocuk babasını kaybetti, yas sürecinde nasıl yardımcı olabilirim?');
    expect(calm).toContain('uzamış yas');
    expect(calm).not.toMatch(/istismar|5395/);
    const hit = ask(
      '8 yaşında çocuk babasını kaybetti, yas sürüyor; annesinin sevgilisinin onu dövdüğünden, istismar ettiğinden şüpheleniyorum. Bildirim yapmalı mıyım, nasıl yardımcı olabilirim?',
    );
    expect(hit).toMatch(/istismar/);
  });

  it('asks for a suspicion only the model has to be assessed at the first chance, even when no frame fits', () => {
    const question = 'Danışanım son haftalarda çok sessiz, kimseyle görüşmüyor.';
    const { text } = answer(question, 'early', {
      risk: {
        risk: true,
        kinds: ['suicide'],
        level: 'possible',
        basis: 'model',
        evidence: [{ kind: 'suicide', sentence: question }],
      },
    });
    expect(text).toContain('Riski dışlamak için');
    expect(text).toMatch(/bir sonraki seansı beklemeden/i);
  });

  it('reads an acronym joined to a short part ("TO-BDT", "BDT-U") as that method, not as any "BDT"', () => {
    const tfcbt = testFrame({
      id: 'technique-tf-cbt',
      title: 'Travma odaklı terapi',
      cues: ['to-bdt', 'tf-bdt'],
      marker: 'TFMETNİ',
    });
    const cbti = testFrame({
      id: 'technique-cbt-i',
      title: 'Uyku kısıtlama',
      cues: ['bdt-u', 'bdt u'],
      marker: 'UYKUKMETNİ',
    });
    const m = new FrameMatcher([...frames, tfcbt, cbti]);
    const cuesOf = (question: string, id: string) =>
      m.score(question, readCase(question)).find((x) => x.frame.id === id)?.cues ?? [];
    expect(cuesOf('Depresyon için BDT uyguluyorum.', 'technique-tf-cbt')).toEqual([]);
    expect(cuesOf('Depresyon için BDT uyguluyorum.', 'technique-cbt-i')).toEqual([]);
    expect(cuesOf('Bu çocukla TF-BDT mi çalışmalıyım?', 'technique-tf-cbt')).toEqual(['tf-bdt']);
    // A scale's number or an "e-" word keeps its reading.
    const scales = testFrame({
      id: 'technique-measures',
      title: 'Ölçekler',
      cues: ['phq-9', 'e-posta'],
      marker: 'ÖLÇEKMETNİ',
    });
    const withScales = new FrameMatcher([...frames, scales]);
    const scaleCues = (question: string) =>
      withScales
        .score(question, readCase(question))
        .find((x) => x.frame.id === 'technique-measures')?.cues ?? [];
    expect(scaleCues('PHQ-9 puanı 18 çıktı, e-posta ile gönderdim.')).toEqual(['phq-9', 'e-posta']);
  });

  it('leaves out a bullet written for another case than this one, unless the frame is about it', () => {
    const perinatal = testFrame({
      id: 'problem-perinatal-test',
      title: 'Doğum sonrası kaygı ve vajinismus',
      cues: ['doğum sonrası', 'bebeğe zarar verme düşünceleri', 'bebeğe zarar'],
      marker: 'PERİNATAL',
      sections: {
        Müdahale: [
          'Doğum korkusunda doğum ekibiyle birlikte bilgilendirme yapın.',
          'Vajinismusta kademeli maruz bırakma uygulayın.',
          'Psikoeğitimle istenmeyen düşüncelerin yaygın olduğunu anlatın.',
          'Kaçınmayı ve kontrol etmeyi adım adım azaltın.',
        ],
      },
    });
    const only = { frames: new FrameMatcher([perinatal]) };
    const harm = answer(
      'Doğum sonrası bebeğe zarar verme düşünceleri olan bir anneyle nasıl çalışmalıyım?',
      'early',
      only,
    ).text;
    expect(harm).not.toContain('Doğum korkusunda');
    expect(harm).toContain('Kaçınmayı ve kontrol etmeyi');
    // The frame's title names it: however the case words it, the frame matched for it.
    expect(harm).toContain('Vajinismusta');
    expect(
      answer(
        'Doğum sonrası bebeğe zarar verme düşünceleri ve doğum korkusu olan bir anne; nasıl çalışmalıyım?',
        'early',
        only,
      ).text,
    ).toContain('Doğum korkusunda');
  });
});

describe('what a red flag, a bereavement and a caution change', () => {
  it('lets a red flag of another picture lead a formulation, and leaves the homework it makes unfit', () => {
    const m = new FrameMatcher([
      testFrame({
        id: 'problem-social-anxiety',
        title: 'Sosyal kaygı',
        cues: ['sosyal kaygı', 'otomatik düşünce', 'utanıyor'],
        marker: 'SOSYALMETNİ',
      }),
      testFrame({
        id: 'problem-first-episode-psychosis',
        title: 'İlk epizod psikoz',
        cues: ['sesler duyuyor', 'sanrı'],
        marker: 'PSİKOZMETNİ',
      }),
      testFrame({
        id: 'technique-thought-record',
        title: 'Düşünce kaydı',
        cues: ['otomatik düşünce', 'düşünce kaydı', 'ödev'],
        marker: 'KAYITMETNİ',
      }),
    ]);
    const question =
      '20 yaşında bir öğrenciyle sosyal kaygı için görüşüyorum, çok utanıyor; son iki ayda telefonunun dinlendiğini düşünüyor. Otomatik düşünce kaydı ödevi verdim. Bu tabloyu nasıl anlamalıyım?';
    const result = answer(question, 'early', { frames: m });
    expect(result.reading.type).toBe('formulation');
    expect(result.primary?.id).toBe('problem-first-episode-psychosis');
    expect(result.text).toContain('SOSYALMETNİ');
    expect(result.text).not.toContain('KAYITMETNİ');
  });

  it("speaks of a client bereaved by a relative's suicide as bereaved, not as a client who died", () => {
    const sentence = '35 yaşında bir danışanın babası üç hafta önce intihar ederek ölmüş.';
    const { text } = answer(`${sentence} Uyuyamıyor, kendini suçluyor. Nasıl çalışayım?`, 'early', {
      risk: {
        risk: true,
        kinds: ['suicide'],
        level: 'possible',
        evidence: [{ kind: 'suicide', sentence }],
      },
    });
    expect(text).toContain('bir yakınını intiharla kaybetmiş');
    expect(text).not.toContain('Danışanınızı intihar nedeniyle kaybettiyseniz');
  });

  it("answers 'is it suitable now?' beside a risk with the technique's caution that fits the case", () => {
    const chair = testFrame({
      id: 'technique-chair-test',
      title: 'Boş sandalye',
      cues: ['boş sandalye'],
      marker: 'SANDALYE',
      sections: {
        'Ne zaman kullanılmaz': [
          'İttifak kurulmadan başlanmaz.',
          'Yeni ve travmatik bir kayıptan sonraki ilk haftalarda yapılmaz; önce dengeleme gelir.',
        ],
      },
    });
    const sentence = 'Danışanın babası üç hafta önce intihar ederek ölmüş.';
    const { text } = answer(
      `${sentence} İkinci seansta boş sandalye yapmayı planlıyorum; travmatik kayıptan sonra bu teknik şu an uygun mu?`,
      'early',
      {
        frames: new FrameMatcher([chair]),
        risk: {
          risk: true,
          kinds: ['suicide'],
          level: 'possible',
          evidence: [{ kind: 'suicide', sentence }],
        },
      },
    );
    const line = text.split('\n').find((l) => l.includes('Henüz değil'));
    expect(line).toContain('ilk haftalarda yapılmaz');
  });
});

describe('frames written for minors', () => {
  it('fit an adult client less than a frame for adults', () => {
    const m = new FrameMatcher([
      testFrame({
        id: 'ethics-minors-confidentiality-test',
        title: 'Ergende madde ve gizlilik',
        cues: ['esrar', 'gizlilik'],
        marker: 'ERGENMETNİ',
      }),
      testFrame({
        id: 'problem-drug-use-test',
        title: 'Madde kullanımı',
        cues: ['esrar', 'gizlilik'],
        marker: 'MADDEMETNİ',
      }),
    ]);
    const question = '30 yaşında danışan esrar kullanıyor, gizlilik konusunda ne yapmalıyım?';
    const [first] = m.match(question, readCase(question));
    expect(first?.frame.id).toBe('problem-drug-use-test');
  });
});

describe('a student asking whether risk can wait', () => {
  it('is told no, to tell someone responsible today, and is not told "not yet" again', () => {
    const sentence = "Görüşmenin sonunda 'bebeğim bensiz daha iyi büyür' dedi.";
    const question = `Serviste psikoloji lisans stajyeriyim. ${sentence} Süpervizörüm izinde; bunu salıya kadar bekletebilir miyim, yoksa birine hemen söylemeli miyim?`;
    const result = answer(question, 'student', {
      risk: {
        risk: true,
        kinds: ['suicide'],
        level: 'high',
        basis: 'text',
        evidence: [{ kind: 'suicide', sentence }],
      },
    });
    expect(result.reading.asker).toBe('student');
    expect(result.reading.asksToWait).toBe(true);
    expect(result.text).toMatch(/\*\*Kısa yanıt:\*\* Hayır, beklemeyin/);
    expect(result.text).toContain('sorumlu bir klinisyene söyleyin');
    expect(result.text).not.toContain('Henüz değil');
  });
});

describe('a client who threatens', () => {
  const threat =
    "Danışan boşandığı eşi için 'onu bulup gebertirim, nerede çalıştığını biliyorum' dedi.";
  const risk: RiskAssessment = {
    risk: true,
    kinds: ['harmToOthers', 'domesticViolence'],
    level: 'high',
    basis: 'text',
    evidence: [
      { kind: 'harmToOthers', sentence: threat },
      { kind: 'domesticViolence', sentence: threat },
    ],
  };

  it("is answered from work with the one who may harm, not from a victim's safety plan", () => {
    const m = new FrameMatcher([
      testFrame({
        id: 'problem-domestic-violence-victim',
        title: 'Şiddet gören',
        cues: ['şiddet gören'],
        marker: 'MAĞDURMETNİ',
      }),
      testFrame({
        id: 'problem-domestic-violence-perpetrator',
        title: 'Şiddet uygulayan',
        cues: ['şiddet uygulayan'],
        marker: 'FAİLMETNİ',
      }),
      testFrame({
        id: 'ethics-duty-to-warn-test',
        title: 'Uyarma yükümlülüğü',
        cues: ['gebertirim', 'gizlilik'],
        marker: 'UYARMAMETNİ',
      }),
    ]);
    const { text } = answer(`${threat} Gizliliği bozmalı mıyım?`, 'early', { frames: m, risk });
    expect(text).toContain('FAİLMETNİ');
    expect(text).not.toContain('MAĞDURMETNİ');
  });

  it("gets a dilemma's course for urgency, without the typical case's 'no need to break confidentiality'", () => {
    const m = new FrameMatcher([
      testFrame({
        id: 'ethics-duty-to-warn-test',
        title: 'Uyarma yükümlülüğü',
        cues: ['gebertirim', 'gizlilik'],
        marker: 'UYARMAMETNİ',
        sections: {
          'Önerilen yol': [
            'Tipik durumda öfkeli ama plansız sözler gizliliği bozmayı gerektirmez.\n\nBelirli bir kişi, plan ya da silah varsa 112 ve kolluk devreye girer.',
          ],
        },
      }),
    ]);
    const { text } = answer(`${threat} Gizliliği bozmalı mıyım?`, 'early', { frames: m, risk });
    const course = text.slice(text.indexOf('## Önerilen yol'));
    expect(course).toContain('Belirli bir kişi, plan ya da silah varsa');
    expect(course).not.toContain('Tipik durumda');
  });
});

describe('a red flag beside the picture the words fit', () => {
  it('makes the opening provisional', () => {
    const question =
      'Danışan çarpıntı ve panik atağı yaşıyor; bu dönemde 5 kilo vermiş, sıcağa dayanamıyor, elleri gün boyu titriyor. Panik olarak formüle ettim, neyi atlıyorum?';
    const plain =
      'Danışan çarpıntı ve panik atağı yaşıyor. Panik olarak formüle ettim, neyi atlıyorum?';
    expect(answer(question).text).toMatch(
      /benziyor .*; ama aşağıdaki işaretler netleşmeden bu okuma geçicidir/,
    );
    expect(answer(plain).text).toContain('Tablo en çok **Panik bozukluğu**');
  });
});

describe("a young child's case", () => {
  it('leaves bullets on adult matters (drinking, a partner) for ones that fit', () => {
    const nightmares = testFrame({
      id: 'problem-nightmares-test',
      title: 'Kabuslar',
      cues: ['kabus', 'kabuslar görüyor'],
      marker: 'KABUS',
      sections: {
        Değerlendirme: [
          'Kabus görmemek için alkolle uyuyorsa kabuslar ve uyku birlikte sorulur.',
          'Kabusların sıklığını sorun.',
          'Kabusların içeriğini sorun.',
          'Uyku saatlerini sorun.',
        ],
      },
    });
    const frames = new FrameMatcher([nightmares]);
    const child = answer('9 yaşında çocuk kabuslar görüyor, nasıl ele alayım?', 'early', {
      frames,
    });
    const adult = answer('40 yaşında danışan kabuslar görüyor, nasıl ele alayım?', 'early', {
      frames,
    });
    expect(child.text).not.toContain('alkolle uyuyorsa');
    expect(adult.text).toContain('alkolle uyuyorsa');
  });
});

describe('a matter kept from the supervisor', () => {
  it('gets no praise for having been brought up', () => {
    const frame = testFrame({
      id: 'supervision-boundaries-test',
      title: 'Sınır geçişleri',
      cues: ['sınır', 'seans sürelerini uzattığını'],
      marker: 'SINIR',
      sections: {
        'Süpervizörün adımları': [
          'Süpervizyon alan konuyu açtığında önce açıklığını takdir edin.',
          'Davranışları somut sorun.',
        ],
      },
    });
    const frames = new FrameMatcher([frame]);
    const hidden = answer(
      'Süpervizörüm. Bir meslektaştan süpervizyon alanımın seans sürelerini uzattığını öğrendim; süpervizyonda bundan hiç bahsetmedi. Nasıl açmalıyım?',
      'experienced',
      { frames },
    );
    const told = answer(
      'Süpervizörüm. Süpervizyon alanım seans sürelerini uzattığını kendisi anlattı. Nasıl ele almalıyım?',
      'experienced',
      { frames },
    );
    expect(hidden.reading.concealed).toBe(true);
    expect(told.reading.concealed).toBe(false);
    expect(hidden.text).not.toContain('açıklığını takdir edin');
    expect(told.text).toContain('açıklığını takdir edin');
  });
});

describe('a dissociation flag beside a trauma picture', () => {
  it('is a caution beside the picture, not the picture itself, and leaves the opening as it is', () => {
    const m = new FrameMatcher([
      testFrame({
        id: 'problem-earthquake-trauma-test',
        title: 'Deprem sonrası travmatik stres',
        cues: ['enkaz altında', 'artçı', 'deprem'],
        marker: 'DEPREMMETNİ',
      }),
      testFrame({
        id: 'problem-dissociation',
        title: 'Dissosiyasyon',
        cues: ['dissosiyasyon'],
        marker: 'DİSSOSİYASYONMETNİ',
      }),
    ]);
    const result = answer(
      'Depremde enkaz altında kalmış bir kadın her artçıda donakalıyor. EMDR ile enkaz anısını işlemeye başlamalı mıyım?',
      'early',
      { frames: m },
    );
    expect(result.primary?.id).toBe('problem-earthquake-trauma-test');
    expect(result.text).toContain('Tablo en çok **Deprem sonrası travmatik stres**');
  });
});

describe('short answers that answer the part asked (the knowledge base)', () => {
  const ask = (question: string) =>
    answer(question, 'early', { frames: frameMatcher(), risk: assessRisk(question) });
  const direct = (text: string) =>
    text.split('## ').find((part) => part.startsWith('Sorularınıza kısaca')) ?? '';

  it('answers a yes-or-no part only with a bullet that names something of it', () => {
    const gambling = (withSpouse: boolean) =>
      testFrame({
        id: 'problem-gambling-test',
        title: 'Kumar',
        cues: ['bahis', 'kumar borcu', 'bahis uygulaması'],
        marker: 'BAHİSMETNİ',
        sections: {
          Müdahale: [
            'Futbol kültüründe BAHİSMETNİ paylaşımlar nüksü tetikler.',
            'Uygulama engelleyiciler BAHİSMETNİ erişimi kısar.',
            ...(withSpouse
              ? ['Eşini seansa çağırmak BAHİSMETNİ için borç planında yararlıdır.']
              : []),
          ],
          'Türkiye bağlamı': [
            'Kahvehane ortamı BAHİSMETNİ sürdürür.',
            'Piyango kültürü BAHİSMETNİ normalleştirir.',
          ],
          'Ayırıcı tanı ve sevk': [
            'Depresyon eşlik ediyorsa BAHİSMETNİ psikiyatri.',
            'Mani dönemleri BAHİSMETNİ dışlanmalı.',
          ],
        },
      });
    const question =
      'Danışanın bahis uygulaması yüzünden kumar borcu var. Onu daha iyi anlamak istiyorum. Eşini seansa çağırsam mı?';
    const without = direct(
      answer(question, 'early', { frames: new FrameMatcher([gambling(false)]) }).text,
    );
    expect(without).not.toContain('Futbol');
    expect(without).not.toContain('Kahvehane');
    const withSpouse = direct(
      answer(question, 'early', { frames: new FrameMatcher([gambling(true)]) }).text,
    );
    expect(withSpouse).toContain('Eşini seansa çağırmak');
  });

  it('answers "neye dikkat etmeli?" beside a red flag with the flag first', () => {
    const result = ask(
      '68 yaşında emekli öğretmen, son bir yılda içine kapanmış, tavlayı bırakmış. Eşine göre faturaları ödemeyi unutmuş ve mahallesinde arabayla kaybolmuş. Davranışsal aktivasyonla başlamayı düşünüyorum, neye dikkat etmeli?',
    );
    expect(result.text).toContain('İleri yaşta bilişsel ya da kişilik değişikliği');
    expect(direct(result.text)).toContain('En başta yukarıdaki işaret');
  });
});

describe('violence told in couple work', () => {
  it("is answered from the safety of the partner who told it, and a secrets policy gives way to violence's exception", () => {
    const question =
      'Çift terapisine yeni başladım. Otuzlu yaşlarda bir çift sürekli kavga ediyor. Kadın bireysel görüşmede eşinin telefonunu her gün kontrol ettiğini, arkadaşlarıyla görüşmesine izin vermediğini ve bir kavgada onu duvara ittiğini anlattı, eşine söylememi istemiyor. Ortak seanslarda iletişim çalışmasına devam etmeli miyim?';
    const result = answer(question, 'early', {
      frames: frameMatcher(),
      risk: assessRisk(question),
    });
    expect(result.text).toContain('mağduruyla çalışma');
    expect(result.text).not.toContain(
      'Şiddet uygulayan eş ya da aile üyesiyle çalışma** çerçevesine',
    );
    expect(result.text).toContain('Etik ve yasal boyut: Çift terapisinde sır politikası');
    expect(result.text).toContain('konu sır politikasından çıkar');
  });
});
