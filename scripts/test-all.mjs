#!/usr/bin/env node
/**
 * `npm test`: every check, in stages; the steps of a stage run at the same time where they do not
 * compete for the same core (a CI machine here has two):
 *
 *   1. typecheck ‖ lint         — each one single-threaded process
 *   2. build                     — the production front end and server/dist
 *   3. test:unit ‖ size          — jest (one worker per core) while the first-load JS is measured
 *                                  (bytes, not time: load does not change it)
 *   4. test:server               — the PGlite and PostgreSQL passes, side by side (scripts/test-server.mjs)
 *   5. test:e2e                  — Playwright on the production build and the real server
 *   6. test:nginx                — the documented deployment, two instances behind nginx
 *
 * A stage starts when the one before passed; the first failure ends the run. The first step of a
 * stage writes to the terminal as it goes, the others' output is kept and printed whole when they end.
 * Ends with each step's time, so a slow step is seen where it happens.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAGES = [['typecheck', 'lint'], ['build'], ['test:unit', 'size'], ['test:server'], ['test:e2e'], ['test:nginx']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
const started = Date.now();

function runStep(script, inherit) {
  const log = inherit ? null : path.join(os.tmpdir(), `iip-test-${script.replace(':', '-')}-${process.pid}.log`);
  const fd = log ? fs.openSync(log, 'w') : null;
  const t0 = Date.now();
  const child = spawn(npm, ['run', script], { cwd: ROOT, stdio: inherit ? 'inherit' : ['ignore', fd, fd] });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - t0) / 1000);
      if (fd !== null) {
        fs.closeSync(fd);
        process.stdout.write(`\n=== npm run ${script} (run alongside) ===\n${fs.readFileSync(log, 'utf8')}`);
        fs.rmSync(log, { force: true });
      }
      const ok = code === 0 && !signal;
      times.push(`${script.padEnd(12)} ${String(seconds).padStart(5)} s  ${ok ? 'passed' : 'FAILED'}`);
      resolve(ok);
    });
  });
}

let failed = false;
for (const stage of STAGES) {
  if (stage.length > 1) console.log(`\n>>> ${stage.join(' and ')}, at the same time`);
  const results = await Promise.all(stage.map((script, i) => runStep(script, i === 0)));
  if (results.includes(false)) {
    failed = true;
    break;
  }
}

console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 60000)} min\n${times.join('\n')}`);
process.exit(failed ? 1 : 0);
