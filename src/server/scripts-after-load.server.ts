// Content first on a slow link: a page's JavaScript is fetched once the page has loaded (its
// text, stylesheet and first pictures), not beside them.
//
// React Router's <Scripts> asks for every module at once: modulepreload links (which React
// hoists into the head, ahead of the stylesheet) and the static imports of its bootstrap
// module script. On a phone on slow 4G those 110 KiB share the bandwidth with the HTML, the
// stylesheet and the banner picture, and the first paint waits for all of them, although
// the server's HTML already holds the whole page and every link works without JavaScript.
//
// So the rendered page is rewritten: the preload links leave the head, and the bootstrap
// script is kept inert (`type="text/plain"`). A small script runs it once the page has both
// loaded and painted its first content (on a fast link `load` can come before the first
// paint, and the modules would then compete with it), or as soon as the visitor presses a
// key or touches the page if that comes first:
// it adds the preload links back, so every module is fetched in parallel, then a module
// script with the bootstrap's text. It adds them one a task: each asks the browser's loader
// for a file, several milliseconds on a slow phone, and all in one task made a long one in
// which the page answered no tap (bench/README.md, "hydration's own task"). The policy
// allows that script by its text's hash (the inert bootstrap's, decision 068), and the
// modules it imports by 'strict-dynamic'; React Router's code itself is not changed. The
// page hydrates as before, only later on a slow link (decision 024).

/** React's hoisted preload of one module of the page. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)" nonce="([^"]*)"\/>/g;
/** React Router's bootstrap: its route imports, manifest and the import of the entry. */
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">/;
const BOOTSTRAP_ID = "rr-boot";

/**
 * The script that starts the page's JavaScript: once, when the page has loaded and painted
 * (its first content, then two frames after load, which show the pictures load waited for),
 * or at the first interaction. A browser that does not report paints starts two frames after
 * load.
 */
function starter(hrefs: string[], nonce: string): string {
  const whenLoadedAndPainted = `var loaded=false,painted=false;function ready(){if(loaded&&painted)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}addEventListener("load",function(){loaded=true;ready()});if(typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;ready()}});o.observe({type:"paint",buffered:true})}else{painted=true}`;
  const run = `var started=false,events=["pointerdown","keydown"],hrefs=${JSON.stringify(hrefs)};function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});next(0)}function next(i){if(i<hrefs.length){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[i];document.head.appendChild(l);setTimeout(next,0,i+1);return}var b=document.getElementById("${BOOTSTRAP_ID}"),s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)}${whenLoadedAndPainted};events.forEach(function(e){addEventListener(e,start,true)});`;
  return `<script nonce="${nonce}">(function(){${run}})()</script>`;
}

/**
 * The page with its JavaScript started after load. A page without React Router's bootstrap
 * (an error page of the frame's last resort, a plain page) is returned unchanged.
 */
export function scriptsAfterLoad(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  // React hoists the preloads into the head: only the head is rewritten, not the whole page.
  const headEnd = html.indexOf("</head>");
  if (!bootstrap || headEnd < 0 || headEnd > bootstrap.index) return html;
  const nonce = bootstrap[1] ?? "";
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  const inert = `<script nonce="${nonce}" type="text/plain" id="${BOOTSTRAP_ID}">`;
  const start = bootstrap.index;
  const end = html.indexOf("</script>", start) + "</script>".length;
  return (
    head +
    html.slice(headEnd, start) +
    inert +
    html.slice(start + bootstrap[0].length, end) +
    starter(hrefs, nonce) +
    html.slice(end)
  );
}
