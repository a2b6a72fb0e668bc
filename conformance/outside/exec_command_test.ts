import assert from "node:assert/strict";
import { shellText } from "./exec_command.ts";

Deno.test("exec is added to one simple command and to nothing else", () => {
  const simple = [
    "./engine",
    "  python3 engine.py --cap 2",
    "python3 -c 'import sys; print(1)'",
    `'/opt/my deno' run "a b.ts" 2>/tmp/log`,
    "engine \\; --weird",
  ];
  const other = [
    "cd dir && ./engine",
    "while read l; do echo; done",
    "./engine | tee log",
    "./engine 2>&1",
    "DEBUG=1 ./engine",
    "exit 1",
    "exec ./engine",
    "read id l; echo x",
    "./engine $(cat args)",
    "./engine `cat args`",
    "./engine 'unclosed",
    "./engine # comment",
    "{ ./engine; }",
    "./engine\n./other",
  ];
  for (const command of simple) assert.equal(shellText(command), `exec ${command.trimStart()}`);
  for (const command of other) assert.equal(shellText(command), command);
  console.log(`${simple.length} simple commands, ${other.length} others`);
  assert.equal(simple.length + other.length, 19);
});
