// Every user-facing Turkish text of SPEC §2, §5 and §8, in one place so the server and the web say
// the same thing. Texts quoted by SPEC are copied verbatim; the rest is marked `// not verbatim in SPEC`.
// A number that is also a limit of constants.ts is written from the constant, so text and rule
// cannot drift apart (messages.test.ts checks each).

import {
  ADDRESS_MIN_LENGTH,
  CODE_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  DOCUMENTS_PER_APPLICATION,
  EXPERIENCE_MAX,
  EXPERIENCE_MIN,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  PLAN_PERIODS_MONTHS,
  SEARCH_MIN_LENGTH,
  type ApplicationStatus,
  type PlanCode,
} from './constants';
import type { ErrorCode } from './errors';

/** Generic form texts shared by several schemas. */
export const FORM_MESSAGES = {
  tooLong: (max: number): string => `En fazla ${String(max)} karakter girebilirsiniz.`, // not verbatim in SPEC
  emailInvalid: 'Geçerli bir e-posta giriniz.',
  passwordRequired: 'Şifrenizi giriniz.', // not verbatim in SPEC
  passwordTooShort: `Şifre en az ${String(PASSWORD_MIN_LENGTH)} karakter olmalı.`,
  passwordMismatch: 'Şifreler eşleşmiyor.',
  codeRequired: 'Doğrulama kodunu giriniz.', // not verbatim in SPEC
  codeInvalid: `Kod ${String(CODE_LENGTH)} haneli olmalıdır.`, // not verbatim in SPEC
  invalidCharacter: 'Geçersiz karakter içeriyor.', // not verbatim in SPEC
} as const;

export const APPLY_MESSAGES = {
  emailInvalid: FORM_MESSAGES.emailInvalid,
  specializationRequired: 'Uzmanlık alanı zorunludur.',
  experienceInvalid: `${String(EXPERIENCE_MIN)}-${String(EXPERIENCE_MAX)} arası tam sayı giriniz.`,
  phoneRequired: `En az bir telefon (İş veya Cep) giriniz. ${String(PHONE_MIN_DIGITS)}+ haneli olmalı.`,
  addressTooShort: `Adres en az ${String(ADDRESS_MIN_LENGTH)} karakter olmalıdır.`,
  documentLimit: `Maksimum ${String(DOCUMENTS_PER_APPLICATION)} belge yüklenebilir. Önce mevcut belgeyi silin.`,
  documentTypeInvalid: 'Yalnızca PDF, PNG, JPG veya JPEG dosyası yükleyebilirsiniz.', // not verbatim in SPEC
  codeRequired: FORM_MESSAGES.codeRequired,
  codeInvalid: FORM_MESSAGES.codeInvalid,
  invalidFields: 'Eksik/yanlış alanlar var.',
  draftFailed: 'Taslak oluşturulamadı.',
  uploadFailed: 'Belge yüklenemedi.',
  deleteFailed: 'Silinemedi.',
  requestCodeFailed: 'Kayıt / kod gönderimi başarısız.',
  missingInfo: 'Eksik bilgi.',
  verifyFailed: 'Doğrulama başarısız.',
  privacyNoticeRequired: 'Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın.', // not verbatim in SPEC
  explicitConsentRequired:
    'Devam etmek için sağlık verilerinin işlenmesine açık rıza vermeniz gerekir.', // not verbatim in SPEC
} as const;

/** The "Verilerim ve hesabım" section of /application (KVKK self-service); none is in SPEC. */
export const ACCOUNT_MESSAGES = {
  sectionTitle: 'Verilerim ve hesabım',
  exportButton: 'Verilerimi indir',
  exportFailed: 'Verileriniz indirilemedi. Lütfen tekrar deneyin.',
  deleteButton: 'Hesabımı sil',
  deleteTitle: 'Hesabınız kalıcı olarak silinsin mi?',
  deleteConfirm: 'Hesabımı kalıcı olarak sil',
  deleting: 'Siliniyor…',
  passwordLabel: 'Şifreniz',
  passwordRequired: FORM_MESSAGES.passwordRequired,
  wrongPassword: 'Şifre hatalı. Hesabınız silinmedi.',
  lastAdmin: 'Son yönetici hesabı silinemez. Önce başka bir yönetici ekleyin.',
  deleteFailed: 'Hesabınız silinemedi. Lütfen tekrar deneyin.',
  deleted:
    'Hesabınız ve verileriniz silindi. Onay e-postası kayıtlı adresinize gönderildi. Bizi tercih ettiğiniz için teşekkür ederiz.',
} as const;

