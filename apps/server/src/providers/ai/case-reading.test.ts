import { describe, expect, it } from 'vitest';
import { describeClient, readCase } from './case-reading';
import { assessRisk } from './risk';
import { supervisionSystemPrompt } from './system-prompt';

describe('case reading', () => {
  it('tells what kind of answer is asked for', () => {
    expect(readCase('Bu tabloyu nasıl formüle etmeliyim?').type).toBe('formulation');
    expect(readCase('Ailesine söylemeli miyim?').type).toBe('should-i');
    expect(readCase('hediyeyi kabul etsem mi yoksa reddetsem mi?').type).toBe('comparison');
    expect(readCase('Bu çocuk için EMDR mi TF-BDT mi daha uygun?').compared).toEqual([
      'EMDR',
      'TF-BDT',
    ]);
    const differential = readCase('Bu olağan yas mı yoksa uzamış yas mı?');
    expect(differential.type).toBe('comparison');
    expect(differential.compared).toEqual(['olağan yas', 'uzamış yas']);
    expect(readCase('Bu sosyal kaygı mı, depresyon mu, yoksa otizm mi?').compared).toEqual([
      'sosyal kaygı',
      'depresyon',
      'otizm',
    ]);
    expect(readCase('DEHB mi, yoksa kaygı/depresyon mu?').compared).toEqual([
      'DEHB',
      'kaygı',
      'depresyon',
    ]);
    // A slash inside a name stays: "TF-BDT" and "EMDR/TF" are not split into fragments.
    expect(readCase('EMDR mi TF-BDT mi daha uygun?').compared).toEqual(['EMDR', 'TF-BDT']);
    // Going on with one method or moving to another is a comparison of the two methods.
    expect(
      readCase(
        'Sınav kaygısı için gevşemeye devam mı edeyim, yoksa bilişsel yeniden yapılandırmaya mı geçeyim?',
      ).compared,
    ).toEqual(['gevşeme', 'bilişsel yeniden yapılandırma']);
    expect(
      readCase("Altı seanstır maruz bırakmayı bırakıp ACT'ye mi geçmeliyim?").compared,
    ).toEqual(['maruz bırakma', 'ACT']);
    // Going on or referring is a decision, not two methods.
    expect(readCase('Terapiye devam mı edeyim yoksa sevk mi edeyim?').compared).toBeNull();
    // "onun yerine kapı kollarını siliyor" tells what the mother does: no options compared.
    expect(
      readCase('Annesi onun yerine kapı kollarını siliyor. Aileyi bu sürece nasıl dahil etmeliyim?')
        .type,
    ).toBe('how-to');
    // Two courses of action weighed is a dilemma, not two methods.
    expect(readCase('Gizliliği mi korumalıyım, yoksa aileye bilgi mi vermeliyim?').type).toBe(
      'should-i',
    );
    expect(
      readCase(
        'PDR bölümünde öğretim üyesiyim ve uygulama süpervizörlüğünü yapıyorum. Öğrenciyi geçirmeli miyim?',
      ).asker,
    ).toBe('supervisor');
    expect(readCase('Maruz bırakmayı nasıl uygularım, nelere dikkat etmeliyim?').type).toBe(
      'how-to',
    );
    expect(
      readCase('Süpervizyonunu yaptığım stajyer danışanına çok kızıyor; nasıl konuşmalıyım?').type,
    ).toBe('supervisee');
  });

  it('reads "X mi, yoksa başka bir şey mi" as a question about what this is, and decisions in every form', () => {
    expect(
      readCase('Bu bebek için bir risk mi, yoksa başka bir şey mi? Nasıl anlamalıyım?').type,
    ).toBe('formulation');
    expect(readCase('Aileye söylemek zorunda mıyım?').type).toBe('should-i');
    expect(readCase('Bildirmem gerekir mi?').type).toBe('should-i');
    expect(readCase('Okulda haftalık takip etsem yeterli olur mu?').type).toBe('should-i');
    expect(readCase('Polisi mi aramalıyım?').type).toBe('should-i');
    expect(readCase('Sorun bende mi danışanda mı?').compared).toBeNull();
  });

  it('reads the options compared, and a decision between actions as no comparison', () => {
    expect(
      readCase('Hem EMDR hem TF-BDT eğitimim var; bu çocukta hangisini seçmeliyim?').compared,
    ).toEqual(['EMDR', 'TF-BDT']);
    const decision = readCase('Terapiye devam edeyim mi yoksa bir şey mi yapayım, bilemedim?');
    expect(decision.compared).toBeNull();
  });

  it("reads a therapist's own reactions to a client, and not a client's reactions", () => {
    for (const q of [
      'Ben de benzer bir deneyim yaşadım, seanslarda donup kalıyorum.',
      'Danışanıma karşı yoğun bir öfke hissediyorum, ne yapmalıyım?',
      'Bu vaka kendi kaybımı tetikledi, seanstan sonra ağlıyorum.',
      'Karsi aktarim oldugunu dusunuyorum.',
    ])
      expect(readCase(q).ownReaction, q).toBe(true);
    for (const q of [
      'Danışan annesine karşı öfke hissettiğini anlattı.',
      '34 yaşında kadın danışan, 5 aydır panik atağı yaşıyor.',
    ])
      expect(readCase(q).ownReaction, q).toBe(false);
  });

  it('reads who asks, without Turkish letters too', () => {
    expect(readCase('Süpervize ettiğim psikolog seansları uzatıyor.').asker).toBe('supervisor');
    expect(
      readCase('STK koordinatörüyüm, ekipteki psikologların klinik süpervizörü de benim.').asker,
    ).toBe('supervisor');
    expect(readCase('yuksek lisans ogrencisiyim, ilk vakam bu').asker).toBe('student');
    expect(readCase('Danışanım 40 yaşında bir öğretmen.').asker).toBe('therapist');
    // "Süpervizörüm." says who one is; "Süpervizörüm, …" speaks of one's supervisor.
    expect(readCase('Süpervizörüm. Süpervizyon alan, 2. yılında bir psikolog.').asker).toBe(
      'supervisor',
    );
    expect(readCase("Süpervizörüm, 'seni terapiye de alayım' dedi.").asker).not.toBe('supervisor');
    // Supervising said the many ways supervisors say it; being an intern is not having one.
    for (const q of [
      'Staj süpervizörüyüm; öğrencim raporlarında her şeyin yolunda gittiğini yazıyor.',
      '6 kişilik grup süpervizyonu yürütüyorum, bir katılımcı hep söz alıyor.',
      '12 yıllık bir meslektaşım benden ücretli süpervizyon alıyor.',
      'Süpervizyon grubumdaki bir katılımcı birebir konuşmak istedi.',
    ])
      expect(readCase(q).asker, q).toBe('supervisor');
    for (const q of [
      "RAM'da stajyerim. 8 yaşında bir kız çocuğu var.",
      'Stajyerim, 9 yaşında bir çocukla çalışıyorum.',
    ])
      expect(readCase(q).asker, q).toBe('student');
  });

  it('reads the client: age, life stage, duration, setting and legal flags', () => {
    const reading = readCase(
      '14 yaşındaki kız öğrenci 3 aydır okula gitmiyor; babası onu dövdüğünü söyledi, mahkeme süreci var.',
    );
    expect(reading.age).toBe(14);
    expect(reading.stage).toBe('adolescent');
    expect(reading.duration).toBe('3 aydır');
    expect(reading.legal).toEqual({ minor: true, court: true, violence: true });
    expect(describeClient(reading)).toBe('14 yaşında ergen');
    expect(readCase('Çift terapisinde eşler sürekli tartışıyor').settings).toContain('couple');
    expect(readCase('4 aylık bebeği olan anne').duration).toBeNull();
    expect(readCase('72 yasinda emekli erkek danisan').stage).toBe('older');
  });

  it("reads the asker's own numbness, withdrawal and drinking as their own reaction", () => {
    expect(
      readCase(
        'Danışanların anlattıkları bana hiçbir şey hissettirmiyor, akşamları uyumak için bir iki bira içmeye başladım.',
      ).ownReaction,
    ).toBe(true);
    expect(readCase('Danışan akşamları bira içiyor, uyuyamıyor.').ownReaction).toBe(false);
  });

  it('reads whether the work is already under way', () => {
    for (const q of [
      '8. seanstayız, danışan ödevleri yapmıyor.',
      'Üç seanstır görüşüyoruz ama ilerleme yok.',
      'Danışanı bir yıldır görüyorum; son seansta ağladı.',
      'Terapimiz altı aydır sürüyor.',
      'Geçen seans danisan gec geldi.',
    ])
      expect(readCase(q).ongoing, q).toBe(true);
    for (const q of [
      'Yarın ilk seansım var, danışan 6 aydır panik atak yaşıyor.',
      'Danışan iki yıldır işsiz, nasıl başlayayım?',
    ])
      expect(readCase(q).ongoing, q).toBe(false);
  });

  it('says an age without the life stage it already tells', () => {
    expect(describeClient(readCase('72 yaşında emekli öğretmen, eşini kaybetti.'))).toBe(
      '72 yaşında danışan',
    );
    expect(describeClient(readCase('8 yaşında çocuk okula gitmiyor.'))).toBe('8 yaşında çocuk');
  });

  it("does not take the clinician's years of practice for the case's duration", () => {
    // In one sentence with the client's own duration, and said as being in the field.
    expect(
      readCase('12 yıldır muayenehanemde çalışıyorum, 30 yaşında bir kadın 2 yıldır panik yaşıyor.')
        .duration,
    ).toBe('2 yıldır');
    expect(readCase('Bu alanda 12 yıldır varım; danışan 40 yaşında kadın.').duration).toBeNull();
    expect(
      readCase('12 yıldır bu alanda çalışıyorum. Danışan 4 aydır uyuyamıyor; nasıl ele almalıyım?')
        .duration,
    ).toBe('4 aydır');
    expect(
      readCase('Meslekte 10 yıldır deneyimliyim, bu vakada emin olamadım.').duration,
    ).toBeNull();
    expect(readCase('Eşini 1,5 yıl önce kaybeden danışan').duration).toBe('1,5 yıl önce');
  });

  it("reads the client's age, not a relative's, and a university student as an adult", () => {
    const client = readCase('Annesi 70 yaşında, kızı 40 yaşında danışanım bakım yükünden yoruldu.');
    expect(client.age).toBe(40);
    expect(client.stage).toBe('adult');
    expect(readCase('Eşi 50 yaşında olan 45 yaşındaki kadın danışan').age).toBe(45);
    // A parent asking about a child brings the child's case.
    const parent = readCase('12 yaşındaki oğlu okula gitmiyor, 38 yaşındaki anne ne yapmalı?');
    expect(parent.age).toBe(12);
    expect(parent.legal.minor).toBe(true);
    // A parent's age is never the client's.
    expect(
      readCase('Babası 45 yaşında vefat etmiş, danışan bu yaşa yaklaştıkça kaygılanıyor').age,
    ).toBeNull();
    // A child who died is not the case: the bereaved parent is.
    expect(readCase('38 yaşında bir baba, depremde 12 yaşındaki oğlunu kaybetmiş.').age).toBe(38);
    expect(readCase('Danışan 49 yaşında anne, oğlu 19 yaşında kazada ölmüş.').age).toBe(49);
    // A colleague's age and a difference of ages are no client's.
    const supervision = readCase(
      'Yeni süpervizyon alanım 56 yaşında, deneyimli bir psikiyatrist. Ondan 20 yaş küçüğüm.',
    );
    expect(supervision.age).toBeNull();
    expect(readCase('26 yaşındaki süpervizem, 19 yaşında bir kız danışanla çalışıyor.').age).toBe(
      19,
    );
    expect(readCase('Ben ondan 5 yaş küçüğüm; danışan panik yaşıyor.').stage).toBeNull();
    expect(readCase('Danışanım 30 yaşında bir psikolog, panik yaşıyor.').age).toBe(30);
    expect(readCase('8. sınıf öğrencisi kız kolunu kesiyor').stage).toBe('adolescent');
    expect(readCase('5. sınıf öğrencisi okula gitmek istemiyor').stage).toBe('child');
    // A verb after the first option and words before the second still make a comparison; a
    // choice between two actions is a decision.
    expect(
      readCase('Oyun terapisi mi önermeliyim, yoksa anneyle ebeveyn eğitimi (PCIT) mi daha uygun?')
        .compared,
    ).toEqual(['Oyun terapisi', 'ebeveyn eğitimi (PCIT)']);
    expect(
      readCase('Bu danışanla devam mı etmeliyim, yoksa sevk mi etmeliyim?').compared,
    ).toBeNull();
    // Options asked with particles alone are a comparison when a choice is asked for; being or
    // not ("var mı yok mu") and a plain "X mı, Y mı?" are not.
    expect(
      readCase(
        'uyku hijyenini anlattim. simdi uyku kisitlama mi uyaran kontrolu mu uygulamaliyim? ikisinin farki ne?',
      ).compared,
    ).toEqual(['uyku kisitlama', 'uyaran kontrolu']);
    expect(
      readCase('İntihar riski var mı yok mu, hangisine göre karar veririm?').compared,
    ).toBeNull();
    expect(
      readCase('Bu olağan bir yas mı, uzamış yas mı? Tanı koymak zarar verir mi?').compared,
    ).toBeNull();
    const student = readCase('Üniversite ikinci sınıf öğrencisi kız danışan, sınav kaygısı');
    expect(student.stage).toBe('adult');
    expect(student.legal.minor).toBe(false);
  });

  it('reads a child who fears a parent, a question whether it can wait, and the asker’s own distress, and tells an LLM', () => {
    const feared = readCase('14 yaşındaki öğrenci "annem öğrenirse beni evden atar" diyor.');
    expect(feared.fearsCarer).toBe(true);
    expect(readCase('14 yaşındaki öğrenci annesine kızgın.').fearsCarer).toBe(false);
    // An adult's family is told nothing; a child who would rather play is no fear.
    expect(readCase('30 yaşındaki danışan "babam öğrenirse beni öldürür" diyor.').fearsCarer).toBe(
      false,
    );
    expect(
      readCase('8 yaşındaki çocuk eve gitmek istemiyor, parkta oynamak istiyor.').fearsCarer,
    ).toBe(false);
    const wait = readCase('Bir sonraki seansa kadar bekleyebilir miyim?');
    expect(wait.asksToWait).toBe(true);
    expect(readCase('Danışan seans arasında beklemekte zorlanıyor.').asksToWait).toBe(false);
    expect(readCase('Bir sonraki seansta yas çalışmasına nasıl başlamalıyım?').asksToWait).toBe(
      false,
    );
    // The asker's own distress counts; a client's words quoted do not.
    expect(readCase('Danışanım öldü, kendimi suçluyorum.').ownReaction).toBe(true);
    expect(readCase('Danışanım "kendimi suçluyorum" diyor.').ownReaction).toBe(false);
    expect(
      readCase('Danışanım sürekli "kendimi suçluyorum, uyuyamıyorum" diye anlatıyor.').ownReaction,
    ).toBe(false);
    const question =
      'Ergen danışanım "babam duyarsa beni döver" dedi. Haftaya kadar beklesem olur mu?';
    const { system } = supervisionSystemPrompt({
      reading: readCase(question),
      level: 'early',
      matches: [],
      risk: assessRisk(question),
      mask: (text) => text,
    });
    expect(system).toContain('aileyi bilgilendirmeden önce evdeki güvenliği değerlendir');
    expect(system).toContain('yanıtın ilk cümlesi beklenmemesi gerektiğidir');
  });
});

