/**
 * `board.html`, the board page: a static page with its script in `board.js` (the
 * committed bundle, see build.ts). It opens from file:// with no server. The report
 * writes it beside index.html and links every fixture to it; `report --board` writes
 * it for one board, which the page then opens when its address names none.
 *
 * @module
 */

import { escapeMarkup as esc } from "../escape.ts";
import { pageHead } from "../page_head.ts";
import { fileURLToPath } from "node:url";
import { pageAddress } from "./model.ts";
import { writeSuiteFiles } from "../out_folder.ts";

/** Where the committed bundle lives (built by build.ts, `deno task bundle`). */
export const BUNDLE_PATH: string = fileURLToPath(new URL("./board.bundle.js", import.meta.url));

/** The page's file name. */
export const BOARD_PAGE = "board.html";
/** Its script's file name. */
export const BOARD_SCRIPT = "board.js";

/** What the page opens when its own address names no board. */
export interface BoardPageOptions {
  /** A puzz.link URL. */
  readonly board?: string;
  /** A rule setting of the board's genre. */
  readonly rule?: string;
  /** A link back (e.g. to the report's index.html), shown in the header. */
  readonly back?: string;
}

const CSS = `
:root { --ink: #1b1b1b; --muted: #5f6368; --rule: #d0d4d9; --bad: #c92a2a; --good: #2b8a3e; color-scheme: light; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--ink); background: #fafafa; }
main { max-width: 960px; margin: 0 auto; padding: .75rem 1rem 2rem; }
h1 { font-size: 1.35rem; margin: 0 0 .5rem; }
form { display: flex; gap: .4rem; flex-wrap: wrap; }
input#url { flex: 1 1 16rem; min-width: 0; font: inherit; padding: .3rem .4rem; }
button, select { font: inherit; padding: .3rem .65rem; }
.controls { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .6rem 0; }
#drawing { background: #fff; border: 1px solid var(--rule); padding: .5rem; overflow-x: auto;
  touch-action: manipulation; user-select: none; -webkit-user-select: none; }
#drawing svg { display: block; max-width: 100%; height: auto; cursor: pointer; }
body[data-genre=stostone] #drawing svg { width: 100%; max-width: 720px; }
body[data-genre=dosun-fuwari] #drawing svg { width: 100%; max-width: 360px; }
#verdict { font-weight: 600; overflow-wrap: anywhere; }
#verdict.ok { color: var(--good); }
#verdict.bad { color: var(--bad); }
#verdict.pending { color: var(--muted); font-weight: 400; }
#verdict details { display: inline; font-weight: 400; }
#editor input { width: 4.5em; font: inherit; }
#analysis { margin: 0; font-weight: 600; }
body:not([data-editing="1"]) #live { display: none; }
body[data-editing="1"] #edit-toggle { background: #ffe8a3; }
#drawing svg { touch-action: none; }
#zoom { display: none; }
body[data-big="1"] #zoom { display: inline-block; }
/* Zoomed: the board at its own size (24 px a cell), panned by scrolling its frame. */
body[data-zoom="1"] #drawing { overflow: auto; max-height: 75vh; touch-action: pan-x pan-y; }
body[data-zoom="1"] #drawing svg { width: auto; max-width: none; touch-action: pan-x pan-y; }
#result { overflow-wrap: anywhere; }
#busy { color: var(--muted); }
.error { color: var(--bad); font-weight: 600; overflow-wrap: anywhere; }
textarea { width: 100%; font: .85em ui-monospace, Menlo, Consolas, monospace; }
.help { color: var(--muted); font-size: .9em; }
`;

/**
 * The page's HTML.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardPageHtml } from "./html.ts";
 * const html = boardPageHtml({ board: "https://puzz.link/p?stostone/2/2/00", rule: "count" });
 * assert.ok(html.includes('data-board="https://puzz.link/p?stostone/2/2/00"'));
 * assert.ok(html.includes('<script src="board.js"></script>'));
 * ```
 */
