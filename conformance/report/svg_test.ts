import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { decodeUrl, parseAnswerRows, sameBoard } from "../../core/formats/mod.ts";
import type { Board } from "../../core/formats/mod.ts";
import { arbBoard } from "../../core/formats/boards_test_util.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { BALLOON, IRON } from "../../core/dosun_fuwari/board.ts";
import { testSeed } from "../../core/rng.ts";
import { boardSvg, CELL, GAP, PAD, shadingBoard, shadingSvg, stostoneSvg } from "./svg.ts";
import { ARCH_ROWS, externalSolved, markupProblem } from "./report_test_util.ts";

const seed = testSeed("svg_test");

/** What one grid of a drawing shows, read back from the SVG text. */
interface Layer {
  /** Cells of each filled path, by class (`shaded`, `black`, `undecided`, `highlight`). */
  readonly fills: Map<string, number[]>;
  /** Interior edges drawn thin / thick: `v r c` (right of r,c) or `h r c` (below r,c). */
  readonly thin: string[];
  readonly thick: string[];
  /** Text per cell, with its fill colour. */
  readonly texts: { cell: number; text: string; fill: string }[];
  /** Circles per cell, by class. */
  readonly circles: { cell: number; kind: string }[];
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** Reads a layer back from its markup; any path of an unexpected form fails the test. */
function readLayer(markup: string, cols: number): Layer {
  const at = (v: string) => (Number(v) - PAD) / CELL;
  const cellAt = (x: string, y: string) => at(y) * cols + at(x);
  const fills = new Map<string, number[]>();
  const thin: string[] = [];
  const thick: string[] = [];
  for (const m of markup.matchAll(/<path\b([^>]*)\/>/g)) {
    const a = attributes(m[1]!);
    const d = a.d!;
    if (a.class === "grid" || a.class === "borders") {
      const out = a.class === "grid" ? thin : thick;
      const rest = d.replace(/M(\d+),(\d+)([vh])24/g, (_, x, y, dir) => {
        out.push(dir === "v" ? `v ${at(y)} ${at(x) - 1}` : `h ${at(y) - 1} ${at(x)}`);
        return "";
      });
      assert.equal(rest, "", `unexpected ${a.class} path data: ${d}`);
    } else if (a.class === "shaded" || a.class === "black" || a.class === "undecided") {
      const cells: number[] = [];
      const rest = d.replace(/M(\d+),(\d+)h24v24h-24z/g, (_, x, y) => {
        cells.push(cellAt(x, y));
        return "";
      });
      assert.equal(rest, "", `unexpected ${a.class} path data: ${d}`);
      fills.set(a.class, cells);
    } else if (a.class === "highlight") {
      const cells: number[] = [];
      const rest = d.replace(/M(\d+),(\d+)h18v18h-18z/g, (_, x, y) => {
        cells.push(cellAt(String(Number(x) - 3), String(Number(y) - 3)));
        return "";
      });
      assert.equal(rest, "", `unexpected highlight path data: ${d}`);
      fills.set("highlight", cells);
    }
  }
  const texts = [...markup.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const a = attributes(m[1]!);
    const x = String(Number(a.x) - CELL / 2);
    const y = String(Number(a.y) - CELL / 2);
    return { cell: cellAt(x, y), text: m[2]!, fill: a.fill! };
  });
  const circles = [...markup.matchAll(/<circle\b([^>]*)\/>/g)].map((m) => {
    const a = attributes(m[1]!);
    return {
      cell: cellAt(String(Number(a.cx) - CELL / 2), String(Number(a.cy) - CELL / 2)),
      kind: a.class!,
    };
  });
  return { fills, thin, thick, texts, circles };
}

/** A drawing read back: the main grid, the dropped grid if any, the root attributes. */
function readDrawing(svg: string, cols: number) {
  const root = attributes(/^<svg\b([^>]*)>/.exec(svg)![1]!);
  const split = svg.indexOf('<g class="dropped"');
  const main = split < 0 ? svg : svg.slice(0, split);
  const dropped = split < 0 ? null : svg.slice(split, svg.indexOf("</g>", split));
  return {
    root,
    title: /<title>([^<]*)<\/title>/.exec(svg)?.[1],
    main: readLayer(main, cols),
    dropped: dropped === null ? null : readLayer(dropped, cols),
  };
}

/** Every interior edge of a board, split by whether a border lies on it. */
function edges(board: Board): { borders: string[]; open: string[] } {
  const borders: string[] = [];
  const open: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      if (c < board.cols - 1) {
        (board.vertical[r * (board.cols - 1) + c] ? borders : open).push(`v ${r} ${c}`);
      }
      if (r < board.rows - 1) {
        (board.horizontal[r * board.cols + c] ? borders : open).push(`h ${r} ${c}`);
      }
    }
  }
  return { borders, open };
}

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();
const cellsWhere = (a: ArrayLike<number>, v: number) =>
  Array.from(a).flatMap((x, i) => (x === v ? [i] : []));

