import {
  BUSINESS_FACTS,
  DOCUMENT_EXTENSIONS,
  RETENTION_DAYS_AFTER_ENTITLEMENT,
  TRIAL_DAYS,
  TRIAL_QUESTIONS,
} from '@psikorehber/shared/constants';
import { PLAN_PERIODS_OR } from '@psikorehber/shared/messages';
import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { Page } from '~/components/page';
import { CONTACT_EMAIL } from '~/config/env';
import { paths } from '~/config/paths';

// /terms: the conditions of use, carrying the business statements of the requirements
// (docs/requirements/limits.md#lim-business-statements: review 24-48 hours, full refund within 7
// calendar days, no auto-renewal, no carry-over) and the trial of 3 days / 3 questions
// (docs/requirements/limits.md#lim-trial).

const periods = PLAN_PERIODS_OR;
const documentTypes = DOCUMENT_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

export function TermsPage() {
  const mail = `mailto:${CONTACT_EMAIL}`;
  return (
    <Page
      title="Kullanım Koşulları"
      documentTitle={PUBLIC_PAGES['/terms'].title}
      lead="Bu koşullar, PsikoRehber platformunu ve hizmetlerini kullanımınızı düzenler. Başvuru yaparak veya platformu kullanarak bu koşulları kabul etmiş olursunuz."
    >
      <p className="mt-2 text-sm text-muted">Yürürlük tarihi: 22 Kasım 2026</p>

      <section
        aria-labelledby="terms-summary-title"
        className="mt-8 max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="terms-summary-title" className="font-semibold text-ink">
          Özetle
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-brand-700">
          <li>Başvurular {BUSINESS_FACTS.reviewHours} saat içinde incelenir.</li>
          <li>
            Ücretsiz deneme {TRIAL_DAYS} gün ve toplam {TRIAL_QUESTIONS} sorudur.
          </li>
          <li>Planlar ön ödemelidir; otomatik yenileme yoktur.</li>
          <li>Kullanılmayan soru hakları sonraki döneme devretmez.</li>
          <li>
            Satın alma tarihinden itibaren ilk {BUSINESS_FACTS.refundDays} takvim günü içinde tam
            iade yapılır.
          </li>
        </ul>
      </section>

      <div className="prose-page">
        <h2 id="taraflar">1. Taraflar ve kapsam</h2>
        <p>
          Bu koşullar, PsikoRehber platformunun işleteni (“PsikoRehber”) ile platforma başvuran veya
          platformu kullanan kişi (“kullanıcı”) arasındaki ilişkiyi düzenler. Kişisel verilerinizin
          işlenmesine ilişkin ayrıntılar <Link to={paths.privacy}>KVKK aydınlatma metninde</Link>{' '}
          yer alır.
        </p>

        <h2 id="hizmet">2. Hizmetin niteliği</h2>
        <p>
          PsikoRehber, psikoloji profesyonellerine ve öğrencilere vaka analizi, etik danışmanlık ve
          teknik önerileri konularında yapay zekâ destekli süpervizyon sunar. Yanıtlar genellikle{' '}
          {BUSINESS_FACTS.answerSeconds} saniye içinde üretilir; bu süre garanti edilmez.
        </p>
        <p>
          Yanıtlar bilgilendirme ve mesleki düşünmeyi destekleme amaçlıdır. Tanı, tedavi veya hukuki
          görüş niteliği taşımaz; insan süpervizörün, meslek örgütlerinin etik kurullarının ve
          kurumunuzun protokollerinin yerini almaz. Danışanınızla ilgili her karar ve uygulamanın
          mesleki sorumluluğu size aittir. Acil risk durumlarında 112 Acil Çağrı Merkezi’ne ve
          kurumunuzun kriz protokolüne başvurun.
        </p>

        <h2 id="basvuru">3. Başvuru ve onay</h2>
        <ul>
          <li>
            Platform yalnızca psikologlara, klinik psikologlara, psikolojik danışmanlara ve rehber
            öğretmenlere, aile danışmanlarına, psikoloji alanında yüksek lisans veya doktora
            düzeyindeki uzmanlara ve psikoloji veya psikolojik danışmanlık ve rehberlik
            öğrencilerine açıktır.
          </li>
          <li>
            Başvuruda verdiğiniz bilgilerin doğru ve güncel olması gerekir. Mesleğinizi veya
            öğrenciliğinizi gösteren bir belgeyi ({documentTypes} biçiminde, en fazla bir belge)
            ekleyebilirsiniz.
          </li>
          <li>
            Başvurular {BUSINESS_FACTS.reviewHours} saat içinde incelenir. PsikoRehber, belgesi
            doğrulanamayan veya koşulları karşılamayan başvuruları gerekçe bildirmeksizin reddetme
            ya da ek bilgi için beklemeye alma hakkını saklı tutar.
          </li>
          <li>Çalışma alanı, deneme ve satın alma yalnızca onaylanan kullanıcılara açıktır.</li>
        </ul>

        <h2 id="deneme">4. Ücretsiz deneme</h2>
        <p>
          Onaylanan her kullanıcı bir kez, {TRIAL_DAYS} gün süren ve toplam {TRIAL_QUESTIONS} soru
          hakkı veren ücretsiz denemeyi başlatabilir. Süre veya soru hakkından hangisi önce dolarsa
          deneme o anda sona erer. Deneme için ödeme bilgisi istenmez ve deneme kendiliğinden
          ücretli plana dönüşmez.
        </p>

        <h2 id="planlar">5. Planlar ve ödeme</h2>
        <ul>
          <li>
            Planlar {periods} aylık dönemler için ön ödemeli olarak satın alınır. Dönemin soru
            hakkı, planın aylık kotası ile ay sayısının çarpımıdır ve her soru bir hak kullanır.
          </li>
          <li>
            Ödemeler kartla, lisanslı ödeme kuruluşu aracılığıyla alınır. Kart bilgileriniz doğrudan
            ödeme kuruluşuna iletilir; PsikoRehber kart bilgisi saklamaz.
          </li>
          <li>
            <strong>Otomatik yenileme yoktur.</strong> Dönem sona erdiğinde kartınızdan yeniden
            ödeme alınmaz; devam etmek isterseniz yeni bir plan satın alırsınız.
          </li>
          <li>
            <strong>Kullanılmayan soru hakları devretmez.</strong> Dönem sona erdiğinde veya yeni
            bir plan satın aldığınızda kalan haklar sonraki döneme aktarılmaz. Yeni satın alma hemen
            yeni bir dönem başlatır ve varsa mevcut planınızın yerine geçer.
          </li>
          <li>
            Fiyatlar Türk lirası cinsindendir ve satın alma anında gösterilen tutar geçerlidir.
          </li>
        </ul>

        <h2 id="iade">6. İade</h2>
        <p>
          Satın alma tarihinden itibaren ilk {BUSINESS_FACTS.refundDays} takvim günü içinde iade
          talebinde bulunursanız ödediğiniz tutarın tamamı, ödemede kullandığınız karta iade edilir.
          İade talebinizi kayıtlı e-posta adresinizden <a href={mail}>{CONTACT_EMAIL}</a> adresine
          veya <Link to={paths.contact}>iletişim formundan</Link> iletebilirsiniz. İade
          onaylandığında ilgili plan sona erer. Bankanıza bağlı olarak iadenin kartınıza yansıması
          birkaç iş günü sürebilir.
        </p>

        <h2 id="yukumlulukler">7. Kullanıcının yükümlülükleri</h2>
        <ul>
          <li>
            Danışanlarınızın kimliğini belirleyebilecek bilgileri (ad, T.C. kimlik numarası, adres,
            telefon, kurum adı vb.) sorularınıza yazmamak ve vakaları anonimleştirerek paylaşmak.
          </li>
          <li>
            Mesleki sır saklama yükümlülüğüne, bağlı olduğunuz meslek örgütünün etik ilkelerine ve
            mevzuata uymak.
          </li>
          <li>
            Hesabınızı ve parolanızı başkalarıyla paylaşmamak; yetkisiz bir kullanım fark ederseniz
            bize hemen bildirmek.
          </li>
          <li>
            Platformu hukuka aykırı amaçlarla, otomatik araçlarla toplu sorgu yaparak veya sistemin
            güvenliğini tehlikeye atacak biçimde kullanmamak.
          </li>
        </ul>
        <p>
          Bu yükümlülüklere aykırılık hâlinde PsikoRehber hesabı askıya alabilir veya kapatabilir.
        </p>

        <h2 id="saklama">8. İçeriklerin saklanması</h2>
        <p>
          Oturumlarınız ve soru–yanıt geçmişiniz, deneme veya plan hakkınız sona erdikten sonra{' '}
          {RETENTION_DAYS_AFTER_ENTITLEMENT} gün boyunca okunabilir ve PDF olarak indirilebilir
          kalır; bu sürenin sonunda silinir. Yanıtları kendi klinik kayıtlarınıza aktarmak sizin
          sorumluluğunuzdadır.
        </p>

        <h2 id="fikri-mulkiyet">9. Fikri mülkiyet</h2>
        <p>
          Platformun yazılımı, tasarımı ve bilgi tabanı PsikoRehber’e aittir. Sorularınız ve size
          verilen yanıtlar üzerindeki kullanım hakkı size aittir; bunları mesleki çalışmanızda
          kullanabilirsiniz.
        </p>

        <h2 id="sorumluluk">10. Sorumluluğun sınırı</h2>
        <p>
          PsikoRehber hizmeti özenle ve kesintisiz sunmak için gerekli tedbirleri alır; bununla
          birlikte bakım, güncelleme veya elimizde olmayan nedenlerle kısa süreli kesintiler
          olabilir. Yanıtların kullanımından doğan mesleki kararların sorumluluğu kullanıcıya
          aittir. Kanunen sınırlandırılamayan sorumluluklar saklıdır.
        </p>

        <h2 id="degisiklik">11. Değişiklikler ve fesih</h2>
        <p>
          Bu koşulları güncelleyebiliriz; önemli değişiklikleri yürürlüğe girmeden önce kayıtlı
          kullanıcılarımıza e-posta ile bildiririz. Hesabınızı dilediğiniz zaman kapatmak için bize
          yazabilirsiniz.
        </p>

        <h2 id="hukuk">12. Uygulanacak hukuk</h2>
        <p>
          Bu koşullara Türkiye Cumhuriyeti hukuku uygulanır. Tüketici sıfatıyla yaptığınız
          işlemlerde uyuşmazlıklar için, parasal sınırlar çerçevesinde Tüketici Hakem Heyetlerine
          veya Tüketici Mahkemelerine başvurabilirsiniz.
        </p>

        <h2 id="iletisim">13. İletişim</h2>
        <p>
          Sorularınız için <a href={mail}>{CONTACT_EMAIL}</a> adresine yazabilir veya{' '}
          <Link to={paths.contact}>iletişim sayfamızı</Link> kullanabilirsiniz.
        </p>
      </div>
    </Page>
  );
}
