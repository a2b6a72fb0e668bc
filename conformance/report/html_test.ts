import assert from "node:assert/strict";
import { decodeUrl, sameBoard } from "../../core/formats/mod.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { type ClaimRow, verdictSlug } from "../claims/mod.ts";
import type { SectionResult } from "../consensus/sections.ts";
import {
  parseReportData,
  REPORT_FORMAT,
  type ReportClaim,
  type ReportData,
  type ReportFixture,
  reportJson,
  type ReportSection,
} from "./data.ts";
import { escapeMarkup } from "./escape.ts";
import { buildReport, engineAgreement } from "./html.ts";
import { REPORT_CSS } from "./style.ts";
import {
  BOARD_WITNESS_URL,
  externalReportFixtures,
  markupProblem,
  sampleReportData,
} from "./report_test_util.ts";

const seed = testSeed("html_test");

// The report's own types must keep accepting what the claim runner and the conform
// sections produce: this stops compiling if they drift apart.
export function _assignable(c: ClaimRow, s: SectionResult): [ReportClaim, ReportSection] {
  return [c, s];
}

const FIXTURES = externalReportFixtures();
const DATA = sampleReportData(FIXTURES);
const HTML = buildReport(DATA).get("index.html")!;

/** The markup of every element opening with `open`, up to its matching `close`. */
function blocks(html: string, open: RegExp, close: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(open)) out.push(html.slice(m.index, html.indexOf(close, m.index)));
  return out;
}

const count = (text: string, part: string) => text.split(part).length - 1;

Deno.test("html: every fixture is one figure with one drawing of its board and answer", () => {
  assert.ok(FIXTURES.length >= 40, `only ${FIXTURES.length} external fixtures`);
  const figures = blocks(HTML, /<figure class="fixture"/g, "</figure>");
  assert.equal(figures.length, FIXTURES.length);
  for (const f of FIXTURES) {
    const mine = figures.filter((b) => b.includes(`data-fixture-id="${escapeMarkup(f.id)}"`));
    assert.equal(mine.length, 1, f.id);
    const figure = mine[0]!;
    assert.equal(count(figure, "<svg"), 1, f.id);
    const url = /<svg[^>]* data-board="([^"]*)"/.exec(figure)![1]!;
    assert.ok(sameBoard(decodeUrl(url.replaceAll("&amp;", "&")), decodeUrl(f.url)), f.id);
    // The drawing carries the answer: the filled cells of the main grid match the rows.
    const main = figure.split('<g class="dropped"')[0]!;
    const cells = count(main, "h24v24h-24z");
    const marks = f.answer.join("").split("").filter((ch) => ch !== ".").length;
    const circles = count(main, "<circle");
    if (f.genre === "stostone") {
      assert.equal(cells, marks, f.id);
      assert.ok(figure.includes('<g class="dropped"'), `${f.id}: the dropped board is missing`);
    } else {
      assert.equal(cells + circles, marks, f.id);
      assert.ok(!figure.includes('<g class="dropped"'), f.id);
    }
    assert.ok(figure.includes(`<a href="${escapeMarkup(f.url)}">`), f.id);
  }
});

Deno.test("html: claims in CLAIMS.md order with verdict classes; unexpected ones flagged", () => {
  const rows = blocks(HTML, /<tr class="claim /g, "</tr>");
  const ids = rows.map((r) => /data-claim-id="([^"]*)"/.exec(r)![1]);
  assert.deepEqual(ids, ["S-U4", "S-U8", "D-U4", "D-K1"]);
  for (const claim of DATA.claims) {
    const row = rows.find((r) => r.includes(`data-claim-id="${claim.id}"`))!;
    const classes = /<tr class="([^"]*)"/.exec(row)![1]!.split(" ");
    assert.ok(classes.includes(`verdict-${verdictSlug(claim.verdict)}`), claim.id);
    assert.equal(classes.includes("unexpected"), !claim.asExpected, claim.id);
    assert.equal(row.includes("NOT AS EXPECTED"), !claim.asExpected, claim.id);
    assert.ok(row.includes(`<td>${escapeMarkup(claim.writeup)}</td>`), claim.id);
    assert.ok(row.includes(`<td>${escapeMarkup(claim.suite)}</td>`), claim.id);
  }
  assert.ok(HTML.includes("Claims: 4 (1 reproduced, 1 shape holds, figures differ, 2 refuted)"));
  assert.ok(HTML.includes("1 not as expected"));
  assert.ok(REPORT_CSS.includes("tr.verdict-refuted") && REPORT_CSS.includes("tr.unexpected"));
});

