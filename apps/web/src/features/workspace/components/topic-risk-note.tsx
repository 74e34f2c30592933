import { RISK_LABELS, type TopicDto } from '@psikorehber/shared/schemas/workspace';
import { Alert } from '~/components/alert';

/**
 * The topic remembers risk (issue 15): once an answer raised a risk category, the topic shows it
 * above the conversation for as long as the topic exists, so a later question in the same case
 * is never read without it.
 */
export function TopicRiskNote({ topic }: { topic: TopicDto }) {
  if (topic.riskKinds.length === 0) return null;
  return (
    <Alert tone="warning" title="Bu oturumda risk işaretleri var">
      <p>
        {topic.riskKinds.map((kind) => RISK_LABELS[kind]).join(', ')}. Ne yapılacağı, ilgili
        yanıtların sonundaki <strong>Risk Protokolü</strong> bölümünde yazıyor. Acil durumda 112’yi
        arayın.
      </p>
    </Alert>
  );
}
