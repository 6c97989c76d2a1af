// Regenerates src/payload-types.ts and the admin import map after a config change (npm run generate).
import { payloadCli } from './lib/payloadCli.mjs'

payloadCli(['generate:types'], {}, /Types written/)
payloadCli(['generate:importmap'], {}, /Writing import map|No new imports found/)
