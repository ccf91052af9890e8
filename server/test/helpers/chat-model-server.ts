import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the bot sent to the model: its headers and its JSON body. */
export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: any;
}

export interface ChatModelServer {
  /** The API's base, as LLM_BASE_URL takes it (…/v1). */
  baseUrl: string;
  received: ChatRequest[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat endpoint on loopback: answers each request with what `reply` returns
 * for it and records what was sent, so a test checks both what the bot asks and what it does with
 * the answer. A real model is not reachable in tests.
 */
export async function startChatModelServer(
  reply: (request: ChatRequest) => { status: number; content: string },
): Promise<ChatModelServer> {
  const received: ChatRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const sent = { headers: request.headers, body: JSON.parse(text) };
      received.push(sent);
      const { status, content } = reply(sent);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
