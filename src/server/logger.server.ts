// Structured logs to standard output, one JSON line each (pino). Written synchronously: the
// server logs little (start, progress, failures), and a line must be out before the next
// step, even when a long import keeps the event loop busy or the process is killed.
import { pino, type Logger } from "pino";

export type { Logger };

/** `dest` 2 (standard error) for a command whose standard output is its result. */
export function createLogger(level = process.env.LOG_LEVEL ?? "info", dest: 1 | 2 = 1): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest, sync: true }));
}