Deno.test("html: every refuted claim's witness is drawn", () => {
  const figures = blocks(HTML, /<figure class="witness"/g, "</figure>");
  const of = (id: string) => figures.filter((f) => f.includes(`data-claim-id="${id}"`));
  // D-U4: a board URL with a filling: the board, two balloons, two iron balls.
  const [board] = of("D-U4");
  const url = /data-board="([^"]*)"/.exec(board!)![1]!;
  assert.ok(sameBoard(decodeUrl(url), decodeUrl(BOARD_WITNESS_URL)));
  assert.equal(count(board!, 'class="balloon"'), 2);
  assert.equal(count(board!, 'class="iron"'), 2);
  // S-U8: rows only: a region-free shading, with its drop (the point of the claim).
  const [arch] = of("S-U8");
  assert.equal(count(arch!, "<svg"), 1);
  assert.ok(arch!.includes('<g class="dropped"'));
  assert.equal(count(arch!.split('<g class="dropped"')[0]!, "h24v24h-24z"), 6);
  // D-K1 differs; its witness has words only: shown, nothing drawn.
  const [words] = of("D-K1");
  assert.equal(count(words!, "<svg"), 0);
  assert.ok(words!.includes("described only, nothing to draw"));
  // Refuted claims come first in the section.
  const order = [...HTML.matchAll(/<figure class="witness" data-claim-id="([^"]*)"/g)].map((m) =>
    m[1]
  );
  assert.deepEqual(order, ["S-U8", "D-U4", "D-K1"]);
});

Deno.test("html: a witness or fixture that cannot be drawn is reported, not fatal", () => {
  const data: ReportData = {
    ...DATA,
    claims: [{
      ...DATA.claims[0]!,
      witnesses: [{
        genre: "stostone",
        description: "broken",
        url: "https://puzz.link/p?nope/1/1",
      }],
    }],
    fixtures: [{ ...FIXTURES[0]!, answer: ["#"] }],
  };
  const html = buildReport(data).get("index.html")!;
  assert.match(html, /<b>2 drawing problem\(s\):<\/b>/);
  assert.match(html, /D-U4 witness 1: SyntaxError: [^<]*unknown genre/);
  assert.match(html, new RegExp(`fixture ${escapeMarkup(FIXTURES[0]!.id)}: SyntaxError: answer`));
  assert.equal(count(html, "data-fixture-id="), 1, "the figure is still there, with the error");
  assert.equal(markupProblem(html), null);
});