Deno.test("svg: random boards are drawn exactly, read back from the SVG", () => {
  fc.assert(
    fc.property(arbBoard, fc.boolean(), ({ board, answer }, withDrop) => {
      const svg = boardSvg(board, answer, { dropped: withDrop });
      assert.equal(boardSvg(board, answer, { dropped: withDrop }), svg, "deterministic");
      assert.equal(markupProblem(svg), null);
      const { root, title, main, dropped } = readDrawing(svg, board.cols);
      assert.equal(title, `${board.genre} ${board.rows}x${board.cols}`);
      assert.ok(sameBoard(decodeUrl(root["data-board"]!), board), "data-board is the board");
      const w = 2 * PAD + board.cols * CELL;
      const hasDrop = withDrop && board.genre === "stostone";
      const width = hasDrop ? 2 * w + GAP : w;
      assert.equal(root.viewBox, `0 0 ${width} ${2 * PAD + board.rows * CELL}`);
      // Every interior edge once: thick exactly on the border flags (inside rooms too).
      const { borders, open } = edges(board);
      assert.deepEqual(sorted(main.thick), sorted(borders));
      assert.deepEqual(sorted(main.thin), sorted(open));
      if (board.genre === "stostone") {
        assert.deepEqual(sorted(main.fills.get("shaded") ?? []), sorted(cellsWhere(answer, 1)));
        const clued = board.clueCell.flatMap((cell, room) => {
          const clue = board.clues[room];
          return clue === null || clue === undefined ? [] : [`${cell}:${clue}`];
        });
        assert.deepEqual(sorted(main.texts.map((t) => `${t.cell}:${t.text}`)), sorted(clued));
        for (const t of main.texts) assert.equal(t.fill, answer[t.cell] === 1 ? "#fff" : "#000");
        assert.equal(dropped !== null, hasDrop);
        if (dropped) {
          // The fall keeps every column's count of shaded cells and crosses no borders.
          const count = (cells: readonly number[]) =>
            Array.from(
              { length: board.cols },
              (_, c) => cells.filter((x) => x % board.cols === c).length,
            );
          assert.deepEqual(count(dropped.fills.get("shaded") ?? []), count(cellsWhere(answer, 1)));
          assert.deepEqual(dropped.thick, []);
          assert.equal(dropped.thin.length, borders.length + open.length);
        }
      } else {
        assert.deepEqual(sorted(main.fills.get("black") ?? []), sorted(cellsWhere(board.black, 1)));
        assert.deepEqual(
          sorted(main.circles.map((c) => `${c.cell}:${c.kind}`)),
          sorted([
            ...cellsWhere(answer, BALLOON).map((c) => `${c}:balloon`),
            ...cellsWhere(answer, IRON).map((c) => `${c}:iron`),
          ]),
        );
        assert.equal(dropped, null);
      }
    }),
    { seed, numRuns: 150 },
  );
});

Deno.test("svg: published Stostone solutions drop to exactly the bottom half", () => {
  const solved = externalSolved().filter((e) =>
    e.url.includes("stostone") && e.pzprjsCheck === "complete"
  );
  assert.ok(solved.length >= 10, `only ${solved.length} checked solutions found`);
  for (const e of solved) {
    const board = decodeUrl(e.url);
    const svg = boardSvg(board, parseAnswerRows(board, e.answer), { dropped: true });
    const { dropped } = readDrawing(svg, board.cols);
    const half = (board.rows / 2) * board.cols;
    const bottom = Array.from({ length: half }, (_, i) => half + i);
    assert.deepEqual(sorted(dropped!.fills.get("shaded")!), sorted(bottom), e.id);
    assert.match(svg, new RegExp(`class="half"[^>]* d="M1,${PAD + (board.rows * CELL) / 2}h`));
  }
});

Deno.test("svg: the write-up's arch rests one row high after the drop", () => {
  // The write-up draws the settled arch as ..., #.#, ###, .#. (claim S-U8).
  const svg = shadingSvg(ARCH_ROWS, { dropped: true });
  const { root, dropped, main } = readDrawing(svg, 3);
  assert.deepEqual(sorted(dropped!.fills.get("shaded")!), sorted([3, 5, 6, 7, 8, 10]));
  assert.deepEqual(main.thick, [], "a region-free grid has no borders");
  const back = decodeUrl(root["data-board"]!);
  assert.equal(back.genre, "stostone");
  assert.equal(back.rooms.length, 1);
});

Deno.test("svg: a border segment inside a room is drawn", () => {
  // 2×2, one border between (0,0) and (0,1): still one room, around the bottom.
  const board = stostoneBoard({ rows: 2, cols: 2 }, {
    vertical: new Uint8Array([1, 0]),
    horizontal: new Uint8Array(2),
  }, [3]);
  assert.equal(board.rooms.length, 1);
  const { main } = readDrawing(stostoneSvg(board), 2);
  assert.deepEqual(main.thick, ["v 0 0"]);
  assert.deepEqual(main.texts, [{ cell: 0, text: "3", fill: "#000" }]);
});