describe('a choice between acting now and waiting', () => {
  it('is a decision, not a comparison of two methods', () => {
    expect(
      readCase('Travma anlatısına başlamak için doğru zaman mı, yoksa beklemeli miyim?').type,
    ).toBe('should-i');
    expect(readCase('EMDR mi, yoksa TF-BDT mi daha uygun?').type).toBe('comparison');
  });
});

describe('who asks, where the work happens and what is asked', () => {
  it('reads a supervisor whose colleague takes paid supervision from them', () => {
    const reading = readCase(
      '15 yıllık bir meslektaşım benden ücretli bireysel süpervizyon alıyor. Sınırları gevşek. Nasıl bir yol izlemeliyim?',
    );
    expect(reading.asker).toBe('supervisor');
    expect(reading.type).toBe('supervisee');
  });

  it('reads what a client does online as no online setting', () => {
    expect(readCase('35 yaşında erkek, online bahis yüzünden borcu var.').settings).not.toContain(
      'online',
    );
    expect(readCase('Online gördüğüm danışanım taşındı.').settings).toContain('online');
  });

  it('reads "X ile mi başlasam?" as a decision', () => {
    expect(readCase('Alarm yöntemi ve ödül çizelgesiyle mi başlasam?').type).toBe('should-i');
  });
});

describe('a couple, and a choice asked as "X mi Y mi ayırt edemedim"', () => {
  it('reads a couple with two ages as no single client', () => {
    const reading = readCase(
      "63 ve 61 yaşlarında, 38 yıllık evli bir çift geldi. Kadın, eşinin 'bambaşka biri' olduğunu anlatıyor.",
    );
    expect(reading.age).toBeNull();
    expect(reading.gender).toBeNull();
  });

  it('reads "panik bozukluğu mu yaygın kaygı mı ayırt edemedim" as a comparison of the two', () => {
    const reading = readCase(
      'Panik bozukluğu mu yaygın kaygı mı ayırt edemedim, hangi protokolü kullanmalıyım?',
    );
    expect(reading.type).toBe('comparison');
    expect(reading.compared).toEqual(['Panik bozukluğu', 'yaygın kaygı']);
  });
});

describe('a supervisor asked to run supervision', () => {
  it('reads "grup süpervizyonu yürütmem istendi" as a supervisor asking', () => {
    const reading = readCase(
      'Birim sorumlusuyum, 5 psikolog için aylık grup süpervizyonu yürütmem istendi. Grubu nasıl yapılandırmalıyım?',
    );
    expect(reading.asker).toBe('supervisor');
  });
});
