// Behaviour of the risk detector, on sentences written for these tests (the blind evaluation sets
// in apps/server/eval/ are measured by `npm run eval:ai`, never asserted here).
import { describe, expect, it } from 'vitest';
import { assessRisk, type RiskAssessment, type RiskKind } from './risk';
import { MODEL_OUTPUTS, riskModel, type RiskModel } from './risk-model';
import { assessmentQuestions, riskNotice, riskProtocolSection, SCREEN } from './risk-protocol';

const kindsOf = (text: string) => assessRisk(text).kinds;
/** The shipped model with its outputs switched off: what the rules alone find. */
const rulesOnly: RiskModel = { ...riskModel(), thresholds: MODEL_OUTPUTS.map(() => 2), silence: 0 };
/** The categories the rules alone find. */
const rulesKinds = (text: string) => assessRisk(text, rulesOnly).kinds;
/** The protocol for a verdict of these categories, at this level and on this basis. */
const protocolFor = (
  kinds: RiskAssessment['kinds'],
  level: RiskAssessment['level'],
  basis?: RiskAssessment['basis'],
) => riskProtocolSection({ risk: true, kinds, level, evidence: [], ...(basis ? { basis } : {}) });
/** A model that reads nothing but its prior: sure of some risk (`any`), of no category. */
const sureOfSomeRisk = (any: number): RiskModel => ({
  weights: {},
  bias: MODEL_OUTPUTS.map((o) => (o === 'any' ? any : -6)),
  thresholds: MODEL_OUTPUTS.map((o) => (o === 'any' ? 0.65 : 0.45)),
  silence: 0.05,
  trainedOn: 0,
});

function expectKinds(text: string, ...kinds: RiskKind[]) {
  const found = kindsOf(text);
  for (const kind of kinds) expect(found, `${kind} in: ${text}`).toContain(kind);
}