/** What the workspace says about retention (DESIGN §6); none is in SPEC. */
export const RETENTION_MESSAGES = {
  historyPurged: (date: string): string =>
    `Saklama süresi dolduğu için önceki oturum geçmişiniz ${date} tarihinde silindi.`,
  historyKeptUntil: (date: string): string =>
    `Aktif planınız olmadığı için oturum geçmişiniz ${date} tarihine kadar okunabilir ve indirilebilir; ardından silinir.`,
} as const;

export const APPLICATION_PAGE_MESSAGES = {
  loadFailed: 'Yüklenemedi.',
  saveFailed: 'Kaydedilemedi.',
  submitFailed: 'Gönderilemedi.',
  deleteFailed: 'Silme başarısız.',
  notFound: 'Henüz başvuru bulunamadı.',
  editOnlyInDraft: 'Başvurunuz yalnızca taslak durumundayken düzenlenebilir.', // not verbatim in SPEC
} as const;

export const LOGIN_MESSAGES = {
  invalidCredentials: 'E-posta veya şifre hatalı.',
  failed: 'Giriş sırasında bir hata oluştu.',
  emailInvalid: FORM_MESSAGES.emailInvalid,
  passwordRequired: FORM_MESSAGES.passwordRequired,
} as const;

export const SET_PASSWORD_MESSAGES = {
  tokenMissing: 'Geçersiz veya eksik doğrulama anahtarı.',
  passwordMismatch: FORM_MESSAGES.passwordMismatch,
  passwordTooShort: FORM_MESSAGES.passwordTooShort,
} as const;

export const FORGOT_MESSAGES = {
  // Shown whatever the outcome, so the page never reveals whether an account exists.
  codeRequested: 'Bu e-posta adresiyle kayıtlı bir hesap varsa doğrulama kodu gönderildi.', // not verbatim in SPEC
  /** Mail is queued and retried when the mail server is down, so a code may arrive late. */
  codeDelayHint:
    'E-posta birkaç dakika içinde gelmezse spam klasörünü kontrol edin veya yeni kod isteyin.', // not verbatim in SPEC
  unexpected: 'Beklenmeyen hata',
  resetTokenNotIssued: 'resetToken üretilemedi',
  resetTokenMissing: 'resetToken bulunamadı. Kodu yeniden doğrulayın.',
  noEndpoint: 'Uygun endpoint bulunamadı',
  emailInvalid: FORM_MESSAGES.emailInvalid,
  codeInvalid: FORM_MESSAGES.codeInvalid,
  passwordTooShort: FORM_MESSAGES.passwordTooShort,
  passwordMismatch: FORM_MESSAGES.passwordMismatch,
  resetDone: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.', // not verbatim in SPEC
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Lütfen ad soyad alanını doldurun.',
  emailRequired: 'Lütfen e-posta adresinizi girin.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
  messageTooShort: `Mesaj en az ${String(CONTACT_MESSAGE_MIN_LENGTH)} karakter olmalıdır.`,
  invalidBody: 'Form verilerini kontrol edin.',
  // 503 mail_not_configured: an info, not an error; the page appends the e-mail address.
  mailNotConfigured: 'İletişim formu şu anda mesaj gönderemiyor. Lütfen bize e-posta ile ulaşın.', // not verbatim in SPEC
  mailSendFailed: 'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.', // not verbatim in SPEC
  formUnavailable: 'İletişim formu şu anda devre dışı olabilir. Lütfen bize e-posta ile ulaşın.', // not verbatim in SPEC
  unexpected: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.', // not verbatim in SPEC
  sent: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.', // not verbatim in SPEC
  tooManyLinks: (max: number): string =>
    `Mesajınızda en fazla ${String(max)} bağlantı bulunabilir.`, // not verbatim in SPEC
} as const;

export const ASK_MESSAGES = {
  quotaWarning: 'Kota tükendi. Yeni soru sormak için bir plan seçin.',
  authRequired: 'Oturum veya yetki gerekli. Lütfen giriş yapın.',
  rateLimited: 'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.',
  serverError: 'Sunucu hatası. Lütfen tekrar deneyin.',
} as const;

export const WORKSPACE_MESSAGES = {
  titleRequired: 'Başlık zorunlu',
  questionRequired: 'Soru boş olamaz',
  questionTooLong: (max: number): string => `Soru en fazla ${String(max)} karakter olabilir.`, // not verbatim in SPEC
  pageLimit: (max: number): string =>
    `Sayfa boyutu 1 ile ${String(max)} arasında bir tam sayı olmalıdır.`, // not verbatim in SPEC
  pageCursor: 'Geçersiz sayfa imleci. Mesajları baştan yükleyin.', // not verbatim in SPEC
  /** The search query of GET …/search, as the server checks it. */
  searchQueryTooShort: `En az ${String(SEARCH_MIN_LENGTH)} karakter girin.`, // not verbatim in SPEC
} as const;

