'use client'

import { SiteLink } from './SiteLink'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CloseIcon, MenuIcon, SearchIcon } from './icons'
import { LogoMark } from './LogoMark'
import { searchPath } from './navigation'
import { NavLinks } from './NavLinks'

/**
 * The site header: logo, the main links, the search icon that opens the search box, and on
 * small screens the menu button that opens the side panel (a modal dialog, so focus stays
 * inside it and Escape closes it). The browser opens and closes the panel itself (invoker
 * commands), so the menu answers before the app runs and if it never does; the click handlers
 * do it in browsers without commands.
 */
export function SiteHeader({ productName }: { productName: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const [searchOpen, setSearchOpen] = useState(false)
  const [term, setTerm] = useState('')
  const searchButton = useRef<HTMLButtonElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDialogElement>(null)
  const searchId = useId()
  const panelTitleId = useId()
  const panelId = useId()

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus()
  }, [searchOpen])

  const closeSearch = (restoreFocus: boolean) => {
    setSearchOpen(false)
    if (restoreFocus) searchButton.current?.focus()
  }

  const openMenu = () => {
    if (!panel.current?.open) panel.current?.showModal()
  }
  const closeMenu = () => {
    if (panel.current?.open) panel.current.close()
  }

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = term.trim()
    if (!query) {
      searchInput.current?.focus()
      return
    }
    const target = searchPath(query)
    setSearchOpen(false)
    setTerm('')
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
          <button
            ref={searchButton}
            type="button"
            className="icon-button"
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => (searchOpen ? closeSearch(false) : setSearchOpen(true))}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <button
            ref={menuButton}
            type="button"
            className="icon-button menu-button"
            aria-label="Menu"
            aria-haspopup="dialog"
            commandfor={panelId}
            command="show-modal"
            onClick={openMenu}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      {/* The form exists only while the box is open: a browser examines every form on a page as it
          finishes loading it (for autofill), which cost this one 13-32 ms of main-thread work. */}
      <div id={searchId} className="search-band" hidden={!searchOpen}>
        {searchOpen && (
          <form role="search" className="search-form container" onSubmit={submitSearch}>
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
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeSearch(true)
              }}
            />
            <button type="submit" className="button">
              Search
            </button>
          </form>
        )}
      </div>

      <dialog
        ref={panel}
        id={panelId}
        className="side-panel"
        closedby="any"
        aria-labelledby={panelTitleId}
        onClose={() => menuButton.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (outside the panel's box) closes it.
          if (event.target === panel.current) closeMenu()
        }}
      >
        <div className="side-panel__top">
          <p id={panelTitleId} className="side-panel__title">
            Menu
          </p>
          <button type="button" className="icon-button" aria-label="Close menu" commandfor={panelId} command="close" onClick={closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Main menu">
          <NavLinks onNavigate={closeMenu} />
        </nav>
      </dialog>
    </header>
  )
}
