import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'

import { listItemValue } from './listItemValue'

/**
 * Payload's converters for any rich text the site shows (posts, evaluations), with valid HTML:
 * a list item's `value` only where HTML allows and needs it.
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const item =
      typeof defaultConverters.listitem === 'function' ? defaultConverters.listitem(args) : defaultConverters.listitem
    return isValidElement(item)
      ? cloneElement(item as React.ReactElement<{ value?: number }>, {
          value: listItemValue(args.node.value, args.parent, args.childIndex),
        })
      : item
  },
})