/** Info banners of a workspace without quota (SPEC §2); chosen by `noQuotaBanner`. */
export const NO_QUOTA_BANNERS = {
  quotaExhausted: 'Krediniz tükendi...',
  trialEnded: 'Deneme hakkınız bitti...',
  subscriptionInactive: 'Aboneliğiniz aktif değil...',
} as const;
export type NoQuotaBannerKey = keyof typeof NO_QUOTA_BANNERS;

export const TRIAL_MESSAGES = {
  sessionExpired: 'Oturumunuzun süresi doldu. Denemeyi başlatmak için lütfen tekrar giriş yapın.', // not verbatim in SPEC
  startFailed: 'Deneme başlatılamadı. Lütfen tekrar deneyin.',
} as const;

export const PDF_MESSAGES = {
  failed: 'PDF oluşturulamadı. Lütfen tekrar deneyin.',
  questionHeading: 'SORU',
  answerHeading: 'YANIT',
} as const;

export const PAYMENT_MESSAGES = {
  prepareFailed: 'Ödeme hazırlığı başarısız.',
  failed: 'İşlem başarısız.',
  buyBlocked: 'Başvurunuz onaylandığında satın alabilirsiniz.',
  // Last resort of the direct-prepare error text (SPEC §8); a code, not prose, on purpose.
  requestFailed: 'request_failed',
  resultWaiting: 'Ödemeniz doğrulanıyor, lütfen bekleyin...', // not verbatim in SPEC
  resultApplied: 'Ödemeniz onaylandı. Planınız hesabınıza tanımlandı.', // not verbatim in SPEC
  resultErrorTitle: 'İşlem doğrulanamadı',
  resultErrorBody:
    'Kartınızdan ödeme alındıysa planınız birkaç dakika içinde hesabınızda görünecektir. Durumu yeniden kontrol etmek için tekrar deneyebilirsiniz.', // not verbatim in SPEC
  resultFailedTitle: 'Ödeme başarısız / iptal edildi',
  resultFailedBody: 'Kartınızdan herhangi bir ücret çekilmedi.', // not verbatim in SPEC
} as const;

export const CHECKOUT_MESSAGES = {
  cardFieldsRequired: 'Lütfen tüm kart alanlarını doldurun.',
  planOrAmountMissing: 'Plan veya tutar bulunamadı.',
  cardFieldsInvalid: 'Kart bilgilerini kontrol edin.', // not verbatim in SPEC
} as const;

export const ADMIN_MESSAGES = {
  filesFailed: 'Dosyalar alınamadı',
  loadFailed: 'Yüklenemedi',
  actionFailed: 'İşlem başarısız',
  notFound: 'Bulunamadı.',
  /** Last resort of the application-list error text (SPEC §8). */
  httpStatus: (status: number): string => `HTTP ${String(status)}`,
  decisionUnavailable:
    'Bu başvuru için karar verilemez: yalnızca Gönderildi veya Beklemede durumundaki başvurular onaylanabilir, reddedilebilir ya da bekletilebilir.', // not verbatim in SPEC
} as const;

/** Header texts (SPEC §2): the status line keeps the English 'APPROVED' as SPEC shows it. */
export const HEADER_MESSAGES = {
  statusApproved: 'APPROVED',
  statusUnderReview: 'Başvuru İncelemede',
  login: 'Giriş',
  adminPanel: 'Admin Panel',
  reports: 'Raporlar',
  myApplication: 'Başvurum & Profilim',
  workspace: 'Çalışma Alanı',
  plans: 'Planlar',
  logout: 'Çıkış',
} as const;

export const LANDING_MESSAGES = {
  apply: 'Başvurun',
  learnMore: 'Daha Fazla Bilgi',
} as const;

/** Badge labels of application statuses (beyond SPEC: SPEC names the statuses only). */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  NONE: 'Başvuru yok',
  DRAFT: 'Taslak',
  SUBMITTED: 'Gönderildi',
  APPROVED: 'Onaylandı',
  HOLD: 'Beklemede',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal edildi',
};

/** The plan periods in running text: '1, 3, 6 ve 12' with 've', '1, 3, 6 veya 12' with 'veya'. */
export function planPeriodList(conjunction: 've' | 'veya'): string {
  return PLAN_PERIODS_MONTHS.join(', ').replace(/, (\d+)$/, ` ${conjunction} $1`);
}

