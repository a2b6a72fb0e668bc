// Opens the built report in headless Chromium (driven by puppeteer-core, chromium.ts) and
// checks it as a browser sees it. Without Chromium (or without --allow-run / --allow-write)
// the test is ignored with a message, so the suite runs anywhere; CI sets REQUIRE_CHROMIUM=1,
// which turns the same situation into a failure.

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { readReportFixtures, writeReport } from "../../cli/report.ts";
import { withChromiumPage } from "./chromium.ts";
import { browserTestSetup } from "./browser_test_util.ts";
import { decodePng } from "./png.ts";
import { REPORT_CSS } from "./style.ts";
import { externalReportFixtures, sampleReportData } from "./report_test_util.ts";

const setup = browserTestSetup("browser_test");

/** The value of a custom property on :root in the stylesheet. */
function cssVariable(name: string): string {
  const m = new RegExp(`${name}:\\s*([^;]+);`).exec(REPORT_CSS);
  if (!m) throw new Error(`style.css defines no ${name}`);
  return m[1]!.trim();
}

/** How many pixels of the image have exactly the colour `#rrggbb`. */
function pixelsOf(image: { rgba: Uint8Array }, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let p = 0; p < image.rgba.length; p += 4) {
    if (image.rgba[p] === r && image.rgba[p + 1] === g && image.rgba[p + 2] === b) n++;
  }
  return n;
}

Deno.test({
  name: "browser: the report opens from file:// cleanly, every board drawn",
  ignore: setup.ignore,
  async fn() {
    const chromium = setup.requireBrowser();
    // The real corpus when it is there; the published external boards in any case.
    const corpus = await readReportFixtures();
    const fixtures = [...corpus, ...externalReportFixtures()];
    const data = sampleReportData(fixtures);
    const dir = await Deno.makeTempDir({ prefix: "report_browser_" });
    const profile = `${dir}/profile`;
    try {
      const index = await writeReport(`${dir}/report`, data);
      const url = pathToFileURL(index).href;
      const width = 1280;
      const height = 900;
      const shot = `${dir}/report.png`;
      await withChromiumPage(chromium, url, {
        userDataDir: profile,
        width,
        height,
        stepTimeoutMs: 15_000,
      }, async (page) => {
        assert.deepEqual(page.consoleErrors, [], "console errors");
        assert.deepEqual(page.failedLoads, [], "failed resource loads");
        const figures = await page.evaluate<number>(
          "document.querySelectorAll('[data-fixture-id]').length",
        );
        const drawn = await page.evaluate<number>(
          "document.querySelectorAll('[data-fixture-id] svg').length",
        );
        assert.equal(figures, fixtures.length);
        assert.equal(drawn, fixtures.length, "one drawing per fixture");
        // Laid out, not just present: every drawing has a size on the page.
        const sized = await page.evaluate<number>(
          "[...document.querySelectorAll('[data-fixture-id] svg')].filter((s) => {" +
            " const r = s.getBoundingClientRect(); return r.width > 20 && r.height > 20; }).length",
        );
        assert.equal(sized, fixtures.length, "every drawing takes up room");
        const witnesses = await page.evaluate<number>(
          "document.querySelectorAll('figure.witness[data-claim-id] svg').length",
        );
        assert.equal(witnesses, 2, "both drawable witnesses (D-U4, S-U8) are drawn");
        // style.css was loaded and applied (not just requested).
        const refuted = await page.evaluate<string>(
          "getComputedStyle(document.documentElement).getPropertyValue('--refuted').trim()",
        );
        assert.equal(refuted, cssVariable("--refuted"));
        const png = await page.screenshot();
        await Deno.writeFile(shot, png);
        // Every fixture links to the board page; the first link opens it on that board.
        const links = await page.evaluate<{ href: string; board: string }[]>(
          "[...document.querySelectorAll('[data-fixture-id]')].map((f) => ({" +
            " href: f.querySelector('a.board-page')?.href ?? '', board: f.querySelector('svg').dataset.board }))",
        );
        assert.equal(links.filter((l) => l.href.includes("/board.html?")).length, fixtures.length);
        await page.page.goto(links[0]!.href, { waitUntil: "load" });
        await page.page.waitForSelector("#drawing svg");
        assert.equal(
          await page.evaluate<string>("document.querySelector('#drawing svg').dataset.board"),
          links[0]!.board,
        );
        assert.deepEqual(page.consoleErrors, [], "console errors on the board page");
        assert.deepEqual(page.failedLoads, [], "failed loads on the board page");
      });
      console.log(`browser_test screenshot: ${shot} (report: ${index})`);
      const image = await decodePng(await Deno.readFile(shot));
      assert.equal(image.width, width);
      assert.equal(image.height, height);
      // Not blank: the top of the page shows the claims table, painted in verdict colours.
      let inked = 0;
      for (let p = 0; p < image.rgba.length; p += 4) {
        if (image.rgba[p]! + image.rgba[p + 1]! + image.rgba[p + 2]! < 200) inked++;
      }
      assert.ok(inked > width * height * 0.005, `only ${inked} dark pixels in the screenshot`);
      for (const verdict of ["--reproduced", "--differs", "--refuted"]) {
        const n = pixelsOf(image, cssVariable(verdict));
        assert.ok(n > 500, `${verdict}: ${n} pixels of ${cssVariable(verdict)} in the screenshot`);
      }
    } finally {
      await Deno.remove(profile, { recursive: true }).catch(() => {});
    }
  },
});

Deno.test({
  name: "browser: a page with a missing resource and a console error is caught",
  ignore: setup.ignore,
  async fn() {
    const chromium = setup.requireBrowser();
    // The checks above pass only if they can fail: here the same checks see the faults.
    const dir = await Deno.makeTempDir({ prefix: "report_browser_bad_" });
    try {
      await Deno.writeTextFile(
        `${dir}/index.html`,
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="gone.css"></head>' +
          '<body><script>console.error("drawn wrong")</script></body></html>',
      );
      const url = pathToFileURL(`${dir}/index.html`).href;
      await withChromiumPage(chromium, url, { userDataDir: `${dir}/profile` }, (page) => {
        assert.ok(page.consoleErrors.some((e) => e === "console.error: drawn wrong"));
        assert.ok(page.failedLoads.some((e) => e.includes("gone.css")), page.failedLoads.join());
        return Promise.resolve();
      });
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
