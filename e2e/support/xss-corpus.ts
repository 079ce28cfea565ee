import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Hostile text for the hostile-text journey (docs/product/README.md#hostile-text): the project's own corpus of
 * script-injection vectors, plus every line of the shared lists in `../shared/data/xss/` when that folder
 * exists (never copied into the project). Every vector tries to run `alert(1)`, `prompt(1)`, `confirm(1)` or
 * to set `window.__xss = 1`, so an execution shows as a dialog or as the flag.
 */

/** The class of an injection vector (what a sanitiser or a renderer must get right). */
export type XssClass =
  | 'script'
  | 'handler'
  | 'url'
  | 'srcdoc'
  | 'css'
  | 'mxss'
  | 'polyglot'
  | 'obfuscated'
  | 'markdown'
  | 'broken';

/** One payload: where it comes from (`corpus` or a list file name), its line (1-based) and its text. */
export type XssPayload = { id: string; source: string; line: number; text: string };

/**
 * The project's corpus: representative vectors of each class, written for this app (rich text kept by
 * DOMPurify, plain fields rendered by React, Markdown rendered by react-markdown).
 */
export const XSS_CORPUS: readonly { cls: XssClass; text: string }[] = [
  // Script elements, plain and split so that a one-pass filter rebuilds them.
  { cls: 'script', text: '<script>alert(1)</script>' },
  { cls: 'script', text: '<script>window.__xss=1</script>' },
  { cls: 'script', text: '<SCRIPT SRC=data:text/javascript,alert(1)></SCRIPT>' },
  { cls: 'script', text: '<script/src=data:,window.__xss=1></script>' },
  { cls: 'script', text: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { cls: 'script', text: '"><script>prompt(1)</script>' },
  { cls: 'script', text: '</textarea><script>confirm(1)</script>' },
  { cls: 'script', text: '</title></style><script>alert(1)</script>' },
  { cls: 'script', text: '<svg><script>alert&#40;1&#41;</script></svg>' },
  // Event-handler attributes.
  { cls: 'handler', text: '<img src=x onerror=alert(1)>' },
  { cls: 'handler', text: '<img src=x onerror="window.__xss=1">' },
  { cls: 'handler', text: '<svg onload=alert(1)>' },
  { cls: 'handler', text: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  { cls: 'handler', text: '<body onload=alert(1)>' },
  { cls: 'handler', text: '<details open ontoggle=alert(1)>' },
  { cls: 'handler', text: '<video><source onerror=alert(1)></video>' },
  { cls: 'handler', text: '<video src=x onerror=prompt(1)></video>' },
  { cls: 'handler', text: '<audio src=x onerror=confirm(1)>' },
  { cls: 'handler', text: '<input autofocus onfocus=alert(1)>' },
  { cls: 'handler', text: '<select autofocus onfocus=window.__xss=1></select>' },
  { cls: 'handler', text: '<textarea autofocus onfocus=alert(1)></textarea>' },
  { cls: 'handler', text: '<iframe onload=alert(1)></iframe>' },
  { cls: 'handler', text: '<marquee onstart=alert(1)>x</marquee>' },
  { cls: 'handler', text: '<div onpointerover=alert(1) style=position:fixed;inset:0>x</div>' },
  { cls: 'handler', text: '<object data=x onerror=alert(1)></object>' },
  { cls: 'handler', text: '<style onload=alert(1)></style>' },
  { cls: 'handler', text: '<img src=x:alert(alt) onerror=eval(src) alt=1>' },
  // javascript:, data: and vbscript: addresses in href, src, action and formaction.
  { cls: 'url', text: '<a href="javascript:alert(1)">click</a>' },
  { cls: 'url', text: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { cls: 'url', text: '<a href="&#106;avascript:alert(1)">x</a>' },
  { cls: 'url', text: '<a href="java&#x09;script:alert(1)">x</a>' },
  { cls: 'url', text: '<a href=" javascript:window.__xss=1">x</a>' },
  { cls: 'url', text: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { cls: 'url', text: '<a href="vbscript:alert(1)">x</a>' },
  { cls: 'url', text: '<iframe src="javascript:alert(1)"></iframe>' },
  { cls: 'url', text: '<embed src="javascript:alert(1)">' },
  { cls: 'url', text: '<form><button formaction="javascript:alert(1)">x</button></form>' },
  { cls: 'url', text: '<form action="javascript:alert(1)"><input type=submit></form>' },
  { cls: 'url', text: '<math><a xlink:href="javascript:alert(1)">x</a></math>' },
  { cls: 'url', text: '<svg><a xlink:href="javascript:alert(1)"><text x=0 y=20>x</text></a></svg>' },
  { cls: 'url', text: '<object data="data:text/html,<script>alert(1)</script>"></object>' },
  { cls: 'url', text: '<base href="javascript:alert(1)//">' },
  { cls: 'url', text: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { cls: 'url', text: 'javascript:alert(1)' },
  // srcdoc frames.
  { cls: 'srcdoc', text: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { cls: 'srcdoc', text: '<iframe srcdoc="&lt;img src=x onerror=window.parent.__xss=1&gt;"></iframe>' },
  // CSS: expression() and url().
  { cls: 'css', text: '<div style="background:url(javascript:alert(1))">x</div>' },
  { cls: 'css', text: '<div style="width:expression(alert(1))">x</div>' },
  { cls: 'css', text: "<style>@import 'javascript:alert(1)';</style>" },
  { cls: 'css', text: '<link rel=stylesheet href="javascript:alert(1)">' },
  { cls: 'css', text: '<style>*{background:url("javascript:window.__xss=1")}</style>' },
  // Mutation XSS and namespace confusion (svg, math, noscript, template).
  { cls: 'mxss', text: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  {
    cls: 'mxss',
    text: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  },
  { cls: 'mxss', text: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { cls: 'mxss', text: '<template><img src=x onerror=alert(1)></template>' },
  { cls: 'mxss', text: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  {
    cls: 'mxss',
    text: '<math><mi><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  },
  { cls: 'mxss', text: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  { cls: 'mxss', text: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>' },
  { cls: 'mxss', text: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>' },
  { cls: 'mxss', text: '<![CDATA[><img src=x onerror=alert(1)>]]>' },
  { cls: 'mxss', text: '<!--><img src=x onerror=alert(1)>-->' },
  // Polyglots: one string for HTML, attribute, JavaScript and template contexts.
  {
    cls: 'polyglot',
    text: 'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e',
  },
  { cls: 'polyglot', text: '\'"><img src=x onerror=alert(1)>' },
  { cls: 'polyglot', text: '" onmouseover="alert(1)" x="' },
  { cls: 'polyglot', text: '\';alert(1);//";alert(1);//' },
  { cls: 'polyglot', text: "{{constructor.constructor('alert(1)')()}}" },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection, meant as plain text
  { cls: 'polyglot', text: '${alert(1)}' },
  // Entity-, case- and escape-obfuscated variants.
  { cls: 'obfuscated', text: '<IMG SRC=x OnErRoR=alert(1)>' },
  { cls: 'obfuscated', text: '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>' },
  { cls: 'obfuscated', text: '<svg/onload=&#x61;&#x6c;&#x65;&#x72;&#x74;&#x28;1&#x29;>' },
  { cls: 'obfuscated', text: '<img src=x onerror=\\u0061lert(1)>' },
  { cls: 'obfuscated', text: "<img src=x onerror=eval('\\x61lert(1)')>" },
  { cls: 'obfuscated', text: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  { cls: 'obfuscated', text: '&amp;lt;img src=x onerror=alert(1)&amp;gt;' },
  { cls: 'obfuscated', text: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { cls: 'obfuscated', text: '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e' },
  { cls: 'obfuscated', text: '\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E' },
  { cls: 'obfuscated', text: '<scr\u200Bipt>alert(1)</scr\u200Bipt>' },
  { cls: 'obfuscated', text: '<a href="jav&#x0A;ascript:alert(1)">x</a>' },
  { cls: 'obfuscated', text: '<img src=x onerror=alert(1)\u0000>' },
  // Markdown links and images.
  { cls: 'markdown', text: '[x](javascript:alert(1))' },
  { cls: 'markdown', text: '[x](  JaVaScRiPt:alert(1)  "t")' },
  { cls: 'markdown', text: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' },
  { cls: 'markdown', text: '![x](x" onerror="alert(1))' },
  { cls: 'markdown', text: '<javascript:alert(1)>' },
  { cls: 'markdown', text: '[x](javascript&#58;alert(1))' },
  // Broken tags a sanitiser might "repair" into working ones.
  { cls: 'broken', text: '<img src=x onerror=alert(1)//' },
  { cls: 'broken', text: '<svg onload=alert(1)' },
  { cls: 'broken', text: '<<script>alert(1);//<</script>' },
  { cls: 'broken', text: '<a href="javascript:alert(1)"' },
  { cls: 'broken', text: '<img """><script>alert(1)</script>">' },
  { cls: 'broken', text: '<img src=x onerror=alert(1) <b>' },
  { cls: 'broken', text: '<iframe/src="javascript:alert(1)"' },
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder of the shared payload lists: `XSS_LISTS_DIR`, else `../shared/data/xss` beside the repository.
 * @returns its absolute path, or null when it does not exist (the journey then runs the corpus alone).
 */
export function xssListsDir(): string | null {
  const dir = process.env.XSS_LISTS_DIR
    ? path.resolve(process.env.XSS_LISTS_DIR)
    : path.resolve(repoRoot, '../shared/data/xss');
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? dir : null;
}

/** What was read: the payloads (exact duplicates once) and, per source, its lines and what was left out. */
export type XssPayloadSet = {
  payloads: XssPayload[];
  sources: { source: string; lines: number; blank: number; duplicates: number }[];
};

/**
 * The corpus followed by every non-blank line of each `*.txt` list (sorted by name), CR line ends removed;
 * a line equal to an earlier payload is counted as a duplicate and left out. Ids are `c{n}` for the corpus
 * and `l{n}` for list lines, numbered in order.
 */
export function loadXssPayloads(dir: string | null = xssListsDir()): XssPayloadSet {
  const seen = new Set<string>();
  const payloads: XssPayload[] = [];
  const sources: XssPayloadSet['sources'] = [];
  let duplicates = 0;
  XSS_CORPUS.forEach(({ text }, i) => {
    if (seen.has(text)) duplicates++;
    else payloads.push({ id: `c${i + 1}`, source: 'corpus', line: i + 1, text });
    seen.add(text);
  });
  sources.push({ source: 'corpus', lines: XSS_CORPUS.length, blank: 0, duplicates });
  if (!dir) return { payloads, sources };
  let n = 0;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    let blank = 0;
    let dup = 0;
    lines.forEach((raw, i) => {
      const text = raw.replace(/\r$/, '');
      if (!text.trim()) blank++;
      else if (seen.has(text)) dup++;
      else {
        seen.add(text);
        payloads.push({ id: `l${++n}`, source: file, line: i + 1, text });
      }
    });
    sources.push({ source: file, lines: lines.length, blank, duplicates: dup });
  }
  return { payloads, sources };
}
