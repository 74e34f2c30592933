import {
  BUSINESS_FACTS,
  CODE_LENGTH,
  DEFAULT_MONTHLY_QUOTA,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_APPLICATION,
  RETENTION_DAYS_AFTER_ENTITLEMENT,
  TRIAL_DAYS,
  TRIAL_QUESTIONS,
} from '@psikorehber/shared/constants';
import { PLAN_PERIODS_OR } from '@psikorehber/shared/messages';
import { Link } from 'react-router';
import type { AccordionItem } from '~/components/accordion';
import { textLinkStyle } from '~/components/button-styles';
import { CONTACT_EMAIL } from '~/config/env';
import { paths } from '~/config/paths';

// The 20 questions of /faq (docs/requirements/screens.md#scr-faq). They state every fact of
// docs/requirements/overview.md#ov-promises: review in 24-48 hours, full refund within 7 calendar
// days, no auto-renewal, no carry-over, answers in 2-10 seconds, breach notice within 72 hours,
// plus KVKK, the trial, who may apply and documents.

const documentTypes = DOCUMENT_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');
const documentMegabytes = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));
const periods = PLAN_PERIODS_OR;

export const FAQ_ITEMS: readonly AccordionItem[] = [
  {
    id: 'nedir',
    question: 'PsikoRehber nedir?',
    answer: (
      <p>
        PsikoRehber, psikoloji profesyonellerine ve öğrencilere vaka analizi, etik danışmanlık ve
        teknik önerileri konularında yapay zekâ destekli klinik süpervizyon sunan Türkçe bir
        platformdur. Vakalarınızı konu başlıkları altında düzenler, sorularınıza kaynaklı ve
        yapılandırılmış yanıtlar alırsınız.
      </p>
    ),
  },
  {
    id: 'kimler',
    question: 'Kimler başvurabilir?',
    answer: (
      <p>
        Psikologlar, klinik psikologlar, psikolojik danışmanlar ve rehber öğretmenler, aile
        danışmanları, psikoloji alanında yüksek lisans veya doktora düzeyindeki uzmanlar ile
        psikoloji ve psikolojik danışmanlık ve rehberlik (PDR) öğrencileri başvurabilir. Platform
        yalnızca başvurusu onaylanan kişilere açıktır.
      </p>
    ),
  },
  {
    id: 'belgeler',
    question: 'Başvuru için hangi belgeler gerekiyor?',
    answer: (
      <p>
        Mesleğinizi veya öğrenciliğinizi gösteren bir belge (diploma, uzmanlık belgesi, öğrenci
        belgesi, meslek örgütü üyelik belgesi gibi) eklemeniz incelemeyi hızlandırır. Başvuruya en
        fazla {DOCUMENTS_PER_APPLICATION} belge eklenebilir; kabul edilen biçimler {documentTypes},
        en büyük dosya boyutu {documentMegabytes} MB’tır. Yeni bir belge yüklemek için önce mevcut
        belgeyi silmeniz gerekir.
      </p>
    ),
  },
  {
    id: 'inceleme-suresi',
    question: 'Başvurum ne kadar sürede incelenir?',
    answer: (
      <p>
        Başvurular {BUSINESS_FACTS.reviewHours} saat içinde incelenir. Sonuç, başvuruda
        belirttiğiniz e-posta adresine bildirilir; başvurunuzun durumunu giriş yaptıktan sonra
        “Başvurum &amp; Profilim” sayfasından da izleyebilirsiniz.
      </p>
    ),
  },
  {
    id: 'basvuru-adimlari',
    question: 'Başvuru süreci nasıl işliyor?',
    answer: (
      <p>
        <Link to={paths.apply} className={textLinkStyle}>
          Başvuru formunu
        </Link>{' '}
        doldurup belgenizi ekledikten sonra e-posta adresinize gelen {CODE_LENGTH} haneli kodu
        girersiniz. Ardından şifrenizi belirler, başvurunuzu kontrol edip gönderirsiniz. Ekibimiz
        başvurunuzu inceleyerek onaylar, ek bilgi için beklemeye alır veya reddeder.
      </p>
    ),
  },
  {
    id: 'deneme',
    question: 'Ücretsiz deneme neleri kapsıyor?',
    answer: (
      <p>
        Başvurunuz onaylandıktan sonra bir kez, {TRIAL_DAYS} gün süren ve toplam {TRIAL_QUESTIONS}{' '}
        soru hakkı veren ücretsiz denemeyi başlatabilirsiniz. Süre veya soru hakkından hangisi önce
        dolarsa deneme sona erer. Deneme için kart bilgisi istenmez ve deneme kendiliğinden ücretli
        plana dönüşmez.
      </p>
    ),
  },
  {
    id: 'planlar',
    question: 'Hangi planlar var ve nasıl satın alırım?',
    answer: (
      <p>
        Başlangıç (aylık {DEFAULT_MONTHLY_QUOTA.BEGINNER} soru), Temel (aylık{' '}
        {DEFAULT_MONTHLY_QUOTA.BASIC} soru) ve Premium (aylık {DEFAULT_MONTHLY_QUOTA.PREMIUM} soru)
        planlarını {periods} aylık olarak satın alabilirsiniz. Güncel fiyatları{' '}
        <Link to={paths.pricing} className={textLinkStyle}>
          Planlar sayfasında
        </Link>{' '}
        görebilirsiniz; satın alma, başvurunuz onaylandıktan sonra giriş yaparak yapılır.
      </p>
    ),
  },
  {
    id: 'odeme',
    question: 'Ödemeyi nasıl yapıyorum, kart bilgilerim saklanıyor mu?',
    answer: (
      <p>
        Ödemeler kredi veya banka kartıyla, lisanslı ödeme kuruluşu PayTR aracılığıyla ve 3D Secure
        doğrulamasıyla alınır. Kart bilgileriniz doğrudan ödeme kuruluşuna iletilir; PsikoRehber
        kart bilgisi görmez ve saklamaz.
      </p>
    ),
  },
  {
    id: 'otomatik-yenileme',
    question: 'Planım otomatik olarak yenilenir mi?',
    answer: (
      <p>
        Hayır, otomatik yenileme yoktur. Planlar ön ödemelidir; dönem sona erdiğinde kartınızdan
        yeniden ödeme alınmaz. Devam etmek isterseniz dilediğiniz zaman yeni bir plan satın
        alabilirsiniz.
      </p>
    ),
  },
  {
    id: 'devretme',
    question: 'Kullanmadığım soru hakları sonraki döneme aktarılır mı?',
    answer: (
      <p>
        Hayır, kullanılmayan krediler devretmez. Dönem sona erdiğinde veya yeni bir plan satın
        aldığınızda kalan soru haklarınız sonraki döneme aktarılmaz. Yeni satın alma hemen yeni bir
        dönem başlatır ve mevcut planınızın yerine geçer; satın alma ekranı bunu önceden hatırlatır.
      </p>
    ),
  },
  {
    id: 'iade',
    question: 'İade alabilir miyim?',
    answer: (
      <p>
        Evet. Satın alma tarihinden itibaren ilk {BUSINESS_FACTS.refundDays} takvim günü içinde
        talep ederseniz ödediğiniz tutarın tamamı iade edilir. Talebinizi kayıtlı e-posta
        adresinizden{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={textLinkStyle}>
          {CONTACT_EMAIL}
        </a>{' '}
        adresine veya iletişim formundan iletebilirsiniz.
      </p>
    ),
  },
  {
    id: 'kota-bitti',
    question: 'Soru hakkım bittiğinde ne olur?',
    answer: (
      <p>
        Yeni soru soramazsınız, ancak geçmiş oturumlarınızı okumaya ve PDF olarak indirmeye devam
        edebilirsiniz. Soru sormaya devam etmek için yeni bir plan satın almanız yeterlidir.
      </p>
    ),
  },
  {
    id: 'yanit-suresi',
    question: 'Yanıtlar ne kadar sürede geliyor?',
    answer: (
      <>
        <p>
          Yanıtlar genellikle {BUSINESS_FACTS.answerSeconds} saniye içinde gelir. Yanıt oluşurken
          ekranda akış hâlinde görünür. Sayfayı yenileseniz veya sekmeyi kapatsanız da yanıt
          sunucuda yazılmaya devam eder ve döndüğünüzde sizi bekler; yanıtı yalnızca
          &quot;Durdur&quot; düğmesi durdurur.
        </p>
        <p className="mt-2">
          Hakkınız adil kullanılır: ilk kelime gelmeden durdurduğunuz, oluşturulamayan veya bizden
          kaynaklanan bir nedenle (zaman aşımı, sağlayıcı bağlantısının kopması) yarım kalan
          yanıtlar için soru hakkınız iade edilir ve yanıtı bir kez ücretsiz yeniden
          oluşturabilirsiniz. Kendi durdurduğunuz, metin içeren bir yanıt hakkınızdan düşer.
        </p>
      </>
    ),
  },
  {
    id: 'konular',
    question: 'Hangi konularda destek alabilirim?',
    answer: (
      <p>
        Vaka analizi ve formülasyonu, etik ikilemler (gizlilik ve sınırları, çoklu ilişkiler,
        bildirim yükümlülüğü gibi), farklı terapi yaklaşımlarından teknik önerileri ve süpervizyon
        modelleri hakkında soru sorabilirsiniz. Risk içeren durumlarda yanıta bir risk protokolü
        bölümü eklenir.
      </p>
    ),
  },
  {
    id: 'supervizor',
    question: 'PsikoRehber insan süpervizörün yerini alır mı?',
    answer: (
      <p>
        Hayır. PsikoRehber, süpervizyon görüşmelerinizin arasında düşüncelerinizi yapılandırmanıza
        yardım eden bir destektir; tanı koymaz, insan süpervizörün ve kurumunuzun protokollerinin
        yerini almaz. Danışanınızla ilgili mesleki kararlar ve sorumluluk size aittir.
      </p>
    ),
  },
  {
    id: 'kvkk',
    question: 'Verilerim KVKK’ya uygun şekilde işleniyor mu?',
    answer: (
      <p>
        Evet. Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak,
        yalnızca hizmetin gerektirdiği amaçlarla işlenir; reklam veya profil çıkarma amacıyla
        kullanılmaz. Hangi verilerin hangi hukuki sebeple işlendiğini ve haklarınızı{' '}
        <Link to={paths.privacy} className={textLinkStyle}>
          KVKK aydınlatma metninde
        </Link>{' '}
        bulabilirsiniz.
      </p>
    ),
  },
  {
    id: 'danisan-bilgisi',
    question: 'Sorularıma danışan bilgisi yazabilir miyim?',
    answer: (
      <p>
        Vakaları anonimleştirerek paylaşmanızı rica ederiz: danışanınızın adını, T.C. kimlik
        numarasını, adresini, telefonunu veya kurum adını yazmayın. Yine de gözden kaçan kişisel
        veriler, sorunuz harici bir yapay zekâ hizmetine gönderilmeden önce otomatik olarak
        maskelenir.
      </p>
    ),
  },
  {
    id: 'guvenlik',
    question: 'Verilerim nasıl korunuyor, bir ihlal olursa haberim olur mu?',
    answer: (
      <p>
        Verileriniz şifreli bağlantıyla taşınır; parolalar tek yönlü ve güçlü biçimde özetlenir,
        sorularınızı yalnızca siz görebilirsiniz ve sistem kayıtlarına klinik metin yazılmaz. Olası
        bir veri ihlalinde, ihlalin öğrenilmesinden itibaren en geç{' '}
        {BUSINESS_FACTS.breachNoticeHours} saat içinde Kişisel Verileri Koruma Kurulu’na bildirim
        yapılır ve etkilenen kullanıcılar bilgilendirilir.
      </p>
    ),
  },
  {
    id: 'gecmis',
    question: 'Aboneliğim bittiğinde geçmişime ne olur?',
    answer: (
      <p>
        Deneme veya plan hakkınız sona erdikten sonra oturumlarınız{' '}
        {RETENTION_DAYS_AFTER_ENTITLEMENT} gün boyunca okunabilir ve PDF olarak indirilebilir kalır;
        bu sürenin sonunda kalıcı olarak silinir. Yeni bir plan satın alırsanız geçmişinize
        kaldığınız yerden devam edersiniz.
      </p>
    ),
  },
  {
    id: 'hesap-silme',
    question: 'Hesabımı ve verilerimi nasıl sildirebilirim?',
    answer: (
      <p>
        Oturumlarınızı çalışma alanından kendiniz silebilirsiniz. Hesabınızın ve tüm verilerinizin
        silinmesi ya da KVKK’nın 11. maddesindeki diğer haklarınız için kayıtlı e-posta adresinizden{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={textLinkStyle}>
          {CONTACT_EMAIL}
        </a>{' '}
        adresine yazabilirsiniz; talebiniz en geç 30 gün içinde sonuçlandırılır.
      </p>
    ),
  },
];
