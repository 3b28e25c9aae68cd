// Structured logs to standard output, one JSON line each (pino). Written synchronously: the
// server logs little (start, progress, failures), and a line must be out before the next
// step, even when a long import keeps the event loop busy or the process is killed.
import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest: 1, sync: true }));
}
