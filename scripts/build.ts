// `npm run build`: the production build (`next build`, then the framework scripts' compile hint:
// src/platform/webServer/frameworkCompileHints.mjs), with the settings of the environment and the .env files.
import { loadEnvFiles } from './lib/envFiles.ts'
import { build, log, root } from './lib/setup.ts'

try {
  loadEnvFiles({ dir: root, log })
  build({ ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
} catch (error) {
  console.error(`[tubwise] build failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
