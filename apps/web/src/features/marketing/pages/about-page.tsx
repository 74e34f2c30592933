import { BUSINESS_FACTS } from '@psikorehber/shared/constants';
import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { Link } from 'react-router';
import { CtaBand } from '~/components/cta-band';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';

const PRINCIPLES = [
  {
    title: 'Önce danışan güvenliği',
    text: 'Risk içeren her soruda yanıta, risk değerlendirmesi ve atılabilecek adımları hatırlatan bir risk protokolü bölümü eklenir. Yapay zekâ, acil durumlarda profesyonel müdahalenin yerine geçmez.',
  },
  {
    title: 'Etik ve gizlilik',
    text: 'Platform KVKK’ya ve mesleki etik kodlarına göre tasarlandı. Danışan bilgilerini anonimleştirmenizi öneriyor, dış hizmetlere gitmeden önce kişisel verileri maskeliyoruz.',
  },
  {
    title: 'Kanıta dayalılık',
    text: 'Yanıtlar, ekibimizin derlediği etik, teknik ve vaka formülasyonu bilgi tabanına dayanır ve kaynaklarını gösterir; böylece öneriyi kendiniz değerlendirebilirsiniz.',
  },
  {
    title: 'İnsan süpervizyonunu tamamlar',
    text: 'PsikoRehber, süpervizörünüzle yaptığınız görüşmelerin arasında düşüncelerinizi yapılandırmanıza yardım eder; süpervizyon ilişkisinin yerini almaz.',
  },
] as const;

export function AboutPage() {
  return (
    <Page
      title="Hakkımızda"
      documentTitle={PUBLIC_PAGES['/about'].title}
      lead="PsikoRehber, psikoloji profesyonellerinin ve öğrencilerin klinik süpervizyona her zaman, güvenli ve etik bir biçimde erişebilmesi için geliştirilmiş Türkçe bir platformdur."
    >
      <div className="prose-page">
        <h2>Neden buradayız?</h2>
        <p>
          Nitelikli süpervizyon, klinik çalışmanın kalitesini ve danışan güvenliğini doğrudan
          etkiler. Ancak süpervizörlere erişim çoğu zaman sınırlıdır: görüşmeler haftalar sonra
          yapılır, bazı sorular ise seansın hemen ardından yanıt bekler. Özellikle mesleğin ilk
          yıllarında ya da staj sürecinde, bir vakayı yapılandırılmış biçimde düşünmeye yardım eden
          bir destek büyük fark yaratır.
        </p>
        <p>
          PsikoRehber bu boşluğu doldurmak için vaka analizi, etik danışmanlık ve teknik önerileri
          tek bir çalışma alanında sunar. Her vakayı ayrı bir oturumda toplarsınız; sorularınızın
          yanıtları genellikle {BUSINESS_FACTS.answerSeconds} saniyede gelir ve dilediğiniz zaman
          PDF olarak indirilebilir.
        </p>

        <h2>İlkelerimiz</h2>
      </div>
      <ul className="mt-6 grid max-w-4xl gap-6 sm:grid-cols-2">
        {PRINCIPLES.map((principle) => (
          <li key={principle.title} className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-ink">{principle.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{principle.text}</p>
          </li>
        ))}
      </ul>

      <div className="prose-page">
        <h2>Kimler kullanabilir?</h2>
        <p>
          Platform; psikologlara, klinik psikologlara, psikolojik danışmanlara ve rehber
          öğretmenlere, aile danışmanlarına, psikoloji alanında yüksek lisans ve doktora düzeyindeki
          uzmanlara, psikoloji ve psikolojik danışmanlık ve rehberlik öğrencilerine açıktır. Her
          başvuru, ekibimiz tarafından {BUSINESS_FACTS.reviewHours} saat içinde incelenir. Yalnızca
          onaylanan başvuru sahipleri çalışma alanına erişebilir.
        </p>

        <h2>Verileriniz konusundaki taahhüdümüz</h2>
        <p>
          Sorularınız yalnızca sizin hesabınızda saklanır; reklam veya profil çıkarma amacıyla
          kullanılmaz ve satılmaz. Sitemizde analiz ya da reklam çerezleri bulunmaz; yazı tipleri ve
          tüm dosyalar kendi sunucularımızdan yüklenir. Olası bir veri ihlalinde{' '}
          {BUSINESS_FACTS.breachNoticeHours} saat içinde bildirim yaparız. Ayrıntılar için{' '}
          <Link to={paths.privacy}>KVKK aydınlatma metnimizi</Link> ve{' '}
          <Link to={paths.terms}>kullanım koşullarımızı</Link> okuyabilirsiniz.
        </p>
      </div>

      <div className="mt-14">
        <CtaBand
          id="about-cta-title"
          title="Sorularınız mı var?"
          primary={{ to: paths.contact, label: 'Bize yazın' }}
          secondary={{ to: paths.faq, label: 'Sıkça sorulan sorular' }}
        >
          Kurumsal kullanım, iş birlikleri veya başvurunuz hakkında ekibimize ulaşabilirsiniz.
        </CtaBand>
      </div>
    </Page>
  );
}
