import { describe, expect, it } from 'vitest';
import { frameMatcher } from './frame-matcher';
import { writeOfflineAnswer } from './offline-model';
import { allRedFlags, findRedFlags, parseRedFlags } from './red-flags';
import { supervisionSystemPrompt } from './system-prompt';
import { readCase } from './case-reading';
import { assessRisk } from './risk';

const ids = (question: string) => findRedFlags(question).map((found) => found.flag.id);
const answer = (question: string) =>
  writeOfflineAnswer({ question, history: [], focus: 'auto', level: 'early' }).text;

describe('red flags (knowledge/red-flags.yaml)', () => {
  it('are valid: every flag cites frames that exist, and a broken file fails loudly', () => {
    const frames = new Set(frameMatcher().frames.map((f) => f.id));
    const flags = allRedFlags();
    expect(flags.length).toBeGreaterThan(5);
    for (const flag of flags) {
      for (const id of flag.frames) expect(frames, `${flag.id} → ${id}`).toContain(id);
      if (flag.answered_by) expect(frames).toContain(flag.answered_by);
    }
    expect(() =>
      parseRedFlags('- id: a-b\n  title: Başlık\n  signals: []\n  say: kısa\n  frames: []\n'),
    ).toThrow();
    const twice = `- id: same\n  title: Başlık\n  signals: [[bayıl]]\n  say: ${'uzun bir açıklama '.repeat(4)}\n  frames: [problem-panic-disorder]\n`;
    expect(() => parseRedFlags(twice + twice)).toThrow(/duplicate/);
  });

  it('reads the signs in any inflection, and not when the case says they were cleared', () => {
    const cardiac =
      'Panik bozukluğu olan danışanın babası 40 yaşında kalp durmasından ölmüş; kendisi koşarken bir kez bayılmış.';
    expect(ids(cardiac)).toContain('cardiac-signs');
    expect(ids(`${cardiac} Kardiyoloji kontrolleri temiz çıktı.`)).not.toContain('cardiac-signs');
    // A breathing exercise is no exertion.
    expect(ids('Nefes egzersizine başlayınca çarpıntısı artıyor.')).toEqual([]);
    expect(
      ids('Her akşam bir şişe rakı içiyor, sabahları elleri titriyor; yarın bırakacağım diyor.'),
    ).toContain('alcohol-withdrawal');
    expect(
      ids(
        'Sosyal kaygı diye çalışıyoruz ama otobüste insanların kendisi hakkında konuştuğunu söylüyor.',
      ),
    ).toContain('psychotic-signs');
    expect(ids('EMDR setleri sırasında danışan donup kaldı, bir süre yanıt vermedi.')).toContain(
      'dissociation-in-processing',
    );
    expect(
      ids(
        'Sertralin başlandıktan 5 hafta sonra gecede 3-4 saat uyuyor ama yorgun değil, istifa etmeyi planlıyor.',
      ),
    ).toContain('manic-signs');
    // A night shift's short sleep with no spending or plans is no mania; "biraz" is no beer.
    expect(ids('Gece vardiyası yüzünden az uyuyor, çok yorgun; harcaması olağan.')).toEqual([]);
    expect(ids('Lityum düzeyi normal, titreme yok, sadece susama artmış biraz.')).toEqual([]);
    expect(ids('Suriyeli kadın danışanla oğlu tercümanlık yaparak görüştük.')).toContain(
      'family-interpreter',
    );
    expect(ids('Profesyonel bir tercümanla görüşüyoruz; kızı okulda.')).toEqual([]);
    // "döndü" folds as "dondu" but is no freezing.
    expect(ids('Sandalye çalışmasında sesi çocuk sesine döndü.')).toEqual([]);
  });

  it('read the medical pictures that pass for anxiety, depression or inattention', () => {
    // Weight loss with heat intolerance beside panic: the thyroid first, unless it was checked.
    const thyroid =
      'Çarpıntı ve titreme atakları yaşayan 29 yaşında danışan, iştahı yerinde olduğu hâlde 5 kilo vermiş ve sıcağa hiç dayanamıyormuş.';
    expect(ids(thyroid)).toContain('thyroid-signs');
    expect(ids(`${thyroid} Tiroit değerleri normal çıkmış.`)).not.toContain('thyroid-signs');
    expect(ids('Anoreksiyası olan danışan 8 kilo vermiş, sürekli üşüyor.')).not.toContain(
      'thyroid-signs',
    );
    expect(ids('Depresif danışan 7 kilo almış, sürekli üşüyor, saçları dökülüyor.')).toContain(
      'thyroid-signs',
    );
    // Lost hours and watching oneself from behind glass before trauma processing: stabilise first.
    expect(
      ids(
        "EMDR istiyor; kendini 'camın arkasından izliyor gibi' hissediyor, hatırlamadığı saatler oluyor.",
      ),
    ).toContain('dissociation-before-processing');
    // Nightly cannabis and short sleep beside a request for an ADHD report: those first.
    expect(
      ids("'Kesin DEHB'yim' diyor; her gece esrar içiyor ve gecede 4-5 saat uyuyor."),
    ).toContain('adhd-confounders');
    // Weight lost and a faint, in any words: a medical assessment before weekly talks.
    expect(
      ids(
        '19 yaşında, son iki ayda 8 kilo vermiş, günde tek öğün yiyor, geçen hafta yurtta bayıldı.',
      ),
    ).toContain('eating-disorder-medical');
    expect(
      ids('Trafik kazasında başını çarpmış, o günden beri öfke patlamaları yaşıyor.'),
    ).toContain('head-injury');
    expect(
      ids('Lityum kullanan danışan iki gündür kusuyor, yürürken sendeliyor ve peltek konuşuyor.'),
    ).toContain('lithium-toxicity');
    expect(ids('Essitalopram başlandıktan sonra içi içine sığmıyor, yerinde duramıyor.')).toContain(
      'antidepressant-activation',
    );
    expect(
      ids(
        '8 yaşındaki oğlu derste dalıp gidiyormuş, öğretmen seslenince duymuyor, birkaç saniye sonra kaldığı yerden devam ediyor.',
      ),
    ).toContain('absence-seizures');
    // An adult who freezes in a session is read as dissociation, not a child's absence seizures.
    expect(ids('Danışan seansın ortasında bakakalıyor, birkaç saniye tepki vermiyor.')).toEqual([]);
    expect(
      ids('3 yaşında, konuşması gecikmiş, adıyla seslenince dönmüyor, duymuyor gibi.'),
    ).toContain('hearing-check');
    expect(
      ids('İşitme testi normal çıkan 3 yaşında çocuk, konuşması gecikmiş, duymuyor gibi.'),
    ).toEqual([]);
    expect(
      ids('Tip 1 diyabetli 17 yaşında kız, kilo almamak için insülin dozlarını atlıyor.'),
    ).toContain('diabetes-signs');
    expect(
      ids('Diyabetli danışan panik atak diye geliyor; ataklarda titreme ve terleme var.'),
    ).toContain('diabetes-signs');
  });

  it('are said before the answer, and put off what the question asks to start', () => {
    const text = answer(
      'Panik bozukluğu olan 31 yaşında danışan. Babası 42 yaşında kalp durmasından ölmüş, kendisi efor sırasında çarpıntı ve göz kararması yaşamış; kardiyolog görmemiş. İnteroseptif egzersizlere başlayayım mı?',
    );
    const flag = text.indexOf('## Önce netleştirilmesi gereken');
    expect(flag).toBeGreaterThan(-1);
    expect(text).toContain('kardiyolojik değerlendirme');
    // The case's own sentence is quoted, and the direct answer waits for the flag.
    expect(text).toContain('kalp durmasından');
    const short = text.indexOf('## Sorularınıza kısaca');
    expect(short).toBeGreaterThan(flag);
    expect(text.slice(short)).toMatch(/Henüz değil: önce yukarıdaki işaret/);
  });

  it('keep a comparison from naming a winner while one side waits on them', () => {
    const text = answer(
      '44 yaşında otobüs şoförü, 2 yıldır uykusuzluk. Eşi çok yüksek sesle horladığını ve bazen nefesinin durduğunu söylüyor. Uyku kısıtlamayı uygulayayım mı, yoksa sadece uyku hijyeniyle mi ilerleyeyim?',
    );
    expect(text).toContain('## Önce netleştirilmesi gereken');
    expect(text).not.toContain('daha uygun görünüyor');
    expect(text).toMatch(/uyku kısıtlama\*\*: yukarıdaki işaret netleşene kadar başlatılmamalı/);
  });

  it('are told to an LLM with what to clear first', () => {
    const question =
      'Her akşam yarım şişe rakı içiyor, sabahları elleri titriyor; kendi başına keseceğim diyor.';
    const { system } = supervisionSystemPrompt({
      reading: readCase(question),
      level: 'early',
      matches: [],
      risk: assessRisk(question),
      mask: (t) => t,
      redFlags: findRedFlags(question),
    });
    expect(system).toContain('Alkolü birden bırakmanın yoksunluk riski');
    expect(system).toContain('netleşmeden');
  });
});

