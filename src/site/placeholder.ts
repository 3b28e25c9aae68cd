// Until the server-rendered site lands, every page answers with the institute's name and the
// way to its content, so a fresh start shows which college each host serves.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

export function institutePage(name: string, instituteId: string): string {
  return page(
    name,
    `<h1>${escapeHtml(name)}</h1><p>The full site is on its way. The platform read API already serves this institute, for example <a href="/api/v1/ins/${escapeHtml(instituteId)}/dash">its record</a>.</p>`,
  );
}

export function pageNotFound(): string {
  return page("Page not found", "<h1>Page not found</h1><p>There is no page at this address.</p>");
}

export function unknownHostPage(): string {
  return page(
    "No college here",
    "<h1>No college is served at this address</h1><p>Check the address you typed.</p>",
  );
}
