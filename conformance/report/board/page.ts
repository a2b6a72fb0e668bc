/// <reference lib="dom" />
/**
 * The board page's script (bundled into board.js): wires board.html's elements to
 * model.ts and runs solve / forced cells / hint in a Web Worker made from
 * {@link WORKER_SOURCE} (a Blob URL: a page opened from file:// may not load a worker
 * file). Everything it shows comes from the suite's own modules.
 *
 * @module
 */

import { decodeUrl, encodeUrl, writePzprv3 } from "../../../core/formats/mod.ts";
import type { Board } from "../../../core/formats/mod.ts";
import { rulesOf } from "../../../core/genre.ts";
import type { JobReply, JobRequest } from "./jobs.ts";
import {
  answerOf,
  cellAt,
  cellName,
  drawBoard,
  marksOf,
  nextMark,
  pageAddress,
  readPageAddress,
  UNMARKED,
  verdictOf,
} from "./model.ts";

/** The worker's bundled source, put in by the build (build.ts). */
declare const WORKER_SOURCE: string;

const $ = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`board.html has no #${id}`);
  return element as T;
};

const ui = {
  form: $<HTMLFormElement>("load"),
  url: $<HTMLInputElement>("url"),
  error: $("error"),
  rule: $<HTMLSelectElement>("rule"),
  drawing: $("drawing"),
  verdict: $("verdict"),
  result: $("result"),
  busy: $("busy"),
  cancel: $<HTMLButtonElement>("cancel"),
  exported: $("exported"),
  exportUrl: $<HTMLTextAreaElement>("export-url"),
  exportFile: $<HTMLTextAreaElement>("export-pzprv3"),
  download: $<HTMLAnchorElement>("download"),
  buttons: [...document.querySelectorAll<HTMLButtonElement>("button[data-job], button[data-act]")],
};

let board: Board | null = null;
let rule = "";
let marks: Int8Array = new Int8Array(0);
let history: Int8Array[] = [];
let cursor: number | null = null;
let forced: readonly number[] | null = null;
let hint: number | null = null;

function showError(message: string): void {
  ui.error.textContent = message;
  ui.error.hidden = message === "";
}