export const PLAN_NAMES: Readonly<Record<PlanCode, string>> = {
  BEGINNER: 'Başlangıç',
  BASIC: 'Temel',
  PREMIUM: 'Premium',
};

/** SPEC gives the taglines in English; these are their Turkish renderings. */
export const PLAN_TAGLINES: Readonly<Record<PlanCode, string>> = {
  BEGINNER: 'Başlamak için en uygun fiyat',
  BASIC: 'Dengeli, daha fazla aylık kota',
  PREMIUM: 'Yoğun klinik ihtiyaçlar için yüksek kota',
};

/** Default `message` of the server's error body per code; SPEC texts where SPEC gives one. */
export const SERVER_ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  invalid_body: CONTACT_MESSAGES.invalidBody,
  invalid_code: 'Kod hatalı veya süresi dolmuş. Yeni bir kod isteyebilirsiniz.', // not verbatim in SPEC
  invalid_token: 'Doğrulama anahtarı geçersiz veya süresi dolmuş. Lütfen işlemi yeniden başlatın.', // not verbatim in SPEC
  application_exists:
    'Bu e-posta adresiyle daha önce başvuru yapılmış. Lütfen giriş yapın veya şifrenizi sıfırlayın.', // not verbatim in SPEC
  trial_used: 'Deneme hakkınızı daha önce kullandınız. Devam etmek için bir plan seçin.', // not verbatim in SPEC
  subscription_active: 'Aktif bir aboneliğiniz olduğu için deneme başlatılamaz.', // not verbatim in SPEC
  amount_mismatch:
    'Ödeme tutarı güncel fiyatla eşleşmiyor. Lütfen planlar sayfasını yenileyip tekrar deneyin.', // not verbatim in SPEC
  invalid_credentials: LOGIN_MESSAGES.invalidCredentials,
  unauthorized: ASK_MESSAGES.authRequired,
  forbidden: 'Bu işlem için yetkiniz yok.', // not verbatim in SPEC
  quota_exhausted: ASK_MESSAGES.quotaWarning,
  trial_exhausted: 'Deneme hakkınız bitti. Devam etmek için bir plan seçin.', // not verbatim in SPEC
  not_found: ADMIN_MESSAGES.notFound,
  invalid_state: 'Bu işlem kaydın mevcut durumunda yapılamaz.', // not verbatim in SPEC
  conflict: 'Bu işlem mevcut bir kayıtla çakışıyor.', // not verbatim in SPEC
  payload_too_large: 'Gönderilen dosya veya veri çok büyük.', // not verbatim in SPEC
  unsupported_file_type: APPLY_MESSAGES.documentTypeInvalid,
  rate_limited: ASK_MESSAGES.rateLimited,
  internal_error: ASK_MESSAGES.serverError,
  ai_unavailable: ASK_MESSAGES.serverError,
  mail_send_failed: CONTACT_MESSAGES.mailSendFailed,
  mail_not_configured: CONTACT_MESSAGES.mailNotConfigured,
  service_unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.', // not verbatim in SPEC
};

/** Billing and trial screens (SPEC §2, §4, DESIGN §6); SPEC quotes none of these texts. */
export const BILLING_MESSAGES = {
  plansLoadFailed: 'Planlar yüklenemedi. Lütfen tekrar deneyin.', // not verbatim in SPEC
  replaceTitle: 'Mevcut planınızın yerine geçecek', // not verbatim in SPEC
  replaceWarning:
    'Yeni satın alma hemen yeni bir dönem başlatır ve mevcut planınızın yerine geçer. Kullanılmayan krediler yeni döneme aktarılmaz.', // not verbatim in SPEC
  trialOfferTitle: (days: number, questions: number): string =>
    `${String(days)} gün / ${String(questions)} soru ücretsiz deneme`, // not verbatim in SPEC
  trialStart: 'Denemeyi Başlat', // not verbatim in SPEC
  trialStarted: (days: number, questions: number): string =>
    `Denemeniz başladı: ${String(days)} gün, ${String(questions)} soru`, // not verbatim in SPEC
  trialActive: (days: number, questions: number): string =>
    `Deneme süreniz devam ediyor: ${String(days)} gün, ${String(questions)} soru kaldı.`, // not verbatim in SPEC
  noPayments: 'Henüz ödeme yok.', // not verbatim in SPEC
  testModeTitle: 'Test ortamı', // not verbatim in SPEC
} as const;

