// Server rendering: render the page with the server's marker nonce on every inline script
// (the server allows those scripts by their hashes, decision 068), and send the security
// headers that back the sanitiser up. What goes wrong goes to the server's
// logger, never to the console.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { PageStylesText } from "./components/layout/PageStyles.tsx";
import { ReadingScriptText, ScriptNonce } from "./components/layout/ReadingControls.tsx";
import { PAGE_CSS } from "./lib/page-styles.server.ts";
import { READING_SCRIPT } from "./lib/reading-script.server.ts";
import { securityHeaders } from "./lib/security.server.ts";

export const streamTimeout = 5000;

/**
 * React Router's report of an error while answering. A client that went away, or an address
 * no route takes (one holding a line break, which the catch-all's pattern does not match), is
 * the client's doing, not the server's: noted at debug level, without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const path = new URL(request.url).pathname;
  if (request.signal.aborted) {
    context.log.debug({ path }, "a page was left unfinished: the client went away");
  } else if (isRouteErrorResponse(error) && error.status < 500) {
    context.log.debug({ path, status: error.status }, "no page answers this address");
  } else {
    context.log.error({ err: error, path }, "a page failed");
  }
};

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
  // A production page is read whole by the server's page cache, and crawlers and no-JS
  // readers get the whole document at once: those are rendered to the end before the first
  // byte goes out, in one piece rather than in many flushes. The development server streams.
  const waitForAll =
    !loadContext.development ||
    isbot(request.headers.get("user-agent") ?? "") ||
    routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // Stops a render still unfinished after the timeout. Cleared once the page is written or
    // its render failed: a pending timer holds the whole render (its React tree, the route
    // data, the serialised data) in memory until it fires, each render for six seconds.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <PageStylesText.Provider value={PAGE_CSS}>
        <ScriptNonce.Provider value={nonce}>
          <ReadingScriptText.Provider value={READING_SCRIPT}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ReadingScriptText.Provider>
        </ScriptNonce.Provider>
      </PageStylesText.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          const body = new PassThrough();
          body.once("close", () => clearTimeout(timeout));
          responseHeaders.set("content-type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.log.error(
            { err: error, path: new URL(request.url).pathname },
            "a page failed to render",
          );
        },
      },
    );
  });
}
