import {
  BUSINESS_FACTS,
  CONSENT_TEXT_VERSIONS,
  RETENTION_DAYS_AFTER_ENTITLEMENT,
} from '@psikorehber/shared/constants';
import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { Page } from '~/components/page';
import { CONTACT_EMAIL } from '~/config/env';
import { paths } from '~/config/paths';
import { formatLongDate } from '~/lib/format-date';

// /privacy: the information notice (aydınlatma metni) of KVKK (Law No. 6698) Article 10 and the
// Communiqué on the obligation to inform; the Article 11 rights and how to use them.

const SECTIONS = [
  { id: 'veri-sorumlusu', title: '1. Veri sorumlusu' },
  { id: 'veri-kategorileri', title: '2. İşlenen kişisel veriler' },
  { id: 'amaclar', title: '3. İşleme amaçları ve hukuki sebepler' },
  { id: 'toplama', title: '4. Toplama yöntemi' },
  { id: 'aktarim', title: '5. Kişisel verilerin aktarılması' },
  { id: 'saklama', title: '6. Saklama süreleri' },
  { id: 'guvenlik', title: '7. Veri güvenliği ve ihlal bildirimi' },
  { id: 'haklar', title: '8. KVKK 11. madde kapsamındaki haklarınız' },
  { id: 'basvuru', title: '9. Haklarınızı nasıl kullanırsınız?' },
  { id: 'cerezler', title: '10. Çerezler' },
  { id: 'degisiklikler', title: '11. Değişiklikler' },
  { id: 'acik-riza', title: '12. Açık rıza metni' },
] as const;

const PURPOSES = [
  {
    purpose:
      'Başvurunuzun alınması, e-posta adresinizin doğrulanması ve başvurunuzun değerlendirilmesi',
    data: 'Kimlik, iletişim, mesleki bilgiler ve belge',
    basis: 'Sözleşmenin kurulması için gerekli olması (m. 5/2-c)',
  },
  {
    purpose: 'Hesabınızın ve oturumlarınızın yönetilmesi, süpervizyon hizmetinin sunulması',
    data: 'Kimlik, iletişim, soru ve yanıt içerikleri',
    basis: 'Sözleşmenin ifası (m. 5/2-c)',
  },
  {
    purpose: 'Sorularınızda yer alabilecek sağlık verilerinin yanıt üretmek için işlenmesi',
    data: 'Özel nitelikli kişisel veri (sağlık)',
    basis: 'Açık rızanız (m. 6/3-a); rızanızı dilediğiniz zaman geri alabilirsiniz',
  },
  {
    purpose: 'Ödemelerin alınması, faturalandırma ve iade işlemleri',
    data: 'Kimlik, iletişim, müşteri işlem bilgileri',
    basis: 'Sözleşmenin ifası (m. 5/2-c) ve hukuki yükümlülük (m. 5/2-ç)',
  },
  {
    purpose: 'Bilgi güvenliğinin sağlanması, kötüye kullanımın ve yetkisiz erişimin önlenmesi',
    data: 'İşlem güvenliği bilgileri',
    basis: 'Meşru menfaatimiz (m. 5/2-f) ve hukuki yükümlülük (m. 5/2-ç)',
  },
  {
    purpose: 'İletişim formundan veya e-postayla gelen taleplerin yanıtlanması',
    data: 'Kimlik, iletişim ve mesaj içeriği',
    basis: 'Meşru menfaatimiz (m. 5/2-f)',
  },
  {
    purpose: 'Yetkili kurumların taleplerinin karşılanması, uyuşmazlıklarda hakların korunması',
    data: 'İlgili tüm kategoriler, gerektiği ölçüde',
    basis:
      'Hukuki yükümlülük (m. 5/2-ç) ve bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e)',
  },
] as const;

const RIGHTS = [
  'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
  'İşlenmişse buna ilişkin bilgi talep etme,',
  'İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
  'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
  'Eksik veya yanlış işlenmiş olması hâlinde düzeltilmesini isteme,',
  'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
  'Düzeltme, silme veya yok etme işlemlerinin, verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
  'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
  'Kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
] as const;

