// Lines of a stream taken one at a time, none longer than a bound. What arrives on the control
// socket comes from any process of the machine's owner: a line without end must not grow
// without end, and what a peer sent is let go once it leaves. The stream is read only while
// its reader waits for a line, so a peer that sends line after line waits for it too.
import type { Readable } from "node:stream";

const NEWLINE = 0x0a;

/** Bytes as a person reads a limit: "256 MiB". */
export function sizeInWords(bytes: number): string {
  const mib = bytes / 2 ** 20;
  return mib >= 1 ? `${Number(mib.toFixed(1))} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/** A line longer than its reader's bound: the rest of the stream is not read. */
export class LineTooLong extends Error {
  constructor(readonly maxBytes: number) {
    super(`a line is longer than ${sizeInWords(maxBytes)}, the most one may hold`);
  }
}

/** No line came in the time given. */
export class NoLineInTime extends Error {}

interface Waiting {
  resolve(line: Buffer | null): void;
  reject(error: Error): void;
}

/** The first block of a line that does not end in the chunk it starts in; each next one is
 * twice as large, up to the largest. Blocks of the largest size are given back to the system
 * when freed (glibc maps blocks over 32 MiB of their own). */
const FIRST_BLOCK = 16 * 1024;
const LARGEST_BLOCK = 64 * 2 ** 20;

export class LineReader {
  /**
   * The line being received, copied out of the chunks it came in (which are freed at once and
   * their memory used for the next) into blocks that grow with it. Held as its chunks, a long
   * line dropped left the process hundreds of MB larger: the allocator keeps freed small
   * blocks. Copied into one buffer grown by doubling, it briefly held half as much again.
   */
  private blocks: Buffer[] = [];
  /** Bytes in the last block. */
  private filled = 0;
  /** Bytes of the line in all its blocks. */
  private pending = 0;
  private lines: Buffer[] = [];
  private ended = false;
  private tooLong: LineTooLong | null = null;
  private waiting: Waiting | null = null;
  /** Why the stream ended early, if it failed: a peer's reset, a file that cannot be read. */
  error: Error | null = null;

  constructor(
    private readonly input: Readable,
    readonly maxBytes: number,
  ) {
    input.on("data", this.receive);
    input.once("end", () => this.end());
    input.once("close", () => this.end());
    input.on("error", (error) => {
      this.error ??= error;
      this.lines = [];
      this.end();
    });
  }

  private readonly receive = (chunk: Buffer): void => {
    if (this.ended || this.tooLong) return;
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      if (this.pending === 0 && piece.length <= this.maxBytes) {
        this.lines.push(Buffer.from(piece));
      } else {
        if (!this.hold(piece)) return;
        this.lines.push(this.take());
      }
      start = end + 1;
    }
    if (start < chunk.length && !this.hold(chunk.subarray(start))) return;
    if (this.lines.length > 0) {
      this.input.pause();
      this.answer();
    }
  };

  /** Adds to the line being received; past the bound, drops it and reads no more. */
  private hold(piece: Buffer): boolean {
    if (this.pending + piece.length > this.maxBytes) {
      this.refuse();
      return false;
    }
    let from = 0;
    while (from < piece.length) {
      let block = this.blocks.at(-1);
      if (!block || this.filled === block.length) {
        const size = Math.min(2 * (block?.length ?? FIRST_BLOCK / 2), LARGEST_BLOCK);
        block = Buffer.allocUnsafeSlow(size);
        this.blocks.push(block);
        this.filled = 0;
      }
      const copied = piece.copy(block, this.filled, from);
      this.filled += copied;
      from += copied;
    }
    this.pending += piece.length;
    return true;
  }

  /** The line received, in a buffer of its own. */
  private take(): Buffer {
    const last = this.blocks.pop()?.subarray(0, this.filled) ?? Buffer.alloc(0);
    const line = this.blocks.length === 0 ? last : Buffer.concat([...this.blocks, last]);
    this.drop();
    return line;
  }

  private refuse(): void {
    this.tooLong = new LineTooLong(this.maxBytes);
    this.drop();
    this.input.pause();
    this.answer();
  }

  private drop(): void {
    this.blocks = [];
    this.filled = 0;
    this.pending = 0;
  }

  /** A line without its newline is cut off, never read. */
  private end(): void {
    this.ended = true;
    this.drop();
    this.answer();
  }

  private answer(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    const line = this.lines.shift();
    if (line !== undefined) {
      this.waiting = null;
      waiting.resolve(line);
    } else if (this.tooLong) {
      this.waiting = null;
      waiting.reject(this.tooLong);
    } else if (this.ended) {
      this.waiting = null;
      waiting.resolve(null);
    }
  }

  /**
   * The next line, without its newline; null once the stream has ended (`error` says if it
   * failed). A LineTooLong past the bound; after `waitMs` without a line, a NoLineInTime
   * saying that what was `awaited` did not come.
   */
  next(waitMs?: number, awaited = "a line"): Promise<Buffer | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.tooLong) return Promise.reject(this.tooLong);
    if (this.ended) return Promise.resolve(null);
    this.input.resume();
    return new Promise((resolve, reject) => {
      const timer = waitMs
        ? setTimeout(() => {
            this.waiting = null;
            reject(new NoLineInTime(`${awaited} did not come in ${waitMs / 1000} s`));
          }, waitMs)
        : null;
      this.waiting = {
        resolve: (received) => {
          if (timer) clearTimeout(timer);
          resolve(received);
        },
        reject: (error) => {
          if (timer) clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  /** Drops whatever is held and reads no more. */
  close(): void {
    this.input.off("data", this.receive);
    this.lines = [];
    this.end();
  }
}
