// npm run bench:search — see scripts/bench-search.ts.
import { runBundled } from './lib/setup.mjs'

runBundled('scripts/bench-search.ts')
