// One media origin (decision 071): with MEDIA_HOST set, a page and the files it opens are of
// different origins. Each demo institute's viewer still shows its PDF in its frame, and a page
// of any other origin (another site, another institute) is refused the frame.
import { rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoJson } from "#test/support/bundles.ts";
import {
  freePort,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";
import { openPage, suiteBrowser, type OpenedPage } from "./support/browser.ts";

/** What Chromium puts in a frame it refused to show. */
const REFUSED_FRAME = "chrome-error://chromewebdata/";

/** The first host of a demo institute and the name and key of a PDF its landing page opens. */
function pdfOf(index: number): { host: string; name: string; key: string } {
  const bundle = demoJson(index);
  const pdf = bundle.profile.landing_control.home_opener_quick_links.find(
    (link) => link.typo === "NO" && link.link_images.toLowerCase().endsWith(".pdf"),
  );
  const host = bundle.hosts[0];
  if (!pdf || !host) throw new Error(`demo ${index} has no host or no PDF quick link`);
  return { host, name: pdf.name, key: pdf.link_images };
}

/** The document a frame element holds, once it has one. */
async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  if (!frame) throw new Error(`${selector} holds no document`);
  return frame;
}

describe("files on one media host", () => {
  const browser = suiteBrowser();
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let elsewhere: http.Server | undefined;
  /** The address of `path` on `host` of the server under test. */
  let at: (host: string, path: string) => string;
  let elsewhereUrl: string;
  /** The last file the page of another origin frames. */
  let framedElsewhere = "";

  beforeAll(async () => {
    // The media host carries the server's port, so the port is chosen before the start.
    const port = await freePort();
    at = (host, path) => `http://${host}:${port}${path}`;
    dataDir = await tempDir("prospectus-media-host-");
    server = await startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      MEDIA_HOST: `media.localhost:${port}`,
      // Over plain http, as the test serves it; MEDIA_HOST alone means https.
      MEDIA_BASE_URL: at("media.localhost", "/media/"),
    });
    elsewhere = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><title>Elsewhere</title><iframe src="${framedElsewhere}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => elsewhere?.listen(0, "127.0.0.1", resolve));
    elsewhereUrl = `http://elsewhere.localhost:${(elsewhere.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (elsewhere ? elsewhere.close(resolve) : resolve(undefined)));
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe.each([0, 1])("demo institute %i", (index) => {
    let opened: OpenedPage;

    beforeAll(async () => {
      opened = await openPage(browser());
    });
    afterAll(async () => {
      await opened?.close();
    });

    it("shows its PDF from the media host in the viewer's frame", async () => {
      const { host, name, key } = pdfOf(index);
      const file = at("media.localhost", `/media/${key}`);
      const { page } = opened;
      await page.goto(at(host, "/"));
      const link = page.locator(`a[href="${file}"]`).getByText(name, { exact: true });
      await link.click();
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      const frame = await frameOf(page, `[role="dialog"] iframe[src="${file}"]`);
      // A refused frame commits Chromium's error page instead; a shown one, the file.
      await expect.poll(() => frame.url()).toBe(file);
      expect(opened.errors).toEqual([]);
    });

    it("is refused to a page of another site and to the other institute's pages", async () => {
      const own = pdfOf(index);
      framedElsewhere = at("media.localhost", `/media/${own.key}`);
      const { page } = opened;
      const refusals: string[] = [];
      page.on("console", (message) => {
        if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
      });
      // Not a site page: nothing to wait for hydrating.
      await page.goto(elsewhereUrl, { waitUntil: "domcontentloaded" });
      const framed = await frameOf(page, "iframe");
      await expect.poll(() => framed.url()).toBe(REFUSED_FRAME);
      // The other institute's landing page, framing this one's file.
      await page.goto(at(pdfOf(1 - index).host, "/"));
      await page.evaluate((src) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        frame.id = "foreign";
        document.body.append(frame);
      }, framedElsewhere);
      const foreign = await frameOf(page, "iframe#foreign");
      await expect.poll(() => foreign.url()).toBe(REFUSED_FRAME);
      expect(refusals).toHaveLength(2);
    });
  });
});
