'use client'

import { SiteLink } from './SiteLink'
import { usePathname, useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { IconButton } from './IconButton'
import { CloseIcon, MenuIcon, SearchIcon } from './icons'
import { LogoMark } from './LogoMark'
import { searchPath } from './navigation'
import { NavLinks } from './NavLinks'

/**
 * The site header: logo, the main links, the search icon that opens the search box, and on
 * small screens the menu button that opens the side panel (a modal dialog, so focus stays
 * inside it and Escape closes it). The browser opens and closes both itself (a popover; invoker
 * commands for the dialog, with click handlers for browsers without them), and the search box is
 * a plain GET form the app takes over: both answer before the app runs and if it never does.
 */
export function SiteHeader({ productName }: { productName: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const [searchOpen, setSearchOpen] = useState(false)
  const searchBand = useRef<HTMLDivElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDialogElement>(null)
  const searchId = useId()
  const panelTitleId = useId()
  const panelId = useId()

  const openMenu = () => {
    if (!panel.current?.open) panel.current?.showModal()
  }
  const closeMenu = () => {
    if (panel.current?.open) panel.current.close()
  }

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const query = String(new FormData(form).get('q') ?? '').trim()
    if (!query) {
      searchInput.current?.focus()
      return
    }
    const target = searchPath(query)
    form.reset()
    searchBand.current?.hidePopover()
    closeMenu()
    // The same search again still loads fresh results.
    if (pathname === target) router.refresh()
    else router.push(target)
  }

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLink href="/" className="brand" aria-label={`${productName} home`}>
          <LogoMark className="brand__mark" />
          <span>{productName}</span>
        </SiteLink>
        <nav aria-label="Main" className="primary-nav">
          <NavLinks />
        </nav>
        <div className="header-controls">
          <IconButton
            label={searchOpen ? 'Close search' : 'Search'}
            icon={searchOpen ? <CloseIcon /> : <SearchIcon />}
            popoverTarget={searchId}
          />
          <IconButton
            label="Menu"
            icon={<MenuIcon />}
            className="menu-button"
            aria-haspopup="dialog"
            commandfor={panelId}
            command="show-modal"
            onClick={openMenu}
          />
        </div>
      </div>

      <div
        id={searchId}
        ref={searchBand}
        popover="auto"
        className="search-band"
        onToggle={(event) => setSearchOpen(event.newState === 'open')}
      >
        <form role="search" action="/search" method="get" className="search-form container" onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor={`${searchId}-input`}>
            Search the site
          </label>
          <input
            ref={searchInput}
            id={`${searchId}-input`}
            type="search"
            name="q"
            placeholder="Search Term"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            required
            autoFocus
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </div>

      <dialog
        ref={panel}
        id={panelId}
        className="side-panel"
        closedby="any"
        aria-labelledby={panelTitleId}
        onClick={(event) => {
          // A click on the backdrop (outside the panel's box) closes it, where `closedby` is not known.
          if (event.target === panel.current) closeMenu()
        }}
      >
        <div className="side-panel__top">
          <p id={panelTitleId} className="side-panel__title">
            Menu
          </p>
          <IconButton
            label="Close menu"
            icon={<CloseIcon />}
            commandfor={panelId}
            command="close"
            onClick={closeMenu}
          />
        </div>
        <nav aria-label="Main menu">
          <NavLinks onNavigate={closeMenu} />
        </nav>
      </dialog>
    </header>
  )
}
