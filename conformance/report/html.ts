/**
 * The static HTML report: one `index.html` and its `style.css`, built from a
 * {@link ReportData} object alone. No server, no script, no external resource
 * (no CDN, no web font): the directory opens from file:// anywhere.
 *
 * Boards are re-decoded from their URL and answer rows here, so shards of a run
 * merged into one ReportData give the same report as one big run. The output
 * depends on the data only (the date shown is the run's, never the clock's);
 * fixtures are ordered by genre, size and id and claims by their CLAIMS.md order, so
 * the order shards were merged in does not matter either.
 *
 * @module
 */

import { thousands, verdictSlug } from "../claims/types.ts";
import { decodeUrl, parseAnswerRows } from "../../core/formats/mod.ts";
import {
  REPORT_VERDICTS,
  type ReportClaim,
  type ReportData,
  type ReportFixture,
  type ReportSection,
  type ReportWitness,
} from "./data.ts";
import { escapeMarkup as esc } from "./escape.ts";
import { pageHead } from "./page_head.ts";
import { REPORT_CSS } from "./style.ts";
import { boardSvg, shadingSvg } from "./svg.ts";
import { boardPageLink } from "./board/html.ts";

/** One engine's record over the fixtures' certificates. */
export interface EngineRecord {
  /** The genre the engine solves. */
  readonly genre: "stostone" | "dosun-fuwari";
  /** The engine's name as the certificates record it. */
  readonly engine: string;
  /** Fixtures it certified. */
  readonly fixtures: number;
  /** Of those, how many it gave the fixture's expected verdict. */
  readonly asExpected: number;
  /** Of those, how many searches were complete. */
  readonly complete: number;
  /** Search nodes over all its certificates. */
  readonly nodes: number;
  /** The most nodes one certificate took. */
  readonly maxNodes: number;
}

/** The engine agreement over the corpus, as the certificates record it. */
export interface EngineAgreement {
  /** Per genre and engine, in genre then name order. */
  readonly engines: readonly EngineRecord[];
  /** Fixtures where some engine's verdict differs from the expected one, with the verdicts. */
  readonly disagreements: readonly { readonly id: string; readonly verdicts: string }[];
  /** Fixtures with no certificate. */
  readonly uncertified: readonly string[];
}

/**
 * Sums up the fixtures' certificates per engine: how often each engine reached the
 * fixture's expected verdict, how often its search was complete, and its node counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineAgreement } from "./html.ts";
 * const cert = (verdict: string) => ({ verdict, count: 1, complete: true, nodes: 5 });
 * const a = engineAgreement([{
 *   id: "x", genre: "stostone", size: "2x1", rule: "exact", expected: "unique", description: "",
 *   url: "https://puzz.link/p?stostone/1/2/00", answer: [".", "#"],
 *   certificate: { suite: "0.1.0", engines: { mask: cert("unique"), subset: cert("multiple") } },
 * }]);
 * assert.ok(a.engines.length === 2 && a.disagreements[0]?.id === "x");
 * ```
 */
export function engineAgreement(fixtures: readonly ReportFixture[]): EngineAgreement {
  const records = new Map<string, {
    genre: ReportFixture["genre"];
    engine: string;
    fixtures: number;
    asExpected: number;
    complete: number;
    nodes: number;
    maxNodes: number;
  }>();
  const disagreements: { id: string; verdicts: string }[] = [];
  const uncertified: string[] = [];
  for (const f of sortFixtures(fixtures)) {
    if (f.certificate === null) {
      uncertified.push(f.id);
      continue;
    }
    const entries = Object.entries(f.certificate.engines).sort(([a], [b]) => compare(a, b));
    for (const [engine, e] of entries) {
      const key = `${f.genre}\u0000${engine}`;
      const r = records.get(key) ??
        { genre: f.genre, engine, fixtures: 0, asExpected: 0, complete: 0, nodes: 0, maxNodes: 0 };
      r.fixtures++;
      if (e.verdict === f.expected) r.asExpected++;
      if (e.complete) r.complete++;
      r.nodes += e.nodes;
      r.maxNodes = Math.max(r.maxNodes, e.nodes);
      records.set(key, r);
    }
    if (entries.some(([, e]) => e.verdict !== f.expected)) {
      disagreements.push({
        id: f.id,
        verdicts: `expected ${f.expected}; ${
          entries.map(([name, e]) => `${name} ${e.verdict}`).join(", ")
        }`,
      });
    }
  }
  const engines = [...records.values()].sort((a, b) =>
    genreRank(a.genre) - genreRank(b.genre) || compare(a.engine, b.engine)
  );
  return { engines, disagreements, uncertified };
}

