# Prospectus behind Varnish: the reference set-up (README, "Behind a cache"; decision 071).
#
# Needs Debian's varnish (7.x) and varnish-modules (vmod xkey). The server is started with
#   CACHE_TAG_HEADER=xkey  CACHE_PURGE_STYLE=varnish  CACHE_PURGE_URL=http://127.0.0.1:6081/
# so that after an import it sends `PURGE /` with `xkey: tenant-<id> tenant-all` here.
#
# What this file does:
# - keys every object on its host and address, so two institutes never share an entry, and
#   drops a visitor's X-Forwarded-Host, so no visitor chooses the institute of a kept answer;
# - keeps a page as long as the server's Cache-Control says: s-maxage fresh, then served stale
#   while it is fetched again in the background for stale-while-revalidate seconds, and for
#   stale-if-error seconds while the server is down or failing;
# - drops every object of an institute on a PURGE naming its tags, from the purgers below only.
vcl 4.1;

import std;
import xkey;

backend prospectus {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = {
        .url = "/healthz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Who may purge: the Prospectus processes that apply imports. Add their addresses here.
acl purgers {
    "localhost";
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "A purge names its tags in the xkey header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    # Our own marks between restarts (below) never come from a client.
    if (req.restarts == 0) {
        unset req.http.x-prospectus-refresh;
        unset req.http.x-prospectus-stale;
    }
    # Varnish is the edge: the host a visitor asked for is its Host header. A visitor's own
    # X-Forwarded-Host would choose another institute (a server with TRUST_PROXY reads it)
    # for an address kept for everyone: it never reaches the server. A proxy in front of
    # Varnish that rewrites Host would set the header itself: then hash it in vcl_hash
    # rather than drop it.
    unset req.http.x-forwarded-host;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A page depends on its host, not on how the client spelled it.
    if (req.http.host) {
        set req.http.host = std.tolower(regsub(req.http.host, "\.?(:[0-9]+)?$", ""));
    }
    set req.url = std.querysort(req.url);
    # A visitor's choice of language (issue 24) goes to the server, which answers with a
    # cookie and a redirect; so does a plain address (not under /hi, /mr or /en) asked with
    # that cookie, which the server sends to the page in the chosen language. Neither answer
    # is kept. The cookie is only ever set for a language other than the institute's default.
    if (req.url ~ "[?&]remember(=|&|$)" ||
        (req.http.cookie ~ "(^|;\s*)prospectus-language=" && req.url !~ "^/(hi|mr|en)(/|\?|$)")) {
        return (pass);
    }
    # No page reads a cookie or a login: every visitor gets the same bytes (decision 068).
    unset req.http.cookie;
    unset req.http.authorization;
    if (req.http.x-prospectus-refresh) {
        # The kept copy is past stale-while-revalidate and the server is up: fetch it now
        # (conditionally: the server answers 304 for an unchanged page), the kept copy left
        # in place should the fetch fail.
        set req.grace = 0s;
    } else {
        # A restart keeps the request's settings: the retry after a failed fetch may use the
        # kept copy's whole grace (stale-if-error is at most a year).
        set req.grace = 366d;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    # The scheme a TLS proxy in front names (a page's canonical links); a client that claims
    # one on its own gets an entry of its own.
    if (req.http.x-forwarded-proto) {
        hash_data(req.http.x-forwarded-proto);
    }
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Stale, within stale-while-revalidate: served, and fetched again in the background.
    if (obj.ttl + std.duration(obj.http.x-prospectus-swr + "s", 0s) >= 0s) {
        return (deliver);
    }
    # Past it, within stale-if-error: served only when the server is down or just failed.
    if (req.http.x-prospectus-stale || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    set req.http.x-prospectus-refresh = "1";
    return (restart);
}

sub vcl_backend_response {
    # A failed fetch leaves the kept copy in place for stale-if-error, instead of a
    # hit-for-miss object that would hide it.
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.x-prospectus-refresh)) {
        return (abandon);
    }
    set beresp.http.x-prospectus-swr = "0";
    if (beresp.http.cache-control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.http.x-prospectus-swr = regsub(beresp.http.cache-control,
            "^.*stale-while-revalidate=([0-9]+).*$", "\1");
    }
    # Grace is the longer of the two stale windows; vcl_hit tells them apart.
    set beresp.grace = std.duration(beresp.http.x-prospectus-swr + "s", 0s);
    if (beresp.http.cache-control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.cache-control,
            "^.*stale-if-error=([0-9]+).*$", "\1s"), beresp.grace);
        if (beresp.grace < std.duration(beresp.http.x-prospectus-swr + "s", 0s)) {
            set beresp.grace = std.duration(beresp.http.x-prospectus-swr + "s", 0s);
        }
    }
    # After that, a copy is kept for a conditional fetch: the server answers 304 unrendered.
    set beresp.keep = 1h;
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.is_bgfetch || bereq.http.x-prospectus-refresh) {
        return (abandon);
    }
}

sub vcl_deliver {
    unset resp.http.x-prospectus-swr;
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
}

sub vcl_synth {
    # The fresh fetch failed: serve the kept copy within stale-if-error, if there is one.
    if (resp.status == 503 && req.http.x-prospectus-refresh && !req.http.x-prospectus-stale) {
        unset req.http.x-prospectus-refresh;
        set req.http.x-prospectus-stale = "1";
        return (restart);
    }
}
