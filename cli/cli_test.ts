import assert from "node:assert/strict";
import { runInProcess, runSubprocess, words } from "./cli_test_util.ts";

interface VectorCase {
  expected_failcode: string | null;
  file: string;
}
interface VectorFile {
  url: string;
  full_url: string;
  failcheck: VectorCase[];
}

const vectorDir = new URL("../fixtures/vectors/", import.meta.url);

async function vectors(): Promise<{ genre: string; data: VectorFile }[]> {
  const out = [];
  for (const genre of ["stostone", "dosufuwa"]) {
    const text = await Deno.readTextFile(new URL(`${genre}.pzprjs-tests.json`, vectorDir));
    out.push({ genre, data: JSON.parse(text) as VectorFile });
  }
  return out;
}

async function tempFile(text: string): Promise<string> {
  const path = await Deno.makeTempFile({ suffix: ".txt" });
  await Deno.writeTextFile(path, text);
  return path;
}

Deno.test("check gives every reference vector's failure code (ok for the solved ones)", async (t) => {
  let checked = 0;
  for (const { genre, data } of await vectors()) {
    for (const [i, v] of data.failcheck.entries()) {
      await t.step(`${genre} #${i} ${v.expected_failcode ?? "ok"}`, async () => {
        const path = await tempFile(v.file.replaceAll("/", "\n"));
        const text = await runInProcess(["check", path]);
        const json = await runInProcess(["check", path, "--json"]);
        await Deno.remove(path);
        const parsed = JSON.parse(json.stdout) as {
          ok: boolean;
          code: string | null;
          cells: number[][];
          rule: string;
        };
        // The reference judges under the default rule of each genre.
        assert.equal(parsed.rule, genre === "stostone" ? "exact" : "official");
        if (v.expected_failcode === null) {
          assert.equal(text.stdout, "ok");
          assert.equal(text.code, 0);
          assert.deepEqual(parsed, { ok: true, code: null, cells: [], rule: parsed.rule });
        } else {
          assert.match(text.stdout, new RegExp(`^${v.expected_failcode} at \\(\\d+,\\d+\\)`));
          assert.equal(text.code, 1);
          assert.equal(parsed.ok, false);
          assert.equal(parsed.code, v.expected_failcode);
          assert.ok(parsed.cells.length > 0 && parsed.cells.every((rc) => rc.length === 2));
        }
        checked++;
      });
    }
  }
  assert.equal(checked, 14);
});

Deno.test("both vector URLs round-trip byte for byte through convert", async () => {
  for (const { data } of await vectors()) {
    const run = await runInProcess(["convert", data.full_url, "--to", "url"]);
    assert.equal(run.code, 0);
    assert.equal(run.stdout, data.full_url);
  }
});

Deno.test("convert: url -> pzprv3 -> text -> url returns the input", async () => {
  const url = "https://puzz.link/p?stostone/6/6/433aaqv064p03g433h";
  const pz = await runInProcess(["convert", url, "--to", "pzprv3"]);
  const pzPath = await tempFile(pz.stdout);
  const text = await runInProcess(["convert", pzPath, "--to", "text"]);
  const textPath = await tempFile(text.stdout);
  const back = await runInProcess(["convert", textPath, "--to", "url"]);
  await Promise.all([Deno.remove(pzPath), Deno.remove(textPath)]);
  assert.equal(back.stdout, url);
});

