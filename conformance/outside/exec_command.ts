/**
 * The text given to `sh -c` for an outside engine's command. A shell that runs a
 * program and waits for it keeps its own copy of the program's stdout, so an engine
 * that closes its stdout (and keeps running) would show only at the timeout. A
 * command that is one simple command (a program, its arguments and redirections) is
 * therefore run with `exec`: the shell becomes the engine, and the suite sees the end
 * of its stdout at once. Anything else (`cd dir && ./engine`, a loop, a pipe, a
 * leading `NAME=value`, a shell builtin) is left as it is; such a command can say
 * `exec` itself (conformance/INTERPRETING.md, section 1).
 *
 * @module
 */

/** First words that `exec` cannot run: reserved words and builtins with no program behind. */
const NOT_A_PROGRAM = new Set([
  "!",
  "{",
  "}",
  "case",
  "do",
  "done",
  "elif",
  "else",
  "esac",
  "fi",
  "for",
  "if",
  "in",
  "then",
  "until",
  "while",
  "function",
  "select",
  "time",
  ".",
  ":",
  "alias",
  "bg",
  "break",
  "cd",
  "command",
  "continue",
  "eval",
  "exec",
  "exit",
  "export",
  "fg",
  "getopts",
  "hash",
  "jobs",
  "local",
  "read",
  "readonly",
  "return",
  "set",
  "shift",
  "source",
  "times",
  "trap",
  "type",
  "ulimit",
  "umask",
  "unalias",
  "unset",
  "wait",
]);

/**
 * Whether `command` is one simple command that `exec` can run. Conservative: any
 * control character outside quotes (`; & | ( ) { } # \n`), a command substitution,
 * an unclosed quote, a first word that is an assignment, a reserved word or a
 * builtin, all answer no.
 */
function isOneProgram(command: string): boolean {
  let open: "'" | '"' | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (open === "'") {
      if (c === "'") open = null;
    } else if (c === "\\") {
      i++;
    } else if (c === "`" || (c === "$" && command[i + 1] === "(")) {
      return false;
    } else if (open === '"') {
      if (c === '"') open = null;
    } else if (c === "'" || c === '"') {
      open = c;
    } else if (";&|(){}#\n".includes(c)) {
      return false;
    }
  }
  const first = command.trimStart().split(/\s/, 1)[0] ?? "";
  return open === null && first !== "" && !first.includes("=") && !NOT_A_PROGRAM.has(first);
}

/**
 * `command` as run by `sh -c`: prefixed with `exec` when it is one simple command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shellText } from "./exec_command.ts";
 * assert.equal(shellText("python3 engine.py --fast 2>log"), "exec python3 engine.py --fast 2>log");
 * assert.equal(shellText("python3 -c 'import a; a.run()'"), "exec python3 -c 'import a; a.run()'");
 * assert.equal(shellText("cd engine && ./run"), "cd engine && ./run");
 * assert.equal(shellText("while read l; do echo; done"), "while read l; do echo; done");
 * assert.equal(shellText("DEBUG=1 ./run"), "DEBUG=1 ./run");
 * ```
 */
export function shellText(command: string): string {
  return isOneProgram(command) ? `exec ${command.trimStart()}` : command;
}
