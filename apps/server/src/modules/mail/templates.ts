// Turkish e-mail templates (text and HTML). Values are HTML-escaped; no remote images or scripts.
import { CODE_TTL_MINUTES, BUSINESS_TIME_ZONE } from '@psikorehber/shared/constants';
import type { OutgoingMail } from '../../providers/mail/transport';
import { escapeHtml } from '../../lib/html';

const BRAND = 'PsikoRehber';

interface Body {
  greeting: string;
  paragraphs: string[];
  /** A code shown large in the HTML version. */
  code?: string;
  link?: { href: string; label: string };
}

function render(to: string, subject: string, body: Body): OutgoingMail {
  const footer = `${BRAND} — psikoloji profesyonelleri için yapay zekâ destekli süpervizyon.\nBu e-postayı siz istemediyseniz dikkate almayın.`;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.code ? [`Kodunuz: ${body.code}`, ''] : []),
    ...(body.link ? [`${body.link.label}: ${body.link.href}`, ''] : []),
    '—',
    footer,
  ].join('\n');

  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${body.code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(body.code)}</p>` : ''}
${body.link ? `<p><a href="${escapeHtml(body.link.href)}">${escapeHtml(body.link.label)}</a></p>` : ''}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer).replace('\n', '<br>')}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function applyCodeMail(to: string, code: string): OutgoingMail {
  return render(to, `${BRAND} başvuru doğrulama kodunuz`, {
    greeting: 'Merhaba,',
    paragraphs: [
      `${BRAND} başvurunuzu tamamlamak için aşağıdaki 6 haneli kodu başvuru ekranına girin.`,
      `Kod ${CODE_TTL_MINUTES} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    code,
  });
}

/**
 * Sent instead of an apply code when the address already has an account: the visitor's screen
 * looks the same either way (issue 14, item 4); only the owner of the address learns it.
 */
export function accountExistsMail(to: string, publicUrl: string): OutgoingMail {
  return render(to, `${BRAND} başvuru isteği`, {
    greeting: 'Merhaba,',
    paragraphs: [
      `Bu e-posta adresiyle yeni bir ${BRAND} başvurusu başlatılmak istendi; ancak adresinizle zaten bir hesap var, bu yüzden doğrulama kodu gönderilmedi.`,
      `Hesabınıza giriş yapabilirsiniz: ${publicUrl}/login`,
      'Şifrenizi hatırlamıyorsanız aşağıdaki bağlantıdan sıfırlayabilirsiniz.',
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesabınızda hiçbir değişiklik yapılmadı.',
    ],
    link: { href: `${publicUrl}/forgot`, label: 'Şifremi sıfırla' },
  });
}

export function resetCodeMail(to: string, code: string): OutgoingMail {
  return render(to, `${BRAND} şifre sıfırlama kodunuz`, {
    greeting: 'Merhaba,',
    paragraphs: [
      'Şifrenizi sıfırlamak için aşağıdaki 6 haneli kodu kullanın.',
      `Kod ${CODE_TTL_MINUTES} dakika geçerlidir. Bu isteği siz yapmadıysanız şifreniz değişmez; e-postayı yok sayabilirsiniz.`,
    ],
    code,
  });
}

export function welcomeMail(to: string, name: string | null, publicUrl: string): OutgoingMail {
  return render(to, `${BRAND} hesabınız oluşturuldu`, {
    greeting: name ? `Merhaba ${name},` : 'Merhaba,',
    paragraphs: [
      'Şifreniz belirlendi ve hesabınız oluşturuldu.',
      'Başvurunuz şu anda taslak durumunda. Bilgilerinizi kontrol edip "Başvurum & Profilim" sayfasından gönderdiğinizde ekibimiz 24-48 saat içinde inceleyecektir.',
    ],
    link: { href: `${publicUrl}/application`, label: 'Başvurumu aç' },
  });
}

export function passwordChangedMail(to: string, publicUrl: string): OutgoingMail {
  return render(to, `${BRAND} şifreniz değiştirildi`, {
    greeting: 'Merhaba,',
    paragraphs: [
      'Hesabınızın şifresi az önce değiştirildi ve tüm oturumlarınız kapatıldı.',
      'Bu değişikliği siz yapmadıysanız hemen şifre sıfırlama adımlarını izleyin ve bizimle iletişime geçin.',
    ],
    link: { href: `${publicUrl}/forgot`, label: 'Şifremi sıfırla' },
  });
}

