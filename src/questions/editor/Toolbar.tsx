'use client'

import type { ChainedCommands, Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { useRef, useState, type ReactNode } from 'react'

import { ColourPicker } from './ColourPicker'
import { HEADING_LEVELS, TEXT_COLOURS } from './editorConstants'
import { Icon, type IconName } from './icons'
import { toolbarState, type Alignment, type BlockStyle } from './toolbarState'
import { useRovingFocus } from './useRovingFocus'

interface ToolButtonProps {
  label: string
  icon: IconName
  /** Shown in the tooltip, e.g. `Ctrl+B`; `Mod` stands for Ctrl, or Command on a Mac. */
  shortcut?: string
  pressed?: boolean
  disabled?: boolean
  onPress: () => void
  /** Opens the link or image dialog. */
  opensDialog?: boolean
  /** A disclosure: whether the panel it controls is open, and that panel's id. */
  expanded?: boolean
  controls?: string
  children?: ReactNode
}

function ToolButton(props: ToolButtonProps) {
  const { label, icon, shortcut, pressed, disabled = false, onPress, opensDialog, expanded, controls, children } = props
  return (
    <button
      type="button"
      className="rte__button"
      data-roving=""
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.replace('Mod+', 'Ctrl+')})` : label}
      aria-keyshortcuts={
        shortcut ? `${shortcut.replace('Mod+', 'Control+')} ${shortcut.replace('Mod+', 'Meta+')}` : undefined
      }
      aria-pressed={pressed}
      // Stays focusable while unavailable, so arrow-key movement along the toolbar never skips a beat.
      aria-disabled={disabled || undefined}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      // A mouse click must leave the focus, and so the selection, in the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onPress()
      }}
    >
      <Icon name={icon} />
      {children}
    </button>
  )
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rte__group" role="group" aria-label={label}>
      {children}
    </div>
  )
}

const ALIGNMENTS: { value: Alignment; label: string; icon: IconName; shortcut: string }[] = [
  { value: 'left', label: 'Align left', icon: 'alignLeft', shortcut: 'Mod+Shift+L' },
  { value: 'center', label: 'Align centre', icon: 'alignCenter', shortcut: 'Mod+Shift+E' },
  { value: 'right', label: 'Align right', icon: 'alignRight', shortcut: 'Mod+Shift+R' },
  { value: 'justify', label: 'Justify', icon: 'alignJustify', shortcut: 'Mod+Shift+J' },
]

/** A button that runs one editor command: pressed while its format holds (`on`), unavailable unless `can`. */
type Command = {
  label: string
  icon: IconName
  shortcut: string
  run: (chain: ChainedCommands) => ChainedCommands
} & (
  | { on: 'bold' | 'italic' | 'underline' | 'strike' | 'orderedList' | 'bulletList' }
  | { can: 'canIndent' | 'canOutdent' | 'canUndo' | 'canRedo' }
)

const FORMATS: Command[] = [
  { label: 'Bold', icon: 'bold', shortcut: 'Mod+B', on: 'bold', run: (c) => c.toggleBold() },
  { label: 'Italic', icon: 'italic', shortcut: 'Mod+I', on: 'italic', run: (c) => c.toggleItalic() },
  { label: 'Underline', icon: 'underline', shortcut: 'Mod+U', on: 'underline', run: (c) => c.toggleUnderline() },
  { label: 'Strikethrough', icon: 'strike', shortcut: 'Mod+Shift+S', on: 'strike', run: (c) => c.toggleStrike() },
]

const LISTS: Command[] = [
  {
    label: 'Numbered list',
    icon: 'orderedList',
    shortcut: 'Mod+Shift+7',
    on: 'orderedList',
    run: (c) => c.toggleOrderedList(),
  },
  {
    label: 'Bulleted list',
    icon: 'bulletList',
    shortcut: 'Mod+Shift+8',
    on: 'bulletList',
    run: (c) => c.toggleBulletList(),
  },
]

const INDENTATION: Command[] = [
  { label: 'Decrease indent', icon: 'outdent', shortcut: 'Mod+[', can: 'canOutdent', run: (c) => c.outdent() },
  { label: 'Increase indent', icon: 'indent', shortcut: 'Mod+]', can: 'canIndent', run: (c) => c.indent() },
]

const HISTORY: Command[] = [
  { label: 'Undo', icon: 'undo', shortcut: 'Mod+Z', can: 'canUndo', run: (c) => c.undo() },
  { label: 'Redo', icon: 'redo', shortcut: 'Mod+Shift+Z', can: 'canRedo', run: (c) => c.redo() },
]

export interface ToolbarProps {
  editor: Editor
  /** The id of the editable area the toolbar formats. */
  editorId: string
  onOpenLink: () => void
  onOpenImage: () => void
}

/**
 * The formatting toolbar. Commands act on the editor's selection without taking the focus, so a
 * keyboard user can apply several formats in a row and Tab back into the text.
 */
export function Toolbar({ editor, editorId, onOpenLink, onOpenImage }: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) })
  const { ref: toolbarRef, onFocus: onToolbarFocus, onKeyDown: onToolbarKeyDown } = useRovingFocus<HTMLDivElement>()
  const [colourOpen, setColourOpen] = useState(false)
  const colourAnchor = useRef<HTMLSpanElement>(null)
  const colourPanelId = `${editorId}-colours`
  const chain = () => editor.chain()

  const setBlock = (block: BlockStyle) => {
    const level = HEADING_LEVELS.find((candidate) => `h${candidate}` === block)
    if (level) chain().setHeading({ level }).run()
    else chain().setParagraph().run()
  }

  const currentColour = TEXT_COLOURS.find((colour) => colour.value === state.colour)
  const buttons = (commands: Command[]) =>
    commands.map((command) => (
      <ToolButton
        key={command.icon}
        label={command.label}
        icon={command.icon}
        shortcut={command.shortcut}
        pressed={'on' in command ? state[command.on] : undefined}
        disabled={'can' in command ? !state[command.can] : undefined}
        onPress={() => command.run(chain()).run()}
      />
    ))

  return (
    <div
      ref={toolbarRef}
      className="rte__toolbar"
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onFocus={onToolbarFocus}
      onKeyDown={onToolbarKeyDown}
    >
      <Group label="Text style">
        <select
          className="rte__select"
          data-roving=""
          aria-label="Text style"
          value={state.block}
          onChange={(event) => setBlock(event.target.value as BlockStyle)}
        >
          <option value="paragraph">Paragraph</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={`h${level}`}>
              Heading {level}
            </option>
          ))}
        </select>
      </Group>

      <Group label="Character formatting">{buttons(FORMATS)}</Group>

      <Group label="Lists">{buttons(LISTS)}</Group>

      <Group label="Alignment">
        {ALIGNMENTS.map((alignment) => (
          <ToolButton
            key={alignment.value}
            label={alignment.label}
            icon={alignment.icon}
            shortcut={alignment.shortcut}
            pressed={state.alignment === alignment.value}
            // Left is the default, so it is stored as no alignment at all.
            onPress={() =>
              alignment.value === 'left' ? chain().unsetTextAlign().run() : chain().setTextAlign(alignment.value).run()
            }
          />
        ))}
      </Group>

      <Group label="Indentation">{buttons(INDENTATION)}</Group>

      <Group label="Insert">
        <ToolButton
          label={state.link ? 'Edit link' : 'Insert link'}
          icon="link"
          shortcut="Mod+K"
          pressed={state.link}
          opensDialog
          onPress={onOpenLink}
        />
        <ToolButton
          label={state.image ? 'Edit image' : 'Insert image'}
          icon="image"
          opensDialog
          onPress={onOpenImage}
        />
        <span className="rte__popover-anchor" ref={colourAnchor}>
          <ToolButton
            label={currentColour ? `Text colour: ${currentColour.name}` : 'Text colour'}
            icon="colour"
            expanded={colourOpen}
            controls={colourPanelId}
            onPress={() => setColourOpen((open) => !open)}
          >
            <span
              className="rte__colour-bar"
              style={{ background: state.colour ?? 'currentColor' }}
              aria-hidden="true"
            />
          </ToolButton>
          {colourOpen && (
            <ColourPicker
              id={colourPanelId}
              current={state.colour}
              onPick={(colour) => {
                setColourOpen(false)
                if (colour) editor.chain().focus().setColor(colour).run()
                else editor.chain().focus().unsetColor().run()
              }}
              onDismiss={(returnFocus) => {
                setColourOpen(false)
                if (returnFocus) colourAnchor.current?.querySelector('button')?.focus()
              }}
            />
          )}
        </span>
      </Group>

      <Group label="History">{buttons(HISTORY)}</Group>
    </div>
  )
}