Deno.test("bad input: one line naming the input and the problem, exit 2, no stack trace", async (t) => {
  const files: [string, string, RegExp][] = [
    ["pzprv3 with too few lines", "pzprv3\nstostone\n6\n", /line|lines/i],
    [
      "pzprv3 row of the wrong length",
      "pzprv3\ndosufuwa\n2\n2\n1\n0 0 \n0 \n. . \n. . \n",
      /line \d+/,
    ],
    ["unknown genre in a text file", "sudoku 2x2\n+-+-+\n", /sudoku/],
  ];
  for (const [name, content, pattern] of files) {
    await t.step(name, async () => {
      const path = await tempFile(content);
      const run = await runInProcess(["check", path]);
      await Deno.remove(path);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, "");
      assert.equal(run.stderr.split("\n").length, 1, run.stderr);
      assert.ok(run.stderr.includes(path), `names the input: ${run.stderr}`);
      assert.match(run.stderr, pattern);
      assert.doesNotMatch(run.stderr, /\n\s+at /);
    });
  }
  const urls: [string, string, RegExp][] = [
    [
      "unknown genre",
      "https://puzz.link/p?sudoku/6/6/abc",
      /no such file|not a puzz.link URL|genre/,
    ],
    ["truncated body", "https://puzz.link/p?stostone/6/6/43", /border|character|truncated|needs/],
    ["bad size", "https://puzz.link/p?stostone/0/6/", /0|size|cols/],
    ["huge size", "stostone/6/1000/", /1000/],
  ];
  for (const [name, url, pattern] of urls) {
    await t.step(name, async () => {
      const run = await runInProcess(["solve", url]);
      assert.equal(run.code, 2);
      assert.equal(run.stderr.split("\n").length, 1, run.stderr);
      assert.match(run.stderr, pattern);
      assert.doesNotMatch(run.stderr, /\n\s+at /);
    });
  }
  await t.step("bad options", async () => {
    for (
      const args of [
        ["solve", "stostone/2/2/00", "--rule", "official"],
        ["solve", "stostone/2/2/00", "--cap", "zero"],
        ["solve", "stostone/2/2/00", "--engine", "rooms"],
        ["solve", "stostone/2/2/00", "--bogus"],
        ["convert", "stostone/2/2/00", "--to", "png"],
        ["check", "https://puzz.link/p?stostone/2/2/00"],
        ["frobnicate"],
      ]
    ) {
      const run = await runInProcess(args);
      assert.equal(run.code, 2, args.join(" "));
      assert.ok(run.stderr.length > 0);
    }
  });
});

