export interface LlmSettings {
  /** An OpenAI-compatible API, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const TIMEOUT_MS = 20_000;

/** The model's reply ('' when it gave no text), or why there is none (for the log). */
type ChatReply = { ok: true; text: string } | { ok: false; reason: string };

/**
 * One deterministic exchange with an OpenAI-compatible chat model: the instructions, then what it
 * works from. Any failure of the service is a reason, never an exception, so a caller goes on
 * exactly as without the model.
 */
export async function askChatModel(settings: LlmSettings, instructions: string, content: string): Promise<ChatReply> {
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey && { authorization: `Bearer ${settings.apiKey}` }),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: `the LLM answered HTTP ${response.status}` };
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    return { ok: true, text: typeof text === 'string' ? text.trim() : '' };
  } catch (error) {
    return { ok: false, reason: `the LLM could not be reached: ${(error as Error).message}` };
  }
}
