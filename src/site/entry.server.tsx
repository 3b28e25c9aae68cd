// Server rendering: render the page with this response's nonce on every inline script, and
// send the security headers that back the sanitiser up.
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { PageStylesText } from "./components/layout/PageStyles.tsx";
import { PAGE_CSS } from "./lib/page-styles.server.ts";
import { securityHeaders } from "./lib/security.server.ts";

export const streamTimeout = 5000;

/** The stylesheet every page holds, for the server's page cache to keep once (decision 029). */
export const pageStyles: string = PAGE_CSS;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce } = loadContext;
  for (const [name, value] of Object.entries(securityHeaders(loadContext))) {
    responseHeaders.set(name, value);
  }
  // A production page is kept whole by the server's page cache, and crawlers and no-JS
  // readers get the whole document at once: those are rendered to the end into one buffer.
  // The development server streams.
  const waitForAll =
    !loadContext.development ||
    isbot(request.headers.get("user-agent") ?? "") ||
    routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <PageStylesText.Provider value={PAGE_CSS}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageStylesText.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          responseHeaders.set("content-type", "text/html; charset=utf-8");
          if (waitForAll) {
            pipe(
              collected((html) =>
                resolve(new Response(bytesOf(html), { headers: responseHeaders, status })),
              ),
            );
            return;
          }
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A buffer's bytes as the fetch API types them, not copied. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/** A destination that gathers a finished render's chunks and hands them over as one buffer. */
function collected(done: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
