import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import type { EditorProps } from '@tiptap/pm/view'

/** A Tiptap extension that is one ProseMirror plugin with these `props`, keyed by the extension's name. */
export const pluginExtension = (name: string, props: EditorProps) =>
  Extension.create({
    name,
    addProseMirrorPlugins: () => [new Plugin({ key: new PluginKey(name), props })],
  })