describe('red flags in more wordings', () => {
  it('read a tapped phone and coded talk about the client as possible psychosis', () => {
    expect(ids('Telefonunun dinlendiğini düşünmeye başlamış, geceleri uyumuyor.')).toContain(
      'psychotic-signs',
    );
    expect(ids("Amfide öğrencilerin onun hakkında 'şifreli' konuştuğunu söylüyor.")).toContain(
      'psychotic-signs',
    );
    expect(ids('Telefonunu kapatıp biraz dinlendiğini söyledi.')).not.toContain('psychotic-signs');
  });

  it('read bedwetting again after dry years with thirst as a medical sign', () => {
    expect(
      ids(
        '7 yaşında kız iki yıldır kuru kalmışken yine yatağını ıslatıyor; anne çok su içtiğini ve gece susayıp kalktığını söyledi.',
      ),
    ).toContain('secondary-enuresis-medical');
    expect(ids('7 yaşında kız yatağını ıslatıyor, kardeşi doğduğundan beri.')).not.toContain(
      'secondary-enuresis-medical',
    );
  });
});

describe('red flags a case carries beside its question', () => {
  it('read nightly drinking in depression as a maintaining factor to assess', () => {
    expect(
      ids(
        "Depresyon nedeniyle görüştüğüm danışan akşamları 'uyuyabilmek için' iki üç kadeh şarap içtiğini söyledi.",
      ),
    ).toContain('alcohol-in-depression');
    expect(ids('Depresyon nedeniyle görüştüğüm danışan alkol kullanmıyor.')).not.toContain(
      'alcohol-in-depression',
    );
  });

  it('read teasing beside school refusal as bullying to stop before the return', () => {
    expect(
      ids(
        '11 yaşında oğlan üç haftadır okula gitmek istemiyor; teneffüste çocuklar onunla dalga geçiyormuş.',
      ),
    ).toContain('bullying-in-school-refusal');
    expect(
      ids('11 yaşında oğlan üç haftadır okula gitmek istemiyor, karnı ağrıyor.'),
    ).not.toContain('bullying-in-school-refusal');
  });
});

