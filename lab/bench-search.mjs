// npm run bench:search — see scripts/bench-search.ts.
import { runBundled } from '../scripts/lib/setup.ts'

runBundled('lab/bench-search.ts')
