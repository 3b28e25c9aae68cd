// The child process that makes the media route's smaller copies of pictures (decision 028).
// It runs apart from the server, so libvips and its buffers never count against the server's
// memory, and a picture that makes it crash or hang takes only this process with it.
import sharp from "sharp";

/** A picture larger than this is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 75;

export interface ResizeJob {
  id: number;
  bytes: Uint8Array;
  width: number;
}

export type ResizeResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

sharp.cache(false);
sharp.concurrency(1);

process.on("message", (job: ResizeJob) => {
  // Every failure of the resize is an answer; sending one fails only when the server is
  // gone, and then "disconnect" below ends this helper.
  void sharp(job.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: job.width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .then(
      (bytes): ResizeResult => ({ id: job.id, bytes }),
      (error: unknown): ResizeResult => ({ id: job.id, error: String(error) }),
    )
    .then((result) => process.send?.(result));
});
// The server is gone (stopped, or killed): so is its helper.
process.on("disconnect", () => process.exit(0));