describe('red flags read from the course and from what the plan would do', () => {
  it('read confusion that began days ago or comes and goes within the day as delirium', () => {
    expect(
      ids('Huzurevindeki danışan son 3 gündür bazen beni tanımıyor, gece odada yalnız konuşuyor.'),
    ).toContain('delirium');
    expect(
      ids('Serviste yatan hasta sabahları gayet iyi, akşam olunca kızına "sen kimsin" diyor.'),
    ).toContain('delirium');
    // Years of slow forgetting are not an acute confusion.
    expect(ids('Annesi 3 yıldır giderek unutkanlaşıyor, isimleri karıştırıyor.')).not.toContain(
      'delirium',
    );
  });

  it('read pregnancy, asthma or an unassessed heart beside interoceptive exercises', () => {
    expect(
      ids(
        'Panik bozukluğu olan danışanla hiperventilasyon ve yerinde koşma planladım; 5 aylık hamile.',
      ),
    ).toContain('interoceptive-exposure-medical');
    expect(
      ids(
        'Astımı olan danışanla interoseptif maruz bırakma yapacağım; göğüs hekimi onay verdi, doktoru onayladı.',
      ),
    ).not.toContain('interoceptive-exposure-medical');
    expect(ids('Danışanla hiperventilasyon egzersizi yapacağım, sağlık sorunu yok.')).not.toContain(
      'interoceptive-exposure-medical',
    );
  });

  it('read inattention that began in adulthood or rests on an online test as needing other causes ruled out', () => {
    expect(
      ids(
        '32 yaşında kadın bir yıldır odaklanamıyor; okul yıllarında hiç sorun yaşamamış. DEHB mi?',
      ),
    ).toContain('adhd-confounders');
    expect(ids('Danışan instagramda test yapmış, DEHB olduğundan emin.')).toContain(
      'adhd-confounders',
    );
    expect(ids('DEHB tanılı 9 yaşındaki çocukla ödev rutini kuruyoruz.')).not.toContain(
      'adhd-confounders',
    );
  });

  it('read bipolar disorder, seizures or driving beside sleep restriction', () => {
    expect(
      ids('Uyku kısıtlamaya başlayacağım; danışan bipolar II tanısıyla lityum kullanıyor.'),
    ).toContain('sleep-restriction-risk');
    expect(
      ids(
        'Tır şoförü danışanla yatakta kalma süresini 5 saate indirerek uyku kısıtlama yapacağım.',
      ),
    ).toContain('sleep-restriction-risk');
    expect(
      ids('Öğretmen danışanla uyku kısıtlama yapacağım, başka sağlık sorunu yok.'),
    ).not.toContain('sleep-restriction-risk');
  });

  it('quote the sentence that carries the sign, whole, before the one that names the plan', () => {
    const [found] = findRedFlags(
      '2 yıllık psikoloğum, EMDR 1. düzey eğitimimi bitirdim. Çocuklukta istismar öyküsü var. Seanslarda gözleri dalıyor, birkaç dakikayı hatırlamadığını söylüyor. Duyarsızlaştırmaya başlayayım mı?',
    ).filter(({ flag }) => flag.id === 'dissociation-before-processing');
    expect(found?.evidence[0]).toMatch(/hatırlamadığını/);
    // An ordinal's period ("1. düzey") ends no sentence.
    expect(found?.evidence.join(' ')).not.toMatch(/EMDR 1\.$/m);
    expect(found?.evidence.some((e) => e.includes('EMDR 1. düzey'))).toBe(true);
  });

  it('read a pupil who left the class group or avoids the toilet as possible bullying', () => {
    expect(
      ids(
        'Öğrenci üç haftadır okula gelmiyor; sınıfın WhatsApp grubundan çıkmış, teneffüste tuvalete gitmiyor.',
      ),
    ).toContain('bullying-in-school-refusal');
  });
});

