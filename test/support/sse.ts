import { until } from './until';

export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * A Server-Sent Events client for tests: reads the stream with fetch, parses messages (the
 * `text/event-stream` rules: id/event/data lines, a blank line ends a message, `:` comments) and
 * keeps them all, with the comment lines counted apart.
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  comments = 0;
  ended = false;
  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
    readonly body: string | null,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const abort = new AbortController();
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      return new SseClient(res.status, res.headers, abort, await res.text());
    }
    const client = new SseClient(res.status, res.headers, abort, null);
    void client.read(res.body!);
    return client;
  }

  /** The parsed JSON data of the messages of one event type. */
  data<T = any>(event = 'version'): T[] {
    return this.messages.filter((m) => m.event === event).map((m) => JSON.parse(m.data) as T);
  }

  async waitFor(ok: (c: SseClient) => boolean, timeoutMs = 10_000): Promise<void> {
    await until(
      () => ok(this),
      (v) => v,
      timeoutMs,
    );
    if (!ok(this)) throw new Error(`SSE: condition not met; got ${JSON.stringify(this.messages).slice(0, 2000)}`);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          this.parse(block);
        }
      }
    } catch {
      // aborted
    } finally {
      this.ended = true;
    }
  }

  private parse(block: string): void {
    const message: SseMessage = { event: 'message', data: '' };
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments++;
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') message.data += (message.data ? '\n' : '') + value;
      else continue;
      any = true;
    }
    if (any && (message.data !== '' || message.event !== 'message')) this.messages.push(message);
  }
}
