// HTML of the sandbox provider: a bank-like 3-D Secure page and an error page, in Turkish, with no
// script and an external stylesheet (our CSP forbids inline scripts and styles).
import { formatKurus } from '@psikorehber/shared/rules/money';
import { escapeHtml } from '../../../lib/html';

export const SANDBOX_CSS_PATH = '/sandbox/paytr/sandbox.css';

export const SANDBOX_CSS = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(15,23,42,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.bank{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#64748b;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0}
dt{color:#64748b}dd{margin:0;font-weight:600}
.note{font-size:.85rem;color:#475569;background:#f1f5f9;padding:.6rem .8rem;border-radius:8px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button,a.button{flex:1;font:inherit;font-weight:600;padding:.7rem 1rem;border-radius:8px;border:1px solid #0f766e;cursor:pointer;text-align:center;text-decoration:none}
button.primary{background:#0f766e;color:#fff}
button.secondary,a.button{background:#fff;color:#0f766e}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c}
`.trim();

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface ThreeDPageInput {
  sessionId: string;
  merchantOid: string;
  totalKurus: number;
  /** Only the last four digits are shown, as banks do; nothing of the card is kept. */
  cardLast4: string;
}

export function threeDSecurePage(input: ThreeDPageInput): string {
  return layout(
    '3D Secure Doğrulama',
    `<p class="bank">PsikoRehber Sandbox Bankası</p>
<h1>3D Secure Doğrulama</h1>
<p>Ödemeyi onaylamak için aşağıdaki bilgileri kontrol edin.</p>
<dl>
<dt>İşyeri</dt><dd>PsikoRehber</dd>
<dt>Tutar</dt><dd>${escapeHtml(formatKurus(input.totalKurus))}</dd>
<dt>Kart</dt><dd>**** **** **** ${escapeHtml(input.cardLast4)}</dd>
<dt>Sipariş</dt><dd>${escapeHtml(input.merchantOid)}</dd>
</dl>
<p class="note">Bu bir test ortamıdır: gerçek bir ödeme alınmaz, kart bilgileri saklanmaz.</p>
<form method="post" action="/sandbox/paytr/3d">
<input type="hidden" name="session" value="${escapeHtml(input.sessionId)}">
<div class="actions">
<button type="submit" name="decision" value="cancel" class="secondary">İptal</button>
<button type="submit" name="decision" value="confirm" class="primary" autofocus>Onayla</button>
</div>
</form>`,
  );
}

export function sandboxErrorPage(message: string, backUrl?: string): string {
  return layout(
    'Ödeme hatası',
    `<p class="bank">PsikoRehber Sandbox Bankası</p>
<h1>Ödeme işlemi başlatılamadı</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
${backUrl ? `<div class="actions"><a class="button" href="${escapeHtml(backUrl)}">Mağazaya dön</a></div>` : ''}`,
  );
}