describe('risk detection', () => {
  it('reads a life not imagined ahead, being worth more dead, a grip that bruises and a secret with a child', () => {
    // Rules alone: each of these is a risk in the text itself, not only a suspicion of the model.
    expect(rulesKinds("Gülerek 'bu yüzle 40 yaşına kadar yaşamayı düşünemiyorum' dedi.")).toContain(
      'suicide',
    );
    expect(
      rulesKinds("'Çocuklar benim yerime sigortadan para alsa daha rahat ederler' dedi."),
    ).toContain('suicide');
    expect(rulesKinds("'Ben yükten başka bir şey değilim' dedi, konuyu değiştirdi.")).toContain(
      'suicide',
    );
    expect(
      rulesKinds(
        "76 yaşındaki hasta 'kızım kızınca kolumu sıkıyor' dedi, kolunda morluklar vardı.",
      ),
    ).toContain('elderAbuse');
    expect(
      rulesKinds("8 yaşındaki kız 'amca geceleri yanıma yatıyor, gizli oyun oynuyoruz' dedi."),
    ).toContain('childAbuse');
    expect(
      rulesKinds("Kız 'anneme söylersem evden atılırız dedi' diye fısıldadı; 9 yaşında."),
    ).toContain('childAbuse');
    // A teen's own threat to herself is no secret kept for an abuser.
    expect(rulesKinds('16 yaşında, anneme anlatırsan kendimi öldürürüm diyor.')).not.toContain(
      'childAbuse',
    );
  });

  it('keeps a thing "killing me", a denial after asking, marks from a cat and a university student out of the alarms', () => {
    expect(kindsOf('bu trafik beni gebertcek ya, her sabah köprüde bir saat')).toEqual([]);
    expect(kindsOf('Kocam beni gebertecek diye korkuyor.')).not.toEqual([]);
    expect(
      kindsOf(
        'İntihar düşüncesi açıkça soruldu; danışan ne şimdi ne geçmişte böyle bir düşüncesi olmadığını söyledi.',
      ),
    ).toEqual([]);
    expect(
      kindsOf(
        'İntihar düşüncesi soruldu; ne şu an ne daha önce böyle bir düşüncesi olmadığını söyledi.',
      ),
    ).toEqual([]);
    // Another "ne … ne" is no denial: the wish to die told after it stands.
    expect(
      kindsOf(
        'İntihar düşüncesini sordum; ne zaman ne yapacağını bilmediğini, artık yaşamak istemediğini söyledi.',
      ),
    ).toContain('suicide');
    const cat =
      'Kendine zarar verme sorgulandı, yok. Kollarındaki ince çizikler yeni sahiplendiği yavru kedinin tırmalamasından.';
    expect(kindsOf(cat)).toEqual([]);
    // A cause only told by someone is what abuse hides behind: it stays for the model and rules.
    expect(
      assessRisk(
        '7 yaşındaki çocuğun kollarında morluklar var; annesi kedinin tırmaladığını söylüyor.',
      ).risk,
    ).toBe(true);
    // A university student's family locking him in is violence against an adult, not a child.
    const adult = assessRisk(
      '23 yaşında, üniversite son sınıfta bir danışan. Ailesi onu odaya kilitlemiş, telefonunu almış.',
    );
    expect(adult.kinds).toContain('domesticViolence');
    expect(adult.kinds).not.toContain('childAbuse');
  });

  it('reads suicide risk said outright and said indirectly', () => {
    expectKinds('Danışanım dün gece kendini öldürmeyi düşündüğünü söyledi.', 'suicide');
    expectKinds('artik yasamak istemiyorum diyor, her sey anlamsiz', 'suicide');
    expectKinds('“Ailem bensiz çok daha rahat eder, onlara yük oluyorum” dedi.', 'suicide');
    expectKinds('Sabah uyanmasam keşke, diyor; son haftalarda bunu sık söylüyor.', 'suicide');
    expectKinds('Koleksiyonundaki plakları arkadaşlarına dağıtmış, vedalaşır gibiydi.', 'suicide');
    expectKinds('Uyku ilaçlarını bir süredir biriktirdiğini itiraf etti.', 'suicide');
    expectKinds('Lohusa anne “bebeğim bensiz daha iyi olur, annem ona bakar” diyor.', 'suicide');
    expectKinds('Ailem benden kurtulsa rahat eder, diye yazmış.', 'suicide');
    expectKinds('İki yıl önceki intihar girişiminden sonra ilk kez terapiye geldi.', 'suicide');
    expectKinds('Evde babasının tabancası var; geceleri onu alıp balkonda oturuyormuş.', 'suicide');
  });

  it('reads an overdose by drug name, stockpiling, a passive wish in religious words, a relieved decision', () => {
    for (const text of [
      'Gece yarısı mesaj attı: elimdeki tüm lustralları yuttum, üzgünüm.',
      'İlaçlarını iki aydır içmiyor ama her ay eczaneden almaya devam ediyor.',
      'Annesi öldükten sonra “Allah canımı da alsa keşke” deyip duruyor.',
      'Tartışmada kocası “gidersen kendimi de çocukları da öldürürüm” diye bağırmış.',
      'Haftalardır çok sıkıntılıydı; bugün “kararımı verdim, artık rahatım” dedi, gülümsedi.',
    ]) {
      expectKinds(text, 'suicide');
    }
    expectKinds('Arkadaşı bütün xanaxları içtiğini yazdı, telefonu açmıyor.', 'psychEmergency');
  });

  it('reads mania told as a story, earlier overdoses and a suicide threat said as a reproach', () => {
    expectKinds(
      'Bu hafta gece iki üç saat uyuyup sabah işe gidiyormuş; bütün maaşını bir haftada harcamış, iki yeni şirket kurmaya başlamış.',
      'psychEmergency',
    );
    expectKinds('Daha önce iki kez hap içmiş, bugün yine ağlayarak aradı.', 'suicide');
    expectKinds('Tatile gideceğimi söyleyince “o zaman ben de olmam artık” dedi.', 'suicide');
  });

  it('reads harm to others prepared or veiled, and partner control through money and excuses', () => {
    expectKinds(
      'Ortağını zehirlemeyi planladığını, iz bırakmayan bir madde aradığını söyledi.',
      'harmToOthers',
    );
    expectKinds(
      'Şikâyetçi komşusu için “cezaevinden çıktığım gün hesaplaşacağız” dedi.',
      'harmToOthers',
    );
    expectKinds(
      'Raporuma kızan danışan “evinizi bulmak zor değil” diyerek seanstan çıktı.',
      'harmToOthers',
    );
    expectKinds(
      'Maaşının tamamı kocasının hesabına yatıyor; yol parası için bile para istemek zorunda.',
      'domesticViolence',
    );
    expectKinds(
      'Yüzündeki morluğu merdivenden düştüm diye açıkladı; seans boyunca kocası üç kez arayıp yerini sordu.',
      'domesticViolence',
    );
  });

  it('reads self-harm by any wording, and keeps it apart from a denied wish to die', () => {
    expectKinds('Ergen danışanım bileklerini maket bıçağıyla kesiyormuş.', 'selfHarm');
    expectKinds('Sinirlenince kafasını duvara vuruyor, alnı morarmış.', 'selfHarm');
    expectKinds('Kolunu çakmakla yaktığını, acının onu rahatlattığını anlattı.', 'selfHarm');
    // A reflexive object makes "öldürürüm" about oneself, not a threat to others.
    expect(kindsOf('Ergen danışanım, anneme anlatırsan kendimi öldürürüm dedi.')).toEqual([
      'suicide',
    ]);
    const verdict = assessRisk('Jiletle kendini kesiyor ama ölmek istemediğini söylüyor.');
    expect(verdict.kinds).toEqual(['selfHarm']);
  });

  it('reads threats, weapons, stalking and veiled threats against others', () => {
    expectKinds('Müdürünü öldüreceğini ve bunu planladığını söyledi.', 'harmToOthers');
    expectKinds(
      '“Bana bunu yapan bedelini ödeyecek” dedi, evinin önünde bekliyormuş.',
      'harmToOthers',
    );
    expectKinds('Ruhsatsız bir silah aldığını anlattı.', 'harmToOthers');
    expectKinds('Eski sevgilisine "seni bulacağım" diye mesajlar atıyor.', 'harmToOthers');
  });

  it('reads the indirect wordings a fourth blind author used (issue 15, dev part)', () => {
    // Stalking: waiting where a former partner works, noting when she leaves.
    expectKinds(
      'Eski kız arkadaşının çalıştığı mağazanın önünde her akşam saatlerce bekliyormuş.',
      'harmToOthers',
    );
    expectKinds('Kardeşini öldüresiye dövmek istediğini anlattı.', 'harmToOthers');
    expectKinds('Elinde bıçakla komşusunun kapısına gitmiş.', 'harmToOthers');
    expectKinds('"Aileyi lekeleyeni temizleriz" diye tehdit etmiş.', 'harmToOthers');
    expectKinds('Sesler ona komşusunu öldürmesini emrediyormuş.', 'psychEmergency', 'harmToOthers');
    expectKinds(
      'Duruşmadan sonra "hep beraber gideriz bu dünyadan" dedi.',
      'suicide',
      'harmToOthers',
    );
    expectKinds('"Yakında hiçbir şey önemli olmayacak" deyip eşyalarını topladı.', 'suicide');
    expectKinds(
      'Görüşmede masada boş ilaç kutuları vardı, konuşması peltekleşti.',
      'psychEmergency',
      'suicide',
    );
    expectKinds('Yaralandıktan sonra kan durmuyor, ev arkadaşı arıyor.', 'psychEmergency');
    expectKinds('Yedi yaşındaki oğlunun elini ocağa yaklaştırıp korkutmuş.', 'childAbuse');
    expectKinds('Üç yaşındaki çocuğun annesi iki gündür eve gelmemiş.', 'childAbuse');
    expectKinds('Kızına yemek vermiyor, onu okula da göndermiyor.', 'childAbuse');
    expectKinds(
      'Lise öğrencisi, öğretmenlerinin ona şifreli mesajlar gönderdiğine inanıyor.',
      'psychEmergency',
    );
    expectKinds('Flört şiddeti yaşıyor; erkek arkadaşı sürekli konum istiyor.', 'domesticViolence');
    expectKinds('Ailesi onu istemediği biriyle evlendirmek istiyor.', 'domesticViolence');
    expectKinds(
      'Yeğeni 84 yaşındaki teyzesinin vekaletini almış, evini satmış; artık kimse ona ulaşamıyor.',
      'elderAbuse',
    );
  });

  it('attributes violence to whom it happens: a child, an older person, a partner', () => {
    expectKinds('Dokuz yaşındaki öğrencinin kollarında kemer izleri var.', 'childAbuse');
    expectKinds('Kocası onu dövüyor, geçen hafta kaburgası kırılmış.', 'domesticViolence');
    expectKinds('75 yaşındaki hastayı gelini itip düşürmüş.', 'elderAbuse');
    expectKinds(
      'Anne, eşinin onu ve 6 yaşındaki kızını tokatladığını anlattı.',
      'domesticViolence',
      'childAbuse',
    );
    // A threat inside a couple is domestic violence as well as a threat.
    expectKinds(
      'Eşi ona "beni bırakırsan seni yaşatmam" demiş.',
      'harmToOthers',
      'domesticViolence',
    );
  });

  it('reads child sexual abuse, online exploitation, neglect and child marriage', () => {
    expectKinds(
      'Öğrenci, dayısının ona dokunduğunu ve bunun sırları olduğunu söyledi.',
      'childAbuse',
    );
    expectKinds(
      '13 yaşındaki kızdan internette tanıştığı biri çıplak fotoğraf istemiş.',
      'childAbuse',
    );
    expectKinds('4 ve 6 yaşındaki kardeşler günlerdir evde yalnız bırakılıyor.', 'childAbuse');
    expectKinds('15 yaşındaki öğrencimizi yazın evlendirecekleri söyleniyor.', 'childAbuse');
  });

  it('reads coercive control and elder exploitation', () => {
    expectKinds('Kocası kapıyı dışarıdan kilitleyip işe gidiyormuş.', 'domesticViolence');
    expectKinds(
      'Sevgilisi telefonunu elinden almış, kimseyle görüşmesine izin vermiyor.',
      'domesticViolence',
    );
    expectKinds(
      '82 yaşındaki danışanımın torunu emekli maaşını her ay kendisi çekiyor.',
      'elderAbuse',
    );
  });

  it('reads psychiatric emergencies: mania, command hallucinations, intoxication, delirium', () => {
    expectKinds(
      'Sesler ona kardeşini cezalandırmasını söylüyormuş.',
      'psychEmergency',
      'harmToOthers',
    );
    expectKinds(
      'Hasta 30 tablet antidepresan yutmuş, uykuya meyilli.',
      'psychEmergency',
      'suicide',
    );
    expectKinds(
      'Dört gecedir hiç uyumamış, çok hızlı konuşuyor, kredi kartıyla yüz bin liralık borç yapmış.',
      'psychEmergency',
    );
    expectKinds(
      'Dün akşamdan beri bilinci bulanık, nerede olduğunu karıştırıyor.',
      'psychEmergency',
    );
  });

  it('reads text without Turkish letters, in capitals and with inflected forms', () => {
    expectKinds('OLMEK ISTIYORUM DEDI VE AGLADI', 'suicide');
    expectKinds('babasi onu kemerle dovmus, sirtinda izler var, 8 yasinda', 'childAbuse');
    expectKinds('bıçağını yanına alıp komşusunun kapısına gitmiş', 'harmToOthers');
  });

  it('stays quiet on denials, stories, studies, hyperbole and intrusive OCD thoughts', () => {
    for (const text of [
      'Risk taraması yaptım: intihar düşüncesi yok, kendine zarar verme öyküsü yok.',
      'Ölüm düşüncesi, plan ve girişim öyküsünü sordum. Hiçbirini tariflemedi.',
      'Bir romandaki karakterin intiharını derste tartışacağız; psikodinamik bir okuma önerir misiniz?',
      'Tezim için aile içi şiddet istatistiklerini arıyorum.',
      'Bu proje beni öldürecek, hafta sonu da rapor yazıyorum.',
      'Gülmekten öldüm, grupta herkes çok eğlendi.',
      'OKB tanılı danışanım çocuğunu bıçaklayacağına dair imgelerden dehşete düşüyor, bıçakları saklıyor; böyle bir isteği yok.',
      'Döviz kurları yüzünden maddi kaygısı arttı, uyku sorunu var.',
      'Sınav kaygısı için hangi teknikleri önerirsiniz?',
      'Risk taraması: intihar düşüncesi, planı, geçmiş girişimi yok; ilişki sorunları için geliyor.',
      '“Kendine zarar vermeyi düşündün mü” diye sordum, “hayır, hiç aklımdan geçmedi” dedi.',
      'Yoğun çalışıyor, risk sorularına olumsuz yanıt verdi; hafta sonu kamp planı var.',
      // "ittifak" (the working alliance) is not "itti" (pushed).
      'Süpervizem danışanla kopan ittifakı nasıl onaracağını soruyor.',
    ]) {
      expect(kindsOf(text), text).toEqual([]);
    }
  });

  it('stays quiet on a threat everyone took as a joke and a closed chapter of the past', () => {
    for (const text of [
      'Voleybol antrenörü danışan, maçta takıma “kaybederseniz hepinizi öldürürüm” diye takıldı, herkes güldü.',
      'Danışan 45 yaşında; çocukken annesinin onu terlikle dövdüğünü anlattı, annesi yıllar önce vefat etmiş.',
    ]) {
      expect(kindsOf(text), text).toEqual([]);
    }
    // Not a joke when said not to be one, or when only the speaker laughs.
    expectKinds(
      'Hasta eşine “çıkınca seni öldüreceğim” dedi, şaka gibi durmuyordu.',
      'harmToOthers',
    );
    expectKinds('Gülerek “seni öldüreceğim, bekle” dedi.', 'harmToOthers');
    // Safe now is a closed chapter; not feeling safe is not.
    expectKinds(
      'Çocukken babası onu dövermiş; hâlâ aynı evde yaşıyor ve evde kendini güvende hissetmiyor.',
      'childAbuse',
    );
  });

  it('keeps giving away books and a farewell poem, and a real case after "genel bir soru"', () => {
    expectKinds(
      'Son haftalarda bütün kitaplarını arkadaşlarına dağıttı, vedalaşır gibiydi.',
      'suicide',
    );
    expectKinds(
      'Genel bir soru: danışanım dün intihar planı yaptığını söyledi, ne yapmalıyım?',
      'suicide',
    );
  });

  it('keeps a threat that alarmed the clinician (not an OCD intrusion)', () => {
    expectKinds(
      'Danışanın eşini bıçaklayacağını söylemesi ve bu düşünceyi anlatış biçimi beni dehşete düşürdü.',
      'harmToOthers',
    );
  });

  it('keeps a threat by a person that reads like hyperbole about a thing', () => {
    expectKinds('“Bu adam beni öldürecek” diyor, eşi geceleri kapıda bekliyormuş.', 'harmToOthers');
    expectKinds('Tezcan beni öldürecek, dedi; bıçağını göstermiş.', 'harmToOthers');
  });

  it('keeps a risk that follows a denial in another clause', () => {
    expect(kindsOf('İntihar düşüncesi yok ama kendine zarar veriyor.')).toEqual(['selfHarm']);
  });

  it("reads an adult's childhood abuse as history, unless it is now or a child is in reach", () => {
    for (const text of [
      '42 yaşında kadın danışan, çocukluğunda uzun süreli cinsel istismar öyküsü var. Son iki seansta istismardan söz ederken donuyor.',
      'Yeni mezunum. Çocukluğunda cinsel istismara uğramış bir danışanım var; ben de benzer bir deneyim yaşadım.',
      // "Now" about today's safe life does not bring the abuse into the present.
      '32 yaşında kadın danışan, çocukluğunda amcası tarafından cinsel istismara uğramış; şimdi evli, güvende.',
    ])
      expect(kindsOf(text), text).toEqual([]);
    expectKinds(
      'Danışanım çocukken amcasının istismarına uğramış; amcası şimdi danışanın kızına bakıyor.',
      'childAbuse',
    );
    expectKinds(
      '12 yaşındaki kız küçükken üvey babasının ona dokunduğunu, istismar ettiğini anlattı.',
      'childAbuse',
    );
    expectKinds(
      '30 yaşında danışan çocukluğunda istismara uğramış. Şimdi eşi de ona vuruyor.',
      'domesticViolence',
    );
  });

  it('reads hitting a person and force on a dependent person, not hitting a ball', () => {
    expectKinds('Eşi ona vuruyor, evden çıkmasına da izin vermiyor.', 'domesticViolence');
    expectKinds(
      "Alzheimer'lı annesine bakan 55 yaşında kadın, annesine bağırdığını, bir kez kolunu sertçe çektiğini anlattı.",
      'elderAbuse',
    );
    expect(kindsOf('Maçta topa sertçe vurdu, gol oldu.')).toEqual([]);
  });

  it('stays quiet on a denied psychosis screen, exposure work, a closed chapter and a talk to give', () => {
    for (const text of [
      'Psikotik belirti taramasında ses duyma, şüphecilik ve riskli davranışları sordum, hepsi yok. Sınav kaygısı için ne önerirsiniz?',
      'Köpek fobisi için aşamalı maruz bırakma hiyerarşisini nasıl kurabilirim?',
      'Ergenlikte kısa bir dönem kendine zarar verme davranışı olan 34 yaşındaki danışanda 18 yıldır hiç tekrar olmamış.',
      'Süpervizyon grubumuzda yaşlı istismarının risk faktörlerini sunacağım, güncel bir özet çıkarabilir misin?',
    ])
      expect(kindsOf(text), text).toEqual([]);
    // The same words with a current sign keep their weight.
    expectKinds(
      'Psikotik belirtiler var: sesler ona annesini cezalandırmasını söylüyor.',
      'psychEmergency',
    );
    expectKinds(
      'Kedisini komşuya bırakmış, kitaplarını dağıtmış; “artık gerek kalmayacak” dedi.',
      'suicide',
    );
  });

  it('reads hitting said softly, shaking a dependent person, an infant shut away, a long command', () => {
    expectKinds(
      "Yanağındaki morluğu sorunca 'eşim sinirlenince elinin ayarı kaçıyor' dedi.",
      'domesticViolence',
    );
    expectKinds(
      "80 yaşındaki annesine bakıyor; 'bazen çıldırıp sarsıyorum onu' dedi.",
      'elderAbuse',
    );
    expectKinds(
      'Doğum sonrası 4. ayındaki anne, bebek ağlayınca onu saatlerce odaya kapatıp dışarı çıkıyormuş.',
      'childAbuse',
    );
    expectKinds(
      "Sesler danışana kardeşinin şeytan olduğunu ve 'kurtarılması' gerektiğini söylüyor; bugün kardeşini görmeye gidecek.",
      'psychEmergency',
      'harmToOthers',
    );
  });

  it('flags the likeliest category when the model is sure of a risk but not which, unless the text rules it out', () => {
    const sure = sureOfSomeRisk(6);
    const quiet = 'Danışan bugün çok sessizdi, işten söz etti.';
    expect(assessRisk(quiet, rulesOnly).risk).toBe(false);
    const verdict = assessRisk(quiet, sure);
    expect(verdict.risk).toBe(true);
    expect(verdict.level).toBe('possible');
    expect(verdict.basis).toBe('model');
    expect(verdict.evidence.length).toBeGreaterThan(0);
    // Said as a suspicion to assess, never talked down as a probable false alarm.
    expect(riskNotice(verdict)).toContain('Metinde açık bir risk ifadesi yok');
    expect(riskNotice(verdict)).toMatch(/geçiştirmeden, bugün birkaç soruyla dışlayın/);
    // The sentences the model read are quoted, and never said to hold nothing.
    expect(riskNotice(verdict)).toContain('Dikkat çeken ifadeler');
    expect(riskNotice(verdict)).not.toMatch(/büyük olasılıkla|bulamadım/i);
    expect(assessRisk('Danışan dün kolunu jiletle kestiğini anlattı.', sure).basis).toBe('text');
    // What the rules half-found leads the choice of category.
    expect(
      assessRisk('Danışan son haftalarda kendini çok yalnız ve umutsuz hissettiğini söyledi.', sure)
        .kinds,
    ).toHaveLength(1);
    // An adult's childhood abuse told as history is history for the model too.
    expect(
      assessRisk(
        '42 yaşında kadın danışan, çocukluğunda uzun süreli cinsel istismar öyküsü var. Son iki seansta istismardan söz ederken donuyor.',
        {
          ...sure,
          bias: MODEL_OUTPUTS.map((o) => (o === 'any' ? 6 : o === 'childAbuse' ? -1 : -6)),
        },
      ).risk,
    ).toBe(false);
    // A model unsure of any risk adds nothing.
    expect(assessRisk(quiet, sureOfSomeRisk(-6)).risk).toBe(false);
  });

  it('silences a lone weak rule finding only where the model is all but sure the text is safe', () => {
    const weak = "Danışan geçen hafta 'keşke sabah hiç uyanmasam' dedi.";
    expect(assessRisk(weak, rulesOnly)).toMatchObject({ kinds: ['suicide'], level: 'possible' });
    const sureSafe = sureOfSomeRisk(-6);
    expect(assessRisk(weak, sureSafe).risk).toBe(false);
    expect(assessRisk(weak, { ...sureSafe, silence: 0 }).kinds).toEqual(['suicide']);
    // An urgent finding always stands.
    const urgent =
      'Danışan intihar etmeyi düşündüğünü, ilaçlarını biriktirdiğini ve bu hafta sonu yapacağını söyledi.';
    expect(assessRisk(urgent, sureSafe)).toMatchObject({ kinds: ['suicide'], level: 'high' });
  });

  it('stays quiet on a thesis that "kills", "ölsem geçemem", a licensed hunter and a general question', () => {
    // The rules read the idiom as one; the model may still suspect the rest ("üçüncü kez geri
    // çevirdi"), a trade decision 012 accepts, but never as an emergency.
    const thesis = 'öldürecek beni bu tez ya, danışman hocam üçüncü kez geri çevirdi';
    expect(rulesKinds(thesis)).toEqual([]);
    expect(assessRisk(thesis).level).not.toBe('high');
    for (const text of [
      'öldürecek beni bu tez ya',
      "Sınav kaygısı olan öğrenci 'ölsem bu sınavı geçemem' dedi.",
      'Ruhsatlı avcı olan danışan tüfeğini kulüpte kilitli dolapta sakladığını, avın onun için dinlenme olduğunu anlattı.',
      'NSSI ile intihar girişimini ayırt etmede hangi kriterleri kullanıyorsunuz? Genel bir soru, şu an böyle bir vakam yok.',
    ])
      expect(kindsOf(text), text).toEqual([]);
    // A weapon with anger at someone stays a risk, licence or not.
    expectKinds(
      'Ruhsatlı tüfeğini arabasına koymuş, eski ortağının evinin önünde bekliyormuş.',
      'harmToOthers',
    );
  });

  it('reads denials as clinicians write them, and belongings shared out after a death or before a move', () => {
    for (const text of [
      'Son iki haftadır keyifsiz; ölüm ya da kendine zarar verme düşüncelerini net olarak reddediyor.',
      'Risk taraması yapıldı: intihar düşüncesi, planı ya da geçmiş girişimi yok, kendine zarar verme öyküsü yok.',
      'Kendine zarar verme ya da ölüm düşüncesini sorduğumda şaşırdı, "yok hocam öyle bir şey" dedi.',
      'Babası iki ay önce vefat etmiş; kardeşleriyle babasının eşyalarını paylaştırmışlar.',
      'Yurt dışına taşındığı için eşyalarının çoğunu arkadaşlarına dağıttı, Berlin’de iş teklifi almış.',
      'Danışan 8 yıl önce bir manik dönem geçirip hastanede yatmış; o günden beri stabil, uykusu düzenli.',
      'OKB tanılı danışan, bıçak görünce annesini bıçaklayacağına dair imgelerden tiksindiğini anlatıyor.',
    ])
      expect(kindsOf(text), text).toEqual([]);
    // A denial of one thing does not take back another said plainly.
    expectKinds(
      'İntihar düşüncesini reddediyor ama dün kolunu jiletle kestiğini gösterdi.',
      'selfHarm',
    );
    expectKinds(
      'Kitaplarını ve gitarını arkadaşlarına dağıtmış, “bana gerek kalmayacak” dedi.',
      'suicide',
    );
  });

  it('stays quiet on a study or teaching question that names no one, and on exams that "kill"', () => {
    for (const text of [
      'Yaşlı istismarı taramasında kullanılan araçların Türkçe uyarlaması var mı? Tez önerim için literatür tarıyorum.',
      'Aile içi şiddet mağdurlarıyla çalışan terapistlerde ikincil travmatik stresi önlemek için ne yapılabilir?',
      "öğrencim 'bu YKS beni öldürecek hocam' diyor, gülerek söylüyor, planlı çalışıyor.",
      "'Kafamı duvarlara vuracağım bu tez yüzünden' diyen doktora öğrencisi, sınav kaygısı.",
    ])
      expect(kindsOf(text), text).toEqual([]);
    // A person in the text keeps the rules reading, whatever the setting.
    expectKinds(
      'Çiftler için yürüttüğüm psikoeğitim grubunda bir kadın, eşinin kızınca onu banyoya kilitleyip saatlerce beklettiğini anlattı.',
      'domesticViolence',
    );
    expectKinds(
      'Acil servisteyim: akut mani tablosunda bir hasta personele saldırmaya çalışıyor. Zorunlu yatış kriterlerini nasıl değerlendirmeliyim?',
      'psychEmergency',
    );
  });

  it('reads death said as leaving, an ending announced, and harm promised or prepared', () => {
    for (const text of [
      "'Bir gün derenin kenarına gideceğim, döndüğümü görmeyeceksin' demiş annesine.",
      "Kızına yüzüğünü vermiş, 'ben gidince sende kalsın' demiş.",
      "17 yaşında öğrenci arkadaşına 'yarın olmasam kim üzülür' diye sormuş.",
      "Cezaevinden yeni çıkan hasta 'bu hafta sonu her şeye nokta koyacağım' dedi.",
      'Son haftalarda herkese helalleşme mesajları atmış.',
    ])
      expectKinds(text, 'suicide');
    for (const text of [
      "Danışan 'nerede oturduğunu buldum, gerisi kolay' dedi.",
      "Danışan 'eniştem her şeyimi aldı, bir gün onu bitireceğim' dedi.",
      "Ev arkadaşı için 'gelsin bakalım kapıya, beyzbol sopam hazır' demiş.",
      'Öğrenci forumda okulun kat planını paylaşıp altına bir tarih yazmış.',
    ])
      expectKinds(text, 'harmToOthers');
  });

  it('reads neglect, swallowed objects, scalding, withdrawal and drink-driving, elders left without care', () => {
    expectKinds(
      '6 yaşında çocuk; evde kapalı tutulduğu, aşılarının hiç yapılmadığı öğrenildi.',
      'childAbuse',
    );
    expectKinds("Çocuk 'annem sinirlenince saçımdan tutup sürüklüyor' dedi.", 'childAbuse');
    expectKinds('Kendine zarar vermek için bozuk para ve ataş yuttuğunu anlattı.', 'selfHarm');
    expectKinds('Elini kaynar suyla haşladığını, bilerek tuttuğunu itiraf etti.', 'selfHarm');
    expectKinds(
      'Benzodiazepini bir anda kesen danışan dün nöbete benzer bir şey geçirdi.',
      'psychEmergency',
    );
    expectKinds(
      'İki şişe şarap içtiğini, arabasıyla geldiğini, çocukları okuldan alacağını söyledi.',
      'psychEmergency',
    );
    expectKinds(
      '88 yaşındaki dede evde tek, kızı haftada bir uğruyor, altını değiştiren yok.',
      'elderAbuse',
    );
    expectKinds(
      "'Kızım ilaçlarımı vermiyor, zaten yeterince yaşadın diyor' dedi 79 yaşındaki danışan.",
      'elderAbuse',
    );
  });

  it('gives the sentences it rests on and a level', () => {
    const verdict = assessRisk(
      'Danışan 30 yaşında. Köprüden atlamayı planladığını, cumartesiyi seçtiğini söyledi.',
    );
    expect(verdict.level).toBe('high');
    expect(verdict.evidence).toEqual([
      {
        kind: 'suicide',
        sentence: 'Köprüden atlamayı planladığını, cumartesiyi seçtiğini söyledi.',
      },
    ]);
    // A time word in a sentence no rule found risk in does not make a risk urgent; abandonment
    // is abuse of an older person.
    const divorce = assessRisk(
      "Anne çocuğa 'baban bizi terk etti' diyor; baba hafta sonu alınca çocuk eğlendiğini saklıyor.",
    );
    expect(divorce.level).not.toBe('high');
    expect(kindsOf('Oğlu 82 yaşındaki annesini huzurevinde bırakıp terk etti.')).toContain(
      'elderAbuse',
    );
    expect(assessRisk('Sınav kaygısı yaşıyor.')).toEqual({
      risk: false,
      kinds: [],
      level: 'none',
      evidence: [],
    });
  });
});

