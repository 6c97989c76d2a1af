// Debian's nginx as the caching reverse proxy of `npm run scale:demo` and the scale test: the committed
// site config (deploy/nginx/tubwise.conf) with its placeholders filled, run unprivileged as a
// process of ours with everything it writes (pid, logs, cache, temp files) in a temporary prefix.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from '../../scripts/lib/setup.ts'
import { waitForUrl } from './waitForUrl.ts'

export const NGINX_TEMPLATE = path.join(root, 'deploy', 'nginx', 'tubwise.conf')

/** The nginx binary on PATH or in /usr/sbin, or null. */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

type SiteConfigOptions = { port: number; upstreams: string[]; cacheDir: string; serverName?: string }

/** The site config for `upstreams` (["127.0.0.1:3001", …]) listening on `port`, caching in `cacheDir`. */
export function renderSiteConfig({ port, upstreams, cacheDir, serverName = 'localhost' }: SiteConfigOptions): string {
  const values: Record<string, string> = {
    CACHE_DIR: cacheDir,
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: serverName,
  }
  const text = fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder ${placeholder}`)
    return value
  })
  return text
}

/** The main config around the site config: everything nginx writes stays under `prefix`. */
function mainConfig(prefix: string): string {
  const at = (name: string): string => path.join(prefix, name)
  return `daemon off;
master_process on;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${at('access.log')};
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy_temp')};
    fastcgi_temp_path ${at('fastcgi_temp')};
    uwsgi_temp_path ${at('uwsgi_temp')};
    scgi_temp_path ${at('scgi_temp')};
    include ${at('tubwise.conf')};
}
`
}

// nginx refuses nothing as root, but it would then run its workers as `nobody` with a prefix they
// cannot write: run the whole of it as `nobody` instead, which also keeps it unprivileged.
function unprivilegedIds(): { uid?: number; gid?: number } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {}
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

type NginxOptions = {
  port: number
  upstreams?: string[]
  /** Replaces the committed site config (a benchmark's own server); gets nginx's prefix folder. */
  siteConfig?: (prefix: string) => string
  readyPath?: string
}

export type Nginx = {
  url: string
  /** The folder holding everything nginx writes. */
  prefix: string
  /** Ends nginx and removes the prefix. */
  stop: () => Promise<void>
}

/** Starts nginx on 127.0.0.1:`port` in front of `upstreams`; resolves once `readyPath` answers. */
export async function startNginx({
  port,
  upstreams = [],
  siteConfig,
  readyPath = '/api/health',
}: NginxOptions): Promise<Nginx> {
  const binary = nginxBinary()
  if (!binary) throw new Error("nginx is not installed (apt-get install nginx-light, or Debian's nginx)")
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-nginx-'))
  const site = siteConfig
    ? siteConfig(prefix)
    : renderSiteConfig({ port, upstreams, cacheDir: path.join(prefix, 'cache') })
  fs.writeFileSync(path.join(prefix, 'tubwise.conf'), site)
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix))
  const ids = unprivilegedIds()
  if (ids.uid !== undefined) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, prefix])
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')]
  execFileSync(binary, ['-t', '-q', ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...ids })

  const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'], ...ids })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}${readyPath}`, { exited, what: 'nginx' })
  return {
    url,
    prefix,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM') // nginx's fast shutdown
        await exited
      }
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