export function boardPageHtml(options: BoardPageOptions = {}): string {
  const data = [
    options.board ? ` data-board="${esc(options.board)}"` : "",
    options.rule ? ` data-rule="${esc(options.rule)}"` : "",
  ].join("");
  return [
    ...pageHead(["<title>Board — Stostone &amp; Dosun-Fuwari</title>", `<style>${CSS}</style>`]),
    `<body${data}>`,
    "<main>",
    `<h1>Board${
      options.back ? ` <small><a href="${esc(options.back)}">report</a></small>` : ""
    }</h1>`,
    '<form id="load"><input id="url" type="text" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://puzz.link/p?stostone/… or dosufuwa/…" ' +
    'aria-label="puzz.link URL"><button type="submit">open</button></form>',
    '<p id="error" class="error" hidden></p>',
    '<div class="controls"><label>rule <select id="rule"></select></label>',
    '<button type="button" data-job="solve">solve</button>',
    '<button type="button" data-job="forced">forced cells</button>',
    '<button type="button" data-job="hint">hint</button>',
    '<button type="button" data-act="export">export</button>',
    '<button type="button" data-act="undo">undo (z)</button>',
    '<button type="button" data-act="redo">redo (y)</button>',
    '<button type="button" data-act="clear">clear</button>',
    '<button type="button" data-act="judge">judge</button>',
    '<button type="button" id="edit-toggle" data-act="edit" aria-pressed="false">edit (e)</button>',
    '<button type="button" id="zoom" data-act="zoom">zoom</button>',
    '<button type="button" id="cancel" hidden>cancel</button><span id="busy"></span></div>',
    '<div id="editor" class="controls" hidden>',
    '<label>genre <select id="new-genre"><option value="stostone">Stostone</option>' +
    '<option value="dosun-fuwari">Dosun-Fuwari</option></select></label>',
    '<label>rows <input id="new-rows" type="number" min="1" max="60" value="6"></label>',
    '<label>columns <input id="new-cols" type="number" min="1" max="60" value="6"></label>',
    '<button type="button" data-act="new">new board</button>',
    '<button type="button" data-act="resize">resize</button>',
    '<button type="button" data-job="assist">clue assistant</button>',
    '<button type="button" data-job="certify">certify</button>',
    '<button type="button" data-act="save">save</button></div>',
    '<div id="drawing"></div>',
    // Below the board, so a result arriving never moves the board under the pointer.
    '<div id="live" class="controls"><p id="analysis" aria-live="polite"></p>',
    '<span id="stepper" hidden><button type="button" data-act="prev">◀</button>' +
    '<span></span><button type="button" data-act="next">▶</button></span></div>',
    '<div id="verdict" aria-live="polite"></div>',
    '<p id="result" aria-live="polite"></p>',
    '<section id="exported" hidden><h2>Export</h2>',
    '<label>puzz.link URL<textarea id="export-url" rows="2" readonly></textarea></label>',
    '<label>pzprv3 file, with the answer as marked<textarea id="export-pzprv3" rows="8" readonly></textarea></label>',
    '<a id="download" href="#">download the pzprv3 file</a>',
    "<label>fixture file, with the rule (what <code>solve</code>, <code>check</code> and <code>certify</code> read)" +
    '<textarea id="export-fixture" rows="8" readonly></textarea></label>',
    '<a id="download-fixture" href="#">download the fixture file</a></section>',
    '<p class="help">Stostone: click cycles stone → blank → empty, right-click the other way; ' +
    "the right-hand board is the same stones dropped, the dashed line the half. " +
    "Dosun-Fuwari: click cycles balloon → iron ball → empty. Keyboard: arrows move the " +
    "cursor, space sets, backspace clears, z undoes, y redoes. A drag paints the first " +
    "cell's new mark along its path. Edit mode (e): drag along grid lines to draw " +
    "borders (start on a border to erase), click an edge to toggle it; Stostone: click a " +
    "cell and type its room's number (0–99, ?, backspace clears); Dosun-Fuwari: click a " +
    "cell to make it black. The analysis under the board follows every edit. " +
    "The verdict under the board is the " +
    "suite's judge; solve, forced cells and hint run the suite's engines in the page. " +
    "Open any board with <code>board.html?&lt;puzz.link URL&gt;</code>; " +
    "<code>#rule</code> picks the rule setting.</p>",
    "</main>",
    `<script src="${BOARD_SCRIPT}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The page's files, name → contents: board.html and board.js (the committed bundle,
 * read from disk).
 */
export async function boardPageFiles(options: BoardPageOptions = {}): Promise<Map<string, string>> {
  return new Map([
    [BOARD_PAGE, boardPageHtml(options)],
    [BOARD_SCRIPT, await Deno.readTextFile(BUNDLE_PATH)],
  ]);
}

/**
 * The link from a report to a board's page: `board.html?<url>#<rule>`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardPageLink } from "./html.ts";
 * assert.equal(boardPageLink("https://puzz.link/p?stostone/2/2/00", "convex"),
 *   "board.html?https://puzz.link/p?stostone/2/2/00#convex");
 * ```
 */
export function boardPageLink(url: string, rule?: string): string {
  return BOARD_PAGE + pageAddress(url, rule);
}

/**
 * Writes board.html and board.js into `dir` (created if missing), each whole and marked
 * as the suite's (`writeSuiteFiles`: a folder holding anything else is refused unless
 * `force`); returns the page's path.
 */
export async function writeBoardPage(
  dir: string,
  options: BoardPageOptions = {},
  force = false,
): Promise<string> {
  await writeSuiteFiles(dir, await boardPageFiles(options), force);
  return `${dir}/${BOARD_PAGE}`;
}