describe('red flags of another picture behind the one treated', () => {
  it('read past days without sleep and overspending in a depression as possible hypomania', () => {
    expect(
      ids(
        'Kronik depresyon için BDT yapıyorum. Eşinden, danışanın 20li yaşlarında birkaç kez dört beş gün neredeyse uyumadan çalıştığı ve çok para harcadığı dönemler olduğunu öğrendim.',
      ),
    ).toContain('past-hypomania-in-depression');
    expect(ids('Kronik depresyon için BDT yapıyorum, uykusu düzensiz.')).not.toContain(
      'past-hypomania-in-depression',
    );
  });

  it("read a lost spouse's comforting voice as grief, not psychosis", () => {
    expect(
      ids(
        'Eşi 14 ay önce öldü; akşamları onun mutfaktan seslendiğini duyduğunu anlattı. Bu deneyimler onu teselli ediyor.',
      ),
    ).not.toContain('psychotic-signs');
  });
});

describe('failing cognition behind a late-life depression', () => {
  it('flags getting lost and forgotten bills in an older client, not in a young one', () => {
    const old =
      '68 yaşında emekli öğretmen; son bir yılda içine kapanmış. Faturaları iki kez ödemeyi unutmuş ve kendi mahallesinde arabayla kaybolmuş.';
    expect(findRedFlags(old).map((f) => f.flag.id)).toContain('cognitive-signs-late-life');
    expect(
      findRedFlags(
        '24 yaşında öğrenci, yeni şehirde ilk hafta yolunu kaybetti, çok kaygılandı.',
      ).map((f) => f.flag.id),
    ).not.toContain('cognitive-signs-late-life');
  });
});

