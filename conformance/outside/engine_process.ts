/**
 * An outside engine as a long-lived child process (`sh -c <command>`, with `exec` for
 * a simple command: exec_command.ts), spoken to one line at a time. Every wait has a
 * deadline, so nothing here can hang: a silent engine is a timeout, a closed output is
 * an exit, output beyond one line per request is a protocol fault (the line is not
 * taken as the response), and `stop()` kills the engine's whole
 * process group (the shell and everything it started), so a grandchild holding the
 * pipes open cannot keep the suite waiting either.
 *
 * @module
 */

import { shellText } from "./exec_command.ts";
import { MAX_RESPONSE_CHARS } from "./protocol.ts";
import { quote } from "../../core/quote.ts";

/** What came back for one request. */
export type Reply =
  | { readonly kind: "line"; readonly line: string }
  | { readonly kind: "timeout" }
  | { readonly kind: "exit"; readonly detail: string }
  | { readonly kind: "protocol"; readonly detail: string };

/** How to start an engine. */
export interface EngineProcessOptions {
  /** Working directory (default: the suite's). */
  readonly cwd?: string;
  /** Extra environment variables. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * How long after a response line more output still counts as part of the same reply
 * (a second line for one request). Output later than this, before the next request,
 * is caught when that request is sent.
 */
export const EXTRA_OUTPUT_MS = 25;

/** How much of the engine's stderr is kept for crash reports. */
const STDERR_TAIL = 600;

const timer = (ms: number): { promise: Promise<"timeout">; cancel: () => void } => {
  let id: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<"timeout">((resolve) => {
    id = setTimeout(() => resolve("timeout"), Math.max(0, ms));
  });
  return { promise, cancel: () => clearTimeout(id) };
};

/**
 * A running engine. Start one with {@link EngineProcess.start}, ask it with
 * {@link EngineProcess.ask}, and always {@link EngineProcess.stop} it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { EngineProcess } from "./engine_process.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const engine = EngineProcess.start("while read line; do echo \"got $line\"; done");
 *   const reply = await engine.ask("hello\n", 5000);
 *   assert.ok(reply.kind === "line" && reply.line === "got hello");
 *   await engine.stop();
 * }
 * ```
 */
export class EngineProcess {
  readonly #child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #reader: ReadableStreamDefaultReader<string>;
  readonly #stderrDone: Promise<void>;
  readonly #status: Promise<Deno.CommandStatus | null>;
  #buffer = "";
  #pending: Promise<ReadableStreamReadResult<string>> | null = null;
  #ended = false;
  #stderrTail = "";
  #stopped = false;

