import fs from 'node:fs'
import path from 'node:path'

import { type ContentFile, parseContentFile } from './frontMatter'

/** The repository's content folder: one Markdown file per page, artwork in images/. */
export const CONTENT_DIR = path.resolve(process.cwd(), 'content')

export type LoadedContentFile = ContentFile & { fileName: string; text: string }
export type ContentFolder = { files: LoadedContentFile[]; problems: string[] }

/** Every content file, parsed and validated, in file-name order; files that fail are listed in `problems`. */
export function readContentFolder(dir = CONTENT_DIR): ContentFolder {
  const folder: ContentFolder = { files: [], problems: [] }
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md')
  for (const fileName of names.sort()) {
    const text = fs.readFileSync(path.join(dir, fileName), 'utf8')
    try {
      folder.files.push({ ...parseContentFile(text, fileName), fileName, text })
    } catch (error) {
      folder.problems.push(error instanceof Error ? error.message : String(error))
    }
  }
  return folder
}
