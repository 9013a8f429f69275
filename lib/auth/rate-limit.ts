import { tooManyRequests } from "@/lib/http/errors";

interface Window {
  count: number;
  resetAt: number;
}

/** A fixed-window counter per key, in memory: the panel runs as one process. */
export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  /** Throws 429 when the key has used up its window. */
  check(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count >= this.limit) {
      throw tooManyRequests(this.message, Math.ceil((window.resetAt - now) / 1000));
    }
  }

  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 10_000) this.sweep(now);
    } else {
      window.count++;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The address a request came from: instrumentation.ts sets X-Forwarded-For to it on every request (see lib/http/incoming-headers.ts). */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
