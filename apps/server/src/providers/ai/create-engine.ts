// AI_PROVIDER → the supervision engine (docs/requirements/ai-engine.md#ai-providers): the offline
// engine by default; OpenAI, Anthropic or any OpenAI-compatible chat-completions server (Ollama,
// vLLM, llama.cpp) by configuration. loadConfig has already refused a provider without its key,
// model or address.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AppConfig } from '../../config';
import type { SupervisionEngine } from './engine';
import { jsonToStreamFetch } from './json-stream-fetch';
import { frameMatcher } from './frame-matcher';
import { OFFLINE_MODEL_ID, OFFLINE_PROVIDER, OfflineSupervisionModel } from './offline-model';
import { SdkSupervisionEngine } from './sdk-engine';

export function createSupervisionEngine(config: AppConfig): SupervisionEngine {
  const { provider, model = '', apiKey, baseUrl, temperature, maxTokens } = config.ai;
  const external = { provider, model, external: true, temperature, maxTokens };
  // Chat-completions servers may answer a streaming request with one JSON completion.
  const fetch = jsonToStreamFetch();
  // Read, check and index the knowledge frames now, for every provider (they ground an LLM too):
  // a broken frame stops the start, not an answer, and the first question does not wait seconds
  // for the index.
  frameMatcher();
  switch (provider) {
    case 'openai':
      return new SdkSupervisionEngine(
        createOpenAI({ apiKey, fetch, ...(baseUrl ? { baseURL: baseUrl } : {}) }).chat(model),
        external,
      );
    case 'anthropic':
      return new SdkSupervisionEngine(
        createAnthropic({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}) })(model),
        external,
      );
    case 'openai-compatible':
      return new SdkSupervisionEngine(
        createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: baseUrl ?? '',
          apiKey,
          fetch,
        }).chatModel(model),
        external,
      );
    case 'offline':
      return new SdkSupervisionEngine(new OfflineSupervisionModel(), {
        provider: OFFLINE_PROVIDER,
        model: OFFLINE_MODEL_ID,
        external: false,
      });
  }
}
