import type { MessageDto } from '@psikorehber/shared/schemas/workspace';

/**
 * "Sağlayıcıya giden metin" (issue 15): for an answer written by an external AI provider, the
 * exact masked text that left our server, on request; for the embedded engine, that nothing left.
 * Answers from before this was recorded show nothing.
 */
export function SentToProvider({ message }: { message: MessageDto }) {
  if (message.sentText) {
    return (
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800 hover:underline">
          Sağlayıcıya giden metin
        </summary>
        <p className="mt-2 text-muted">
          Yapay zekâ sağlayıcısına yalnızca aşağıdaki metin gönderildi; kişisel veriler [KİŞİ_1]
          gibi yer tutucularla gizlendi.
        </p>
        <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap text-ink">
          {message.sentText}
        </pre>
      </details>
    );
  }
  if (message.provider === 'offline') {
    return (
      <p className="mt-3 text-xs text-muted">
        Bu yanıt sunucumuzdaki çevrimdışı motorla üretildi; sorunuz hiçbir dış sağlayıcıya
        gönderilmedi.
      </p>
    );
  }
  return null;
}
