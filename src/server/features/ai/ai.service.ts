import type { z } from 'zod';
import type { AiImproveBody } from '../../../common/contracts/profiles';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';

/** How long the AI endpoint may take before the member gets the spec's error. */
const aiTimeoutMs = 30_000;

/** The instructions of the bio's 'Améliorer' button: rewrite, never invent. */
export const improveBioPrompt = [
  'Tu es un assistant de rédaction pour un réseau professionnel francophone de la diaspora africaine et afro-descendante.',
  'Réécris la biographie professionnelle fournie par le membre pour la rendre claire, engageante et professionnelle.',
  "Conserve strictement les faits : n'invente aucune expérience, aucun diplôme, aucun chiffre, aucun nom.",
  'Écris à la première personne, dans la langue du texte fourni (le français par défaut), en 1500 caractères au plus.',
  'Réponds uniquement par le texte réécrit, sans titre, sans guillemets ni commentaire.',
].join(' ');

export type AiService = ReturnType<typeof createAiService>;

/**
 * improveTextWithAI (000 §7) through an OpenAI-compatible `/chat/completions` endpoint (DESIGN.md §2),
 * available only when `ai_enabled` is on and `AI_BASE_URL` is set.
 */
export const createAiService = (
  deps: Pick<AreaDeps, 'config' | 'settings' | 'rateLimits'> & { fetch?: typeof fetch },
) => {
  const isAvailable = async () => Boolean(deps.config.ai) && (await deps.settings.getBoolean('ai_enabled'));

  return {
    isAvailable,

    /**
     * The rewritten text. Throws `ai_disabled`, `rate_limited` or `ai_failed` ("Erreur lors de la
     * reformulation IA"). `instructions` replace the bio's (the feed passes its own).
     */
    async improve(
      actor: Actor,
      body: z.output<typeof AiImproveBody>,
      instructions: string = improveBioPrompt,
    ): Promise<string> {
      const ai = deps.config.ai;
      if (!ai || !(await isAvailable())) throw new AppError('ai_disabled');
      await deps.rateLimits.consume('ai-improve', actor.id, rateLimits.aiImprove);
      const doFetch = deps.fetch ?? fetch;
      let content: unknown;
      try {
        const response = await doFetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: ai.model,
            temperature: 0.4,
            messages: [
              { role: 'system', content: instructions },
              { role: 'user', content: body.text },
            ],
          }),
          signal: AbortSignal.timeout(aiTimeoutMs),
        });
        if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
        const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        content = json.choices?.[0]?.message?.content;
      } catch (error) {
        throw new AppError('ai_failed', { cause: error });
      }
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AppError('ai_failed', { cause: new Error('AI endpoint answered no text') });
      }
      return content.trim();
    },
  };
};
