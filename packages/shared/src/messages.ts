// Every user-facing Turkish text of the screens, forms and failures
// (docs/requirements/screens.md#scr-routes, docs/requirements/validation.md#val-rules,
// docs/requirements/errors.md#err-catalogue), in one place so the server and the web say the same
// thing. Texts quoted by the requirements are copied verbatim; the rest is marked
// `// our wording, not in the requirements`.
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
  // our wording, not in the requirements
  tooLong: (max: number): string => `En fazla ${String(max)} karakter girebilirsiniz.`,
  emailInvalid: 'Geçerli bir e-posta giriniz.',
  passwordRequired: 'Şifrenizi giriniz.', // our wording, not in the requirements
  passwordTooShort: `Şifre en az ${String(PASSWORD_MIN_LENGTH)} karakter olmalı.`,
  passwordMismatch: 'Şifreler eşleşmiyor.',
  codeRequired: 'Doğrulama kodunu giriniz.', // our wording, not in the requirements
  // our wording, not in the requirements
  codeInvalid: `Kod ${String(CODE_LENGTH)} haneli olmalıdır.`,
  invalidCharacter: 'Geçersiz karakter içeriyor.', // our wording, not in the requirements
} as const;

export const APPLY_MESSAGES = {
  emailInvalid: FORM_MESSAGES.emailInvalid,
  specializationRequired: 'Uzmanlık alanı zorunludur.',
  experienceInvalid: `${String(EXPERIENCE_MIN)}-${String(EXPERIENCE_MAX)} arası tam sayı giriniz.`,
  phoneRequired: `En az bir telefon (İş veya Cep) giriniz. ${String(PHONE_MIN_DIGITS)}+ haneli olmalı.`,
  addressTooShort: `Adres en az ${String(ADDRESS_MIN_LENGTH)} karakter olmalıdır.`,
  documentLimit: `Maksimum ${String(DOCUMENTS_PER_APPLICATION)} belge yüklenebilir. Önce mevcut belgeyi silin.`,
  // our wording, not in the requirements
  documentTypeInvalid: 'Yalnızca PDF, PNG, JPG veya JPEG dosyası yükleyebilirsiniz.',
  codeRequired: FORM_MESSAGES.codeRequired,
  codeInvalid: FORM_MESSAGES.codeInvalid,
  invalidFields: 'Eksik/yanlış alanlar var.',
  draftFailed: 'Taslak oluşturulamadı.',
  uploadFailed: 'Belge yüklenemedi.',
  deleteFailed: 'Silinemedi.',
  requestCodeFailed: 'Kayıt / kod gönderimi başarısız.',
  missingInfo: 'Eksik bilgi.',
  verifyFailed: 'Doğrulama başarısız.',
  // our wording, not in the requirements
  privacyNoticeRequired: 'Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın.',
  // our wording, not in the requirements
  explicitConsentRequired:
    'Devam etmek için sağlık verilerinin işlenmesine açık rıza vermeniz gerekir.',
} as const;

/**
 * The "Verilerim ve hesabım" section of /application (KVKK self-service,
 * docs/requirements/api.md#api-account); our wording, none is in the requirements.
 */
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