/**
 * Builds the report: file name → contents, `index.html` and `style.css`. A board
 * that cannot be drawn (bad URL, answer rows that do not fit) does not stop the
 * report: its figure shows the error, and the header lists it under "problems".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildReport } from "./html.ts";
 * import { REPORT_FORMAT } from "./data.ts";
 * const files = buildReport({
 *   format: REPORT_FORMAT, suiteVersion: "0.1.0", date: "2025-01-01T00:00:00Z", seed: 7,
 *   full: false, claims: [], sections: [],
 *   fixtures: [{ id: "t", genre: "stostone", size: "2x1", rule: "exact", expected: "unique",
 *     description: "one cell", url: "https://puzz.link/p?stostone/1/2/00", answer: [".", "#"],
 *     certificate: null }],
 * });
 * const html = files.get("index.html")!;
 * assert.ok(html.includes('data-fixture-id="t"') && files.has("style.css"));
 * ```
 */
export function buildReport(data: ReportData): Map<string, string> {
  const problems: string[] = [];
  const claims = [...data.claims].sort((a, b) => compareClaimIds(a.id, b.id));
  const fixtures = sortFixtures(data.fixtures);
  const body = [
    claimsSection(claims),
    witnessSection(claims, problems),
    sectionsSection(data.sections, claims),
    enginesSection(data.sections, fixtures),
    fixturesSection(fixtures, problems),
  ];
  const html = [
    ...pageHead([
      '<link rel="stylesheet" href="style.css">',
      `<title>Conformance report — suite ${esc(data.suiteVersion)}, ${esc(data.date)}</title>`,
    ]),
    "<body>",
    header(data, claims, fixtures, problems),
    "<main>",
    ...body,
    "</main>",
    `<footer>Built from report.json (format ${data.format}). Every board is drawn from its ` +
    "puzz.link URL and answer rows; the URLs open the board on puzz.link, and " +
    '<a href="board.html">board.html</a> (beside this page) plays and checks any board.</footer>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return new Map([["index.html", html], ["style.css", REPORT_CSS]]);
}

function header(
  data: ReportData,
  claims: readonly ReportClaim[],
  fixtures: readonly ReportFixture[],
  problems: readonly string[],
): string {
  const unexpected = claims.filter((c) => !c.asExpected).length;
  const failures = data.sections.reduce((n, s) => n + s.failures.length, 0);
  const count = (v: string) => claims.filter((c) => c.verdict === v).length;
  const out = [
    "<header>",
    "<h1>Stostone &amp; Dosun-Fuwari conformance report</h1>",
    `<p class="meta">Suite <b>${esc(data.suiteVersion)}</b> · run of <b>${esc(data.date)}</b> · ${
      data.seed === null ? "no seed" : `seed <b>${data.seed}</b> (replay with --seed ${data.seed})`
    } · ${data.full ? "full run" : "quick run"}</p>`,
    '<ul class="totals">',
    `<li>Claims: ${claims.length} (${
      REPORT_VERDICTS.filter((v) => count(v) > 0).map((v) => `${count(v)} ${v}`).join(", ")
    }) — ${
      unexpected === 0
        ? '<span class="ok">all as expected</span>'
        : `<span class="bad">${unexpected} not as expected</span>`
    }</li>`,
    `<li>Conform sections: ${data.sections.length}, ${
      failures === 0
        ? '<span class="ok">no failures</span>'
        : `<span class="bad">${failures} failure(s)</span>`
    }</li>`,
    `<li>Fixtures: ${fixtures.length}</li>`,
    "</ul>",
  ];
  if (problems.length) {
    out.push(
      `<div class="problems"><b>${problems.length} drawing problem(s):</b><ul>`,
      ...problems.map((p) => `<li>${esc(p)}</li>`),
      "</ul></div>",
    );
  }
  out.push(
    '<nav><a href="#claims">Claims</a><a href="#witnesses">Witnesses</a>' +
      '<a href="#conform">Conform sections</a><a href="#engines">Engine agreement</a>' +
      '<a href="#fixtures">Fixtures</a></nav>',
    "</header>",
  );
  return out.join("\n");
}

function claimsSection(claims: readonly ReportClaim[]): string {
  const rows = claims.map((c) => {
    const classes = [`verdict-${verdictSlug(c.verdict)}`, ...(c.asExpected ? [] : ["unexpected"])];
    const data = c.data && Object.keys(c.data).length
      ? `<details><summary>data</summary><pre>${esc(jsonText(c.data))}</pre></details>`
      : "";
    return [
      `<tr class="claim ${classes.join(" ")}" data-claim-id="${esc(c.id)}">`,
      `<td class="id"><b>${esc(c.id)}</b></td>`,
      `<td>${esc(c.kind)}</td>`,
      `<td>${esc(c.title)}${c.note ? `<span class="note">${esc(c.note)}</span>` : ""}${data}</td>`,
      `<td>${esc(c.writeup)}</td>`,
      `<td>${esc(c.suite)}</td>`,
      `<td class="verdict">${esc(c.verdictText ?? c.verdict)}${
        c.asExpected
          ? ""
          : `<br><span class="flag">NOT AS EXPECTED: expected ${esc(c.expected)}</span>`
      }${golden(c)}</td>`,
      `<td class="num">${c.seconds.toFixed(1)}</td>`,
      "</tr>",
    ].join("");
  });
  return [
    '<section id="claims">',
    "<h2>Claims</h2>",
    '<p class="legend"><span class="reproduced">reproduced</span>' +
    '<span class="differs">shape holds, figures differ</span>' +
    '<span class="not-reproduced">not reproduced on this corpus</span>' +
    '<span class="not-found">referent not found</span>' +
    '<span class="refuted">refuted</span> A dashed outline marks a verdict other than the one ' +
    "the suite expects.</p>",
    claims.length === 0 ? "<p>No claims in this run.</p>" : [
      '<table class="claims">',
      "<thead><tr><th>id</th><th>kind</th><th>claim</th><th>write-up</th><th>suite</th>" +
      '<th>verdict</th><th class="num">s</th></tr></thead>',
      "<tbody>",
      ...rows,
      "</tbody>",
      "</table>",
    ].join("\n"),
    "</section>",
  ].join("\n");
}

function golden(c: ReportClaim): string {
  if (c.golden === "changed") {
    return '<br><span class="flag">figures differ from the pinned golden values</span>';
  }
  return c.golden === "same" ? '<span class="note">figures as pinned</span>' : "";
}

function witnessSection(claims: readonly ReportClaim[], problems: string[]): string {
  // Refuted claims come first: their witnesses are the point of the section.
  const withWitnesses = [
    ...claims.filter((c) => c.verdict === "refuted"),
    ...claims.filter((c) => c.verdict !== "refuted" && (c.witnesses ?? []).length > 0),
  ];
  const out = ['<section id="witnesses">', "<h2>Witnesses</h2>"];
  if (withWitnesses.length === 0) {
    out.push("<p>No claim was refuted and none carries a witness.</p>");
  }
  for (const c of withWitnesses) {
    out.push(
      `<h3>${esc(c.id)} — ${esc(c.title)} (${esc(c.verdict)})</h3>`,
      '<div class="figures">',
    );
    const witnesses = c.witnesses ?? [];
    if (witnesses.length === 0) {
      out.push(`<p class="error">${esc(c.id)} is ${esc(c.verdict)} but records no witness.</p>`);
    }
    witnesses.forEach((w, i) => out.push(witnessFigure(c.id, w, i, problems)));
    out.push("</div>");
  }
  out.push("</section>");
  return out.join("\n");
}

function witnessFigure(claimId: string, w: ReportWitness, i: number, problems: string[]): string {
  const title = `${claimId} witness ${i + 1}`;
  let drawing = "";
  try {
    if (w.url !== undefined) {
      const board = decodeUrl(w.url);
      const answer = w.rows ? parseAnswerRows(board, w.rows) : null;
      drawing = boardSvg(board, answer, { title, dropped: board.genre === "stostone" });
    } else if (w.rows !== undefined) {
      drawing = shadingSvg(w.rows, { genre: w.genre, title, dropped: w.genre === "stostone" });
    }
  } catch (e) {
    const message = `${title}: ${errorText(e)}`;
    problems.push(message);
    drawing = `<p class="error">${esc(message)}</p>`;
  }
  const caption = [
    `<span class="id">${esc(title)}</span> (${esc(w.genre)}): ${esc(w.description)}`,
    w.url !== undefined
      ? `<br>${urlLink(w.url)} · <a class="board-page" href="${
        esc(boardPageLink(w.url))
      }">board page</a>`
      : "",
    w.rows !== undefined ? `<pre>${esc(w.rows.join("\n"))}</pre>` : "",
  ].join("");
  return `<figure class="witness" data-claim-id="${
    esc(claimId)
  }">\n${drawing}\n<figcaption>${caption}</figcaption>\n</figure>`;
}

function sectionsSection(
  sections: readonly ReportSection[],
  claims: readonly ReportClaim[],
): string {
  const out = ['<section id="conform">', "<h2>Conform sections</h2>"];
  if (sections.length === 0) out.push("<p>No conform sections in this run.</p>");
  else {
    out.push(
      '<table class="sections">',
      '<thead><tr><th>section</th><th class="num">checked</th><th class="num">failed</th>' +
        '<th class="num">s</th><th>what</th></tr></thead>',
      "<tbody>",
    );
    for (const s of sections) {
      out.push(
        `<tr class="${s.failures.length ? "failed" : "passed"}"><td>${esc(s.name)}</td>` +
          `<td class="num">${s.checked}</td><td class="num ${
            s.failures.length ? "bad" : "ok"
          }">${s.failures.length}</td><td class="num">${s.seconds.toFixed(1)}</td><td>${
            esc(s.summary)
          }</td></tr>`,
      );
    }
    // conform records the claims as a section of its own; otherwise sum them up here.
    if (claims.length && !sections.some((s) => s.name === "claims")) {
      const bad = claims.filter((c) => !c.asExpected).length;
      const seconds = claims.reduce((t, c) => t + c.seconds, 0);
      out.push(
        `<tr class="${
          bad ? "failed" : "passed"
        }"><td>claims</td><td class="num">${claims.length}</td>` +
          `<td class="num ${bad ? "bad" : "ok"}">${bad}</td><td class="num">${
            seconds.toFixed(1)
          }</td><td>verdicts other than expected (table above)</td></tr>`,
      );
    }
    out.push("</tbody>", "</table>");
    for (const s of sections.filter((s) => s.failures.length)) {
      out.push(failureList(`${s.name}: ${s.failures.length} failure(s)`, s.failures));
    }
  }
  out.push("</section>");
  return out.join("\n");
}

/** At most this many failure lines are shown per list; report.json has them all. */
const SHOWN_FAILURES = 50;

function failureList(heading: string, failures: readonly string[]): string {
  const shown = failures.slice(0, SHOWN_FAILURES);
  const more = failures.length - shown.length;
  return [
    `<details open><summary>${esc(heading)}</summary><ul>`,
    ...shown.map((f) => `<li><code>${esc(f)}</code></li>`),
    more > 0 ? `<li>… and ${more} more (see report.json)</li>` : "",
    "</ul></details>",
  ].join("\n");
}

function enginesSection(
  sections: readonly ReportSection[],
  fixtures: readonly ReportFixture[],
): string {
  const out = ['<section id="engines">', "<h2>Engine agreement</h2>"];
  const agreement = sections.filter((s) => s.name === "agreement");
  if (agreement.length === 0) out.push("<p>The random-board agreement section did not run.</p>");
  for (const s of agreement) {
    out.push(
      `<p>Random boards: ${esc(s.summary)} — ${
        s.failures.length
          ? `<span class="bad">${s.failures.length} disagreement(s)</span>`
          : '<span class="ok">all engines agree</span>'
      }.</p>`,
    );
  }
  const a = engineAgreement(fixtures);
  out.push("<h3>Corpus certificates</h3>");
  if (a.engines.length === 0) out.push("<p>No certified fixtures in this run.</p>");
  else {
    out.push(
      '<table class="engines">',
      '<thead><tr><th>genre</th><th>engine</th><th class="num">fixtures</th>' +
        '<th class="num">expected verdict</th><th class="num">complete</th>' +
        '<th class="num">nodes (total)</th><th class="num">nodes (most)</th></tr></thead>',
      "<tbody>",
      ...a.engines.map((e) =>
        `<tr><td>${esc(e.genre)}</td><td>${esc(e.engine)}</td><td class="num">${e.fixtures}</td>` +
        `<td class="num ${e.asExpected === e.fixtures ? "ok" : "bad"}">${e.asExpected}</td>` +
        `<td class="num">${e.complete}</td><td class="num">${thousands(e.nodes)}</td>` +
        `<td class="num">${thousands(e.maxNodes)}</td></tr>`
      ),
      "</tbody>",
      "</table>",
    );
  }
  if (a.disagreements.length) {
    out.push(failureList(
      `${a.disagreements.length} fixture(s) where an engine's verdict is not the expected one`,
      a.disagreements.map((d) => `${d.id}: ${d.verdicts}`),
    ));
  }
  if (a.uncertified.length) {
    out.push(
      failureList(`${a.uncertified.length} fixture(s) without a certificate`, a.uncertified),
    );
  }
  out.push("</section>");
  return out.join("\n");
}

function fixturesSection(fixtures: readonly ReportFixture[], problems: string[]): string {
  const out = ['<section id="fixtures">', "<h2>Fixtures</h2>"];
  if (fixtures.length === 0) out.push("<p>No fixtures in this run.</p>");
  for (const genre of ["stostone", "dosun-fuwari"] as const) {
    const ofGenre = fixtures.filter((f) => f.genre === genre);
    if (ofGenre.length === 0) continue;
    out.push(`<h3>${genre === "stostone" ? "Stostone" : "Dosun-Fuwari"} (${ofGenre.length})</h3>`);
    const sizes = [...new Set(ofGenre.map((f) => f.size))];
    for (const size of sizes) {
      const group = ofGenre.filter((f) => f.size === size);
      out.push(`<h4>${esc(size)} (${group.length})</h4>`, '<div class="figures">');
      for (const f of group) out.push(fixtureFigure(f, problems));
      out.push("</div>");
    }
  }
  out.push("</section>");
  return out.join("\n");
}

function fixtureFigure(f: ReportFixture, problems: string[]): string {
  let drawing: string;
  try {
    const board = decodeUrl(f.url);
    if (board.genre !== f.genre) {
      throw new SyntaxError(`the URL is a ${board.genre} board, the fixture says ${f.genre}`);
    }
    const answer = parseAnswerRows(board, f.answer);
    drawing = boardSvg(board, answer, { title: f.id, dropped: board.genre === "stostone" });
  } catch (e) {
    const message = `fixture ${f.id}: ${errorText(e)}`;
    problems.push(message);
    drawing = `<p class="error">${esc(message)}</p>`;
  }
  const cert = f.certificate;
  const certificate = cert === null ? '<p class="error">no certificate</p>' : [
    `<table class="certificate"><caption>certificate (suite ${esc(cert.suite)})</caption>`,
    '<thead><tr><th>engine</th><th>verdict</th><th class="num">count</th><th>complete</th>' +
    '<th class="num">nodes</th></tr></thead><tbody>',
    ...Object.entries(cert.engines).sort(([a], [b]) => compare(a, b)).map(([name, e]) =>
      `<tr${e.verdict === f.expected ? "" : ' class="mismatch"'}><td>${esc(name)}</td><td>${
        esc(e.verdict)
      }</td><td class="num">${e.count}</td><td>${e.complete ? "yes" : "no"}</td>` +
      `<td class="num">${thousands(e.nodes)}</td></tr>`
    ),
    "</tbody></table>",
  ].join("");
  return [
    `<figure class="fixture" data-fixture-id="${esc(f.id)}">`,
    drawing,
    `<figcaption><span class="id">${esc(f.id)}</span> · ${esc(f.size)} · rule ${esc(f.rule)} · ` +
    `expected ${esc(f.expected)}${f.path ? ` · <code>${esc(f.path)}</code>` : ""}` +
    `<br>${esc(f.description)}<br>${urlLink(f.url)}` +
    `<br><a class="board-page" href="${
      esc(boardPageLink(f.url, f.rule))
    }">play and check on the board page</a>${certificate}</figcaption>`,
    "</figure>",
  ].join("\n");
}

/**
 * A board's URL as a link, when it is a web address; as text otherwise. The report
 * is written from a JSON file (`report --from`), and a `javascript:` URL there would
 * otherwise become a link that runs script when clicked.
 */
function urlLink(url: string): string {
  return /^https?:\/\//i.test(url)
    ? `<a href="${esc(url)}">${esc(url)}</a>`
    : `<code>${esc(url)}</code>`;
}

function sortFixtures(fixtures: readonly ReportFixture[]): ReportFixture[] {
  return [...fixtures].sort((a, b) =>
    genreRank(a.genre) - genreRank(b.genre) || sizeRank(a.size) - sizeRank(b.size) ||
    compare(a.size, b.size) || compare(a.id, b.id) || compare(a.url, b.url)
  );
}

function genreRank(genre: string): number {
  return genre === "stostone" ? 0 : 1;
}

/** Smaller boards first: rows × cols of a `RxC` size, unknown forms last. */
function sizeRank(size: string): number {
  const m = /^(\d+)x(\d+)$/.exec(size);
  return m ? Number(m[1]) * Number(m[2]) : Number.MAX_SAFE_INTEGER;
}

/** CLAIMS.md order: Stostone before Dosun-Fuwari, U before K, then the number. */
function compareClaimIds(a: string, b: string): number {
  const key = (id: string): number => {
    const m = /^([SD])-([UK])(\d+)$/.exec(id);
    return m ? (m[1] === "S" ? 0 : 1e6) + (m[2] === "U" ? 0 : 5e5) + Number(m[3]) : 2e6;
  };
  return key(a) - key(b) || compare(a, b);
}

/** Code-unit order: the same everywhere, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function jsonText(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v), 1);
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