/** The workspace screen (SPEC §2 "Workspace"); the SPEC quotes only WORKSPACE_MESSAGES and the banners. */
export const WORKSPACE_UI_MESSAGES = {
  noTopics: 'Henüz oturum yok. İlk oturumunuzu oluşturun.', // not verbatim in SPEC
  noMessages: 'Bu oturumda henüz soru yok. İlk sorunuzu yazarak başlayın.', // not verbatim in SPEC
  answerStopped: '(Yanıt durduruldu)', // not verbatim in SPEC
  /** An answer interrupted by a server failure (its credit was given back): SPEC §8's 5xx line. */
  answerFailed: ASK_MESSAGES.serverError,
  answerCreditReturned: 'Bu soru için kullanılan kredi iade edildi.', // not verbatim in SPEC
  answerInProgress: 'Yanıt hazırlanıyor…', // not verbatim in SPEC
  // Answers that ended before they were complete (issue 16); none is verbatim in SPEC.
  answerPartialTimeout: 'Yanıt zaman aşımı nedeniyle yarım kaldı.',
  answerPartialDrop: 'Yapay zekâ sağlayıcısıyla bağlantı kesildiği için yanıt yarım kaldı.',
  answerPartialInterrupted: 'Sunucu yeniden başladığı için yanıt yarım kaldı.',
  answerFailedTimeout: 'Yapay zekâ sağlayıcısı zamanında yanıt vermedi; yanıt oluşturulamadı.',
  answerCancelled:
    'Yanıt başlamadan durduruldu; sorunuz kutuya geri kondu ve hakkınız iade edildi.',
  answerResuming: 'Yanıt sunucuda yazılmaya devam ediyor…',
  regenerate: 'Yeniden oluştur',
  regenerateFree: 'Ücretsiz: kredi düşülmez.',
  regenerateCosts: '1 soru hakkı kullanır.',
  stopAnswer: (topicTitle: string): string => `Yanıtı durdur: ${topicTitle}`,
  announceAnswerDone: 'Yanıt tamamlandı.', // not verbatim in SPEC
  announceAnswerStopped: 'Yanıt durduruldu.', // not verbatim in SPEC
  trialBadge: (label: string, questions: number, days: number): string =>
    `${label} · ${String(questions)} soru · ${String(days)} gün`, // not verbatim in SPEC
  creditBadge: (label: string, credits: number): string => `${label} · ${String(credits)} kredi`, // not verbatim in SPEC
  noPlanBadge: 'Aktif plan yok', // not verbatim in SPEC
  loadFailed: 'Çalışma alanı yüklenemedi. Lütfen tekrar deneyin.', // not verbatim in SPEC
  topicsLoadFailed: 'Oturumlar yüklenemedi.', // not verbatim in SPEC
  messagesLoadFailed: 'Mesajlar yüklenemedi.', // not verbatim in SPEC
  // Paged history (issue 18); none is verbatim in SPEC.
  loadOlderMessages: 'Daha eski mesajları yükle',
  loadingOlderMessages: 'Daha eski mesajlar yükleniyor…',
  olderMessagesFailed: 'Daha eski mesajlar yüklenemedi.',
  historyStart: 'Oturumun ilk sorusuna ulaştınız.',
  searchTooShort: `Aramak için en az ${String(SEARCH_MIN_LENGTH)} karakter girin.`, // not verbatim in SPEC
  searchNoResults: 'Sonuç bulunamadı.', // not verbatim in SPEC
  searchFailed: 'Arama yapılamadı. Lütfen tekrar deneyin.', // not verbatim in SPEC
  deleteTopicTitle: 'Oturum silinsin mi?', // not verbatim in SPEC
  deleteTopicBody: (title: string): string =>
    `"${title}" oturumu ve içindeki tüm sorular ile yanıtlar kalıcı olarak silinecek.`, // not verbatim in SPEC
  topicCreateFailed: 'Oturum oluşturulamadı. Lütfen tekrar deneyin.', // not verbatim in SPEC
  topicSaveFailed: 'Oturum kaydedilemedi. Lütfen tekrar deneyin.', // not verbatim in SPEC
  topicDeleteFailed: 'Oturum silinemedi. Lütfen tekrar deneyin.', // not verbatim in SPEC
  copyFailed: 'Kopyalanamadı', // not verbatim in SPEC
  noQuotaHistoryNote: 'Geçmiş oturumlarınızı okumaya ve PDF olarak indirmeye devam edebilirsiniz.', // not verbatim in SPEC
  stopFailed: 'Yanıt durdurulamadı. Lütfen tekrar deneyin.', // not verbatim in SPEC
} as const;