/**
 * What the workspace says about retention (docs/requirements/limits.md#lim-retention); our wording,
 * none is in the requirements.
 */
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
  // our wording, not in the requirements
  editOnlyInDraft: 'Başvurunuz yalnızca taslak durumundayken düzenlenebilir.',
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
  // our wording, not in the requirements
  codeRequested: 'Bu e-posta adresiyle kayıtlı bir hesap varsa doğrulama kodu gönderildi.',
  // our wording, not in the requirements
  /** Mail is queued and retried when the mail server is down, so a code may arrive late. */
  codeDelayHint:
    'E-posta birkaç dakika içinde gelmezse spam klasörünü kontrol edin veya yeni kod isteyin.',
  unexpected: 'Beklenmeyen hata',
  resetTokenNotIssued: 'resetToken üretilemedi',
  resetTokenMissing: 'resetToken bulunamadı. Kodu yeniden doğrulayın.',
  noEndpoint: 'Uygun endpoint bulunamadı',
  emailInvalid: FORM_MESSAGES.emailInvalid,
  codeInvalid: FORM_MESSAGES.codeInvalid,
  passwordTooShort: FORM_MESSAGES.passwordTooShort,
  passwordMismatch: FORM_MESSAGES.passwordMismatch,
  // our wording, not in the requirements
  resetDone: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Lütfen ad soyad alanını doldurun.',
  emailRequired: 'Lütfen e-posta adresinizi girin.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
  messageTooShort: `Mesaj en az ${String(CONTACT_MESSAGE_MIN_LENGTH)} karakter olmalıdır.`,
  invalidBody: 'Form verilerini kontrol edin.',
  // 503 mail_not_configured: an info, not an error; the page appends the e-mail address.
  // our wording, not in the requirements
  mailNotConfigured: 'İletişim formu şu anda mesaj gönderemiyor. Lütfen bize e-posta ile ulaşın.',
  // our wording, not in the requirements
  mailSendFailed: 'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  // our wording, not in the requirements
  formUnavailable: 'İletişim formu şu anda devre dışı olabilir. Lütfen bize e-posta ile ulaşın.',
  // Begins as docs/requirements/errors.md#err-contact says; the rest is our wording.
  unexpected: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  // our wording, not in the requirements
  sent: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  // our wording, not in the requirements
  tooManyLinks: (max: number): string =>
    `Mesajınızda en fazla ${String(max)} bağlantı bulunabilir.`,
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
  // our wording, not in the requirements
  questionTooLong: (max: number): string => `Soru en fazla ${String(max)} karakter olabilir.`,
  // our wording, not in the requirements
  pageLimit: (max: number): string =>
    `Sayfa boyutu 1 ile ${String(max)} arasında bir tam sayı olmalıdır.`,
  // our wording, not in the requirements
  pageCursor: 'Geçersiz sayfa imleci. Mesajları baştan yükleyin.',
} as const;

/**
 * Info banners of a workspace without quota (docs/requirements/screens.md#scr-workspace-no-quota);
 * chosen by `noQuotaBanner`.
 */
export const NO_QUOTA_BANNERS = {
  quotaExhausted: 'Krediniz tükendi...',
  trialEnded: 'Deneme hakkınız bitti...',
  subscriptionInactive: 'Aboneliğiniz aktif değil...',
} as const;
export type NoQuotaBannerKey = keyof typeof NO_QUOTA_BANNERS;

export const TRIAL_MESSAGES = {
  // our wording, not in the requirements
  sessionExpired: 'Oturumunuzun süresi doldu. Denemeyi başlatmak için lütfen tekrar giriş yapın.',
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
  // Last resort of the direct-prepare error text (docs/requirements/errors.md#err-prepare); a code,
  // not prose, on purpose.
  requestFailed: 'request_failed',
  // our wording, not in the requirements
  resultWaiting: 'Ödemeniz doğrulanıyor, lütfen bekleyin...',
  // our wording, not in the requirements
  resultApplied: 'Ödemeniz onaylandı. Planınız hesabınıza tanımlandı.',
  resultErrorTitle: 'İşlem doğrulanamadı',
  // our wording, not in the requirements
  resultErrorBody:
    'Kartınızdan ödeme alındıysa planınız birkaç dakika içinde hesabınızda görünecektir. Durumu yeniden kontrol etmek için tekrar deneyebilirsiniz.',
  resultFailedTitle: 'Ödeme başarısız / iptal edildi',
  // our wording, not in the requirements
  resultFailedBody: 'Kartınızdan herhangi bir ücret çekilmedi.',
} as const;

export const CHECKOUT_MESSAGES = {
  cardFieldsRequired: 'Lütfen tüm kart alanlarını doldurun.',
  planOrAmountMissing: 'Plan veya tutar bulunamadı.',
  cardFieldsInvalid: 'Kart bilgilerini kontrol edin.', // our wording, not in the requirements
} as const;

export const ADMIN_MESSAGES = {
  filesFailed: 'Dosyalar alınamadı',
  loadFailed: 'Yüklenemedi',
  actionFailed: 'İşlem başarısız',
  notFound: 'Bulunamadı.',
  /** Last resort of the application-list error text (docs/requirements/errors.md#err-admin). */
  httpStatus: (status: number): string => `HTTP ${String(status)}`,
  // our wording, not in the requirements
  decisionUnavailable:
    'Bu başvuru için karar verilemez: yalnızca Gönderildi veya Beklemede durumundaki başvurular onaylanabilir, reddedilebilir ya da bekletilebilir.',
} as const;

/**
 * Header texts (docs/requirements/screens.md#scr-header): the status line keeps the English
 * 'APPROVED' as the requirements show it (docs/requirements/screens.md#scr-header-status).
 */
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

/**
 * Badge labels of application statuses (beyond the requirements, which name the statuses only:
 * docs/requirements/data.md#data-application-status).
 */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  NONE: 'Başvuru yok',
  DRAFT: 'Taslak',
  SUBMITTED: 'Gönderildi',
  APPROVED: 'Onaylandı',
  HOLD: 'Beklemede',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal edildi',
};