describe('risk notice and protocol', () => {
  it('opens with the categories and the evidence, and closes with a protocol per category', () => {
    const verdict = assessRisk(
      'Kocası onu dövüyor. 80 yaşındaki kayınpederinin maaşını da oğlu alıyor.',
    );
    const notice = riskNotice(verdict);
    expect(notice).toMatch(/Risk uyarısı/);
    expect(notice).toContain('aile içi');
    expect(notice).toContain('Kocası onu dövüyor.');
    const protocol = riskProtocolSection(verdict);
    expect(protocol).toContain('6284');
    expect(protocol).toContain('ŞÖNİM');
    expect(protocol).toContain('ALO 183');
    expect(protocol).toContain('Kayda geçirin');
    expect(
      riskProtocolSection(assessRisk('7 yaşındaki öğrencinin sırtında kemer izleri var.')),
    ).toContain('5395');
    expect(riskProtocolSection(assessRisk('Sesler ona annesini öldürmesini söylüyor.'))).toContain(
      'md. 432',
    );
  });

  it("keeps an adult's childhood abuse history when the sentence's 'now' tells of today's life, not of the abuse", () => {
    expect(
      rulesKinds(
        '23 yaşındaki danışanım küçükken annesinin onu sürekli dövdüğünü anlatıyor; şimdi yalnız yaşıyor.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        '35 yaşında erkek, çocukluğunda babasından şiddet görmüş, şimdi kendi oğluna bağırdığında suçluluk duyuyor.',
      ),
    ).toEqual([]);
    // A "now" that tells of the abuse, or of still living within its reach, brings it back.
    expect(
      rulesKinds('28 yaşındaki danışanı çocukken babası dövüyormuş, şimdi de dövüyor.'),
    ).not.toEqual([]);
    expect(
      rulesKinds(
        '25 yaşındaki danışanı çocukken babası dövüyormuş, şimdi hâlâ aynı evde yaşıyorlar.',
      ),
    ).not.toEqual([]);
  });

  it('reads a handful of pills swallowed, or a stomach pumped, as a poisoning to assess', () => {
    expect(rulesKinds('Ergen danışan annesinin ilaçlarından bir avuç içmiş.')).toEqual(
      expect.arrayContaining(['suicide', 'psychEmergency']),
    );
    expect(rulesKinds('Dün gece midesi yıkanmış, bugün okula gelmedi.')).toContain(
      'psychEmergency',
    );
    // Many pills a day for an illness is a habit, not a poisoning.
    expect(rulesKinds('Annem avuç avuç ilaç içiyor, tansiyonu var.')).toEqual([]);
  });

  it('reads a self-harm told by its result: fresh cuts, a wound photographed, a cut deeper this time', () => {
    expect(rulesKinds('Danışan gece yeni kesiklerinin fotoğrafını gönderdi.')).toContain(
      'selfHarm',
    );
    expect(rulesKinds('Mesajında "bu sefer biraz derin oldu" yazıyordu.')).toContain('selfHarm');
    expect(rulesKinds('Ameliyattan sonra yarası iyileşiyor, fizik tedaviye başladı.')).toEqual([]);
    expect(rulesKinds('Çocuklarla yaratıcı resim çalışması yapıyorum.')).toEqual([]);
  });

  it('leaves the children and the partner out of a weapon kept as the means of a suicide', () => {
    const widower =
      '72 yaşında dul erkek; eşyalarını torunlarına dağıtmış, av tüfeğini sık sık temizliyormuş, "hanımın yanına gitmem uzun sürmez" demiş.';
    expect(rulesKinds(widower)).toEqual(['suicide']);
    // A threat with the weapon is a threat to them.
    expect(
      rulesKinds('Eşine "seni öldürürüm" dedi, av tüfeğini çocukların odasına koydu.'),
    ).toEqual(expect.arrayContaining(['harmToOthers', 'childAbuse', 'domesticViolence']));
  });

  it('reads life said to have no meaning, or none without the one lost, as a reason to ask about suicide', () => {
    expect(rulesKinds('Eşi öldükten sonra "onsuz yaşamın anlamı yok" diyor.')).toContain('suicide');
    expect(rulesKinds('Danışan "hayatımın hiçbir anlamı kalmadı" dedi.')).toContain('suicide');
    // Rebuilding a life without someone is no wish to die.
    expect(rulesKinds('Boşanmadan sonra onsuz hayatını yeniden kurmaya çalışıyor.')).toEqual([]);
  });

  it('reads strangulation as violence against the one who tells it, and a secret as grooming only with a child', () => {
    // An adult client telling of her own partner: partner violence, not a child to protect, even
    // with children in the home.
    const told =
      'Danışanım iki çocuğuyla evden ayrılmayı düşünüyor. Eşinin haberi yok. "Geçen ay boğazımı sıktı, o zaman anladım" dedi.';
    expect(rulesKinds(told)).toContain('domesticViolence');
    expect(rulesKinds(told)).not.toContain('childAbuse');
    // A pupil saying "beni dövüyor" is a child at risk.
    expect(rulesKinds('Öğrencim "babam içince beni dövüyor" dedi.')).toContain('childAbuse');
    // A couple therapist's secrets policy is no child's secret.
    expect(
      rulesKinds(
        'Çift terapisinde eşlerden biri bireysel görüşmede bir sırrını anlattı, ne yapmalıyım?',
      ),
    ).toEqual([]);
    expect(rulesKinds('8 yaşındaki kız "bu bizim sırrımız" dendiğini söyledi.')).toContain(
      'childAbuse',
    );
  });

  it("stays quiet on a parent's anger foretold over a grade, patients one works with, and exam study", () => {
    expect(kindsOf('Sınavdan düşük alırsam babam beni öldürür dedi, sonra konuya döndük.')).toEqual(
      [],
    );
    expect(
      kindsOf("Danışan 'ablam beni öldürecek, kazağını giydim' diye gülerek anlattı."),
    ).toEqual([]);
    // A partner's threat is never hyperbole, laughed about or not.
    expect(kindsOf("Danışan 'kocam beni öldürecek' diye gülerek anlattı.")).toContain(
      'domesticViolence',
    );
    expect(
      kindsOf(
        'Sosyal hizmet uzmanı danışanım, intihar girişimli hastalarla çalışmanın onu yorduğunu anlattı.',
      ),
    ).toEqual([]);
    // One patient who did something is a person at risk again.
    expect(
      kindsOf('İntihar girişimli hastalarla çalışıyorum; biri dün gece bir kutu ilaç içmiş.'),
    ).toContain('suicide');
    expect(
      kindsOf(
        'Psikoz ile deliryum arasındaki farkı nasıl anlatırım? Elimde aktif bir hasta yok, uzmanlık sınavına çalışıyorum.',
      ),
    ).toEqual([]);
  });

  it("reads a parent's wish that all of them were gone and voices, heard thoughts, food tampered with as psychosis; a new mother's intrusive images stay OCD", () => {
    expect(
      rulesKinds('Doğumdan sonra "keşke bebeğimle birlikte uyuyup uyanmasak" demiş.'),
    ).toContain('suicide');
    expect(rulesKinds('Çıkarken "hepimiz gitsek daha iyi olur" dedi ve gülümsedi.')).toContain(
      'suicide',
    );
    // A trip the family plans is no farewell.
    expect(rulesKinds('Bayramda hepimiz gitsek mi diye konuştular.')).toEqual([]);
    expect(
      rulesKinds(
        'Odasında "seni görüyoruz" diyen sesler duyduğunu, komşuların düşüncelerini duyduğunu anlatıyor.',
      ),
    ).toContain('psychEmergency');
    expect(
      rulesKinds('Yemeklerine bir şey katıldığını düşündüğü için yalnızca paketli ürün yiyor.'),
    ).toContain('psychEmergency');
    expect(
      rulesKinds('Hocaların derste slaytlara ona gizli mesaj sakladığını söylüyor.'),
    ).toContain('psychEmergency');
    expect(rulesKinds('Telefonunun kamerasını bantlamış, odadan çıkmıyor.')).toContain(
      'psychEmergency',
    );
    // A camera switched off in an online session is no sign of anything.
    expect(rulesKinds('Online seansta kamerasını kapattı, sesli devam ettik.')).toEqual([]);
    // A new mother's unwanted images of harming her baby, which horrify her: intrusive thoughts
    // of OCD, not a risk to the baby.
    expect(
      kindsOf(
        'Doğum sonrası 4. haftadaki anne, bebeğini küvette boğduğu imgelerin aklına fırladığını, bundan dehşete düştüğünü anlatıyor; mutfaktaki bıçakları kaldırmış.',
      ),
    ).toEqual([]);
    // A grieving daughter hearing her father's voice is grief, not psychosis.
    expect(rulesKinds('Babasını kaybettikten sonra geceleri onun sesini duyuyor.')).toEqual([]);
  });

  it('reads a push in any form as violence, and driving drunk with others on board as a danger to them', () => {
    expect(rulesKinds('Kocası bir gece onu itmiş, kolu morarmış.')).toContain('domesticViolence');
    expect(
      rulesKinds(
        'Danışan servis şoförü; sabahları alkollü olarak servis minibüsünü kullanıyormuş.',
      ),
    ).toContain('harmToOthers');
    expect(rulesKinds('Alkollü araç kullanmaz, içtiği gün taksiye biner.')).toEqual([]);
  });

  it('reads medication kept instead of taken as suicide risk, however it is told', () => {
    expect(rulesKinds('Hap ve ilaçlarını içmeyip bir çekmecede sakladığını söyledi.')).toContain(
      'suicide',
    );
    expect(rulesKinds('Reçeteli ilaçlarını kullanmayıp bir kenara ayırıyormuş.')).toContain(
      'suicide',
    );
    // An end announced adds to another sign.
    expect(
      rulesKinds('Umudu kalmadığını, "çok yakında her şey bitecek" dediğini anlattı.'),
    ).toContain('suicide');
    // Medicine kept out of a child's reach, or meetings skipped, is no sign.
    expect(rulesKinds('İlaçlarını çocukların ulaşamayacağı bir dolapta saklıyor.')).toEqual([]);
    expect(rulesKinds('İlaçlarını düzenli kullanmıyor, toplantılara da gitmiyor.')).toEqual([]);
  });

  it("does not read anger at things, or a young child's aggression towards a sibling, as abuse", () => {
    expect(rulesKinds('4 yaşında erkek çocuk, öfke nöbetinde kapıyı tekmelemiş.')).toEqual([]);
    expect(rulesKinds('4 yaşında erkek çocuk, öfke nöbetlerinde bazen kardeşine vuruyor.')).toEqual(
      [],
    );
    // A person hit after a thing, or an adult hitting, stays violence.
    expect(rulesKinds('Kocası kapıyı tekmeleyip kırdı, sonra onu itti.')).toContain(
      'domesticViolence',
    );
    expect(rulesKinds('7 yaşındaki kızın babası ona vuruyor, kardeşine de vuruyor.')).toContain(
      'childAbuse',
    );
  });

  it('reads starvation with medical danger as an urgent psychiatric emergency', () => {
    const verdict = assessRisk(
      '16 yaşında kız, kısıtlayıcı yeme, BKİ ~14.5, geçen hafta bayılmış, nabız 46.',
    );
    expect(verdict).toMatchObject({ kinds: ['psychEmergency'], level: 'high', basis: 'text' });
    expect(assessRisk('Danışanın nabzı 72, tansiyonu normal.').risk).toBe(false);
  });

  it('reads first-rank and persecutory experiences as a psychiatric emergency', () => {
    expectKinds('Komşularının wifi ile düşüncelerini okuduğuna inanıyor.', 'psychEmergency');
    expectKinds('Odasının duvarlarına folyo kaplamış, sinyal gelmesin diye.', 'psychEmergency');
  });

  it('reads a weapon at home with no one named as its target as a means of suicide', () => {
    const verdict = assessRisk(
      "Danışan 'ölsem herkes kurtulur' diyor. Evde ruhsatlı av tüfeği var, plan sorunca geçiştirdi.",
    );
    expect(verdict.kinds).toContain('suicide');
    expect(verdict.kinds).not.toContain('harmToOthers');
    // With a target, the same weapon is a threat to that person.
    expect(
      assessRisk("Evde av tüfeği var, eski eşi için 'bunu ona ödeteceğim' diyor.").kinds,
    ).toContain('harmToOthers');
  });

  it('puts same-day psychiatry first when a threat comes from psychosis or mania', () => {
    const both = protocolFor(['harmToOthers', 'psychEmergency'], 'high');
    const firstSteps = both.split('**Değerlendirilecekler**')[0]!;
    expect(firstSteps).toContain('psikiyatrik acil');
    expect(firstSteps.indexOf('psikiyatrik acil')).toBeLessThan(firstSteps.indexOf('155'));
    const threatOnly = protocolFor(['harmToOthers'], 'high');
    expect(threatOnly).not.toContain('psikiyatrik acil');
  });

  it('gives a suspicion only the model has what to ask first, and acting and reporting as what follows', () => {
    const suspicion = protocolFor(['childAbuse'], 'possible', 'model');
    expect(suspicion.indexOf('**Önce netleştirin**')).toBeGreaterThan(-1);
    expect(suspicion.indexOf('**Önce netleştirin**')).toBeLessThan(
      suspicion.indexOf('**Doğrulanırsa**'),
    );
    expect(suspicion).toContain('ALO 183');
    // It asks what presumes nothing first; a confirmed case's questions come only after.
    const first = suspicion.split('**Doğrulanırsa**')[0]!;
    expect(first).toContain(SCREEN.childAbuse);
    for (const question of assessmentQuestions('childAbuse')) expect(first).not.toContain(question);
    // Found in the text itself, the protocol acts first.
    const found = protocolFor(['childAbuse'], 'possible', 'text');
    expect(found).toContain('**Hemen yapılacaklar**');
    expect(found).not.toContain('**Doğrulanırsa**');
  });

  it('reads a verb said in the negative as a denial, but not a neglect said in the negative', () => {
    expect(
      rulesKinds(
        'Baba çocuğa hiç vurmadıklarını, bağırmamaya çalıştıklarını anlattı; konu uyku düzeni.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Boşanma sürecinde eşi ona hakaret ya da tehdit etmemiş, avukatlar konuşuyor.'),
    ).toEqual([]);
    // Neglect is said in the negative: the negation is the finding.
    expect(
      rulesKinds('Anne üç yaşındaki oğluna günlerdir yemek vermiyor, okula göndermiyor.'),
    ).toContain('childAbuse');
    // "bulan olmaz" is not a denial of "ölsem".
    expect(rulesKinds('Yaşlı adam “ölsem bulan olmaz, kimse gelmiyor” diyor.')).toContain(
      'suicide',
    );
    // "vuramadı" after an attempt is no denial.
    expect(rulesKinds('Eşine bıçakla saldırmaya çalışmış ama vuramamış.')).toContain(
      'domesticViolence',
    );
  });

  it('keeps a question whether it was a joke, and a threat laughed at by both, apart', () => {
    expect(
      assessRisk(
        'Oyun sırasında biri “bir daha hile yaparsan öldürürüm” dedi, ikisi de kahkahayı bastı.',
      ).risk,
    ).toBe(false);
    expect(
      rulesKinds('Komşusu için “onu öldüreceğim” dedi; şaka mı diye sordum, cevap vermedi.'),
    ).toContain('harmToOthers');
  });

  it('reads tattoos and piercings called self-harm as body art, unless an injury is named', () => {
    expect(
      assessRisk(
        'Annesi, 15 yaşındaki kızının dövme yaptırmasını “kendine zarar veriyor” diye anlatıyor.',
      ).risk,
    ).toBe(false);
    expect(
      assessRisk(
        'Koluna dövme yaptırdığını söylüyor ama dövme dediği yer pergelle kazınmış, kanamış.',
      ).kinds,
    ).toContain('selfHarm');
  });

  it('reads figures of speech, a treatment plan and a stated absence of any case as no risk', () => {
    for (const text of [
      'Bunu açıklarsam mesleki intihar olur, diyor; değer çalışması yapıyoruz.',
      'Uykuya dalma güçlüğü için bir BDT-I planı hazırlayabilir miyiz?',
      'Eşinin hırkasını yanına alarak uyuyor, yas sürecinde.',
      'Şu an vakam yok, genel soruyorum: intihar riski varsa gizlilik nasıl sınırlanır?',
    ])
      expect(assessRisk(text).kinds, text).toEqual([]);
    expect(rulesKinds('“Allah beni de yanına alsın” diyor her gece.')).toContain('suicide');
  });

  it('reads a self-harm told as a closed chapter as history, unless something new is said', () => {
    const closed =
      'Ergenlikte kollarını kestiğini anlattı, 20 yıldır hiç olmamış. İzleri için lazer düşünüyor.';
    expect(assessRisk(closed).kinds).toEqual([]);
    expect(
      rulesKinds(
        'Ergenlikte kollarını kestiğini anlattı, 20 yıldır hiç olmamış. Bu hafta yeniden jilet almış.',
      ),
    ).toContain('selfHarm');
  });

  it('reads a screening question ticked by mistake and then denied as no risk', () => {
    expect(
      assessRisk(
        'Tarama anketinde “kendine zarar vermeyi düşündün mü” sorusunu yanlışlıkla işaretlemiş. Görüşmede hiç böyle düşünmediğini söyledi.',
      ).kinds,
    ).toEqual([]);
    // A wish to harm oneself is not a threat to others.
    expect(rulesKinds('Kendine zarar vermeyi düşündüğünü söyledi.')).not.toContain('harmToOthers');
  });

  it('reads a foreshortened future, a small child neglected and an elder sedated to keep quiet', () => {
    expect(rulesKinds('“25 yaşını göremeyeceğim, umudum kalmadı” diyor.')).toContain('suicide');
    expect(
      rulesKinds('Baba çocuğu kreşe sarhoş gelip alıyor; bezi hep dolmuş, pişik içinde.'),
    ).toContain('childAbuse');
    expect(
      rulesKinds('Tip 1 diyabetli genç insülin dozlarını atlıyor, iki kez ketoasidozla yatmış.'),
    ).toContain('selfHarm');
    expect(
      rulesKinds('Bakıcı, 82 yaşındaki hastaya uyusun diye sakinleştirici veriyor.'),
    ).toContain('elderAbuse');
  });

  it('counts a weak cue once however often it recurs', () => {
    // "eski eşi" twice is one weak cue: no threat, no violence.
    expect(
      rulesKinds(
        'Eski eşi yeniden evlenmiş, danışan bunu hüzünle karşıladı. Eski eşiyle teması yok, kapanış gibi geldiğini söylüyor.',
      ),
    ).toEqual([]);
  });

  it('reads marks as whole words, not "izin", "izlediğini" or "yaratıcı"', () => {
    expect(
      rulesKinds(
        'Danışan intikam filmlerini izlediğini, annesinin izin vermediğini söyledi; yaratıcı yazarlık seviyor.',
      ),
    ).not.toContain('selfHarm');
  });

  it('reads a question about a theory, a role play or a job as no case', () => {
    for (const text of [
      "Durkheim'ın anomik intihar kavramı bugün hâlâ geçerli mi?",
      'Kriz müdahalesi dersinde rol oyunu için intihar riski taşıyan bir danışan senaryosu yazacağız.',
      'Danışanım avukat, aile içi şiddet davalarına bakıyor; ikincil stres yaşıyor.',
    ])
      expect(assessRisk(text).kinds, text).toEqual([]);
    // A person in the question keeps it a case.
    expect(
      assessRisk('Kavramsal bir sorum var ama danışanım dün kendini öldürmeyi düşündüğünü söyledi.')
        .kinds,
    ).toContain('suicide');
  });

  it('reads a weapon said to be absent as denied, and an unlocked one as there', () => {
    expect(rulesKinds('Ölüm düşüncesi yok. Evde silah yok, ilaçlarını eşi düzenliyor.')).toEqual(
      [],
    );
    expect(
      rulesKinds('Babasının av tüfeği evde kilitli değil, son seanslarda çok umutsuz.'),
    ).not.toEqual([]);
  });

  it('reads following an account online as no stalking, unless it comes to the door', () => {
    expect(
      rulesKinds('Eski sevgilisini Instagram’dan takip etmeden duramıyor, bu onu üzüyor.'),
    ).toEqual([]);
    expect(
      assessRisk(
        'Tanımadığı bir kadını sosyal medyada takip ediyor, evinin önüne tehdit içeren notlar bırakmış.',
      ).kinds,
    ).toContain('harmToOthers');
  });

  it('reads a knife-maker, a changed room and money spent on a child as nothing to fear', () => {
    for (const text of [
      'Danışan bıçak ustası; atölyede çalışırken huzurlu hissettiğini anlatıyor.',
      'Huzurevindeki 78 yaşındaki danışanın odası isteği üzerine değiştirildi, memnun.',
      'Danışan ilk maaşıyla kızına bisiklet aldığını gururla anlattı.',
    ])
      expect(rulesKinds(text), text).toEqual([]);
    expect(rulesKinds('Lohusa danışan bebeğinin hastanede değiştirildiğine inanıyor.')).toContain(
      'psychEmergency',
    );
  });

  it('reads self-harm in adolescents’ online words and a relapse said without naming the act', () => {
    expect(
      rulesKinds('Kızının takip ettiği hesaplarda "barcode" ve "sh free 5 days" paylaşımları var.'),
    ).toContain('selfHarm');
    expect(
      rulesKinds('Ben izindeyken eski alışkanlığına dönmüş, makasla yaptığını söyledi.'),
    ).toContain('selfHarm');
  });

  it('reads a threat played down as "şaka şaka" and one with specifics as a threat', () => {
    expect(
      rulesKinds(
        'Danışan eski müdürü için “o bunun bedelini ödeyecek” dedi, sonra “şaka şaka” deyip güldü.',
      ),
    ).toContain('harmToOthers');
    expect(
      rulesKinds(
        'Veli öğretmen için “arabasının nerede durduğunu biliyorum, onu öldürürüm” dedi, şakayla.',
      ),
    ).toContain('harmToOthers');
  });

  it('reads threats to a school, the therapist’s family named, smothering and shutting someone in', () => {
    expect(
      rulesKinds('Öğrenci oyun sohbetinde “pazartesi bu okul haberlerde çıkacak” yazmış.'),
    ).toContain('harmToOthers');
    expect(rulesKinds('Ergen “okulu basacağız, ikinci kattan başlarız” diye yazmış.')).toContain(
      'harmToOthers',
    );
    expect(
      rulesKinds('Seansın sonunda “sizin de bir aileniz var, oğlunuz hangi okulda?” dedi.'),
    ).toContain('harmToOthers');
    expect(rulesKinds('Anne “ağlayınca yastığı yüzüne bastırmak istiyorum” dedi.')).toContain(
      'harmToOthers',
    );
    expect(rulesKinds('Çocuk “babaannemi balkona kilitliyorlar” dedi.')).toContain('elderAbuse');
    expect(rulesKinds('Ekip çocukta yapay bozukluk (Munchausen) düşünüyor.')).toContain(
      'childAbuse',
    );
    expect(rulesKinds('“Bu hayattan logout atmak istiyorum” yazmış.')).toContain('suicide');
  });

  it('reads possession-or-death, a partner who answers for her and a self-harm told as a joke', () => {
    expect(rulesKinds('Boşanmak isteyen eşi için “ya benimsin ya kara toprağın” dedi.')).toContain(
      'harmToOthers',
    );
    expect(
      rulesKinds(
        'Her randevuya eşi geliyor, sorulara onun yerine cevap veriyor; morlukları sorunca “söylemeyin, daha kötü olur” dedi.',
      ),
    ).toContain('domesticViolence');
    expect(rulesKinds('Öfkelenince kafasını duvarla tanıştırdığını espriyle anlatıyor.')).toContain(
      'selfHarm',
    );
    expect(rulesKinds('Kavgada komşusunu bıçakla yaralamış.')).not.toEqual([]);
  });

  it('reads an attempt long ago with today’s screen clear, and work talk, as no current risk', () => {
    expect(
      assessRisk(
        'Danışan 18 yıl önce bir intihar girişimi olduğunu anlattı. Güncel taramada ölüm düşüncesi yok, emeklilik planları yapıyor.',
      ).kinds,
    ).toEqual([]);
    expect(
      assessRisk('“Bu işte kendimi öldürüyorum, tükendim” diyor; izne çıkmak istiyor.').kinds,
    ).toEqual([]);
    expect(
      assessRisk(
        'Şiddet gören kadınlarla çalışan bir dernekte gönüllüyüm; anlatılanlardan sonra uyuyamıyorum.',
      ).kinds,
    ).toEqual([]);
    // Without today's screen, an attempt is a risk factor to assess.
    expect(rulesKinds('Danışan 18 yıl önce bir intihar girişimi olduğunu anlattı.')).toContain(
      'suicide',
    );
  });

  it('reads a wish that everything end as suicide, and effort "as if killing oneself" as none', () => {
    expect(rulesKinds("Danışan 'bazen hepsi bitse diye düşünüyorum' dedi.")).toContain('suicide');
    expect(rulesKinds('keske her sey bitse artik diyor, uyuyamiyor.')).toContain('suicide');
    expect(rulesKinds('Sınav haftası çok yorucu; her şey bitse de tatile çıksam diyor.')).toEqual(
      [],
    );
    expect(
      assessRisk("'Kendimi öldürürcesine çalışıyorum' dedi, mükemmeliyetçilik üzerine çalışıyoruz.")
        .kinds,
    ).toEqual([]);
  });

  it('reads a relative’s suicide long ago with the client’s own thoughts denied as no current risk', () => {
    const history =
      'Aile öyküsünde dayısının 20 yıl önce intihar ettiği bilgisini not ettim. Danışanın kendisinde hiçbir dönemde ölüm düşüncesi olmamış; başvuru nedeni sınav kaygısı.';
    expect(assessRisk(history).kinds).toEqual([]);
    // The same history without the screen is a risk factor to assess.
    expect(
      rulesKinds('Aile öyküsünde dayısının 20 yıl önce intihar ettiği bilgisini not ettim.'),
    ).toContain('suicide');
    expect(
      rulesKinds('Kendine zarar verme sorulunca hiç düşünmediğini söyledi, okula dönmüş.'),
    ).toEqual([]);
  });

  it('reads an attempt years ago with today cleared in other words, and teaching prep, as no case', () => {
    for (const text of [
      'Yaşam öyküsü alırken 50 yaşındaki kadın 20 yaşındayken bir intihar girişimi olduğunu anlattı; o dönemden sonra hiç düşünce olmamış.',
      'Danışan 25 yıl önce bir aşırı doz girişiminde bulunmuş. Güncel risk sorgusu negatif.',
      'Hasta 12 yıl önceki intihar girişimini terapide çalıştı; bugün düşünce, plan ya da niyet yok.',
    ])
      expect(rulesKinds(text), text).toEqual([]);
    expect(
      assessRisk(
        'Öğretmenlere çocuk istismarı ve bildirim yükümlülüğü üzerine seminer hazırlıyorum, vaka örnekleri önerir misiniz?',
      ).kinds,
    ).toEqual([]);
    // Without today's screen the attempt is still a risk factor to assess.
    expect(rulesKinds('Danışan 25 yıl önce bir aşırı doz girişiminde bulunmuş.')).not.toEqual([]);
    // An age then and an age now, and nothing in the years between: history.
    expect(
      kindsOf(
        'Danışanımın 19 yaşında bir intihar girişimi olmuş; şimdi 47 yaşında, aradan geçen yıllarda hiç düşünce ya da girişim olmamış.',
      ),
    ).toEqual([]);
    expect(
      kindsOf(
        'Danışanımın 19 yaşında bir intihar girişimi olmuş; şimdi 47 yaşında. Bu hafta yine ölmeyi düşündüğünü söyledi.',
      ),
    ).toContain('suicide');
  });

  it('reads an intrusive thought that comes to mind and is abhorred as no threat, and a denial only of what it follows', () => {
    expect(
      rulesKinds(
        'Bıçak görünce bebeğime zarar vereceğim düşüncesi aklıma geliyor ve bundan tiksiniyorum; böyle bir isteğim asla yok.',
      ),
    ).not.toContain('harmToOthers');
    // "yok" after "şiddet gördüğünü" is hopelessness, not a denial of the violence.
    expect(
      assessRisk(
        "Eşinden şiddet gördüğünü ilk kez açtığı seansta 'artık bir çıkış yok, ya o ya ben' dedi.",
      ).risk,
    ).toBe(true);
  });

  it("reads an abhorred thought of one's own harm to children as OCD, and violence done beside it as risk", () => {
    // The feared act is the client's own, in the first person, and horrifies them.
    expect(
      kindsOf(
        "Anaokulunda çalışan danışan, çocuklara dokunurken 'ya kötü bir niyetim varsa' düşüncesiyle dehşete kapılıyor. Cinsel ilgisi yok, sürekli güvence arıyor. Bu OKB'yi nasıl ele almalıyım?",
      ),
    ).toEqual([]);
    // Someone else's act, told with the same horror, is abuse to act on.
    expect(
      kindsOf(
        'OKB tanılı anne, kızına dayısının dokunduğunu öğrenince dehşete kapıldı; sürekli güvence arıyor.',
      ),
    ).toContain('childAbuse');
    // An obsession in the text does not silence a beating that was done.
    expect(
      kindsOf(
        'OKB tanılı danışan, yeğenine zarar verirsem diye dehşete kapılıyor, sürekli güvence arıyor. Dün yeğeninin bacağında morluklar gördü, kardeşinin dövdüğünü söyledi.',
      ),
    ).toContain('childAbuse');
  });

  it('reads a seizure told by a spouse as a bodily emergency, not as harm to the spouse', () => {
    const kinds = rulesKinds(
      'Eşi, geçen yıl içkiyi kendi kendine bırakmaya çalıştığında ellerinin titrediğini ve bir kez nöbet geçirdiğini anlattı.',
    );
    expect(kinds).toContain('psychEmergency');
    expect(kinds).not.toContain('harmToOthers');
  });

  it("reads a partner's control and a push into a wall as domestic violence, in a couple who 'cannot communicate'", () => {
    // "kuramıyoruz" (cannot establish) is no theory ("kuram"): the case is not silenced.
    const kinds = rulesKinds(
      "Evli bir çift 'iletişim kuramıyoruz' diye başvurdu. Kadın, eşinin telefonunu her gün kontrol ettiğini, maaş kartını onun tuttuğunu ve geçen ay kendisini duvara ittiğini anlattı.",
    );
    expect(kinds).toContain('domesticViolence');
    expect(
      rulesKinds(
        'Kadın, eşinin telefonunu her gün kontrol ettiğini ve maaş kartını onun tuttuğunu anlattı.',
      ),
    ).toContain('domesticViolence');
    // A theory is still a theory with no one in it.
    expect(rulesKinds('Bağlanma kuramı intihar davranışını nasıl açıklar?')).toEqual([]);
  });

  it("reads knowing a rival's workplace and 'what happens if we meet' as a threat to him", () => {
    expect(
      rulesKinds(
        "Ayrıldığı sevgilisinin yeni partneri için 'adamın iş yerini ve arabasını biliyorum, bir gün karşılaşırsak ne olacağını ben de bilmiyorum' dedi.",
      ),
    ).toContain('harmToOthers');
  });

  it("reads alcohol with sedative pills and a blackout as intoxication, and an adult's 'kimseye söylemeyin' as no child's secret", () => {
    const kinds = rulesKinds(
      "16 yaşındaki danışan hafta sonları alkolün yanında arkadaşının verdiği 'sakinleştirici haplar' aldığını, iki kez nasıl eve geldiğini hatırlamadığını anlattı.",
    );
    expect(kinds).toContain('psychEmergency');
    expect(kinds).not.toContain('harmToOthers');
    expect(
      rulesKinds(
        "Süpervizyon alan psikoloğun üzerinde alkol kokusu vardı; 'lütfen kimseye söylemeyin' dedi.",
      ),
    ).not.toContain('childAbuse');
    expect(
      rulesKinds(
        "8 yaşındaki kız, dayısının 'bu bizim sırrımız, kimseye söyleme' dediğini anlattı.",
      ),
    ).toContain('childAbuse');
  });

  it("tells a clinician whose client lives abroad to use that country's emergency services", () => {
    const question =
      "Danışanım Almanya'ya taşındı ve online devam ediyoruz; dün artık yaşamak istemediğini yazdı.";
    const abroad = riskProtocolSection(assessRisk(question), question);
    expect(abroad).toContain('bulunduğu ülkenin acil numarasını');
    const home = 'Danışanım dün artık yaşamak istemediğini yazdı.';
    expect(riskProtocolSection(assessRisk(home), home)).not.toContain('bulunduğu ülkenin');
  });

  it('keeps an attempt years ago, with the client stable now, a risk to assess but not an emergency', () => {
    const past = assessRisk(
      'Üç yıl önce bir intihar girişimi olmuştu, şu an stabil ama kış aylarında kötüleşme eğilimi var.',
    );
    expect(past.kinds).toContain('suicide');
    expect(past.level).toBe('possible');
    expect(
      assessRisk(
        'Üç yıl önce bir intihar girişimi olmuştu; bugün yine intihar etmeyi düşündüğünü söyledi.',
      ).level,
    ).toBe('high');
  });

  it('reads a wish never to have been born as suicide', () => {
    expect(
      rulesKinds("Tek başına görüştüğümde genç çok sessizdi, 'keşke hiç doğmasaydım' dedi."),
    ).toContain('suicide');
  });

  it('reads others better off without them as suicide (burden)', () => {
    expect(
      rulesKinds(
        "Son seansta 'benim yokluğumda çocuklar daha rahat eder, herkesin yükünü hafifletmiş olurum' dedi.",
      ),
    ).toContain('suicide');
  });

  it('reads "artık dayanamıyorum" said at night as suicide, and either alone as ordinary talk', () => {
    expect(
      rulesKinds("Danışan gece 02.40'ta 'bu gece çok kötüyüm, artık dayanamıyorum' yazmış."),
    ).toContain('suicide');
    expect(rulesKinds('Bu iş yüküne artık dayanamıyorum diyor, izin almak istiyor.')).toEqual([]);
  });

  it('reads a box of pills taken and an impostor delusion as emergencies, a grief voice, a tattoo and a parent’s rule as none', () => {
    expect(
      rulesKinds("Gece mesaj geldi: 'kutudakilerin hepsini içtim, artık uyuyacağım.'"),
    ).toContain('psychEmergency');
    expect(
      rulesKinds("Danışan annesinin yerine 'tıpatıp aynısı olan bir sahtekâr' geçtiğine inanıyor."),
    ).toContain('psychEmergency');
    expect(
      rulesKinds(
        'Eşini kaybeden danışan akşamları eşinin sesini duyar gibi oluyor; emir veren ses yok, teselli buluyor.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Kolunda yeni bir dövme var, kabuk bağlamış; dövmeciye giderek yaptırmış, kendine zarar verme öyküsü yok.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds("17 yaşındaki danışan 'annem telefonumu aldı' dedi; bir akşamlığına ceza olarak."),
    ).toEqual([]);
    // A partner taking the phone is control.
    expect(rulesKinds('Eşi telefonunu elinden alıyor, kimseyle görüştürmüyor.')).toContain(
      'domesticViolence',
    );
  });

  it('reads a teenager home alone for an evening as no neglect, a young child alone as neglect', () => {
    expect(
      rulesKinds(
        '16 yaşındaki kızım bir gece evde yalnız kaldı, biz düğündeydik; komşumuz uğradı, her şey yolundaydı.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('5 yaşındaki kızını bir gece evde yalnız bırakıp eğlenceye gitmiş.'),
    ).toContain('childAbuse');
  });
});

describe('farewells, neglect of an older person, denied intent, policies and play', () => {
  it('reads a goodbye to the therapist with affairs put in order as a farewell', () => {
    expect(
      rulesKinds(
        "Danışan kapıda 'Bu son görüşmemiz olabilir, her şey için sağ olun' dedi ve kalan seansların ücretini toptan ödeyip gitti.",
      ),
    ).toContain('suicide');
    // Either alone is an ending or tidiness.
    expect(
      rulesKinds('Danışan taşınacağı için bu son seansımız olacak; her şey için teşekkür etti.'),
    ).toEqual([]);
  });

  it('reads an older person kept without food as elder abuse, not a diet of their own', () => {
    expect(
      rulesKinds("72 yaşındaki danışan fısıltıyla 'Kızım beni yemeksiz bırakıyor' dedi."),
    ).toContain('elderAbuse');
    expect(rulesKinds('Danışan kilo vermek için kendini yemeksiz bırakıyor.')).toEqual([]);
  });

  it('takes a denied thought or wish of the act as a denial', () => {
    expect(
      rulesKinds(
        'Sorduğumda kendini öldürmeyi düşünmediğini, tedaviye devam etmek istediğini açıkça belirtti.',
      ),
    ).toEqual([]);
    expect(rulesKinds('Sorduğumda kendini öldürmeyi düşündüğünü söyledi.')).toContain('suicide');
  });

  it('reads a policy to draw up as no case, but an event told beside it as one', () => {
    expect(
      rulesKinds(
        'Muayenehanemde çocuk istismarı şüphesinde izlenecek bildirim prosedürünü yazılı bir politika haline getirmek istiyorum.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Okulumuzda bir öğretmenin öğrencilere dokunduğu duyuldu; bildirim prosedürü hazırlamalı mıyız?',
      ),
    ).toContain('childAbuse');
    // Pupils as the people harmed, not as an audience for teaching.
    expect(rulesKinds('Bir öğretmenin öğrencilere dokunduğu duyuldu. Ne yapmalıyız?')).toContain(
      'childAbuse',
    );
  });

  it("reads a young child's threat to toys in play as play, a re-enacted beating as a sign", () => {
    expect(
      rulesKinds(
        "5 yaşındaki danışanım oyunda dinozorlara 'Seni yiyeceğim, öldüreceğim!' diye bağırıyor.",
      ),
    ).toEqual([]);
    expect(
      rulesKinds("5 yaşındaki danışanım kız kardeşine 'Seni öldüreceğim!' diye bağırıyor."),
    ).toContain('harmToOthers');
  });
});

describe('adults, ascribing and sibling jealousy', () => {
  it("reads an adult's sexuality as no child abuse, a child touched as abuse", () => {
    expect(rulesKinds('25 yaşında erkek danışan cinsel isteksizlik yaşıyor.')).toEqual([]);
    expect(rulesKinds('19 yaşında erkek danışan eşcinsel olduğunu söyledi.')).toEqual([]);
    expect(rulesKinds('14 yaşındaki ergen cinsel yönelimini sorguluyor.')).toEqual([]);
    expect(rulesKinds('12 yaşındaki kız, dayısının ona dokunduğunu söyledi.')).toContain(
      'childAbuse',
    );
    expect(rulesKinds('Kız öğrencim, bir öğretmenin ona dokunduğunu anlattı.')).toContain(
      'childAbuse',
    );
  });

  it('reads "bunu kardeşine bağlıyor" as ascribing, tying someone down as abuse', () => {
    expect(
      rulesKinds(
        '7 yaşında kız yatağını ıslatıyor; aile bunu kardeşine bağlıyor. Kardeş kıskançlığı olabilir mi?',
      ),
    ).toEqual([]);
    expect(rulesKinds('Yaşlı babasını geceleri yatağa bağlıyormuş.')).toContain('elderAbuse');
  });
});

describe("a young child's own blows and an application received", () => {
  it("reads a young child hitting a sibling or kicking a teacher as conduct, a parent's blow as a sign", () => {
    expect(
      rulesKinds(
        '4 yaşında bir erkek çocuk kardeşine vuruyor, kreşte de öğretmenlerine tekme atmış.',
      ),
    ).toEqual([]);
    expect(rulesKinds('Babası 6 yaşındaki kardeşine vuruyor.')).toContain('childAbuse');
  });

  it('does not read "başvuru aldım" as means obtained, and reads a rope bought as imminent', () => {
    expect(
      assessRisk('4 yaşında çocuk için başvuru aldım: babası zaman zaman tokat atıyor.', rulesOnly)
        .level,
    ).toBe('possible');
    expect(assessRisk('Ölmek istediğini söyledi ve dün ip aldı.', rulesOnly).level).toBe('high');
  });
});

describe('more ways risk is told', () => {
  it('reads a box of pills finished, bleach to drink and head-banging', () => {
    expect(rulesKinds("Gruba 'bi kutu ilacı bitirdim bakalım ne olcak' yazıp çıktı.")).toContain(
      'psychEmergency',
    );
    expect(rulesKinds("'Çamaşır suyu içersem içim temizlenecek' dedi.")).toContain('suicide');
    expect(rulesKinds('Eşim sinirlenince kafasını duvara defalarca vuruyor.')).toContain(
      'selfHarm',
    );
  });

  it('reads answering no one there as psychosis, reaching the person it names', () => {
    const kinds = rulesKinds(
      "Hasta duvardaki prize dönüp cevap verdi; 'annemin içini temizlemem lazım' dedi.",
    );
    expect(kinds).toContain('psychEmergency');
    expect(kinds).toContain('harmToOthers');
  });

  it("reads 'benim olmayan kimsenin olamaz' to an ex-partner as a threat at home", () => {
    const kinds = rulesKinds(
      "Danışanım boşandığı eşine 'benim olmayan kimsenin olamaz' diye mesaj attığını anlattı.",
    );
    expect(kinds).toContain('harmToOthers');
    expect(kinds).toContain('domesticViolence');
  });
});

describe('a fresh batch of hard cases (training writer 36)', () => {
  it('reads an attempt long past with neither attempt nor thought since as history', () => {
    expect(
      assessRisk(
        'Danışan 19 yaşındayken, yani 15 yıl önce bir intihar girişiminde bulunmuş; o zamandan beri ne girişim ne de düşünce olmuş, şu an iş stresi için geliyor.',
        rulesOnly,
      ).level,
    ).not.toBe('high');
  });

  it("reads an abhorred 'ya kendimi keserim' as an obsession, a cut done as harm", () => {
    expect(
      rulesKinds(
        "OKB tanılı danışan bıçak görünce 'ya kendimi keserim' diye bir düşünce geldiğini, bundan dehşete düştüğünü anlattı.",
      ),
    ).toEqual([]);
    expect(
      rulesKinds("Danışan 'ya kendimi keserim' diye korkuyor ama dün kolunu kesmiş."),
    ).toContain('selfHarm');
  });

  it('reads theory taught to students and children hitting each other as no risk', () => {
    expect(
      rulesKinds(
        "Durkheim'ın egoistik ve anomik intihar ayrımını lisans öğrencilerine anlatırken hangi kaynakları önerirsiniz?",
      ),
    ).toEqual([]);
    expect(rulesKinds('7 ve 9 yaşındaki kardeşler sürekli birbirine vuruyor, güreşiyor.')).toEqual(
      [],
    );
  });

  it('reads a veiled threat, harm rehearsed and cutting going deeper', () => {
    expect(
      rulesKinds(
        "Danışan mesaj attı: 'Ofisinin hangi akşam geç kapandığını biliyorum, görüşürüz.'",
      ),
    ).toContain('harmToOthers');
    expect(
      rulesKinds('Danışan kayınbiraderi hakkında her gece zarar verme hayalleri kuruyor.'),
    ).toContain('harmToOthers');
    expect(rulesKinds("'Kesmek artık yetmiyor, daha derine gitmek istiyorum' yazdı.")).toContain(
      'selfHarm',
    );
  });
});

describe('abuse already in the hands of the authorities', () => {
  const handled =
    "10 yaşında bir kız amcasının cinsel istismarına uğradığını anlattı; Çocuk İzlem Merkezi'nde adli görüşmesi yapıldı, amca tutuklandı. Çocuk artık annesiyle güvende.";
  it('stays a risk to work with, not an emergency, and the uncle is no older person', () => {
    const verdict = assessRisk(handled, rulesOnly);
    expect(verdict.kinds).toContain('childAbuse');
    expect(verdict.kinds).not.toContain('elderAbuse');
    expect(verdict.level).toBe('possible');
  });

  it('is urgent when nothing has been done yet', () => {
    expect(
      assessRisk(
        '10 yaşında bir kız amcasının cinsel istismarına uğradığını anlattı; amca hâlâ evde kalıyor, bu akşam da gelecek.',
        rulesOnly,
      ).level,
    ).toBe('high');
  });
});

describe('the protocol for the side the client is on', () => {
  const protocolOf = (text: string) => riskProtocolSection(assessRisk(text), text);

  it("gives a carer who hurt the older parent in their care the carer's steps, not a victim's escape plan", () => {
    const text =
      "Demanslı annesine bakan danışan 'geçen hafta kolunu çok sıktım, morardı; bazen geceleri odasına kilitliyorum' dedi.";
    const protocol = protocolOf(text);
    expect(protocol).toContain('yaşlı yakınına zarar verdiğini anlatan danışan');
    expect(protocol).not.toContain('KADES');
    expect(protocol).not.toContain('kaçış ve güvenlik planı');
  });

  it('gives a client who threatens a partner the work with the one who harms', () => {
    const protocol = protocolOf("Danışan eşi için 'beni bırakırsa onu gebertirim' dedi.");
    expect(protocol).toContain('sorumluluğunu üstlenmesi');
    expect(protocol).not.toContain('kaçış ve güvenlik planı');
  });

  it('keeps the safety plan for a client who is harmed', () => {
    const protocol = protocolOf('Eşi onu dövüyor, telefonunu elinden alıyor.');
    expect(protocol).toContain('kaçış ve güvenlik planı');
    expect(protocol).not.toContain('sorumluluğunu üstlenmesi');
  });
});

describe('risk the rules read without the model', () => {
  it('reads a life without meaning, a thing given away "since I will not need it", night visits and an adult partner of a minor', () => {
    expect(
      rulesKinds("Çıkarken 'evden atarlarsa zaten yaşamamın bir anlamı kalmaz' dedi."),
    ).toContain('suicide');
    expect(
      rulesKinds("Teknesini yeğenine 'nasılsa artık bana lazım olmaz' diyerek vermiş."),
    ).toContain('suicide');
    expect(
      rulesKinds("16 yaşındaki danışan 'annemin erkek arkadaşı geceleri odama geliyor' dedi."),
    ).toContain('childAbuse');
    expect(
      rulesKinds(
        '16 yaşında bir kız öğrenci, 24 yaşında bir adamla sekiz aydır ilişkisi olduğunu, cinsel birliktelik yaşadıklarını anlattı.',
      ),
    ).toContain('childAbuse');
  });

  it("does not read an adult's own intrusive thought, or an adult couple, as a minor's abuse", () => {
    expect(
      rulesKinds(
        "19 yaşında erkek danışan, kuzeninin 5 yaşındaki çocuğuna bakarken 'ya ona cinsel bir şey yaparsam' düşüncesi gelmiş, kendinden iğreniyor.",
      ),
    ).not.toContain('childAbuse');
    expect(
      rulesKinds('30 yaşında kadın danışan, 45 yaşında bir adamla ilişkisi olduğunu anlattı.'),
    ).not.toContain('childAbuse');
  });
});

describe('denied stockpiling, risk words naming work, and more ways to threaten', () => {
  it('reads "biriktirme yok" as denied and "doz aşımı protokolü" as a job', () => {
    expect(
      kindsOf('Dozu artırıldı, danışan ilaçlarını düzenli kullanıyor, biriktirme yok.'),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Acil serviste hemşire olan danışanım zehirlenme vakalarına baktığını, doz aşımı protokolünü ezbere bildiğini anlattı.',
      ),
    ).toEqual([]);
    expect(rulesKinds('Danışan ilaçlarını biriktiriyor.')).toContain('suicide');
  });

  it('reads "kendi bitireyim", "onu gömerim, tabancam hazır" and voices that order a burn', () => {
    expect(rulesKinds("Danışan 'en iyisi ben kendi bitireyim' dedi.")).toContain('suicide');
    expect(rulesKinds("'Ona bir daha el kaldırırsa onu gömerim, tabancam hazır' dedi.")).toContain(
      'harmToOthers',
    );
    expect(
      rulesKinds('Sesler ona elini yanan ocağa koymasını söylüyormuş, bugün elinde sargı vardı.'),
    ).toContain('selfHarm');
  });
});

describe('a question about medicines, a last episode years ago, and five hours of sleep', () => {
  it('does not read a police call about which medicines a patient uses as a suicide method', () => {
    expect(
      kindsOf(
        'Bir polis memuru telefonla arayıp bir hastanın hangi ilaçları kullandığını sordu. Bilgi vermeli miyim?',
      ),
    ).toEqual([]);
    expect(rulesKinds("'Hangi ilaçtan kaç tane alırsam ölürüm' diye sordu.")).toContain('suicide');
  });

  it('reads a last manic episode years ago as history, and signs told beside it as now', () => {
    expect(
      rulesKinds(
        '10 yıldır bipolar II tanısıyla lityum kullanıyor, son hipomanisi 2 yıl önce olmuş.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Son manik atağı 2 yıl önceydi ama bu hafta iki gündür hiç uyumuyor, kredi kartıyla araba almış.',
      ),
    ).toContain('psychEmergency');
  });

  it('reads five hours of sleep in a sleep diary as insomnia, and three or four with paranoia as an emergency', () => {
    expect(
      rulesKinds('Uyku günlüğüne göre yatakta 9 saat geçiriyor, ortalama 5 saat uyuyor.'),
    ).toEqual([]);
    expect(
      rulesKinds(
        "Amfide öğrencilerin onun hakkında 'şifreli' konuştuğunu ve telefonunun dinlendiğini düşünüyor. Gece üç dört saat uyuyor.",
      ),
    ).toContain('psychEmergency');
  });
});

describe('an overdose told as pills and a hospital', () => {
  it("reads someone else's pills taken and a hospital stay as a suicide attempt, not a check-up", () => {
    expect(
      rulesKinds(
        'Öğrenci 2 hafta önce annesinin ilaçlarını içip hastanede yatmış, dün okula döndü.',
      ),
    ).toContain('suicide');
    expect(rulesKinds('Babasının haplarını yutup acile kaldırılmış.')).toContain('suicide');
    expect(rulesKinds('Tansiyon ilacını içip hastaneye kontrole gitti.')).toEqual([]);
  });
});

describe('threats of harm and threats of leaving', () => {
  it('reads a threat to kill or one made with a weapon as violence, and a threat of divorce as none', () => {
    expect(rulesKinds('Kocası onu boşanırsa öldürmekle tehdit ediyor.')).toContain(
      'domesticViolence',
    );
    expect(rulesKinds('Eşi onu bıçakla tehdit etti.')).toContain('domesticViolence');
    expect(kindsOf('43 yaşında yönetici, eşi boşanmakla tehdit edince terapiye geldi.')).toEqual(
      [],
    );
    expect(rulesKinds('Danışan kendini öldürmekle tehdit ediyor.')).not.toContain(
      'domesticViolence',
    );
  });
});

describe('a burn inflicted and a child left alone', () => {
  it("reads a child's hand pressed to a hot iron and a carer away for days as abuse and neglect", () => {
    expect(
      rulesKinds(
        '7 yaşındaki oğlunun elini söz dinlemediği için sıcak ütüye bastırdığını anlattı.',
      ),
    ).toContain('childAbuse');
    expect(
      rulesKinds(
        '7 yaşındaki öğrenci haftalardır aynı kıyafetle geliyor, annesi günlerce eve uğramıyormuş.',
      ),
    ).toContain('childAbuse');
    expect(rulesKinds('Kadın ütü yaparken elini ütüye değdirdi, yandı.')).toEqual([]);
  });
});

describe('signs the rules read beside the model', () => {
  it('reads clouding consciousness, catatonic posture, searches for how to die, other self-harm, a notary signing and grooming in a game', () => {
    expect(
      rulesKinds('Seansa alkollü geldi, iki kez kustu, bilinci giderek bulanıklaşıyor.'),
    ).toContain('psychEmergency');
    expect(
      rulesKinds(
        'Hasta kolunu kaldırınca öylece havada bırakıyor, iki gündür aynı pozisyonda duruyor.',
      ),
    ).toContain('psychEmergency');
    expect(rulesKinds("Telefonunda 'acısız ölmenin yolları' aramaları var.")).toContain('suicide');
    expect(rulesKinds('Bileklerinde pergel ucuyla kazınmış çizikler var.')).toContain('selfHarm');
    expect(rulesKinds('Sigarasını bileğinin iç kısmında söndürdüğünü anlattı.')).toContain(
      'selfHarm',
    );
    expect(
      rulesKinds('85 yaşındaki dedeyi yeğeni notere götürüp bir şeyler imzalatmış.'),
    ).toContain('elderAbuse');
    expect(
      rulesKinds('12 yaşındaki öğrencim oyunda tanıştığı bir abiden skin hediyeleri alıyormuş.'),
    ).toContain('childAbuse');
  });

  it('does not read a drawing, a meeting of classmates or a willing transfer as risk', () => {
    expect(rulesKinds('Sınavda pergelle şekil çizdi.')).toEqual([]);
    expect(rulesKinds('Yeni bir oyunda tanıştığı arkadaşıyla buluştu, aynı sınıftalar.')).toEqual(
      [],
    );
    expect(rulesKinds('Babası notere gidip tapuyu kendi isteğiyle devretti.')).toEqual([]);
  });
});

describe('more signs the rules read beside the model', () => {
  it('reads insurance beside "if I were gone", kept medicines, long sleeves over lines, a hand on the throat, a child sent to work, an older person called a burden', () => {
    expect(rulesKinds("'Hayat sigortam var, ben olmasam ailem borçtan kurtulur' dedi.")).toContain(
      'suicide',
    );
    expect(
      rulesKinds("'İlaçları tam içmiyorum, bir kısmını kutuya atıyorum, birikiyor' dedi."),
    ).toContain('suicide');
    expect(
      rulesKinds('Yazın bile uzun kollu giyiyor; kolunu sıvayınca ince çizgiler gördüm.'),
    ).toContain('selfHarm');
    expect(rulesKinds("'Tartışmada boğazıma sarıldı' diyor; bu ilk değilmiş.")).toContain(
      'domesticViolence',
    );
    expect(rulesKinds('10 yaşındaki çocuk günde 12 saat bir atölyede çalıştırılıyor.')).toContain(
      'childAbuse',
    );
    expect(
      rulesKinds("84 yaşındaki hastaya kızı her ziyarette 'başımıza yüksün' diye bağırıyor."),
    ).toContain('elderAbuse');
  });

  it("does not read a teenager's job alone, or a parent's own medicines, as abuse or stockpiling", () => {
    expect(
      rulesKinds('Büyük oğul (15) okulu bırakıp sanayide çalışıyor, kira ödenemiyor.'),
    ).toEqual([]);
    expect(rulesKinds('İlaçlarını düzenli kullanıyor, kutuları mutfakta duruyor.')).toEqual([]);
  });
});

describe('risk words the clinician then screened', () => {
  it("takes back a topic's risk words after a negative screening, never the client's own words, an act or anything after", () => {
    expect(
      kindsOf(
        'Danışan adli tıpta çalışıyor, her gün intihar ve cinayet vakalarıyla karşılaşıyor. Kendi hayatına dair ölüm düşüncesi olup olmadığını sordum, yok.',
      ),
    ).toEqual([]);
    expect(rulesKinds("'Keşke uyanmasam' dedi. İntihar düşüncesini sordum, yok dedi.")).toContain(
      'suicide',
    );
    expect(
      rulesKinds('İntihar düşüncesini sordum, yok dedi. Ama ilaç biriktirdiğini öğrendim.'),
    ).toContain('suicide');
  });
});

describe('the occasion, the history and the people a risk word is about', () => {
  it('reads a farewell with an ordinary occasion as no suicide sign, and one beside a death as one', () => {
    expect(
      rulesKinds(
        'Son seansımızda danışan terapinin bittiği için teşekkür edip vedalaştı; hedeflerine ulaştığını söyledi.',
      ),
    ).toEqual([]);
    expect(rulesKinds('Erasmus için gidiyor, arkadaşlarıyla vedalaştı, çok heyecanlı.')).toEqual(
      [],
    );
    expect(
      rulesKinds('Eşi geçen ay vefat etti. Dün akşam çocuklarına tek tek veda mesajı yazmış.'),
    ).toContain('suicide');
  });

  it("takes back the client's quoted words only by a denial of the wish itself or an explanation, never by a plan denied", () => {
    expect(
      rulesKinds(
        "'Bu sınav beni bitirecek, ölsem de kurtulsam' dedi. Sorduğumda gülerek mecaz olduğunu, ölmek istemediğini söyledi; intihar düşüncesi yok.",
      ),
    ).toEqual([]);
    expect(
      rulesKinds("'Herkes bensiz daha rahat eder' dedi. İntihar planını sordum, plan yok dedi."),
    ).toContain('suicide');
  });

  it('reads self-harm and partner violence long over as history', () => {
    expect(
      rulesKinds(
        'Danışan lise yıllarında kendini kestiğini, son yedi yıldır hiç yapmadığını ve dürtü de hissetmediğini söyledi.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Danışan sekiz yıl önce şiddet gördüğü evliliğinden boşandığını, eski eşiyle hiçbir teması olmadığını anlattı.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Eşinden iki yıl önce boşandı ama eski eşi hâlâ kapısına gelip tehdit ediyor.'),
    ).toContain('domesticViolence');
  });

  it('reads violence by a relative who has died as history, and violence by the living as now', () => {
    expect(
      rulesKinds(
        'Babasını 1 yıl önce kaybeden 33 yaşında danışan; babası alkolik ve şiddet uygulayan biriymiş.',
      ),
    ).toEqual([]);
    expect(rulesKinds('Babası 2 yıl önce vefat etti. Annesi her akşam onu dövüyor.')).toContain(
      'domesticViolence',
    );
    // Losing a game is no death.
    expect(
      rulesKinds(
        '9 yaşındaki çocuk babasının oyunda her kaybettiğinde onu itip masaya çarptığını anlattı.',
      ),
    ).toContain('childAbuse');
  });

  it("reads a young child's threat in a squabble that passes as no risk, without that context as one", () => {
    expect(
      rulesKinds(
        "10 yaşındaki danışan kardeşi çikolatasını yediği için 'onu gebertecem' dedi. Annesi kavgaların kısa sürdüğünü, hemen barıştıklarını söylüyor.",
      ),
    ).toEqual([]);
    expect(
      rulesKinds("10 yaşındaki danışan kardeşine 'seni gebertecem' deyip bıçak almış."),
    ).toContain('harmToOthers');
  });

  it('reads "kendimi yaktım" of a mistake at work as an idiom, a burn on the body as self-harm', () => {
    expect(
      rulesKinds(
        "Danışan 'bu işte kendimi yaktım' diyerek iş yerinde yaptığı bir hatadan bahsetti; hata telafi edilmiş.",
      ),
    ).toEqual([]);
    expect(rulesKinds('Danışan dün kendini yaktı, kolunda yanıklar var.')).toContain('selfHarm');
  });

  it('reads life insurance as the way out of a debt as a suicide sign', () => {
    expect(
      rulesKinds(
        "Bahis borcu 900 bin. Geçen seans 'en kötü ihtimalle hayat sigortam var, ailem zarar görmez' dedi.",
      ),
    ).toContain('suicide');
  });

  it("names the model's abuse of an older person with no child in the text as elder abuse", () => {
    const found = kindsOf(
      "annesi 82 yasinda, danisanim 'kadina aksama kadar yemek vermiyorum artik, belki akillanir' diyor. annesi diyabetik ve insulin kullaniyor",
    );
    expect(found).toContain('elderAbuse');
    expect(found).not.toContain('childAbuse');
  });
});

describe('adults, babies and loud televisions', () => {
  it('reads an adult couple with months of marriage as no child, a baby of months as one', () => {
    expect(
      rulesKinds(
        "8 aylık evli bir çift, kadın 20, erkek 24 yaşında, hiç cinsel birliktelik yaşayamamışlar. Kaynana 'çocuk olmazsa oğlumu başkasıyla evlendiririz' demiş.",
      ),
    ).not.toContain('childAbuse');
    expect(rulesKinds('15 yaşındaki kızını amcasının oğluyla evlendirecekler.')).toContain(
      'childAbuse',
    );
    expect(rulesKinds('Anne 8 aylık bebeğini ağladığı için sertçe sarstığını anlattı.')).toContain(
      'childAbuse',
    );
  });

  it('reads a television turned up loud and a therapist not reaching feelings as no risk', () => {
    expect(
      rulesKinds(
        "70'li yaşlarda bir çift: kadın 'televizyonu da bağıra bağıra açıyor' diyor. Adamın duygularına bir türlü ulaşamıyorum.",
      ),
    ).toEqual([]);
  });
});

describe('"beni öldürecek" of everyday burdens', () => {
  it('reads an exam, a report card or a boss over a late report as hyperbole, a partner never', () => {
    expect(
      rulesKinds("Ergen danışan gülerek 'annem karnemi görünce beni öldürecek' dedi."),
    ).toEqual([]);
    expect(rulesKinds("Öğrenci 'bu matematik sınavı beni öldürecek' diyor.")).toEqual([]);
    expect(rulesKinds("'Bu rapor gecikirse patron beni öldürecek' dedi, gülerek.")).toEqual([]);
    expect(rulesKinds('Kocam karnemi görünce beni öldürecek.')).toContain('domesticViolence');
    expect(
      rulesKinds('Annem eve geç gelirsem beni öldürecek, geçen sefer kemerle dövdü.'),
    ).not.toEqual([]);
  });
});

describe('a screening answered plainly, and a death by suicide of someone else', () => {
  it('reads "net bir şekilde hayır" and a screening list marked "olumsuz" as denials, never before an "ama"', () => {
    expect(
      rulesKinds(
        "Ölüm ve intihar düşüncesini sorduğumda net şekilde 'hayır, çocuklarım var, yaşamak istiyorum' dedi.",
      ),
    ).toEqual([]);
    expect(rulesKinds('Risk taraması: intihar, kendine zarar, başkasına zarar — olumsuz.')).toEqual(
      [],
    );
    expect(
      rulesKinds(
        'İntihar düşüncesini sordum, net bir şekilde hayır dedi ama ilaçlarını biriktirdiğini öğrendim.',
      ),
    ).toContain('suicide');
  });

  it('reads a loss to suicide long ago as a loss, a recent one in the family as a risk to screen', () => {
    expect(
      rulesKinds('İki yıl önce bir danışanımı intiharla kaybettim, hâlâ tetikleniyorum.'),
    ).toEqual([]);
    expect(
      rulesKinds('40 yaşında danışanın babası 12 yıl önce intihar ederek hayatını kaybetmiş.'),
    ).toEqual([]);
    expect(
      rulesKinds('Danışanın kardeşi geçen hafta intihar etti; danışan çok dağılmış.'),
    ).toContain('suicide');
  });
});

describe('a word inside another, a leaving, a kept weapon and a fever', () => {
  it('reads "kendini … at-" only as a verb of its own, not inside "rahatlattı"', () => {
    expect(
      rulesKinds('Eşinin sesini duyar gibi olmanın kendisini rahatlattığını anlattı.'),
    ).toEqual([]);
    expect(rulesKinds('Kendini köprüden atacağını söyleyip evden çıkmış.')).toContain('suicide');
  });

  it('reads an attempt years ago, screened again today with "güncel risk sorgulandı, yok", as history', () => {
    expect(
      rulesKinds(
        'Danışan 12 yıl önce lisedeyken bir intihar girişiminde bulunmuş. O günden bu yana hiçbir düşünce ya da girişim olmamış. Güncel risk sorgulandı, yok.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        'Danışan 12 yıl önce bir intihar girişiminde bulunmuş; bu hafta yine ölmeyi düşünüyor.',
      ),
    ).toContain('suicide');
  });

  it('reads things given away at a retirement told in the same sentence as a leaving', () => {
    // kindsOf: the learned model reads it too, and it was what raised this one.
    expect(
      kindsOf(
        '30 yıllık hemşire emekli oluyor; veda gününde çok duygulandığını, dolabındaki eşyaları genç hemşirelere dağıttığını anlattı. Emeklilikte torunlarıyla vakit geçirmeyi planlıyor.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Son haftalarda kitaplarını ve saatini arkadaşlarına dağıttığını anlattı.'),
    ).toContain('suicide');
  });

  it('reads a weapon kept from a relative who tried to take it, in a low mood, as a suicide risk', () => {
    const kinds = rulesKinds(
      '71 yaşında dul erkek, iştahı yok, kimseyle görüşmüyor. Kızı tabancasını almak istemiş, vermemiş.',
    );
    expect(kinds).toContain('suicide');
    expect(kinds).not.toContain('harmToOthers');
  });

  it('reads a fever with confusion or a stiff neck as an emergency of the body', () => {
    expect(
      rulesKinds(
        'Yurtta kalan öğrenci dünden beri ateşli, saçma konuşuyor; arkadaşları kaygı sanıyor.',
      ),
    ).toEqual(['psychEmergency']);
    expect(rulesKinds('Ateşi yüksek, ensesini eğemiyor, ışıktan rahatsız oluyor.')).toEqual([
      'psychEmergency',
    ]);
  });
});

describe('a screening answered in a quote, a topic named, a burden pointed at with "bu"', () => {
  it('reads the clinician’s own screening word beside the client’s quoted answer as asked and answered', () => {
    expect(
      rulesKinds(
        "Yaşlı danışana intihar düşüncesini sorduğumda 'Allah korusun' dedi; torununun düğününü bekliyor.",
      ),
    ).toEqual([]);
    // The client's own words about dying stay a risk whatever the clinician asked.
    expect(
      rulesKinds("İntihar düşüncesini sorduğumda 'bazen uyuyup uyanmasam diyorum' dedi."),
    ).toContain('suicide');
  });

  it('reads a comparison of approaches or an exam question as a topic, not a person', () => {
    expect(
      rulesKinds(
        'Kendine zarar verme davranışında DBT ile şema terapiyi nasıl karşılaştırırsınız?',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Yarınki sınavda lityumun anti-intihar etkisi sorulacak; nasıl anlatırım?'),
    ).toEqual([]);
  });

  it('reads a law question naming a category and a hospital as a topic with no patient', () => {
    expect(
      rulesKinds(
        'Çocuk istismarı şüphesinde bildirim yükümlülüğü okul danışmanları ile hastane psikologları için farklı mı? Mevzuatı özetler misiniz?',
      ),
    ).toEqual([]);
  });

  it('reads "bu hoca / bu danışan / bu tempo beni öldürecek" as a burden, "bu adam" as a threat', () => {
    expect(rulesKinds("Danışan 'bu hoca beni öldürecek, üç ödev aynı gün' diye güldü.")).toEqual(
      [],
    );
    expect(rulesKinds("Asistan hekim 'bu tempo beni öldürecek' dedi.")).toEqual([]);
    expect(rulesKinds("Danışan 'bu adam beni öldürecek' dedi, eşinden söz ediyordu.")).toContain(
      'harmToOthers',
    );
  });
});

describe('game talk, a move, a number before a word, a screening after a colon', () => {
  it('reads a threat shouted inside a video game or a match as game talk, until it leaves the game', () => {
    expect(
      rulesKinds(
        "16 yaşındaki danışan Among Us oynarken arkadaşına 'seni öldüreceğim impostor' yazmış.",
      ),
    ).toEqual([]);
    expect(
      rulesKinds("Maç izlerken 'o hakemi öldüreceğim' diye bağırdığını gülerek anlattı."),
    ).toEqual([]);
    expect(
      rulesKinds(
        "17 yaşında; online oyunda kavga ettiği çocuğun adresini bulmuş, 'yarın geliyom, seni öldüreceğim' yazmış.",
      ),
    ).toContain('harmToOthers');
  });

  it('reads things given away while moving house as a move, and "(66) kütüphanesindeki" as an age', () => {
    expect(
      rulesKinds(
        'Danışan taşınırken eşyalarının yarısını ihtiyaç sahiplerine dağıtmış, yeni işine başlıyor.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Emekli öğretmen danışan (66) kütüphanesindeki kitapları köy okuluna bağışladı.'),
    ).toEqual([]);
    expect(rulesKinds('Dün gece 30 kutu ilacı birden içmiş.')).toContain('suicide');
  });

  it('reads a screening answered after a colon, and a wish to die asked and answered after a semicolon', () => {
    expect(
      rulesKinds(
        'Danışan 5 yıl önce özkıyım girişiminde bulunmuş. Bugünkü görüşmede ayrıntılı risk taraması yaptım: ölüm düşüncesi, plan ya da niyet yok.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        "80 yaşında danışan 'ona yük olmaktan utanıyorum' diyor. Ölüm isteğini sordum; olmadığını, torunları için yaşadığını söyledi.",
      ),
    ).toEqual([]);
  });
});

describe('a suspicion ruled out', () => {
  it('reads "istismar şüphesi dışlandı" as a suspicion ruled out, and a suspicion alone as one to check', () => {
    expect(
      rulesKinds(
        'Çocuğun bacaklarındaki morluklar hematoloji tarafından ITP’ye bağlandı, trombosit düşük; istismar şüphesi dışlandı.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds('Çocuğun bacaklarında morluklar var, istismar şüphesiyle yönlendirildi.'),
    ).toContain('childAbuse');
  });
});

describe('self-harm long past, with years since and no urge', () => {
  it('reads "N yıldır böyle bir davranışı olmamış" after cutting years ago as history', () => {
    expect(
      rulesKinds(
        '24 yaşında danışan 16-18 yaşları arasında kollarını kestiğini, 6 yıldır böyle bir davranışı olmadığını anlattı. Şimdi izleri lazerle aldırmak istiyor.',
      ),
    ).toEqual([]);
    expect(
      rulesKinds(
        '24 yaşında danışan 16-18 yaşları arasında kollarını kestiğini anlattı; bu hafta yeniden jilet almış.',
      ),
    ).toContain('selfHarm');
  });
});

describe('what hyperbole and game talk never cover', () => {
  it('keeps a partner’s threat during a match, and one said in fear, a threat', () => {
    expect(
      rulesKinds("Kocası maçı kaybedince bana 'seni öldüreceğim' diye bağırdı, çok korktum."),
    ).toContain('domesticViolence');
    expect(
      rulesKinds("Ağabeyi konsolda oynarken 'seni öldüreceğim' diye bağırdı; çocuk çok korkmuş."),
    ).toContain('harmToOthers');
  });

  it('keeps a child’s fear of a parent a sign to screen, unless a school matter is named', () => {
    expect(
      rulesKinds('12 yaşındaki danışan: babam eve gelince beni öldürecek, çok korkuyorum.'),
    ).toContain('childAbuse');
    expect(rulesKinds('Matematikten kalırsam annem beni öldürür.')).toEqual([]);
    expect(rulesKinds("Danışan 'bu danışan beni öldürecek, hep geç geliyor' dedi.")).toEqual([]);
  });
});
