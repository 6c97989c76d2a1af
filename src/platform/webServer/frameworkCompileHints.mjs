// @ts-check
// Chrome compiles a script's functions only when each is first called, on the main thread. The
// framework's scripts define every module as a function that runs once the last of them arrives,
// so starting the app compiled React and Next's router in one task: 40 ms on this machine, 160-180
// ms on Lighthouse's slowed phone, most of a page's blocking time. A script that opens with V8's
// compile hint (https://v8.dev/blog/explicit-compile-hints) is compiled whole while it downloads,
// off the main thread: that task became 50-80 ms slowed, and /guide's blocking time 107-126 ms ->
// 2-15 ms. Browsers without the hint read a comment. Written into the build once, after `next build`
// (scripts/lib/setup.ts), so every server of the build, nginx included, sends the same bytes.
// Plain JavaScript with checked JSDoc types: the build scripts load it without a compiler.
import fs from 'node:fs'
import path from 'node:path'

import { frameworkFiles } from '../next/nextContracts.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Opens each of the build's framework scripts with the compile hint (once: a file that has it is
 * left as it is). Returns the files' paths under `nextDir`.
 * @param {string} nextDir the build's folder (`.next`)
 * @returns {string[]}
 */
export function hintFrameworkCompile(nextDir) {
  const files = frameworkFiles(nextDir)
  for (const file of files) {
    const full = path.join(nextDir, file)
    const code = fs.readFileSync(full, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + code)
  }
  return files
}