Deno.test("svg: text is escaped and long clues shrink", () => {
  const board = stostoneBoard({ rows: 1, cols: 2 }, {
    vertical: new Uint8Array([1]),
    horizontal: new Uint8Array(0),
  }, [12345, "?"]);
  const svg = stostoneSvg(board, null, { title: `<b>"x" & 'y'</b>` });
  assert.ok(svg.includes("<title>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;</title>"));
  assert.equal(markupProblem(svg), null);
  assert.match(svg, /font-size="6"[^>]*>12345<\/text>/);
  assert.match(svg, /font-size="15"[^>]*>\?<\/text>/);
});

Deno.test("svg: Dosun-Fuwari shadings read #, o and x", () => {
  const { board, answer } = shadingBoard(["o#", ".x"], "dosun-fuwari");
  assert.equal(board.genre, "dosun-fuwari");
  const { main } = readDrawing(shadingSvg(["o#", ".x"], { genre: "dosun-fuwari" }), 2);
  assert.deepEqual(main.fills.get("black"), [1]);
  assert.deepEqual(main.circles, [{ cell: 0, kind: "balloon" }, { cell: 3, kind: "iron" }]);
  assert.deepEqual([...answer], [BALLOON, 0, 0, IRON]);
});

Deno.test("svg: highlighted cells are outlined; bad input is refused", async (t) => {
  const board = decodeUrl("https://puzz.link/p?stostone/4/2/vg0-11.g2");
  await t.step("highlight", () => {
    const { main } = readDrawing(boardSvg(board, null, { highlight: [0, 7] }), 4);
    assert.deepEqual(main.fills.get("highlight"), [0, 7]);
    assert.throws(
      () => boardSvg(board, null, { highlight: [8] }),
      (e) => e instanceof RangeError && /got 8/.test(e.message),
    );
  });
  await t.step("answer of the wrong size", () => {
    assert.throws(() => boardSvg(board, new Uint8Array(7)), RangeError);
  });
  await t.step("shading rows", () => {
    assert.throws(
      () => shadingSvg([]),
      (e) => e instanceof SyntaxError && /at least one/.test(e.message),
    );
    assert.throws(
      () => shadingSvg(["#.", "#"]),
      (e) => e instanceof SyntaxError && /row 2/.test(e.message) && /"#"/.test(e.message),
    );
    assert.throws(
      () => shadingSvg(["#o"]),
      (e) => e instanceof SyntaxError && /column 2/.test(e.message) && /"o"/.test(e.message),
    );
    assert.throws(() => shadingSvg(["#".repeat(101)]), RangeError);
  });
});

Deno.test("svg: undecided cells are grey and show no value; no drop is drawn for them", () => {
  const st = decodeUrl("https://puzz.link/p?stostone/4/2/vg0-11.g2");
  // A full answer with cells 0 and 4 (both shaded in it) left open.
  const answer = new Uint8Array([1, 0, 0, 0, 1, 1, 0, 1]);
  const whole = readDrawing(boardSvg(st, answer, { dropped: true }), 4);
  assert.deepEqual(whole.main.fills.get("shaded"), [0, 4, 5, 7]);
  assert.equal(whole.main.fills.get("undecided"), undefined);
  assert.notEqual(whole.dropped, null);
  const partial = readDrawing(boardSvg(st, answer, { dropped: true, undecided: [4, 0] }), 4);
  assert.deepEqual(partial.main.fills.get("shaded"), [5, 7]);
  assert.deepEqual(partial.main.fills.get("undecided"), [0, 4]);
  assert.equal(partial.dropped, null, "a partial answer has no drop to draw");
  // The clue on an open cell is drawn in ink, not in white as on a shaded cell.
  const clueOn = (d: typeof whole, cell: number) => d.main.texts.find((t) => t.cell === cell)?.fill;
  assert.deepEqual([clueOn(whole, 0), clueOn(partial, 0)], ["#fff", "#000"]);
  const df = decodeUrl("https://puzz.link/p?dosufuwa/3/2/q81");
  const dfAnswer = new Uint8Array([BALLOON, 0, 0, IRON, 0, 0]);
  const dfDrawing = readDrawing(boardSvg(df, dfAnswer, { undecided: [0, 1] }), 3);
  assert.deepEqual(dfDrawing.main.circles, [{ cell: 3, kind: "iron" }]);
  assert.deepEqual(dfDrawing.main.fills.get("undecided"), [0, 1]);
  assert.throws(
    () => boardSvg(st, answer, { undecided: [8] }),
    (e) => e instanceof RangeError && /undecided: .*got 8/.test(e.message),
  );
});
