// Ordinary supervision questions, as training negatives of the risk model: the example questions
// of the knowledge frames (written for the frames, never for the evaluation sets) whose subject
// is not a risk. The training writers wrote risk texts and risk-looking hard negatives; without
// questions like these the model takes any supervision question for a risky text (decision 012).
import { loadFrames } from '../../apps/server/src/providers/ai/knowledge/frames';

/** Frames whose examples may carry a risk: left out rather than labelled by guess. */
const ABOUT_RISK =
  /suicid|self-harm|violence|abuse|psychosis|mania|bipolar|duty-to-warn|harassment|anorexia|trauma|assault|honour|elder|dementia|substance|drug|alcohol|police|reporting|online-risks|bullying|schizophrenia|safety|crisis|perpetrator|impaired/;

export function ordinaryQuestions(): Array<{ id: string; text: string; categories: string[] }> {
  return loadFrames()
    .filter((frame) => !ABOUT_RISK.test(frame.id))
    .flatMap((frame) =>
      frame.examples.map((text, i) => ({ id: `${frame.id}#${String(i)}`, text, categories: [] })),
    );
}