export function decisionMail(
  to: string,
  name: string | null,
  decision: 'approve' | 'reject' | 'hold',
  publicUrl: string,
): OutgoingMail {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  if (decision === 'approve') {
    return render(to, `${BRAND} başvurunuz onaylandı`, {
      greeting,
      paragraphs: [
        'Başvurunuz incelendi ve onaylandı. Artık çalışma alanınızı kullanabilir, 3 gün / 3 soruluk deneme hakkınızı başlatabilir veya bir plan seçebilirsiniz.',
      ],
      link: { href: `${publicUrl}/dashboard`, label: 'Panelime git' },
    });
  }
  if (decision === 'reject') {
    return render(to, `${BRAND} başvurunuz hakkında`, {
      greeting,
      paragraphs: [
        'Başvurunuz incelendi; ne yazık ki şu aşamada onaylanamadı.',
        'Değerlendirme hakkında bilgi almak veya yeni belgelerle tekrar başvurmak isterseniz iletişim sayfamızdan bize yazabilirsiniz.',
      ],
      link: { href: `${publicUrl}/contact`, label: 'İletişim' },
    });
  }
  return render(to, `${BRAND} başvurunuz beklemeye alındı`, {
    greeting,
    paragraphs: [
      'Başvurunuz incelemede ve ek değerlendirme için beklemeye alındı. Gerekirse sizinle e-posta yoluyla iletişime geçeceğiz.',
    ],
    link: { href: `${publicUrl}/application`, label: 'Başvurumu görüntüle' },
  });
}

export function paymentReceiptMail(
  to: string,
  receipt: { planName: string; months: number; amount: string; quota: number; periodEnd: Date },
  publicUrl: string,
): OutgoingMail {
  const until = receipt.periodEnd.toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });
  return render(to, `${BRAND} ödemeniz alındı`, {
    greeting: 'Merhaba,',
    paragraphs: [
      `${receipt.planName} planı (${String(receipt.months)} ay) için ${receipt.amount} tutarındaki ödemeniz alındı.`,
      `Planınız hemen başladı: ${String(receipt.quota)} soru hakkınız ${until} tarihine kadar geçerlidir. Kullanılmayan haklar sonraki döneme devretmez ve plan otomatik yenilenmez.`,
      'İlk 7 takvim günü içinde iade talebinde bulunursanız ödemeniz tam olarak iade edilir.',
    ],
    link: { href: `${publicUrl}/billing`, label: 'Abonelik ve ödemelerim' },
  });
}

/** Sent to the address of an account just erased at its owner's request (KVKK). */
export function accountDeletedMail(to: string, publicUrl: string): OutgoingMail {
  return render(to, `${BRAND} hesabınız silindi`, {
    greeting: 'Merhaba,',
    paragraphs: [
      'İsteğiniz üzerine hesabınız silindi. Başvuru bilgileriniz, yüklediğiniz belgeler, çalışma alanlarınız, oturumlarınız ve tüm soru-yanıt geçmişiniz kalıcı olarak silindi; açık oturumlarınız kapatıldı.',
      'Vergi mevzuatı gereği saklamakla yükümlü olduğumuz ödeme kayıtları, sizinle ilişkisi kesilerek anonim olarak saklanır.',
      'Bu işlemi siz yapmadıysanız lütfen hemen bizimle iletişime geçin.',
    ],
    link: { href: `${publicUrl}/contact`, label: 'İletişim' },
  });
}

/** One line for a mail header: no line breaks or runs of spaces from user input. */
function headerText(value: string, max: number): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A contact-form message, mailed to the team's address (CONTACT_TO). */
export function contactMessageMail(
  to: string,
  message: { name: string; email: string; subject: string | null; message: string },
): OutgoingMail {
  const topic = message.subject ? headerText(message.subject, 120) : 'Konu belirtilmedi';
  const subject = `${BRAND} iletişim formu: ${topic} (${headerText(message.name, 80)})`;
  const fields: Array<[string, string]> = [
    ['Ad soyad', message.name],
    ['E-posta', message.email],
    ['Konu', message.subject ?? '—'],
  ];
  const note =
    'Bu mesaj web sitesindeki iletişim formundan gönderildi. Yanıtlamak için gönderenin e-posta adresine yazın.';
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mesaj:',
    message.message,
    '',
    '—',
    note,
  ].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${fields.map(([label, value]) => `<p style="margin:0"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`).join('\n')}
<p style="white-space:pre-wrap;border-left:3px solid #0f766e;padding-left:12px">${escapeHtml(message.message)}</p>
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(note)}</p>
</body></html>`;
  return { to, subject, text, html };
}