describe('what a red flag says, by the signs found', () => {
  const sayOf = (question: string, id: string) =>
    findRedFlags(question).find((f) => f.flag.id === id)?.say ?? '';

  it('tells a driver about sleepiness on the road, not the bipolar caution, and the other way round', () => {
    const driver = sayOf(
      '47 yaşında tır şoförü, yatakta 9 saat geçiriyor ama 5 saat uyuyor. Uyku kısıtlamayı başlatmak istiyorum.',
      'sleep-restriction-risk',
    );
    expect(driver).toContain('Araç kullanan');
    expect(driver).not.toContain('Bipolar');
    const bipolar = sayOf(
      'Bipolar bozukluğu olan danışan lityum kullanıyor, uykusuzluk için uyku kısıtlamayı düşünüyorum.',
      'sleep-restriction-risk',
    );
    expect(bipolar).toContain('Bipolar');
    expect(bipolar).not.toContain('Araç kullanan');
  });

  it('names an overactive thyroid for weight lost in the heat, not an underactive one', () => {
    const say = sayOf(
      'Panik ataklar için geliyor; son aylarda kilo verdi, sıcağa dayanamıyor, sürekli terliyor.',
      'thyroid-signs',
    );
    expect(say).toContain('hipertiroidiyi');
    expect(say).not.toContain('hipotiroidiyi');
  });

  it('refuses a file whose per-signal texts do not line up with its signals', () => {
    expect(() =>
      parseRedFlags(
        `- id: test-flag\n  title: Test işareti\n  signals:\n    - - bir, iki\n    - - üç, dört\n  say: Bu bir test işaretinin açıklaması, yeterince uzun bir cümle.\n  says:\n    - Yalnız bir metin.\n  frames:\n    - problem-insomnia\n`,
      ),
    ).toThrow(/one text per signal/);
  });
});

describe('red flags of a medical or neurological picture behind a psychological one', () => {
  const ids = (q: string) => findRedFlags(q).map((f) => f.flag.id);

  it('reads a new change of personality after midlife as neurological until shown otherwise', () => {
    const found = findRedFlags(
      "63 ve 61 yaşlarında bir çift. Kadın, eşinin son bir yılda 'bambaşka biri' olduğunu, yabancılara uygunsuz şakalar yaptığını, ikramiyesinin büyük kısmını kaptırdığını anlatıyor.",
    ).find((f) => f.flag.id === 'cognitive-signs-late-life');
    expect(found?.say).toContain('frontotemporal');
    expect(found?.say).not.toContain('MoCA');
  });

  it('reads odd speech and sleeplessness weeks after a birth as possible postpartum psychosis, and holds exposure work', () => {
    const q =
      "4 haftalık bebeği var, bebeğe zarar verme imgeleri geliyor, tiksiniyor. Eşi 'çok uykusuz, bazen garip şeyler konuşuyor' dedi. ERP hiyerarşisi kurmak istiyorum.";
    expect(ids(q)).toContain('postpartum-psychosis-signs');
    expect(
      ids('4 haftalık bebeği var, bebeğe zarar verme imgeleri geliyor, tiksiniyor.'),
    ).not.toContain('postpartum-psychosis-signs');
  });

  it('reads days without food as a medical matter', () => {
    expect(ids('19 yaşında bir genç 5 gündür yemek yemiyor, sadece su içiyor.')).toContain(
      'food-refusal-days',
    );
    expect(ids('Danışan akşamları yemek yemiyor, diyet yapıyor.')).not.toContain(
      'food-refusal-days',
    );
  });
});

describe('an older partner who seems not to listen', () => {
  it('reads the television turned up and answers beside the question as possible hearing loss', () => {
    const ids = (q: string) => findRedFlags(q).map((f) => f.flag.id);
    expect(
      ids(
        "70'li yaşlarda bir çift: kadın 'beni dinlemiyor, televizyonu da bağıra bağıra açıyor' diyor; adam bazen alakasız cevaplar veriyor.",
      ),
    ).toContain('hearing-loss-older-adult');
    expect(
      ids("30'lu yaşlarda bir çift: kadın 'beni dinlemiyor, hep telefonla oynuyor' diyor."),
    ).not.toContain('hearing-loss-older-adult');
  });
});
