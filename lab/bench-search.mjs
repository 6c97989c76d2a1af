// npm run bench:search — see bench-search.ts (bundled by esbuild: it imports the app).
import { runBundled } from '../scripts/lib/setup.ts'

runBundled('lab/bench-search.ts')
