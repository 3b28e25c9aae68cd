// The `prospectus` command: serve, import, export, demo, schema, tenants.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bundleJsonSchema } from "#contract/index.ts";
import {
  exportBundle,
  importBundle,
  readBundleDir,
  readTenantExport,
  writeBundleDir,
} from "./content/bundle-io.server.ts";
import { instituteDisclosures } from "./content/disclosure.server.ts";
import {
  disclosureExitCode,
  disclosureJson,
  disclosureLines,
} from "./content/disclosure-output.server.ts";
import {
  disclosureThrough,
  exportThrough,
  HolderFailed,
  importThrough,
  PartTooLarge,
} from "./control/channel.server.ts";
import { createPurger, purgingOnChange } from "./cache-purge.server.ts";
import { ConfigError, loadConfig } from "./config.server.ts";
import { loadDemo } from "./demo.server.ts";
import { bundleChanges } from "./mirror/diff.server.ts";
import { MirrorFailed, mirrorOptions, mirrorToDir } from "./mirror/mirror.server.ts";
import { createLogger } from "./logger.server.ts";
import { hostLines, startServer } from "./server.server.ts";
import { openDb, type Db } from "./store/db.server.ts";
import { DirLockedError } from "./store/lock.server.ts";
import { listSyncs } from "./store/sync.server.ts";
import { ImportRejected, listTenants, UnknownHost } from "./store/tenants.server.ts";
import { serveInWorkers } from "./workers.server.ts";

const USAGE = `Usage: prospectus <command>

  serve                  serve the site and API (the default)
  import <bundle-dir>    validate a content bundle and load its institute
  export <host> <dir>    write the institute served on <host> as a bundle
  demo [--out <dir>]     load the demo institutes (or write them as bundles)
  schema [--out <file>]  print the JSON Schema of bundle.json
  tenants                list the institutes, their hosts, and how each came (a bundle
                         import, or a mirror and when it was last synced)
  mirror --from <api> --host <host> [--hosts <h1,h2>] [--languages <mr,en,hi>]
         [--media-from <url>] [--out <dir>] [--dry-run]
                         read the institute a platform serves on <host> through its read API
                         (<api> is its /api address) and import it, or only write it as a
                         bundle (--out), or print what would change (--dry-run); --hosts are
                         all its hosts (the first primary), --languages its languages (the
                         first the default)
  disclosure [--host <host> | --all] [--json]
                         report which mandatory disclosure items each institute publishes;
                         exit 0 when all are found, 2 when some are uncertain, 3 when some
                         are missing

Environment: PORT, HOST, DATA_DIR, DATABASE_URL, PLATFORM_API_URL, TRUST_PROXY, MEDIA_BASE_URL,
MEDIA_HOST, SHUTDOWN_TIMEOUT, METRICS_PORT, METRICS_HOST, HSTS_INCLUDE_SUBDOMAINS, HSTS_PRELOAD,
PAGE_CACHE_MB, CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE, CACHE_STALE_IF_ERROR,
CACHE_TAG_HEADER, CACHE_PURGE_URL, CACHE_PURGE_STYLE, CACHE_PURGE_TOKEN, LOG_LEVEL, WORKERS,
MIRROR_FROM, MIRROR_HOSTS, MIRROR_INSTITUTES, MIRROR_MEDIA_FROM, MIRROR_QUICK_INTERVAL,
MIRROR_FULL_INTERVAL, MIRROR_CONCURRENCY`;

class UsageError extends Error {}

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Runs `work` on the store; an import it applies purges the cache in front before the
 * command ends (decision 071), its failures logged to standard error. */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDb(config.store);
  const purger = config.cachePurge
    ? createPurger(config.cachePurge, createLogger(undefined, 2))
    : null;
  try {
    return await work(purger ? purgingOnChange(db, purger) : db);
  } finally {
    await db.close();
    await purger?.settled();
  }
}

/**
 * Runs `op` on the store; when another process holds the embedded store and answers `op`
 * (a running server does), hands the work to that process instead.
 */