/** The plan periods as a Turkish list: "1, 3, 6 ve 12" and "1, 3, 6 veya 12" (built once). */
const periodList = (conjunction: 've' | 'veya') =>
  PLAN_PERIODS_MONTHS.join(', ').replace(/, (\d+)$/, ` ${conjunction} $1`);
export const PLAN_PERIODS_AND = periodList('ve');
export const PLAN_PERIODS_OR = periodList('veya');

export const PLAN_NAMES: Readonly<Record<PlanCode, string>> = {
  BEGINNER: 'Başlangıç',
  BASIC: 'Temel',
  PREMIUM: 'Premium',
};

/**
 * The requirements give the taglines in English (docs/requirements/screens.md#scr-plan-taglines);
 * these are their Turkish renderings.
 */
export const PLAN_TAGLINES: Readonly<Record<PlanCode, string>> = {
  BEGINNER: 'Başlamak için en uygun fiyat',
  BASIC: 'Dengeli, daha fazla aylık kota',
  PREMIUM: 'Yoğun klinik ihtiyaçlar için yüksek kota',
};

/**
 * Default `message` of the server's error body per code; the text of the requirements where they
 * give one (docs/requirements/errors.md#err-catalogue).
 */
export const SERVER_ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  invalid_body: CONTACT_MESSAGES.invalidBody,
  // our wording, not in the requirements
  invalid_code: 'Kod hatalı veya süresi dolmuş. Yeni bir kod isteyebilirsiniz.',
  // our wording, not in the requirements
  invalid_token: 'Doğrulama anahtarı geçersiz veya süresi dolmuş. Lütfen işlemi yeniden başlatın.',
  // our wording, not in the requirements
  application_exists:
    'Bu e-posta adresiyle daha önce başvuru yapılmış. Lütfen giriş yapın veya şifrenizi sıfırlayın.',
  // our wording, not in the requirements
  trial_used: 'Deneme hakkınızı daha önce kullandınız. Devam etmek için bir plan seçin.',
  // our wording, not in the requirements
  subscription_active: 'Aktif bir aboneliğiniz olduğu için deneme başlatılamaz.',
  // our wording, not in the requirements
  amount_mismatch:
    'Ödeme tutarı güncel fiyatla eşleşmiyor. Lütfen planlar sayfasını yenileyip tekrar deneyin.',
  invalid_credentials: LOGIN_MESSAGES.invalidCredentials,
  unauthorized: ASK_MESSAGES.authRequired,
  forbidden: 'Bu işlem için yetkiniz yok.', // our wording, not in the requirements
  quota_exhausted: ASK_MESSAGES.quotaWarning,
  // our wording, not in the requirements
  trial_exhausted: 'Deneme hakkınız bitti. Devam etmek için bir plan seçin.',
  not_found: ADMIN_MESSAGES.notFound,
  // our wording, not in the requirements
  invalid_state: 'Bu işlem kaydın mevcut durumunda yapılamaz.',
  conflict: 'Bu işlem mevcut bir kayıtla çakışıyor.', // our wording, not in the requirements
  // our wording, not in the requirements
  payload_too_large: 'Gönderilen dosya veya veri çok büyük.',
  unsupported_file_type: APPLY_MESSAGES.documentTypeInvalid,
  rate_limited: ASK_MESSAGES.rateLimited,
  internal_error: ASK_MESSAGES.serverError,
  ai_unavailable: ASK_MESSAGES.serverError,
  mail_send_failed: CONTACT_MESSAGES.mailSendFailed,
  mail_not_configured: CONTACT_MESSAGES.mailNotConfigured,
  // our wording, not in the requirements
  service_unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
};

/**
 * Billing and trial screens (docs/requirements/screens.md#scr-billing-plans,
 * docs/requirements/screens.md#scr-billing, docs/requirements/data.md#data-subscription-state,
 * docs/requirements/limits.md#lim-purchase); the requirements quote none of these texts.
 */