Deno.test("solve: verdicts, exit codes and the JSON shape", async (t) => {
  await t.step("a unique board exits 0 and the engines agree", async () => {
    const run = await runInProcess(
      words("solve https://puzz.link/p?stostone/6/6/433aaqv064p03g433h --json"),
    );
    assert.equal(run.code, 0);
    const j = JSON.parse(run.stdout);
    assert.equal(j.verdict, "unique");
    assert.equal(j.agree, true);
    assert.deepEqual(Object.keys(j.engines).sort(), ["mask", "propagate", "subset"]);
    assert.deepEqual(j.answers, [["###.##", "...#.#", "..##..", "##.#..", ".#..#.", "#.#.##"]]);
    for (const e of Object.values(j.engines) as { count: number; complete: boolean }[]) {
      assert.equal(e.count, 1);
      assert.equal(typeof e.complete, "boolean");
    }
  });
  await t.step("a board with two answers exits 1 (multiple)", async () => {
    // 2x2 without borders: any balanced shading whose stones... exact has several answers.
    const run = await runInProcess(["solve", "stostone/2/2/00", "--json"]);
    const j = JSON.parse(run.stdout);
    assert.equal(j.verdict, "multiple");
    assert.equal(run.code, 1);
    assert.equal(j.answers.length, 2);
  });
  await t.step(
    "a non-unique board shows its forced cells, consistent with every answer",
    async () => {
      const url = "https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g";
      const j = JSON.parse((await runInProcess(["solve", url, "--json", "--cap", "50"])).stdout);
      assert.equal(j.verdict, "multiple");
      assert.equal(j.forcedComplete, true);
      assert.deepEqual(j.forcedBy, ["propagate"], "propagate decided every cell itself");
      const forced: string[] = j.forced;
      let open = 0;
      forced.forEach((row, r) =>
        [...row].forEach((ch, c) => {
          const values = new Set(j.answers.map((a: string[]) => a[r]![c]));
          if (ch === "?") {
            open++;
            assert.equal(values.size, 2, `cell (${r},${c}) is ? but every answer agrees`);
          } else assert.deepEqual([...values], [ch], `cell (${r},${c})`);
        })
      );
      assert.ok(open > 0);
    },
  );
  await t.step(
    "--svg draws a non-unique board's forced cells, grey where answers differ",
    async () => {
      const dir = await Deno.makeTempDir();
      try {
        const cellsOf = (svg: string, cls: string) => {
          const d = new RegExp(`<path class="${cls}"[^>]* d="([^"]*)"`).exec(svg)?.[1] ?? "";
          return [...d.matchAll(/M(\d+),(\d+)h24/g)].map((m) =>
            `${(Number(m[2]) - 4) / 24},${(Number(m[1]) - 4) / 24}`
          ).sort();
        };
        const url = "https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g";
        const run = await runInProcess(["solve", url, "--json", "--svg", `${dir}/multiple.svg`]);
        const j = JSON.parse(run.stdout);
        const where = (ch: string) =>
          (j.forced as string[]).flatMap((row, r) =>
            [...row].flatMap((c, col) => (c === ch ? [`${r},${col}`] : []))
          ).sort();
        const svg = await Deno.readTextFile(`${dir}/multiple.svg`);
        assert.ok(where("?").length > 0 && where("#").length > 0);
        assert.deepEqual(cellsOf(svg, "shaded"), where("#"));
        assert.deepEqual(cellsOf(svg, "undecided"), where("?"));
        assert.match(
          svg,
          /<title>stostone 6x6: the forced cells; grey where answers differ<\/title>/,
        );
        assert.doesNotMatch(svg, /class="dropped"/);
        // A unique board: its answer, dropped beside it, nothing grey.
        const unique = "https://puzz.link/p?stostone/6/6/433aaqv064p03g433h";
        const one = JSON.parse(
          (await runInProcess(["solve", unique, "--json", "--svg", `${dir}/unique.svg`])).stdout,
        );
        const drawn = await Deno.readTextFile(`${dir}/unique.svg`);
        const shaded = (one.answers[0] as string[]).flatMap((row, r) =>
          [...row].flatMap((c, col) => (c === "#" ? [`${r},${col}`] : []))
        ).sort();
        assert.deepEqual(
          cellsOf(drawn.slice(0, drawn.indexOf('class="dropped"')), "shaded"),
          shaded,
        );
        assert.deepEqual(cellsOf(drawn, "undecided"), []);
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    },
  );
  await t.step("--no-confirm leaves the confirmation fields null, not zero", async () => {
    const url = "https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g";
    const on = JSON.parse((await runInProcess(["solve", url, "--json"])).stdout);
    assert.ok(on.forcedConfirmed > 0);
    assert.deepEqual(on.forcedUnconfirmed, []);
    const off = JSON.parse((await runInProcess(["solve", url, "--json", "--no-confirm"])).stdout);
    assert.equal(off.forcedCount, on.forcedCount);
    for (
      const key of ["forcedConfirmed", "forcedConfirmedBy", "forcedUnconfirmed", "forcedConfirmMs"]
    ) {
      assert.equal(off[key], null, key);
    }
    const text = await runInProcess(["solve", url, "--no-confirm"]);
    assert.match(
      text.stdout,
      new RegExp(`${on.forcedCount} forced cells, not confirmed \\(--no-confirm\\)`),
    );
  });
  await t.step("--progress reports the forced cells confirmed on stderr", async () => {
    const url = "https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g";
    const run = await runSubprocess(["solve", url, "--json", "--progress"]);
    const j = JSON.parse(run.stdout);
    assert.ok(j.forcedCount > 0);
    const n = j.forcedCount;
    assert.match(run.stderr, new RegExp(`progress: ${n}/${n} forced cells confirmed \\(100%\\)`));
  });
  await t.step("an odd-height board has no answer under exact (exit 1, none)", async () => {
    const run = await runInProcess(words("solve stostone/2/3/000 --json --engine propagate"));
    assert.equal(JSON.parse(run.stdout).verdict, "none");
    assert.equal(run.code, 1);
  });
  await t.step("a tiny budget gives unknown, never a wrong unique", async () => {
    const run = await runInProcess([
      "solve",
      `stostone/20/20/${"0".repeat(152)}`,
      "--json",
      "--budget",
      "50",
    ]);
    const j = JSON.parse(run.stdout);
    assert.ok(["unknown", "multiple"].includes(j.verdict), j.verdict);
    assert.equal(run.code, 1);
  });
  await t.step(
    "numberless: propagate's forced-cell search settles multiple, later engines get a 256th",
    async () => {
      const j = JSON.parse((await runInProcess(["solve", "stostone/2/2/00", "--json"])).stdout);
      const runs = Object.entries(
        j.engines as Record<string, { search: string; nodes: number | null; budget: number }>,
      ).map(([k, v]) => [k, v.search, v.nodes === null, v.budget]);
      assert.deepEqual(runs, [
        ["propagate", "forced cells", true, 200_000_000],
        ["mask", "solve", false, 195_313],
        ["subset", "solve", false, 1_562_500],
      ]);
      const text = await runInProcess(["solve", "stostone/2/2/00"]);
      assert.match(
        text.stdout,
        /propagate +multiple 2 judged answers met by its forced-cell search/,
      );
    },
  );
  await t.step("the verdict and time lines name the engines stopped at their budgets", async () => {
    const unique = "https://puzz.link/p?stostone/6/6/433aaqv064p03g433h";
    const run = await runInProcess(["solve", unique, "--budget", "5", "--engine", "all"]);
    const lines = run.stdout.trimEnd().split("\n");
    assert.equal(
      lines[0],
      "unknown (stostone, rule exact, cap 2): decided by no engine; " +
        "propagate, mask and subset stopped at their budgets",
    );
    assert.match(
      lines.at(-1)!,
      /^[\d.]+ ms in all; propagate stopped at its budget of 5 units after [\d.]+ ms; mask .* subset stopped at its budget of 5 units after [\d.]+ ms$/,
    );
    const j = JSON.parse((await runInProcess(["solve", unique, "--budget", "5", "--json"])).stdout);
    for (const e of Object.values(j.engines) as { budget: number }[]) assert.equal(e.budget, 5);
  });
  await t.step("dosun-fuwari boards take --rule loose", async () => {
    const run = await runInProcess(
      words("solve https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1 --rule loose --json"),
    );
    const j = JSON.parse(run.stdout);
    assert.equal(j.rule, "loose");
    assert.equal(j.agree, true);
    // The text counts forced cells as the JSON does: white cells only (it counted the
    // 4 black ones as agreeing, beside a forcedCount of 0).
    const text = await runInProcess(
      words("solve https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1 --rule loose"),
    );
    assert.match(
      text.stdout,
      new RegExp(`^forced cells \\(${j.forcedCount} of 21 white cells agree in every answer`, "m"),
    );
  });
});

Deno.test("a board can come from stdin with -", async () => {
  const run = await runSubprocess(["convert", "-", "--to", "url"], "stostone/3/2/qgg3g\n");
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "https://puzz.link/p?stostone/3/2/qgg3g");
  const bad = await runSubprocess(["convert", "-"], "pzprv3\nstostone\n");
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^convert: stdin/);
  assert.doesNotMatch(bad.stderr, /\n\s+at /);
});