Deno.test("html: text is escaped; the page is well formed and self-contained", () => {
  assert.equal(markupProblem(HTML), null);
  assert.ok(!/<script/i.test(HTML), "no script element, escaped or not");
  assert.ok(HTML.includes("counts &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"));
  assert.ok(HTML.includes("note with &quot;quotes&quot; &amp; &lt;b&gt;tags&lt;/b&gt;"));
  assert.ok(HTML.includes("published &lt;unique&gt;, engines say none"));
  // Nothing is loaded from elsewhere: no src at all; links only to the stylesheet.
  assert.ok(!/\ssrc=/.test(HTML));
  const links = [...HTML.matchAll(/<link [^>]*href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(links, ["data:,", "style.css"]);
  assert.ok(!/@import|@font-face|url\(/.test(REPORT_CSS));
  assert.deepEqual([...buildReport(DATA).keys()].sort(), ["index.html", "style.css"]);
});

Deno.test("html: the header shows the run's version, date and seed, not the clock's", () => {
  assert.ok(HTML.includes("Suite <b>9.8.7</b>"));
  assert.ok(HTML.includes("run of <b>1999-12-31T23:59:59.000Z</b>"));
  assert.ok(HTML.includes("seed <b>4242</b>"));
  assert.ok(HTML.includes("quick run"));
});

Deno.test("html: the output depends on the data only, not on its order", () => {
  const rng = rngFromSeed(seed);
  const shuffled: ReportData = {
    ...DATA,
    claims: rng.shuffle([...DATA.claims]),
    fixtures: rng.shuffle([...DATA.fixtures]),
  };
  const again = buildReport(shuffled);
  assert.equal(again.get("index.html"), HTML);
  assert.equal(again.get("style.css"), REPORT_CSS);
  // Through JSON and back (what report --from does) changes nothing either.
  const parsed = parseReportData(JSON.parse(reportJson(DATA)), "report.json");
  assert.equal(buildReport(parsed).get("index.html"), HTML);
});

Deno.test("html: sections, long failure lists and the engine agreement", () => {
  const failures = Array.from({ length: 60 }, (_, i) => `board ${i} failed`);
  const cert = (verdict: string, nodes: number) => ({ verdict, count: 1, complete: true, nodes });
  const fixtures: ReportFixture[] = FIXTURES.slice(0, 3).map((f, i) => ({
    ...f,
    certificate: {
      suite: "9.8.7",
      engines: { alpha: cert("unique", 10 * (i + 1)), beta: cert(i === 1 ? "none" : "unique", 5) },
    },
  }));
  const html = buildReport({
    ...DATA,
    sections: [{ name: "agreement", checked: 9, failures, seconds: 1, summary: "random" }],
    fixtures,
  }).get("index.html")!;
  assert.ok(html.includes("<li><code>board 49 failed</code></li>"));
  assert.ok(!html.includes("board 50 failed"));
  assert.ok(html.includes("… and 10 more (see report.json)"));
  assert.ok(html.includes('<span class="bad">60 disagreement(s)</span>'));
  const a = engineAgreement(fixtures);
  const genre = fixtures[0]!.genre;
  assert.deepEqual(
    a.engines.map((e) => [e.engine, e.fixtures, e.asExpected, e.nodes, e.maxNodes]),
    [
      ["alpha", 3, 3, 60, 30],
      ["beta", 3, 2, 15, 5],
    ],
  );
  assert.ok(a.engines.every((e) => e.genre === genre));
  assert.deepEqual(a.disagreements.map((d) => d.id), [fixtures[1]!.id]);
  assert.deepEqual(a.uncertified, []);
  assert.ok(html.includes('<tr class="mismatch"><td>beta</td><td>none</td>'));
});

Deno.test("html: the claims line of the sections table appears once", () => {
  const derived = HTML.match(/<td>claims<\/td>/g) ?? [];
  assert.equal(derived.length, 1, "summed up from the claims when no section has them");
  const withSection = buildReport({
    ...DATA,
    sections: [...DATA.sections, {
      name: "claims",
      checked: 4,
      failures: ["D-K1: differs, expected reproduced"],
      seconds: 14,
      summary: "4 claims as conform counts them",
    }],
  }).get("index.html")!;
  assert.equal((withSection.match(/<td>claims<\/td>/g) ?? []).length, 1);
  assert.ok(withSection.includes("4 claims as conform counts them"));
});

Deno.test("html: an empty run still gives a valid page", () => {
  const html = buildReport({
    format: REPORT_FORMAT,
    suiteVersion: "0.0.0",
    date: "d",
    seed: null,
    full: true,
    claims: [],
    sections: [],
    fixtures: [],
  }).get("index.html")!;
  assert.equal(markupProblem(html), null);
  for (
    const text of ["No claims in this run.", "No fixtures in this run.", "no seed", "full run"]
  ) {
    assert.ok(html.includes(text), text);
  }
});

Deno.test("parseReportData: accepts report.json, names the first bad field", () => {
  const json = JSON.parse(reportJson(DATA));
  assert.deepEqual(parseReportData(json, "r.json"), json);
  const bad = (edit: (d: Record<string, unknown>) => void, pattern: RegExp, type = SyntaxError) => {
    const copy = JSON.parse(reportJson(DATA));
    edit(copy);
    assert.throws(() => parseReportData(copy, "r.json"), (e) => {
      assert.ok(e instanceof type, String(e));
      assert.match((e as Error).message, pattern);
      return true;
    });
  };
  bad(
    (d) => delete (d.fixtures as Record<string, unknown>[])[2]!.url,
    /^r\.json: fixtures\[2\]\.url must be a string, got nothing$/,
  );
  bad(
    (d) => ((d.claims as Record<string, unknown>[])[1]!.verdict = "maybe"),
    /claims\[1\]\.verdict must be one of "reproduced", "shape holds, figures differ", .*, got "maybe"/,
  );
  bad(
    (d) => ((d.sections as Record<string, unknown>[])[0]!.failures = [1]),
    /sections\[0\]\.failures\[0\] must be a string, got 1/,
  );
  bad((d) => (d.format = 99), /format 99 is not supported/, RangeError);
  // conform --json or claims --json given to --from: said to be the wrong file.
  bad(
    (d) => delete d.format,
    /^r\.json: not a report\.json \(no "format" field\): --from reads the report\.json/,
  );
  assert.throws(() => parseReportData([], "r.json"), /the report data must be an object/);
});

Deno.test("report: every fixture links to its board page, with its board and rule", () => {
  const figures = blocks(HTML, /<figure class="fixture"/g, "</figure>");
  assert.equal(figures.length, FIXTURES.length);
  const links = figures.map((f) => /<a class="board-page" href="([^"]*)"/.exec(f)?.[1]);
  assert.deepEqual(
    links.map((l) => l === undefined ? "none" : "ok"),
    FIXTURES.map(() => "ok"),
    "a figure without a board-page link",
  );
  // Each link names its own figure's board (decoded back from the link) and rule.
  for (const [i, figure] of figures.entries()) {
    const id = /data-fixture-id="([^"]*)"/.exec(figure)![1]!;
    const f = FIXTURES.find((x) => escapeMarkup(x.id) === id)!;
    const href = links[i]!.replaceAll("&amp;", "&");
    const m = /^board\.html\?(.*)#(\w+)$/.exec(href);
    assert.ok(m, href);
    assert.ok(sameBoard(decodeUrl(m[1]!), decodeUrl(f.url)), `${f.id}: ${href}`);
    assert.equal(m[2], f.rule);
  }
});

Deno.test("html: only web addresses become links; a javascript: URL from the data stays text", () => {
  const evil = "javascript:alert(document.domain)//https://puzz.link/p?stostone/1/2/0";
  const data: ReportData = {
    ...DATA,
    claims: [{
      ...DATA.claims[0]!,
      witnesses: [{ genre: "stostone", description: "evil", url: evil }],
    }],
    fixtures: [{ ...FIXTURES[0]!, url: evil }, FIXTURES[1]!],
  };
  const html = buildReport(data).get("index.html")!;
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
  assert.ok(hrefs.some((h) => h.startsWith("https://puzz.link/")), "the good fixture is linked");
  assert.deepEqual(hrefs.filter((h) => /^\s*javascript:/i.test(h)), []);
  // Shown, escaped, as text: twice (the witness and the fixture).
  assert.equal(count(html, `<code>${escapeMarkup(evil)}</code>`), 2);
});