export const BILLING_MESSAGES = {
  // our wording, not in the requirements
  plansLoadFailed: 'Planlar yüklenemedi. Lütfen tekrar deneyin.',
  replaceTitle: 'Mevcut planınızın yerine geçecek', // our wording, not in the requirements
  // our wording, not in the requirements
  replaceWarning:
    'Yeni satın alma hemen yeni bir dönem başlatır ve mevcut planınızın yerine geçer. Kullanılmayan krediler yeni döneme aktarılmaz.',
  // our wording, not in the requirements
  trialOfferTitle: (days: number, questions: number): string =>
    `${String(days)} gün / ${String(questions)} soru ücretsiz deneme`,
  trialStart: 'Denemeyi Başlat', // our wording, not in the requirements
  // our wording, not in the requirements
  trialStarted: (days: number, questions: number): string =>
    `Denemeniz başladı: ${String(days)} gün, ${String(questions)} soru`,
  // our wording, not in the requirements
  trialActive: (days: number, questions: number): string =>
    `Deneme süreniz devam ediyor: ${String(days)} gün, ${String(questions)} soru kaldı.`,
  noPayments: 'Henüz ödeme yok.', // our wording, not in the requirements
  testModeTitle: 'Test ortamı', // our wording, not in the requirements
} as const;

/**
 * The workspace screen (docs/requirements/screens.md#scr-workspace); the requirements quote only
 * WORKSPACE_MESSAGES and the banners.
 */
export const WORKSPACE_UI_MESSAGES = {
  noTopics: 'Henüz oturum yok. İlk oturumunuzu oluşturun.', // our wording, not in the requirements
  // our wording, not in the requirements
  noMessages: 'Bu oturumda henüz soru yok. İlk sorunuzu yazarak başlayın.',
  answerStopped: '(Yanıt durduruldu)', // our wording, not in the requirements
  /**
   * An answer interrupted by a server failure (its credit was given back): the 5xx line of
   * docs/requirements/errors.md#err-ask.
   */
  answerFailed: ASK_MESSAGES.serverError,
  // our wording, not in the requirements
  answerCreditReturned: 'Bu soru için kullanılan kredi iade edildi.',
  answerInProgress: 'Yanıt hazırlanıyor…', // our wording, not in the requirements
  // Answers that ended before they were complete (issue 16); our wording, none is in the
  // requirements.
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
  announceAnswerDone: 'Yanıt tamamlandı.', // our wording, not in the requirements
  announceAnswerStopped: 'Yanıt durduruldu.', // our wording, not in the requirements
  // our wording, not in the requirements
  trialBadge: (label: string, questions: number, days: number): string =>
    `${label} · ${String(questions)} soru · ${String(days)} gün`,
  // our wording, not in the requirements
  creditBadge: (label: string, credits: number): string => `${label} · ${String(credits)} kredi`,
  noPlanBadge: 'Aktif plan yok', // our wording, not in the requirements
  // our wording, not in the requirements
  loadFailed: 'Çalışma alanı yüklenemedi. Lütfen tekrar deneyin.',
  topicsLoadFailed: 'Oturumlar yüklenemedi.', // our wording, not in the requirements
  messagesLoadFailed: 'Mesajlar yüklenemedi.', // our wording, not in the requirements
  // Paged history (issue 18); our wording, none is in the requirements.
  loadOlderMessages: 'Daha eski mesajları yükle',
  loadingOlderMessages: 'Daha eski mesajlar yükleniyor…',
  olderMessagesFailed: 'Daha eski mesajlar yüklenemedi.',
  historyStart: 'Oturumun ilk sorusuna ulaştınız.',
  // our wording, not in the requirements
  searchTooShort: `Aramak için en az ${String(SEARCH_MIN_LENGTH)} karakter girin.`,
  searchNoResults: 'Sonuç bulunamadı.', // our wording, not in the requirements
  searchFailed: 'Arama yapılamadı. Lütfen tekrar deneyin.', // our wording, not in the requirements
  deleteTopicTitle: 'Oturum silinsin mi?', // our wording, not in the requirements
  // our wording, not in the requirements
  deleteTopicBody: (title: string): string =>
    `"${title}" oturumu ve içindeki tüm sorular ile yanıtlar kalıcı olarak silinecek.`,
  // our wording, not in the requirements
  topicCreateFailed: 'Oturum oluşturulamadı. Lütfen tekrar deneyin.',
  // our wording, not in the requirements
  topicSaveFailed: 'Oturum kaydedilemedi. Lütfen tekrar deneyin.',
  // our wording, not in the requirements
  topicDeleteFailed: 'Oturum silinemedi. Lütfen tekrar deneyin.',
  copyFailed: 'Kopyalanamadı', // our wording, not in the requirements
  // our wording, not in the requirements
  noQuotaHistoryNote: 'Geçmiş oturumlarınızı okumaya ve PDF olarak indirmeye devam edebilirsiniz.',
  stopFailed: 'Yanıt durdurulamadı. Lütfen tekrar deneyin.', // our wording, not in the requirements
} as const;
