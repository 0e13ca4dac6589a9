import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../common/errors/app-error';

/**
 * Counts the live streams and subscriptions each API key (each IP when anonymous) holds open on
 * this instance, so one caller cannot hold unbounded connections and memory.
 */
@Injectable()
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Takes a slot for `holder` or throws TOO_MANY_STREAMS; call the returned function once to free it. */
  take(holder: string): () => void {
    const limit = this.config.live.maxStreamsPerKey;
    const n = this.open.get(holder) ?? 0;
    if (n >= limit) {
      throw new AppError('TOO_MANY_STREAMS', `At most ${limit} live streams or subscriptions at once per key.`, {
        limit,
      });
    }
    this.open.set(holder, n + 1);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const left = (this.open.get(holder) ?? 1) - 1;
      if (left <= 0) this.open.delete(holder);
      else this.open.set(holder, left);
    };
  }
}

/** Whose slot a caller takes: its API key, or its IP when anonymous. */
export const slotHolder = (keyId: string | undefined, ip: string): string => (keyId ? `key:${keyId}` : `ip:${ip}`);
