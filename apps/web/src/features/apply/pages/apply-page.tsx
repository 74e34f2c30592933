import { BUSINESS_FACTS, CODE_LENGTH } from '@psikorehber/shared/constants';
import { useState } from 'react';
import { Page } from '~/components/page';
import { ApplyCodeStep } from '~/features/apply/components/apply-code-step';
import { ApplyFormStep, type CodeSent } from '~/features/apply/components/apply-form-step';
import { readCodeStep } from '~/features/apply/code-step-storage';
import { readDraftId, storeDraftId } from '~/features/apply/draft-id';
import { useNewApplicationForm } from '~/lib/use-application-form';

/**
 * /apply (docs/requirements/screens.md#scr-apply): the form, then the e-mail code; success goes on
 * to /set-password.
 */
export function ApplyPage() {
  // Read once: after a reload (or a trip to the mail tab) the tab continues at the code step.
  const [restored] = useState(() => readCodeStep());
  // The form lives here, so going back from the code step finds every value as it was.
  const form = useNewApplicationForm(restored?.sent.email ?? '');
  const [draftId, setDraftId] = useState<string | null>(() => restored?.draftId ?? readDraftId());
  const [codeSent, setCodeSent] = useState<CodeSent | null>(() => restored?.sent ?? null);

  return (
    <Page title="Başvuru">
      <div className="mt-6 max-w-2xl">
        <p className="text-lg text-muted">
          PsikoRehber yalnızca onaylı psikoloji profesyonellerine ve öğrencilerine açıktır. Formu
          doldurun, e-postanıza gelen {CODE_LENGTH} haneli kodla adresinizi doğrulayın ve şifrenizi
          belirleyin. Başvurular {BUSINESS_FACTS.reviewHours} saat içinde incelenir.
        </p>
        <div className="mt-8">
          {codeSent && draftId ? (
            <ApplyCodeStep draftId={draftId} sent={codeSent} onBack={() => setCodeSent(null)} />
          ) : (
            <ApplyFormStep
              form={form}
              draftId={draftId}
              onDraftSaved={(id) => {
                storeDraftId(id);
                setDraftId(id);
              }}
              onCodeSent={setCodeSent}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