function open(url: string, ruleName: string): void {
  if (url === "") {
    showError("Enter a puzz.link URL (a Stostone or Dosun-Fuwari board) to open it.");
    return;
  }
  try {
    const next = decodeUrl(url);
    const rules: readonly string[] = rulesOf(next.genre);
    if (ruleName !== "" && !rules.includes(ruleName)) {
      throw new RangeError(
        `rule "${ruleName}" is not a ${next.genre} rule setting; use one of ${rules.join(", ")}`,
      );
    }
    stopJob(); // its answer would be about the old board
    board = next;
    rule = ruleName || rules[0]!;
    ui.rule.replaceChildren(...rules.map((r) => new Option(r, r, false, r === rule)));
    marks = new Int8Array(next.rows * next.cols).fill(UNMARKED);
    history = [];
    cursor = null;
    forced = null;
    hint = null;
    ui.url.value = encodeUrl(next);
    ui.result.textContent = "";
    ui.exported.hidden = true;
    document.body.dataset.genre = next.genre;
    showError("");
    remember();
    render();
  } catch (e) {
    // The decoder's message quotes the URL already (cut to 80 characters).
    showError(`Cannot open the board: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Puts the board and rule in the page's address, so the address is a link to them. */
function remember(): void {
  if (board === null) return;
  try {
    history_.replaceState(null, "", pageAddress(encodeUrl(board), rule));
  } catch {
    // some embeddings forbid it; the page works without
  }
}
const history_ = globalThis.history;

function render(): void {
  if (board === null) {
    ui.drawing.innerHTML = "";
    ui.verdict.textContent = "";
    return;
  }
  const verdict = verdictOf(board, marks, rule);
  ui.drawing.innerHTML = drawBoard(board, marks, {
    highlight: verdict.cells,
    cursor,
    forced,
    hint,
  });
  // For scripts and tests: what is marked and where the cursor is.
  ui.drawing.dataset.marks = marks.join(",");
  ui.drawing.dataset.cursor = cursor === null ? "" : String(cursor);
  ui.verdict.className = verdict.ok ? "ok" : "bad";
  ui.verdict.dataset.code = verdict.code ?? "ok";
  ui.verdict.dataset.cells = verdict.cells.join(",");
  ui.verdict.textContent = verdict.ok
    ? "ok"
    : `${verdict.code}: ${verdict.message} (${
      verdict.cells.map((c) => cellName(board!, c)).join(" ")
    })`;
  ui.verdict.dataset.rule = rule;
}

function setMarks(next: Int8Array): void {
  if (next.every((m, i) => m === marks[i])) return;
  history.push(marks);
  marks = next;
  hint = null;
  render();
}

function mark(cell: number, direction: 1 | -1 | 0): void {
  if (board === null) return;
  const next = Int8Array.from(marks);
  next[cell] = direction === 0 ? UNMARKED : nextMark(board, cell, marks[cell]!, direction);
  setMarks(next);
}

function undo(): void {
  const previous = history.pop();
  if (previous === undefined) return;
  marks = previous;
  hint = null;
  render();
}

function cellOfEvent(event: MouseEvent): number | null {
  const svg = ui.drawing.querySelector("svg");
  const matrix = svg?.getScreenCTM();
  if (!svg || !matrix || board === null) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return cellAt(board, point.x, point.y);
}

ui.drawing.addEventListener("click", (event) => {
  const cell = cellOfEvent(event);
  if (cell === null) return;
  cursor = cell;
  mark(cell, 1);
});
ui.drawing.addEventListener("contextmenu", (event) => {
  const cell = cellOfEvent(event);
  if (cell === null) return;
  event.preventDefault();
  cursor = cell;
  mark(cell, -1);
});

document.addEventListener("keydown", (event) => {
  if (board === null || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target as HTMLElement | null;
  if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
  const { rows, cols } = board;
  const at = cursor ?? 0;
  const moves: Record<string, number> = {
    ArrowUp: at >= cols ? at - cols : at,
    ArrowDown: at + cols < rows * cols ? at + cols : at,
    ArrowLeft: at % cols > 0 ? at - 1 : at,
    ArrowRight: at % cols < cols - 1 ? at + 1 : at,
  };
  if (event.key in moves) {
    cursor = cursor === null ? 0 : moves[event.key]!;
    render();
  } else if (event.key === " ") {
    cursor = at;
    mark(at, 1);
  } else if (event.key === "Backspace" || event.key === "Delete") {
    cursor = at;
    mark(at, 0);
  } else if (event.key === "z" || event.key === "Z") {
    undo();
  } else return;
  event.preventDefault();
});

ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  // A rule after "#" picks the rule, as in the page's own address (`…433h#convex`).
  const text = ui.url.value.trim();
  const at = text.lastIndexOf("#");
  open(at < 0 ? text : text.slice(0, at).trim(), at < 0 ? "" : text.slice(at + 1).trim());
});

ui.rule.addEventListener("change", () => {
  stopJob(); // its answer would be under the old rule
  rule = ui.rule.value;
  forced = null;
  hint = null;
  ui.result.textContent = "";
  remember();
  render();
});

// The worker, made on first use and thrown away to cancel a job.
let worker: Worker | null = null;
let workerUrl: string | null = null;
let jobId = 0;

function setBusy(what: string | null): void {
  ui.busy.textContent = what === null ? "" : `${what}…`;
  ui.cancel.hidden = what === null;
  document.body.dataset.busy = what === null ? "" : what;
}

/** Stops the running job, if any, by throwing its worker away. */
function stopJob(): void {
  worker?.terminate();
  worker = null;
  jobId++;
  setBusy(null);
}

function cancel(): void {
  stopJob();
  ui.result.textContent = "cancelled";
}

function run(kind: JobRequest["kind"]): void {
  if (board === null) return;
  if (worker === null) {
    workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    worker = new Worker(workerUrl);
  }
  const id = ++jobId;
  const asked = marks; // setMarks and undo replace the array: a changed mark is a new one
  const request: JobRequest = { kind, url: encodeUrl(board), rule, marks: [...marks] };
  setBusy(kind);
  ui.result.textContent = "";
  worker.onmessage = (event: MessageEvent<{ id: number; reply?: JobReply; error?: string }>) => {
    if (event.data.id !== id) return;
    setBusy(null);
    if (event.data.error !== undefined) {
      ui.result.textContent = `error: ${event.data.error}`;
      return;
    }
    const reply = event.data.reply!;
    // A hint is about the marks it was asked from: once they change it may be wrong.
    if (reply.kind === "hint" && marks !== asked) {
      ui.result.textContent = "hint dropped: the marks changed while it was worked out; ask again";
      return;
    }
    show(reply);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    setBusy(null);
    ui.result.textContent = `error: ${event.message}`;
    worker = null;
  };
  worker.postMessage({ id, request });
}

function show(reply: JobReply): void {
  if (board === null) return;
  ui.result.dataset.kind = reply.kind;
  if (reply.kind === "solve") {
    ui.result.dataset.verdict = reply.verdict;
    const said = {
      unique: "unique: one answer, shown on the board",
      multiple: "two or more answers; one is shown on the board",
      none: "no answer",
      unknown: "unknown: the engine's budget ran out",
    }[reply.verdict];
    ui.result.textContent = `solve (${reply.engine}, ${reply.nodes} nodes): ${said}`;
    if (reply.answer !== null) setMarks(marksOf(board, reply.answer));
  } else if (reply.kind === "forced") {
    forced = reply.cells;
    ui.result.dataset.count = String(reply.count);
    // Dosun-Fuwari's black cells take no mark: they are not counted.
    const cells = board.rows * board.cols -
      (board.genre === "dosun-fuwari" ? board.black.reduce((n, b) => n + b, 0) : 0);
    ui.result.textContent = `forced cells: ${reply.count} of ${cells}${
      reply.complete ? "" : " (the budget ran out: there may be more)"
    }; undecided cells are left plain`;
    render();
  } else {
    hint = reply.cell;
    ui.result.dataset.cell = reply.cell === null ? "" : String(reply.cell);
    ui.result.dataset.rung = reply.rung ?? "";
    ui.result.textContent = `hint: ${reply.text}`;
    render();
  }
}

function exportBoard(): void {
  if (board === null) return;
  const url = encodeUrl(board);
  // Stostone's blanks (0) are the reference's dots: kept as "+".
  const dots = Uint8Array.from(marks, (m) => (m === 0 ? 1 : 0));
  const file = writePzprv3(board, answerOf(board, marks), { dots });
  ui.exportUrl.value = url;
  ui.exportFile.value = file;
  ui.download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
  ui.download.download = `${board.genre}_${board.rows}x${board.cols}.txt`;
  ui.exported.hidden = false;
}

for (const button of ui.buttons) {
  button.addEventListener("click", () => {
    const job = button.dataset.job as JobRequest["kind"] | undefined;
    if (job) return run(job);
    const act = button.dataset.act;
    if (act === "export") exportBoard();
    else if (act === "undo") undo();
    else if (act === "clear" && board) setMarks(new Int8Array(marks.length).fill(UNMARKED));
  });
}
ui.cancel.addEventListener("click", cancel);

const address = readPageAddress(location.search, location.hash);
const start = address.board || document.body.dataset.board || "";
if (start !== "") open(start, address.rule || document.body.dataset.rule || "");
else render();