Deno.test("count --recurrence prints the sequences to n = 20 and their proven recurrences", async () => {
  const run = await runInProcess(["count", "--recurrence", "--rows", "4,6", "--json"]);
  assert.equal(run.code, 0, run.stderr);
  const [four, six] = JSON.parse(run.stdout).recurrences as {
    terms: string[];
    text: string;
    matrixSize: number;
  }[];
  assert.equal(four!.terms.length, 20);
  // The write-up's ten terms (claim S-U7) are the start of the computed sequence.
  assert.deepEqual(four!.terms.slice(0, 10), [
    "6",
    "28",
    "134",
    "640",
    "3058",
    "14612",
    "69822",
    "333640",
    "1594282",
    "7618204",
  ]);
  assert.equal(four!.text, "a(n) = 6a(n−1) − 5a(n−2) − 4a(n−3)");
  assert.equal(six!.matrixSize, 20);
  assert.equal(six!.terms.length, 20);
  const text = await runInProcess(["count", "--recurrence", "--rows", "8"]);
  assert.match(text.stdout, /8×n exact counts, n = 1\.\.20/);
  assert.match(text.stdout, /minimal recurrence \(order \d+, matrix 70×70\)/);
  assert.equal((await runInProcess(["count", "--recurrence", "--rows", "5"])).code, 2);
});
