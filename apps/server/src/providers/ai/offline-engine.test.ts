// The offline engine end to end on the real knowledge frames (issue 17): the patterns a clinician
// found wrong before, each asked in new words here — the main point of the case must be reached,
// and nothing unrelated pasted.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSupervisionEngine } from './create-engine';
import type { SupervisionRequest } from './engine';
import { writeOfflineAnswer } from './offline-model';

const engine = createSupervisionEngine(loadConfig({ NODE_ENV: 'test' }));

async function answer(request: Partial<SupervisionRequest> & { question: string }) {
  const stream = engine.answer({ history: [], focus: 'auto', level: 'early', ...request });
  const chunks: string[] = [];
  for await (const chunk of stream.textStream) chunks.push(chunk);
  return { chunks, result: await stream.result };
}

const offline = (question: string, level: 'student' | 'early' | 'experienced' = 'early') =>
  writeOfflineAnswer({ question, history: [], focus: 'auto', level });
const top3 = (question: string) =>
  offline(question)
    .analysis.matches.slice(0, 3)
    .map((m) => m.frame.id);

/** The quoted sentences of an answer's risk notice. */
function writeRiskQuotes(text: string): string[] {
  const notice = text.split('**Vakayı nasıl okuyorum:**')[0] ?? '';
  return notice.split('\n').filter((line) => line.startsWith('- “'));
}

