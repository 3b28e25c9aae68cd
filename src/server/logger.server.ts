// Structured logs to standard output, one JSON line each (pino).
import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined });
}