export function PrivacyPage() {
  const mail = `mailto:${CONTACT_EMAIL}`;
  return (
    <Page
      title="KVKK Aydınlatma Metni"
      documentTitle={PUBLIC_PAGES['/privacy'].title}
      lead="6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, PsikoRehber platformunu kullanırken kişisel verilerinizin nasıl işlendiğini ve haklarınızı bu metinde açıklıyoruz."
    >
      <p className="mt-2 text-sm text-muted">
        Yürürlük tarihi: {formatLongDate(CONSENT_TEXT_VERSIONS.privacyNotice)} · Metin sürümü:{' '}
        {CONSENT_TEXT_VERSIONS.privacyNotice}
      </p>

      <nav
        aria-labelledby="privacy-toc-title"
        className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="privacy-toc-title" className="font-semibold text-ink">
          İçindekiler
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-8 items-center text-brand-800 underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose-page">
        <h2 id="veri-sorumlusu">{SECTIONS[0].title}</h2>
        <p>
          Kişisel verileriniz, veri sorumlusu sıfatıyla PsikoRehber platformunun işleteni
          (“PsikoRehber” veya “biz”) tarafından işlenir. Bu metinle ya da kişisel verilerinizle
          ilgili her konuda <a href={mail}>{CONTACT_EMAIL}</a> adresinden veya{' '}
          <Link to={paths.contact}>iletişim sayfamızdan</Link> bize ulaşabilirsiniz.
        </p>

        <h2 id="veri-kategorileri">{SECTIONS[1].title}</h2>
        <ul>
          <li>
            <strong>Kimlik:</strong> ad ve soyad.
          </li>
          <li>
            <strong>İletişim:</strong> e-posta adresi, iş ve cep telefonu, adres.
          </li>
          <li>
            <strong>Mesleki bilgiler:</strong> uzmanlık alanı, unvan, çalıştığınız kurum, deneyim
            yılı, başvuru motivasyonunuz ve yüklediğiniz mesleki belge (diploma, öğrenci belgesi
            vb.).
          </li>
          <li>
            <strong>Müşteri işlem bilgileri:</strong> başvuru durumu, deneme ve plan bilgileri, soru
            hakları, ödeme tutarı ve tarihi, sipariş numarası. Kart bilgileriniz bize ulaşmaz;
            doğrudan lisanslı ödeme kuruluşuna iletilir.
          </li>
          <li>
            <strong>Soru ve yanıt içerikleri:</strong> çalışma alanında oluşturduğunuz oturum
            başlıkları, sorularınız ve size verilen yanıtlar.
          </li>
          <li>
            <strong>İşlem güvenliği:</strong> oturum kayıtları, IP adresinizin anahtarlı özeti
            (hash), işlem ve hata kayıtları. Sistem kayıtlarına soru ve yanıt metinleri yazılmaz.
          </li>
          <li>
            <strong>Özel nitelikli kişisel veriler:</strong> sorularınızda danışanlarınıza ilişkin
            sağlık verileri (tanı, belirti, tedavi bilgisi gibi) yer alabilir. Bu nedenle
            danışanlarınızın kimliğini belirleyebilecek bilgileri (ad, T.C. kimlik numarası, adres,
            kurum adı vb.) sorularınıza yazmamanızı ve vakaları anonimleştirerek paylaşmanızı rica
            ederiz. Danışan bilgilerinin paylaşılmasında mesleki sır saklama yükümlülüğü ve hukuka
            uygunluk sizin sorumluluğunuzdadır.
          </li>
        </ul>

        <h2 id="amaclar">{SECTIONS[2].title}</h2>
        <p>
          Kişisel verilerinizi KVKK’nın 4. maddesindeki genel ilkelere uygun olarak, aşağıdaki
          amaçlarla ve 5. ve 6. maddelerdeki hukuki sebeplere dayanarak işleriz:
        </p>
      </div>
      <div className="mt-4 max-w-4xl overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            İşleme amaçları, veri kategorileri ve hukuki sebepler
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-300 text-ink">
              <th scope="col" className="py-3 pr-4 font-semibold">
                Amaç
              </th>
              <th scope="col" className="py-3 pr-4 font-semibold">
                Veri kategorisi
              </th>
              <th scope="col" className="py-3 font-semibold">
                Hukuki sebep (KVKK)
              </th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map((row) => (
              <tr key={row.purpose} className="border-b border-slate-200 align-top text-slate-700">
                <td className="py-3 pr-4">{row.purpose}</td>
                <td className="py-3 pr-4">{row.data}</td>
                <td className="py-3">{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="prose-page">
        <h2 id="toplama">{SECTIONS[3].title}</h2>
        <p>
          Kişisel verilerinizi; başvuru, hesap, ödeme ve iletişim formları ile çalışma alanında
          yazdıklarınız aracılığıyla elektronik ortamda, sizden doğrudan toplarız. İşlem güvenliği
          bilgileri, platformu kullandığınız sırada otomatik olarak oluşur.
        </p>

        <h2 id="aktarim">{SECTIONS[4].title}</h2>
        <p>
          Kişisel verilerinizi satmayız ve reklam amacıyla paylaşmayız. Verileriniz yalnızca
          aşağıdaki alıcılara, yukarıdaki amaçlarla sınırlı ve gerektiği ölçüde aktarılır:
        </p>
        <ul>
          <li>
            Hizmeti sunabilmemiz için sözleşmeyle çalıştığımız barındırma, veri depolama ve e-posta
            gönderim hizmeti sağlayıcıları.
          </li>
          <li>
            Ödemenin alınması için lisanslı ödeme kuruluşu. Kart bilgileri doğrudan ödeme kuruluşuna
            gönderilir, tarafımızca saklanmaz.
          </li>
          <li>Talep edilmesi hâlinde, kanunen yetkili kamu kurum ve kuruluşları.</li>
        </ul>
        <h3>Yapay zekâ sağlayıcıları ve yurt dışına aktarım</h3>
        <p>
          Yanıtlar varsayılan olarak PsikoRehber’in kendi altyapısında çalışan süpervizyon motoruyla
          üretilir. Platform, yurt dışında bulunan bir yapay zekâ sağlayıcısını kullanacak biçimde
          yapılandırıldığında sorunuz o sağlayıcıya iletilir. Bu durumda soru gönderilmeden önce ad,
          T.C. kimlik numarası, telefon, e-posta, IBAN, adres ve doğum tarihi gibi kişisel veriler
          otomatik olarak maskelenir. Aktarım, KVKK’nın 9. maddesinde öngörülen uygun güvencelerden
          biriyle (Kişisel Verileri Koruma Kurulu’nun ilan ettiği standart sözleşme ve Kurul’a
          bildirimi) veya bunun mümkün olmadığı hâllerde açık rızanıza dayanılarak yapılır.
        </p>

        <h2 id="saklama">{SECTIONS[5].title}</h2>
        <ul>
          <li>
            <strong>Hesap ve başvuru bilgileri:</strong> üyeliğiniz sürdüğü müddetçe; hesabınızı
            sildiğinizde yüklediğiniz belgelerle birlikte hemen silinir.
          </li>
          <li>
            <strong>Oturumlar, sorular ve yanıtlar:</strong> deneme veya plan hakkınız sona erdikten
            sonra {RETENTION_DAYS_AFTER_ENTITLEMENT} gün boyunca okunabilir ve indirilebilir kalır;
            bu sürenin sonunda otomatik olarak silinir. Dilediğiniz oturumu daha önce kendiniz de
            silebilirsiniz.
          </li>
          <li>
            <strong>Ödeme kayıtları:</strong> vergi ve ticaret mevzuatının öngördüğü süre boyunca
            (10 yıla kadar) saklanır; hesabınız silindiğinde sizinle ilişkisi kesilerek
            anonimleştirilir.
          </li>
          <li>
            <strong>İletişim mesajları ve işlem güvenliği kayıtları:</strong> talebin sonuçlanması
            ve güvenlik amacının gerektirdiği süre boyunca saklanır.
          </li>
        </ul>
        <p>
          Süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale
          Getirilmesi Hakkında Yönetmelik’e uygun olarak silinir, yok edilir veya anonim hâle
          getirilir.
        </p>

        <h2 id="guvenlik">{SECTIONS[6].title}</h2>
        <p>
          Verilerinizi korumak için şifreli bağlantı (TLS), parolaların güçlü ve tek yönlü
          özetlenmesi, oturum anahtarlarının özet olarak saklanması, rol tabanlı erişim, kullanıcı
          başına veri ayrımı, istek sınırlama ve kayıtlarda gizli bilgilerin maskelenmesi gibi
          teknik ve idari tedbirler uygularız.
        </p>
        <p>
          Kişisel verilerinizin kanuna aykırı olarak başkaları tarafından elde edildiğini öğrenmemiz
          hâlinde, KVKK’nın 12. maddesi ve Kurul kararları uyarınca durumu en geç{' '}
          {BUSINESS_FACTS.breachNoticeHours} saat içinde Kişisel Verileri Koruma Kurulu’na bildirir,
          etkilenen kullanıcılarımızı da gecikmeksizin e-posta ile bilgilendiririz.
        </p>

        <h2 id="haklar">{SECTIONS[7].title}</h2>
        <p>KVKK’nın 11. maddesi uyarınca veri sorumlusuna başvurarak:</p>
        <ol>
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ol>
        <p>haklarına sahipsiniz.</p>

        <h2 id="basvuru">{SECTIONS[8].title}</h2>
        <p>
          Taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak
          Türkçe ve yazılı biçimde; platforma kayıtlı e-posta adresinizden{' '}
          <a href={mail}>{CONTACT_EMAIL}</a> adresine, kayıtlı elektronik posta (KEP), güvenli
          elektronik imza veya mobil imza ile iletebilirsiniz. Başvurunuzda adınızı, soyadınızı,
          tebligata esas adresinizi veya e-posta adresinizi ve talebinizi açıkça belirtmeniz
          gerekir.
        </p>
        <p>
          Başvurunuzu niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırırız; işlemin
          ayrıca bir maliyet gerektirmesi hâlinde Kurul’un belirlediği tarifedeki ücret alınabilir.
          Başvurunuzun reddedilmesi, verilen yanıtı yetersiz bulmanız veya süresinde yanıt
          verilmemesi hâlinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.
        </p>

        <p>
          Hesabınız varsa iki hakkınızı başvuru beklemeden kendiniz de kullanabilirsiniz:{' '}
          <Link to={paths.application}>Başvurum &amp; Profilim</Link> sayfasındaki “Verilerim ve
          hesabım” bölümünden hakkınızda tuttuğumuz tüm verilerin bir kopyasını indirebilir veya
          hesabınızı ve verilerinizi kalıcı olarak silebilirsiniz.
        </p>

        <h2 id="cerezler">{SECTIONS[9].title}</h2>
        <p>
          Sitemizde yalnızca oturumunuzu açık tutmak için zorunlu olan bir oturum çerezi kullanılır.
          Analiz, reklam veya üçüncü taraf takip çerezi kullanılmaz; yazı tipleri ve diğer tüm
          dosyalar kendi sunucularımızdan yüklenir.
        </p>

        <h2 id="degisiklikler">{SECTIONS[10].title}</h2>
        <p>
          Bu metni mevzuattaki veya hizmetimizdeki değişikliklere göre güncelleyebiliriz. Güncel
          metin her zaman bu sayfada yayımlanır; önemli değişiklikleri kayıtlı kullanıcılarımıza
          e-posta ile duyururuz. Hizmet koşulları için{' '}
          <Link to={paths.terms}>kullanım koşullarını</Link> inceleyebilirsiniz.
        </p>

        <h2 id="acik-riza">{SECTIONS[11].title}</h2>
        <p className="text-sm text-muted">Metin sürümü: {CONSENT_TEXT_VERSIONS.explicitConsent}</p>
        <p>
          PsikoRehber çalışma alanına yazdığım oturum başlıkları ve sorularda yer alabilecek,
          danışanlarıma ilişkin sağlık verileri başta olmak üzere özel nitelikli kişisel verilerin;
          süpervizyon yanıtlarının üretilmesi, oturum geçmişimin saklanması ve bana sunulması
          amacıyla işlenmesine ve yanıt üretimi için kullanılan yapay zekâ sağlayıcısına (yurt
          dışında bulunabilir) kişisel veriler maskelenerek aktarılmasına, KVKK’nın 6. ve 9.
          maddeleri uyarınca açık rıza veriyorum.
        </p>
        <p>
          Rızanızı dilediğiniz zaman geri alabilirsiniz: Başvurum &amp; Profilim sayfasındaki
          “Verilerim ve hesabım” bölümünden hesabınızı silerek ya da{' '}
          <a href={mail}>{CONTACT_EMAIL}</a> adresine yazarak. Geri alma, o ana kadar yapılmış
          işlemleri etkilemez.
        </p>
      </div>
    </Page>
  );
}