  private constructor(child: Deno.ChildProcess) {
    this.#child = child;
    this.#writer = child.stdin.getWriter();
    this.#reader = // The decoder keeps a byte-order mark: #readLine drops one at the start of every
      // line alike, where the default would drop it on the first line only.
      child.stdout.pipeThrough(new TextDecoderStream("utf-8", { ignoreBOM: true })).getReader();
    this.#status = child.status.catch(() => null);
    this.#stderrDone = (async () => {
      try {
        for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) {
          this.#stderrTail = (this.#stderrTail + chunk).slice(-STDERR_TAIL);
        }
      } catch {
        // The stream was cancelled on stop: nothing more to keep.
      }
    })();
  }

  /**
   * Starts `sh -c command` (`exec command` for one simple command) in its own process
   * group with all three streams piped.
   */
  static start(command: string, options: EngineProcessOptions = {}): EngineProcess {
    const child = new Deno.Command("sh", {
      args: ["-c", shellText(command)],
      cwd: options.cwd,
      env: options.env ? { ...options.env } : undefined,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      // Its own process group, so stop() can kill everything the command started.
      detached: true,
    }).spawn();
    return new EngineProcess(child);
  }

  /**
   * The process id of `sh`, which is also the id of the engine's process group (it
   * was started detached): what to kill to end everything the command started.
   */
  get pid(): number {
    return this.#child.pid;
  }

  /** The last few hundred characters the engine wrote to stderr, on one line. */
  get stderrTail(): string {
    return this.#stderrTail.trim().replace(/\s*\n\s*/g, " | ");
  }

  /**
   * Writes `request` (one line, with its line feed) and waits up to `timeoutMs` for
   * one line back (its line end and a leading byte-order mark removed; `\r\n`
   * accepted). Output after that line, up to {@link EXTRA_OUTPUT_MS} later, makes the
   * reply a protocol fault: an engine sends one line per request.
   */
  async ask(request: string, timeoutMs: number): Promise<Reply> {
    if (this.#stopped) throw new Error("EngineProcess.ask: the engine was stopped");
    const deadline = performance.now() + timeoutMs;
    if (this.#buffer !== "") {
      return {
        kind: "protocol",
        detail: `unrequested output before the request: ${quote(this.#buffer)}`,
      };
    }
    const written = this.#writer.write(new TextEncoder().encode(request)).then(
      () => "written" as const,
      () => "failed" as const, // a closed stdin: the engine has exited; reading will show it
    );
    const wait = timer(timeoutMs);
    const outcome = await Promise.race([written, wait.promise]);
    wait.cancel();
    if (outcome === "timeout") return { kind: "timeout" };
    const reply = await this.#readLine(deadline);
    if (reply.kind !== "line") return reply;
    const extra = await this.#extraOutput();
    return extra === null ? reply : {
      kind: "protocol",
      detail: `more output after the response line: ${quote(extra)}`,
    };
  }

  /** Output that follows a response line within {@link EXTRA_OUTPUT_MS}, or null. */
  async #extraOutput(): Promise<string | null> {
    if (this.#buffer === "" && !this.#ended) {
      this.#pending ??= this.#reader.read().catch(() => ({ done: true, value: undefined }));
      const wait = timer(EXTRA_OUTPUT_MS);
      const result = await Promise.race([this.#pending, wait.promise]);
      wait.cancel();
      if (result !== "timeout") {
        this.#pending = null;
        if (result.done) this.#ended = true;
        else this.#buffer += result.value;
      }
    }
    return this.#buffer === "" ? null : this.#buffer;
  }

  async #readLine(deadline: number): Promise<Reply> {
    for (;;) {
      const end = this.#buffer.indexOf("\n");
      if (end >= 0) {
        const line = this.#buffer.slice(0, end).replace(/\r$/, "").replace(/^\uFEFF/, "");
        this.#buffer = this.#buffer.slice(end + 1);
        return { kind: "line", line };
      }
      if (this.#buffer.length > MAX_RESPONSE_CHARS) {
        return { kind: "protocol", detail: `a line longer than ${MAX_RESPONSE_CHARS} characters` };
      }
      if (this.#ended) return { kind: "exit", detail: await this.#exitDetail() };
      this.#pending ??= this.#reader.read().catch(() => ({ done: true, value: undefined }));
      const wait = timer(deadline - performance.now());
      const result = await Promise.race([this.#pending, wait.promise]);
      wait.cancel();
      if (result === "timeout") return { kind: "timeout" };
      this.#pending = null;
      if (result.done) this.#ended = true;
      else this.#buffer += result.value;
    }
  }

  async #exitDetail(): Promise<string> {
    const wait = timer(1000);
    const status = await Promise.race([this.#status, wait.promise]);
    wait.cancel();
    const how = status === "timeout" || status === null
      ? "closed its output"
      : status.signal
      ? `was killed by ${status.signal}`
      : `exited with code ${status.code}`;
    const tail = this.stderrTail;
    return tail ? `${how}; stderr: ${tail}` : how;
  }

  /**
   * Stops the engine: closes its input, gives it `graceMs` to exit by itself, then
   * kills its process group. Safe to call more than once.
   */
  async stop(graceMs = 0): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    // Not awaited yet: closing waits for queued writes, which a stuck engine never reads.
    const closing = this.#writer.close().catch(() => {});
    if (graceMs > 0) {
      const wait = timer(graceMs);
      await Promise.race([this.#status, wait.promise]);
      wait.cancel();
    }
    for (
      const kill of [
        () => Deno.kill(-this.#child.pid, "SIGKILL"),
        () => this.#child.kill("SIGKILL"),
      ]
    ) {
      try {
        kill();
      } catch {
        // Already gone.
      }
    }
    await this.#reader.cancel().catch(() => {});
    await this.#status;
    const wait = timer(1000);
    await Promise.race([Promise.all([this.#stderrDone, closing]), wait.promise]);
    wait.cancel();
  }
}
