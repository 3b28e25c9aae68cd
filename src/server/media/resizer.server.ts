// Smaller WebP copies of pictures, made by a child process (resize-worker.ts, decision 028)
// that starts on the first request for one and stops when it has been idle a while.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { packageRoot } from "#server/paths.server.ts";
import type { ResizeJob, ResizeResult } from "./resize-worker.ts";

export type Resized =
  | { ok: true; bytes: Uint8Array }
  /** `lasting`: the picture itself cannot be read; asking again would give the same. */
  | { ok: false; lasting: boolean };

export interface ResizerOptions {
  /** The worker's built file (`npm run build` makes it). */
  workerFile?: string;
  /** A job not done by then ends the worker: a picture may have made it hang. */
  jobTimeoutMs?: number;
  /** An idle worker is stopped after this long. */
  idleMs?: number;
  /** More jobs than this waiting are refused at once (the original is served instead). */
  maxPending?: number;
}

interface Pending {
  resolve: (result: Resized) => void;
  timer: NodeJS.Timeout;
}

export class Resizer {
  private readonly workerFile: string;
  private readonly jobTimeoutMs: number;
  private readonly idleMs: number;
  private readonly maxPending: number;
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(options: ResizerOptions = {}) {
    this.workerFile = options.workerFile ?? path.join(packageRoot(), "dist/resize-worker.js");
    this.jobTimeoutMs = options.jobTimeoutMs ?? 10_000;
    this.idleMs = options.idleMs ?? 30_000;
    this.maxPending = options.maxPending ?? 16;
  }

  /** A WebP copy at most `width` pixels wide, never wider than the picture. */
  resize(bytes: Uint8Array, width: number): Promise<Resized> {
    if (this.pending.size >= this.maxPending) return Promise.resolve({ ok: false, lasting: false });
    const child = this.worker();
    if (!child) return Promise.resolve({ ok: false, lasting: false });
    const id = this.nextId++;
    return new Promise<Resized>((resolve) => {
      const timer = setTimeout(() => this.stop(), this.jobTimeoutMs);
      this.pending.set(id, { resolve, timer });
      const job: ResizeJob = { id, bytes, width };
      child.send(job);
    });
  }

  /** Stops the worker; jobs still waiting get no copy. */
  stop(): void {
    const child = this.child;
    this.child = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      this.pending.delete(id);
      job.resolve({ ok: false, lasting: false });
    }
    child?.kill();
  }

  private worker(): ChildProcess | null {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.child) return this.child;
    let child: ChildProcess;
    try {
      child = fork(this.workerFile, [], {
        serialization: "advanced",
        stdio: ["ignore", "ignore", "inherit", "ipc"],
        // The worker gets Node's defaults, not the server's memory flags (decision 027).
        execArgv: [],
      });
    } catch {
      return null;
    }
    // The server's sockets keep it running, not its helper.
    child.unref();
    child.channel?.unref();
    child.on("message", (result: ResizeResult) => this.settle(result));
    child.on("error", () => this.child === child && this.stop());
    child.on("exit", () => this.child === child && this.stop());
    this.child = child;
    return child;
  }

  private settle(result: ResizeResult): void {
    const job = this.pending.get(result.id);
    if (!job) return;
    clearTimeout(job.timer);
    this.pending.delete(result.id);
    job.resolve(
      "bytes" in result ? { ok: true, bytes: result.bytes } : { ok: false, lasting: true },
    );
    if (this.pending.size === 0) {
      this.idleTimer = setTimeout(() => this.stop(), this.idleMs);
      this.idleTimer.unref();
    }
  }
}