async function onStore<T>(
  op: string,
  local: (db: Db) => Promise<T>,
  through: (socketPath: string) => Promise<T>,
): Promise<T> {
  try {
    return await withDb(local);
  } catch (error) {
    if (error instanceof DirLockedError && error.holder?.accepts.includes(op)) {
      return through(error.socketPath);
    }
    throw error;
  }
}

function progress(label: string) {
  let last = -1;
  return (done: number, total: number) => {
    const percent = Math.floor((done / Math.max(total, 1)) * 100);
    if (percent !== last && (percent % 10 === 0 || done === total)) {
      process.stderr.write(`${label}: ${done}/${total} (${percent}%)\n`);
      last = percent;
    }
  };
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      host: { type: "string" },
      all: { type: "boolean" },
      json: { type: "boolean" },
      from: { type: "string" },
      hosts: { type: "string" },
      languages: { type: "string" },
      "media-from": { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command = "serve", ...rest] = positionals;
  if (values.help) return out(USAGE);
  switch (command) {
    case "serve": {
      const config = loadConfig();
      const logger = createLogger();
      // Several processes on the port (decision 082): this one supervises them, or is one.
      if (config.workers > 1) return serveInWorkers(config, logger, out);
      const server = await startServer(config, logger, out);
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        // A second signal means now.
        if (stopping) process.exit(1);
        stopping = true;
        logger.info({ signal }, "shutting down: finishing the requests in flight");
        server.close().then(
          () => {
            logger.info("stopped");
            process.exit(0);
          },
          (error: unknown) => {
            console.error("prospectus: could not stop cleanly:", error);
            process.exit(1);
          },
        );
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
      const lines = await hostLines(server.db, server.port);
      out(`Prospectus is serving on port ${server.port}:`);
      for (const line of lines) out(line);
      return;
    }
    case "import": {
      const [dir] = rest;
      if (!dir) throw new UsageError("import needs a bundle folder");
      const source = await readBundleDir(dir);
      // Checked here either way; only the writing is handed to a server holding the store.
      const result = await onStore(
        "import",
        (db) => importBundle(db, source, progress("importing")),
        (socketPath) =>
          importBundle((parts) => importThrough(socketPath, parts), source, progress("importing")),
      );
      out(
        `Imported ${result.name} (${result.tenantId}): ${result.documents} documents, ${result.mediaFiles} media files, hosts ${result.hosts.join(", ")}`,
      );
      return;
    }
    case "export": {
      const [host, dir] = rest;
      if (!host || !dir) throw new UsageError("export needs a host and a folder");
      const bundle = await onStore(
        "export",
        (db) => exportBundle(db, host, dir),
        async (socketPath) => {
          const { bundle, media } = await exportThrough(socketPath, host);
          await writeBundleDir({ json: bundle, media }, dir);
          return bundle;
        },
      );
      out(`Exported ${bundle.institute.insName} to ${dir}`);
      return;
    }
    case "demo": {
      const { demoBundles, importDemo } = await loadDemo();
      if (values.out) {
        for (const source of await demoBundles()) {
          const dir = `${values.out}/${source.slug}`;
          await writeBundleDir(source, dir);
          out(`Wrote ${dir}`);
        }
        return;
      }
      const results = await withDb((db) => importDemo(db));
      for (const r of results) out(`Imported ${r.name}: ${r.hosts.join(", ")}`);
      return;
    }
    case "schema": {
      const text = `${JSON.stringify(bundleJsonSchema(), null, 2)}\n`;
      if (values.out) await writeFile(values.out, text);
      else process.stdout.write(text);
      return;
    }
    case "tenants": {
      const [tenants, syncs] = await withDb(
        async (db) => [await listTenants(db), await listSyncs(db)] as const,
      );
      const syncOf = new Map(syncs.map((s) => [s.tenant_id, s]));
      for (const t of tenants) {
        const sync = syncOf.get(t.id);
        const came = sync
          ? `mirror from ${sync.origin}, synced ${new Date(sync.synced_at * 1000).toISOString()}`
          : "bundle import";
        out(`${t.id}  ${t.name}  ${t.hosts.join(", ")}  (${came})`);
      }
      return;
    }
    case "disclosure": {
      if (values.host !== undefined && values.all) {
        throw new UsageError("disclosure takes --host or --all, not both");
      }
      const host = values.host ?? null;
      const list = await onStore(
        "disclosure",
        (db) => instituteDisclosures(db, host),
        (socketPath) => disclosureThrough(socketPath, host),
      );
      const { mediaBaseUrl } = loadConfig();
      if (values.json) out(JSON.stringify(disclosureJson(list, mediaBaseUrl), null, 2));
      else for (const line of disclosureLines(list, mediaBaseUrl)) out(line);
      process.exitCode = disclosureExitCode(list);
      return;
    }
    case "mirror": {
      const { from, host } = values;
      if (!from || !host) throw new UsageError("mirror needs --from and --host");
      const options = mirrorOptions({
        from,
        host,
        hosts: values.hosts
          ?.split(",")
          .map((h) => h.trim())
          .filter(Boolean),
        languages: values.languages
          ?.split(",")
          .map((l) => l.trim())
          .filter(Boolean),
        mediaFrom: values["media-from"],
      });
      const dir = values.out ?? (await mkdtemp(path.join(tmpdir(), "prospectus-mirror-")));
      try {
        const mirrored = await mirrorToDir(options, dir, (line) =>
          process.stderr.write(`${line}\n`),
        );
        const summary = `${mirrored.calls} calls, ${mirrored.items} items, ${mirrored.mediaFiles} media files (${mirrored.mediaBytes} bytes) in ${(mirrored.ms / 1000).toFixed(1)} s`;
        if (values["dry-run"]) {
          const current = await onStore(
            "export",
            (db) => readTenantExport(db, host),
            (socketPath) => exportThrough(socketPath, host),
          ).catch((error: unknown) => {
            if (error instanceof UnknownHost) return null;
            throw error;
          });
          out(`Read ${mirrored.bundle.institute.insName}: ${summary}; against the store:`);
          const changes = bundleChanges(current?.bundle ?? null, mirrored.bundle);
          if (changes.length === 0) out("  no changes");
          for (const c of changes) {
            out(`  ${c.kind}: ${c.added} added, ${c.removed} removed, ${c.changed} changed`);
          }
          return;
        }
        if (values.out) {
          out(`Wrote ${mirrored.bundle.institute.insName} to ${dir}: ${summary}`);
          return;
        }
        const source = await readBundleDir(dir);
        // Recorded with the import, as the schedule records its passes (decision 084).
        const synced = { syncedFrom: new URL(from).origin };
        const result = await onStore(
          "import",
          (db) => importBundle(db, source, progress("importing"), synced),
          (socketPath) =>
            importBundle(
              (parts) => importThrough(socketPath, parts),
              source,
              progress("importing"),
              synced,
            ),
        );
        out(
          `Mirrored ${result.name} (${result.tenantId}): ${summary}; imported ${result.documents} documents, ${result.mediaFiles} media files, hosts ${result.hosts.join(", ")}`,
        );
      } finally {
        if (!values.out) await rm(dir, { recursive: true, force: true });
      }
      return;
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ImportRejected) {
    console.error(
      `The bundle was not imported; the store is unchanged. ${error.problems.length} problem(s):`,
    );
    for (const p of error.problems) console.error(`  ${p.path}: ${p.message}`);
  } else if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof DirLockedError ||
    error instanceof ConfigError ||
    error instanceof UnknownHost ||
    error instanceof HolderFailed ||
    error instanceof MirrorFailed ||
    error instanceof PartTooLarge
  ) {
    console.error(`prospectus: ${error.message}`);
  } else {
    console.error("prospectus:", error);
  }
  process.exit(1);
});