describe('offline supervision engine', () => {
  it('is the default engine and streams its answer in chunks, with sources and the disclaimer', async () => {
    expect(engine.provider).toBe('offline');
    const { chunks, result } = await answer({
      question:
        'Sosyal kaygısı olan üniversite öğrencisi danışanımla maruz bırakmaya nasıl başlarım?',
    });
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(result.text);
    expect(result.text).toMatch(/## Kaynaklar\n\n1\. \*\*/);
    expect(result.text).toContain('süpervizörün');
    expect(result.outputTokens).toBeGreaterThan(0);
  });

  it('answers an acute risk from the risk frame, not from a technique a word matched', () => {
    const { text, used } = offline(
      'Bugün seans bitince kapıda “borçlarım bitmeyecek, ben gidince sigorta öder” dedi; evinde av tüfeği var. Şimdi ne yapmalıyım?',
    );
    expect(used[0]?.id).toBe('problem-suicidality-adult');
    expect(text).not.toMatch(/farkındalık \(mindfulness\)/i);
    // A sentence that carries two categories is quoted once in the risk notice.
    const notice = writeRiskQuotes(text);
    expect(new Set(notice).size).toBe(notice.length);
  });

  it('reads mania told as a story (little sleep, savings spent, new ventures) as mania', () => {
    const { analysis } = offline(
      'Antidepresan başladıktan sonra danışan iki üç saat uyuyup sabahlara kadar proje yazıyormuş, birikimini harcamış, üç ayrı iş kurmaya karar vermiş. Seanslara devam mı edeyim?',
    );
    expect(analysis.matches[0]?.frame.id).toBe('problem-bipolar-mania');
    expect(analysis.risk.kinds).toContain('psychEmergency');
  });

  it('counts what the question says was already tried, and did not help, for little', () => {
    const panic = (question: string) =>
      offline(question).analysis.matches.find((m) => m.frame.id === 'problem-panic-disorder')
        ?.score ?? 0;
    const named = panic('Panik atağı ve çarpıntı için nefes egzersizi yapıyoruz. Ne önerirsiniz?');
    const tried = panic(
      'Panik atağı ve çarpıntı için nefes egzersizini zaten denedik, işe yaramadı. Ne önerirsiniz?',
    );
    expect(tried).toBeLessThan(named * 0.5);
  });

  it('compares three named options side by side and names the one the case facts fit', () => {
    const { text } = offline(
      'Doğumdan iki hafta sonra gelen anne, bebeğe zarar vereceğine dair görüntülerden dehşete düşüyor, bebekle yalnız kalamıyor, bıçakları saklıyor. Bu postpartum OKB mi, depresyon mu, yoksa psikoz mu?',
    );
    const header = text.split('\n').find((line) => line.startsWith('| | '));
    // "| | A | B | C |": the empty corner and three options.
    expect(header?.split(' | ')).toHaveLength(4);
    const verdict = text.split('\n').find((line) => line.includes('daha olası görünüyor'));
    expect(verdict).toMatch(/obsesif-kompulsif/);
  });

  it('reads a probable manic episode as mania, with urgent psychiatric referral', () => {
    const question =
      'Danışanım birkaç gündür neredeyse hiç uyumadığı halde yorgun değil, kredi kartıyla ölçüsüz alışveriş yapıyor, Tanrı tarafından görevlendirildiğini söylüyor. Nasıl değerlendirmeliyim?';
    expect(top3(question)).toContain('problem-bipolar-mania');
    const { text } = offline(question);
    expect(text).toMatch(/mani/i);
    expect(text).toMatch(/psikiyatri/i);
    expect(text).not.toMatch(/uyku hijyeni|genogram/i);
  });

  it('meets a request to change sexual orientation with why conversion practices harm', () => {
    const question =
      'Ergen bir danışanın ailesi oğullarının eşcinselliğini terapiyle değiştirmemi istiyor. Bunu kabul etmeli miyim?';
    const ids = top3(question);
    expect(ids.some((id) => /conversion|sexual-orientation/.test(id))).toBe(true);
    expect(offline(question).text).toMatch(/dönüştürme|değiştirme|onarım/i);
  });

  it('separates the treating role from a custody evaluation requested by a lawyer', () => {
    const question =
      'Boşanan bir annenin avukatı, velayet davasında kullanmak üzere babanın ebeveynlik yeterliliği hakkında benden rapor istiyor. Babayla hiç görüşmedim. Rapor yazmalı mıyım?';
    expect(top3(question).some((id) => /custody|court/.test(id))).toBe(true);
    const { text, analysis } = offline(question);
    expect(analysis.mode).toBe('ethics');
    expect(text).toMatch(/rol/i);
    expect(text).not.toMatch(/genogram|yapısal aile/i);
  });

  it('answers a supervisor about the supervisee’s countertransference, not with a client template', () => {
    const question =
      'Süpervizyonunu yaptığım stajyer, kendi babasına benzettiği yaşlı bir erkek danışana karşı seanslarda sabırsızlaşıyor ve sözünü kesiyor. Süpervizör olarak bunu nasıl ele almalıyım?';
    const { text, analysis, used } = offline(question);
    expect(analysis.reading.type).toBe('supervisee');
    expect(used[0]?.kind).toBe('supervision');
    expect(text).toMatch(/karşı aktarım/i);
    expect(text).not.toMatch(/genogram|aile içi şiddet taraması/i);
  });

  it('gives a panic case the panic model and no suicide screening when there is no risk cue', async () => {
    const question =
      '29 yaşındaki danışanım aylardır ani çarpıntı ve boğulma hissiyle gelen ataklar yaşıyor, öleceğinden korkuyor, artık alışveriş merkezlerine girmiyor. Nasıl formüle etmeliyim?';
    const { result } = await answer({ question });
    expect(result.risk).toBe(false);
    expect(result.text).toMatch(/felaket|katastrof/i);
    expect(result.text).toMatch(/güvenlik davranış/i);
    expect(result.text).not.toMatch(/intihar/i);
  });

  it('reads "if you tell my parents I will kill myself" as suicide risk, not a threat to the therapist', async () => {
    const { result } = await answer({
      question: 'Ergen danışanım, anneme anlatırsan kendimi öldürürüm dedi. Ne yapmalıyım?',
    });
    expect(result.riskKinds).toContain('suicide');
    expect(result.text).not.toMatch(/taciz|terapistin güvenliği/i);
    expect(result.text).toMatch(/## Önce güvenlik/);
  });

  it('does not announce a level or quote an unrelated earlier question', async () => {
    const { result } = await answer({
      question:
        'Çift terapisinde sır politikası nasıl belirlenir, bireysel görüşmelerde ne söylenir?',
      history: [
        { question: 'Panik atak için interoseptif maruz bırakma nasıl yapılır?', answer: 'x' },
      ],
      level: 'experienced',
    });
    expect(result.text).not.toContain('Mesleğin başında');
    expect(result.text).not.toContain('interoseptif');
  });

  it('opens with the risk notice and closes with the protocol when the text carries risk', async () => {
    const { result } = await answer({
      question:
        'Danışanım geçen hafta ilaçlarını biriktirdiğini ve artık yaşamak istemediğini söyledi. Ne yapmalıyım?',
    });
    expect(result.risk).toBe(true);
    expect(result.riskKinds).toContain('suicide');
    expect(result.text.indexOf('Risk')).toBeLessThan(200);
    expect(result.text).toContain('112');
  });

  // The decision asked, and who is at risk: the harms blind reviewers found, in other words.
  describe('takes the decision asked first when the case carries risk', () => {
    const before = (text: string, first: string, second: string) =>
      text.indexOf(first) >= 0 && text.indexOf(first) < text.indexOf(second);

    it('answers "can it wait?" with no and what to do today, before anything else', () => {
      const pills = offline(
        'Danışanım reçeteli ilaçlarını bir süredir içmeyip sakladığını, "yakında her şey bitecek" dediğini anlattı. Bir sonraki seansımıza kadar beklesem sorun olur mu?',
      ).text;
      expect(before(pills, 'Hayır, beklemeyin', '## Önce güvenlik')).toBe(true);
      expect(pills).toMatch(/bugün ulaşın/);
      const partner = offline(
        'Danışanım eşinin geçen hafta boğazını sıktığını, telefonunu elinden aldığını söyledi. Bir hafta daha izlesem mi, acele etmeli miyim?',
      ).text;
      expect(partner).toContain('Hayır, beklemeyin');
      expect(partner).toMatch(/bu gece güvende/);
      // Without risk, waiting is an ordinary choice: no alarm is raised.
      const exams = offline(
        'Sınav kaygısı yaşayan üniversite öğrencisiyle maruz bırakma çalışmasına sınavlardan sonra başlamak için beklesem olur mu?',
      ).text;
      expect(exams).not.toContain('Hayır, beklemeyin');
    });

    it('tells a supervisor that the supervisee’s client at risk comes before the supervision process', () => {
      const { text, analysis } = offline(
        'Süpervizyonunu yaptığım stajyerin kaydını dinledim: 17 yaşındaki danışan "artık uyanmasam keşke" dedi, stajyer konuyu değiştirdi. Süpervizyonda bunu nasıl konuşmalıyım?',
        'experienced',
      );
      expect(analysis.reading.asker).toBe('supervisor');
      expect(analysis.risk.kinds).toContain('suicide');
      expect(text).toMatch(/süpervizyon sürecini konuşmadan önce ilk iş/);
    });

    it('does not send a child who fears a parent back to that parent before assessing safety at home', () => {
      const feared = offline(
        'Rehber öğretmenim. 12 yaşındaki öğrenci bacağındaki morlukları gösterdi, "babam öğrenirse beni döver, kimseye söyleme" dedi. Veliyi aramalı mıyım?',
      ).text;
      expect(feared).toContain('Aileyi bilgilendirmeden önce');
      expect(feared).toMatch(/ALO 183/);
      const calm = offline(
        'Rehber öğretmenim. 12 yaşındaki öğrencinin notları düştü, derste uyuyor. Veliyi aramalı mıyım?',
      ).text;
      expect(calm).not.toContain('Aileyi bilgilendirmeden önce');
    });

    it('says first that safety comes before the technique asked about when its cautions name a risk of the case', () => {
      const couple = offline(
        'Çift terapisindeki kadın bireysel görüşmede eşinin maaş kartını elinden aldığını, telefonunu her gün kontrol ettiğini ve geçen ay onu itip duvara çarptığını anlattı. Ortak seanslarda Gottman onarım girişimlerini nasıl uygulayabilirim?',
      ).text;
      expect(couple).toMatch(
        /\*\*Kısa yanıt:\*\* [^\n]*Gottman[^\n]*önce güvenlik[^\n]*ortak seans yerine/,
      );
      // A technique made for the risk is not turned away by its own cautions.
      const plan = offline(
        'Danışanım dün gece ölmeyi düşündüğünü, ilaçlarını bir kenara ayırdığını söyledi. Güvenlik planını nasıl hazırlamalıyım?',
      ).text;
      expect(plan).not.toMatch(/Kısa yanıt:\*\* Güvenlik planı[^\n]*önce/);
      // A question that names no method is asked about no technique.
      const widower = offline(
        'Depremde eşini kaybeden 70 yaşında erkek av tüfeğini temizliyor, "ben de gideceğim" diyor; torunu da deprem sonrası çocuk olarak izleniyor. Bu olağan yas mı?',
      ).text;
      expect(widower).not.toMatch(
        /\*\*Kısa yanıt:\*\* [^\n]*: önce (güvenlik|riski değerlendirin)/,
      );
    });

    it('does not conclude a differential on the reading that says nothing is wrong when the case carries risk', () => {
      const text = offline(
        '70 yaşında, eşini 4 ay önce kaybetmiş erkek. Tek başına yaşıyor, saatini ve kitaplarını oğluna vermiş, "yakında ben de giderim" diyor, hap biriktirdiğini ima etti. Bu olağan yas mı, uzamış yas mı, yoksa depresyon mu?',
      ).text;
      const verdict = text.split('\n').find((line) => line.includes('daha olası görünüyor')) ?? '';
      expect(verdict).not.toMatch(/Olağan yas/);
      expect(text).toMatch(/tabloyu olağan saymak güvenli değildir/);
      const couple = offline(
        'Çift terapisindeki kadın bireysel görüşmede eşinin konumunu sürekli takip ettiğini, maaş kartını elinden aldığını ve ondan korktuğunu anlattı. Bu sıradan bir çift çatışması mı, yoksa zorlayıcı kontrol mü?',
      ).text;
      expect(couple.split('\n').find((line) => line.includes('daha olası görünüyor'))).toMatch(
        /şiddet/i,
      );
      expect(couple).toMatch(/ortak çift seansları da güvenli değildir/);
    });

    it('answers a clinician whose client died by suicide as the one left behind, not as a client to screen', () => {
      const { text, used, analysis } = offline(
        'İki yıldır görüştüğüm danışanım geçen ay intihar etti. Aklımdan çıkmıyor, kendimi suçluyorum, yeni danışan almayı bırakmak istiyorum. Ne yapmalıyım?',
      );
      expect(analysis.reading.ownReaction).toBe(true);
      expect(used[0]?.id).toBe('supervision-after-client-suicide');
      expect(text).toMatch(/geride kalanlar/);
      expect(text).not.toMatch(/Kendinizi öldürmeyi düşündüğünüz oluyor mu/);
      // A living client's wish to die beside a relative's suicide is a risk to assess.
      const living = offline(
        'Danışanımın babası geçen yıl intihar etti. Danışanım da artık yaşamak istemediğini söylüyor, ilaç biriktirmiş. Nasıl çalışmalıyım?',
      ).text;
      expect(living).not.toMatch(/kaybettiyseniz/);
      // A supervisee who lost a client and speaks of not waking up: the risk is theirs now.
      const supervisee = offline(
        'Süpervizyonunu yaptığım psikolog iki hafta önce danışanını intiharla kaybetti. Bana "bazen uyuyup uyanmasam diyorum" dedi. Nasıl ilerlemeliyim?',
        'experienced',
      ).text;
      expect(supervisee).toMatch(/ölen danışan için değil, şimdi risk taşıyan kişi için/);
      expect(supervisee).not.toMatch(/bu danışanın riskinin/);
      expect(living).toMatch(/## Önce güvenlik\n\n[^\n]*\n\n- /);
      // A client who died in what may have been a suicide: the question about the records leads,
      // and the one who died is not screened.
      const records = offline(
        'Danışanım geçen hafta bir düşme sonucu hayatını kaybetti, annesi bunun intihar olduğunu düşünüyor. Annesi seans notlarını ve oğlunun ölmek istediğini söyleyip söylemediğini soruyor. Ne kadar bilgi verebilirim?',
      );
      expect(records.used[0]?.kind).toBe('ethics');
      expect(records.text).toMatch(/geride kalanlar/);
      expect(records.text).not.toMatch(/Kendinizi öldürmeyi düşündüğünüz oluyor mu/);
      // A supervisor whose supervisee's client "yaşamını yitirdi" by suicide: the supervisee is
      // the one to look after, not the client who died.
      const team = offline(
        'Ekibime süpervizyon veriyorum. Bir meslektaşımın görüştüğü danışanı geçen hafta intihar ederek yaşamını yitirdi; meslektaşım o günden beri uyuyamıyor. Ona nasıl destek olmalıyım?',
      ).text;
      expect(team).toMatch(/Süpervizenizin danışanı intihar nedeniyle öldüyse/);
      expect(team).not.toMatch(/bu danışanın riskinin/);
      // A school counsellor's pupil who died is not a client to see alone and screen.
      const pupil = offline(
        'Süpervizyon verdiğim bir rehber öğretmenin öğrencisi geçen hafta intihar ederek öldü. Kendini suçluyor, uyuyamıyor. Ona nasıl destek olmalıyım?',
        'experienced',
      ).text;
      expect(pupil).toMatch(/danışanı intihar nedeniyle öldüyse/);
      expect(pupil).not.toMatch(/Kendinizi öldürmeyi düşündüğünüz oluyor mu/);
    });
  });

  it("answers whether an abhorred intrusive thought must be reported from the frame's own word on reporting", () => {
    const text = offline(
      "İki aylık bebeği olan 29 yaşında anne, bebeği yıkarken onu suda bırakacağı imgelerinin aklına geldiğini, bu yüzden banyoyu eşine bıraktığını anlattı; 'ben canavar mıyım' diye ağladı. Bildirim yükümlülüğüm var mı?",
    ).text;
    const short = text.slice(text.indexOf('## Sorularınıza kısaca'));
    expect(short).toMatch(/\*\*Bildirim yükümlülüğüm var mı\?\*\* [^\n]*bildirim[^\n]*gerektirmez/);
  });

  it('answers a suspected emergency beside a medical red flag with that flag, not with questions about voices', () => {
    const text = offline(
      '48 yaşında erkek danışan panik atak geçirdiğini söylüyor: göğsünde baskı ve sol koluna yayılan ağrı oluyor, çoğu merdiven çıkarken başlıyor; acile hiç gitmemiş, babası genç yaşta kalpten ölmüş. İnteroseptif maruz bırakmaya başlayabilir miyim?',
    ).text;
    expect(text).toContain('## Önce netleştirilmesi gereken');
    expect(text).toMatch(/aynı gün acil servise \(112\)/);
    expect(text).not.toMatch(/emir veren sesler/);
  });

  it("answers a couple's 'communication problem' with partner violence in it from the violence, not the shared conflict", () => {
    const { used, text } = offline(
      "Evli bir çift 'sürekli kavga ediyoruz, iletişim kuramıyoruz' diye geldi. Bireysel görüşmede kadın, eşinin telefonunu her gün kontrol ettiğini, maaş kartını onun tuttuğunu ve geçen ay onu duvara ittiğini anlattı. Konuşan-dinleyen tekniğiyle iletişim çalışmasına başlamayı düşünüyorum, uygun mu?",
    );
    expect(used[0]?.id).toBe('problem-domestic-violence-victim');
    expect(text).toMatch(/Çift terapisi[^.]*şiddet ve korku varken yapılmamalıdır/);
  });

  it('answers an intoxication from substance use, not from psychosis', () => {
    const { used } = offline(
      "Online çalıştığım 16 yaşında bir danışanım var; başlangıçta 'kendine zarar riski olmadıkça ayrıntı paylaşmam' diye anlaşmıştık. Hafta sonları alkolün yanında 'sakinleştirici haplar' aldığını ve bir kez kusarken yan yatırıldığını anlattı. Annesi 'bilmem gerek' diye sordu. Ne yapmalıyım?",
    );
    expect(used.map((f) => f.id)).not.toContain('problem-first-episode-psychosis');
    expect(used.map((f) => f.id)).toContain('problem-adolescent-substance-use');
  });

  it('compares going on with one method or moving to another, and beside a risk holds both until it is assessed', () => {
    const text = offline(
      "Lise son sınıftaki 17 yaşındaki danışanım sınav kaygısı için geliyor; son görüşmede 'bu sene de olmazsa bir planım var, kimseye yük olmayacağım' dedi. Sınav kaygısı için gevşemeye devam mı edeyim, yoksa bilişsel yeniden yapılandırmaya mı geçeyim?",
    ).text;
    expect(text).toContain('## Karşılaştırma');
    const advice = text.slice(text.indexOf('## Bu vaka için öneri'));
    expect(advice).toMatch(
      /^## Bu vaka için öneri\n\nHangisini seçerseniz seçin, önce yukarıdaki risk bugün değerlendirilmeli/,
    );
    expect(advice).toContain('Güvenlik netleştikten sonra');
  });

  it('holds a technique a red flag of the case puts off, and leaves a choice open beside delirium', () => {
    const held = offline(
      'Stajyerim. Panik bozukluğu olan 34 yaşında kadınla interoseptif maruz bırakmaya geçeceğim, hiperventilasyon ve yerinde koşma planladım. Danışan 5 aylık hamile ve astımı var. Başlayabilir miyim?',
      'student',
    ).text;
    expect(held).toMatch(/şimdilik başlatılacak teknik değil/);
    expect(held).toMatch(/## Adımlar\n\n\*Bu adımlar, yukarıdaki işaret netleştikten/);
    expect(held).not.toMatch(/uygun bir teknik/);
    const delirium = offline(
      'Huzurevinde 80 yaşında bir kadınla görüşüyorum. Son 3 gündür bazen beni tanımıyor, sabahları gayet iyi, akşamları karışık. Bu yas mı, yoksa demans başlangıcı mı?',
    ).text;
    expect(delirium).toMatch(/Deliryum/);
    expect(delirium).toMatch(/Bu seçimi şimdi yapmak erken/);
    expect(delirium).not.toMatch(/## Karşılaştırma/);
  });

  it("gives a school counsellor whose pupil is at risk the school's steps, not a therapist's", () => {
    const text = offline(
      'Ortaokulda rehber öğretmenim. 14 yaşında bir öğrenci kitaplarını arkadaşlarına dağıtmış ve "yakında kimse beni dert etmek zorunda kalmayacak" yazmış. Öğrenci şu an okulda. Ne yapmalıyım?',
    ).text;
    const safety = text.slice(text.indexOf('## Önce güvenlik'));
    expect(safety).toMatch(/Okul müdürüne/);
    expect(safety).toMatch(/veliye aynı gün/);
    expect(safety).toMatch(/rolünüz tedavi etmek değil/);
    // A therapist in private practice with the same pupil gets the therapist's steps.
    const therapist = offline(
      'Özel muayenehanede çalışıyorum. 14 yaşında bir danışan kitaplarını arkadaşlarına dağıtmış ve "yakında kimse beni dert etmek zorunda kalmayacak" yazmış. Ne yapmalıyım?',
    ).text;
    expect(therapist).not.toMatch(/Okul müdürüne/);
  });

  it('answers a choice of format from the case, not by mapping each format to another frame', () => {
    const text = offline(
      '36 yaşında kadın danışan, 4. tüp bebek denemesi de olumsuz sonuçlanmış. Eşi "bırakalım" diyor, kayınvalidesi torun baskısı yapıyor. Bunu nasıl formüle edeyim, bireysel çalışma mı yoksa çift çalışması mı daha uygun?',
    ).text;
    expect(text).toMatch(/## Hangi biçimde çalışmalı/);
    expect(text).toMatch(/Şiddet, baskı ya da korku varsa ortak görüşme yapılmaz/);
    expect(text).not.toMatch(/## Karşılaştırma/);
    expect(text).toMatch(/İnfertilite/);
  });
});
